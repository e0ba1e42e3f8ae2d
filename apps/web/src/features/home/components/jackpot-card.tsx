import { Text } from '@mantine/core';
import { IconCoins, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useJackpot, useRollingCounter } from '../hooks/use-counter';
import { formatCents } from '../utils/jackpot';
import classes from './home.module.css';

// Decorative counters (spec §2.7): they show what a casino floor shows, not a real pool.
// Screen readers hear the label once, not every tick.

/** The big progressive-jackpot figure. */
export const JackpotCard = () => {
  const { t } = useTranslation('home');
  const cents = useJackpot();
  return (
    <div className={classes.jackpot} data-testid="jackpot">
      <div className={classes.jackpotGlow} aria-hidden />
      <Text className={classes.jackpotLabel}>
        <IconCoins size={16} aria-hidden />
        {t('jackpot.label')}
      </Text>
      <div className={classes.jackpotValue} aria-live="off" data-testid="jackpot-value">
        <span className={classes.jackpotSymbol}>₱</span>
        {cents === null ? '—' : formatCents(cents)}
      </div>
      <Text className={classes.jackpotHint}>{t('jackpot.hint')}</Text>
    </div>
  );
};

/** The rolling card: +165.11 every 3 s. */
export const PayoutCard = () => {
  const { t } = useTranslation('home');
  const cents = useRollingCounter();
  return (
    <div className={classes.payout} data-testid="rolling-counter">
      <span className={classes.payoutIcon} aria-hidden>
        <IconTrendingUp size={20} />
      </span>
      <div>
        <Text className={classes.payoutLabel}>{t('jackpot.paidToday')}</Text>
        <div className={classes.payoutValue} aria-live="off">
          ₱{cents === null ? '—' : formatCents(cents)}
        </div>
      </div>
    </div>
  );
};
