import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { WalletList } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { useMoneyMutation } from '@/lib/money-mutation';

import { WALLET_KEY } from '../api/balance';

import { recallAllWallets, walletListQueryOptions } from '../api/wallets';
import { formatAmount } from '../utils/money';
import { providerWallets, recallableMinor, withBalances } from '../utils/wallets';
import { ConfirmDialog } from './confirm-dialog';

/** One click brings every provider wallet's money back to the main wallet (after a confirmation). */
export const RecallButton = ({ list }: { list: WalletList }) => {
  const { t, i18n } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const totalMinor = recallableMinor(list);
  const holding = providerWallets(list).filter((entry) => BigInt(entry.balanceMinor) > 0n);
  const money = (minor: bigint | string) => formatAmount(minor, list.currency, i18n.language);
  // The same recall retried (nothing changed in between) keeps its request id.
  const holdings = holding.map((entry) => `${entry.wallet}:${entry.balanceMinor}`).join(',');
  const request = useMoneyMutation({
    mutationFn: (_input: null, requestId: string) => recallAllWallets({ requestId }),
    intentOf: () => holdings,
    invalidates: [WALLET_KEY],
  });

  const handleConfirm = async () => {
    const outcome = await request.submit(null);
    if (outcome.ok) {
      queryClient.setQueryData(walletListQueryOptions().queryKey, (list) =>
        withBalances(list, outcome.result.balances),
      );
      setIsConfirming(false);
      notifications.show({
        color: 'green',
        title: t('recall.doneTitle'),
        message: t('recall.done', { amount: money(outcome.result.movedMinor) }),
      });
    } else if (!outcome.isAmbiguous) {
      setIsConfirming(false);
      notifications.show({ color: 'ruby', title: t('recall.failedTitle'), message: outcome.message });
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconArrowBackUp size={18} />}
        disabled={totalMinor <= 0n}
        onClick={() => {
          request.clearError();
          setIsConfirming(true);
        }}
      >
        {t('recall.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('recall.confirmTitle')}
        summary={t('recall.confirmText', { amount: money(totalMinor), count: holding.length })}
        rows={[
          ...holding.map((entry) => ({
            label: entry.name,
            value: <MoneyText minor={entry.balanceMinor} currency={list.currency} />,
          })),
          {
            label: t('recall.total'),
            value: <MoneyText minor={totalMinor} currency={list.currency} c="gold.4" />,
          },
        ]}
        confirmLabel={t('recall.confirm')}
        isBusy={request.isBusy}
        error={request.retryError}
        onConfirm={() => void handleConfirm()}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
};
