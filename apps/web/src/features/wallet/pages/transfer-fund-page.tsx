import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { balanceQueryOptions } from '@/lib/balance-query';
import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { merchantWalletQueryOptions } from '../api/balance';
import { walletListQueryOptions } from '../api/wallets';
import { RecallButton } from '../components/recall-button';
import { SectionTitle } from '../components/section-title';
import { WalletGrid } from '../components/wallet-grid';
import { WalletTransferForm } from '../components/wallet-transfer-form';
import { errorText } from '@/lib/error-text';

const LoadingState = () => (
  <Stack gap="md">
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={84} radius="lg" />
      ))}
    </SimpleGrid>
    <Skeleton height={260} radius="lg" />
  </Stack>
);

/** Single-wallet sites: every game plays from the main wallet, so there is nothing to move. */
const SingleWalletState = () => {
  const { t } = useTranslation('wallet');
  const balance = useQuery(balanceQueryOptions());
  return (
    <Card bg="dark.7" data-testid="single-wallet">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color="gold" aria-hidden>
          <IconWallet size={26} />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={3} fz="lg">
            {t('single.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('single.text')}
          </Text>
          <Text fz="sm" c="dimmed" mt="xs">
            {t('wallets.main')}
          </Text>
          {balance.data ? (
            <MoneyText minor={balance.data.balanceMinor} currency={balance.data.currency} fz={28} fw={800} c="gold.4" />
          ) : (
            <Skeleton height={32} width={180} />
          )}
        </Stack>
      </Group>
    </Card>
  );
};

/** /member/transferFund: the member's wallets, transfers between them and a one-click recall. */
export const TransferFundPage = () => {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('fund.title'));
  const merchant = useQuery(merchantWalletQueryOptions());
  const isSingle = merchant.data?.isSingle;
  const list = useQuery({ ...walletListQueryOptions(), enabled: isSingle === false });
  const balance = useQuery({ ...balanceQueryOptions(), enabled: isSingle === false });
  const failure = merchant.error ?? list.error;

  let body;
  if (failure && !list.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(failure, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void (merchant.error ? merchant.refetch() : list.refetch())}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (isSingle || list.data?.isSingle) {
    body = <SingleWalletState />;
  } else if (!list.data) {
    body = <LoadingState />;
  } else {
    body = (
      <>
        <Card bg="dark.7" padding="md">
          <Group justify="space-between" gap="md">
            <div>
              <Text fz="sm" c="dimmed">
                {t('fund.total')}
              </Text>
              <MoneyText
                minor={list.data.totalMinor}
                currency={list.data.currency}
                fz={{ base: 24, xs: 28 }}
                fw={800}
              />
            </div>
            <RecallButton list={list.data} />
          </Group>
        </Card>
        <WalletTransferForm list={list.data} mainAvailableMinor={balance.data?.availableMinor} />
        <Title order={3} fz="lg" mt="xs">
          {t('fund.wallets')}
        </Title>
        <WalletGrid list={list.data} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('fund.title')} intro={t('fund.intro')} />
      {body}
    </Stack>
  );
};
