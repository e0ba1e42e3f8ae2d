import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { WalletList } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import type { WalletEntry } from '../utils/wallets';
import { isMainWallet, walletLabel } from '../utils/wallets';
import classes from './wallet.module.css';

/** Every wallet of the member: the main one first and highlighted, then each provider's. */
export const WalletGrid = ({ list }: { list: WalletList }) => {
  const { t } = useTranslation('wallet');
  // Main first, then the wallets holding money, then the empty ones (each in the server's order).
  const rank = (entry: WalletEntry) => (isMainWallet(entry.wallet) ? 0 : BigInt(entry.balanceMinor) > 0n ? 1 : 2);
  const wallets = [...list.wallets].sort((a, b) => rank(a) - rank(b));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="wallet-grid">
      {wallets.map((entry) => {
        const isMain = isMainWallet(entry.wallet);
        const isEmpty = BigInt(entry.balanceMinor) === 0n;
        return (
          <div
            key={entry.wallet}
            className={`${isMain ? classes.mainCard : classes.walletCard} ${!isMain && isEmpty ? classes.emptyWallet : ''}`}
            data-testid={`wallet-${entry.wallet}`}
          >
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text fz="sm" fw={600} truncate>
                {walletLabel(entry.wallet, t, list)}
              </Text>
              {isMain ? (
                <IconWallet size={16} color="var(--mantine-color-gold-4)" aria-hidden />
              ) : (
                <Badge size="xs" variant="light" color="gray" visibleFrom="sm">
                  {entry.wallet}
                </Badge>
              )}
            </Group>
            <MoneyText
              minor={entry.balanceMinor}
              currency={list.currency}
              fz={isMain ? 'xl' : 'lg'}
              fw={700}
              c={isMain ? 'gold.4' : undefined}
            />
          </div>
        );
      })}
    </SimpleGrid>
  );
};
