import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { MoneyText } from '@/components/ui/money-text';

import classes from './bets.module.css';

type BetTotalsProps = { betMinor: string; winMinor: string; netMinor: string; currency: string };

/** Sums over the whole filter (every page): stakes, winnings and the member's net. */
export const BetTotals = ({ betMinor, winMinor, netMinor, currency }: BetTotalsProps) => {
  const { t } = useTranslation('games');
  return (
    <div className={classes.totals} role="group" aria-label={t('bets.totals')} data-testid="bet-totals">
      <div className={classes.total}>
        <Text className={classes.totalLabel}>{t('bets.totalBet')}</Text>
        <MoneyText minor={betMinor} currency={currency} className={classes.totalValue} data-testid="total-bet" />
      </div>
      <div className={classes.total}>
        <Text className={classes.totalLabel}>{t('bets.totalWin')}</Text>
        <MoneyText minor={winMinor} currency={currency} className={classes.totalValue} data-testid="total-win" />
      </div>
      <div className={`${classes.total} ${classes.totalNet}`}>
        <Text className={classes.totalLabel}>{t('bets.net')}</Text>
        <MoneyText minor={netMinor} currency={currency} signed className={classes.totalValue} data-testid="total-net" />
      </div>
    </div>
  );
};
