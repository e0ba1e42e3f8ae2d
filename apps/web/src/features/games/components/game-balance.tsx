import { ActionIcon, Skeleton, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { MoneyText } from '@/components/ui/money-text';
import { useSessionStore } from '@/stores/session-store';

import { gameBalanceQueryOptions } from '../api/game-balance';
import classes from './seamless.module.css';

/** The main wallet on a game page, with a refresh: winnings show up without leaving the game. */
export const GameBalance = () => {
  const { t } = useTranslation('games');
  const token = useSessionStore((state) => state.token);
  const balance = useQuery(gameBalanceQueryOptions(Boolean(token)));
  if (!token) return null;
  if (!balance.data) {
    return balance.isError ? null : <Skeleton height={30} width={110} radius="xl" />;
  }
  return (
    <span className={classes.balance} data-testid="game-balance">
      <MoneyText minor={balance.data.balanceMinor} currency={balance.data.currency} fz="sm" fw={700} />
      <Tooltip label={t('seamless.refresh')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('seamless.refresh')}
          aria-busy={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <IconRefresh size={14} className={balance.isFetching ? classes.spinning : undefined} />
        </ActionIcon>
      </Tooltip>
    </span>
  );
};
