import type { TFunction } from 'i18next';

import type { MemberPromotion } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

// A promotion's rules in words, from its structured fields (the texts are the client's, EN/TY/PT).

const money = (minor: string | null, locale: string) => formatMoney(minor ?? '0', { locale });

/** "Deposit at least ₱500.00", "Log in 3 days in a row" … */
export const triggerText = (promotion: MemberPromotion, t: TFunction, locale: string): string => {
  const amount = money(promotion.thresholdMinor, locale);
  if (promotion.trigger === 'FIRST_DEPOSIT')
    return promotion.thresholdMinor
      ? t('promotions:trigger.FIRST_DEPOSIT_MIN', { amount })
      : t('promotions:trigger.FIRST_DEPOSIT');
  return t(`promotions:trigger.${promotion.trigger}`, { amount, days: promotion.streakDays ?? 0 });
};

/** "500 points": a POINTS reward's points (digit strings from the API), grouped as the locale writes them. */
export const pointsText = (points: string | null, t: TFunction, locale: string): string => {
  const value = BigInt(points ?? '0');
  return t('promotions:reward.POINTS', { count: Number(value), points: new Intl.NumberFormat(locale).format(value) });
};

/** "Bonus of ₱100.00", "10% bonus, up to ₱300.00" or "500 points". */
export const rewardText = (promotion: MemberPromotion, t: TFunction, locale: string): string => {
  if (promotion.rewardKind === 'POINTS') return pointsText(promotion.points, t, locale);
  return promotion.rewardKind === 'FIXED'
    ? t('promotions:reward.FIXED', { amount: money(promotion.amountMinor, locale) })
    : t('promotions:reward.PERCENT', {
        percent: ((promotion.percentBp ?? 0) / 100).toLocaleString(locale),
        cap: money(promotion.capMinor, locale),
      });
};

/** Does the reward credit points (a POINTS promotion's) rather than pay money? */
export const isPointsReward = (reward: { points: string }): boolean => reward.points !== '0';

/** A date as the member reads it. */
export const dateText = (iso: string, locale: string): string =>
  new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });

/** The status badge colour. */
export const statusColor = (status: MemberPromotion['status']): string =>
  ({
    CLAIM: 'gold',
    JOIN: 'teal',
    JOINED: 'teal',
    APPLYING: 'blue',
    PROCESS: 'blue',
    CLAIMED: 'gray',
    ISSUED: 'gray',
    REJECTED: 'ruby',
    CLOSED: 'gray',
    COMING_SOON: 'violet',
  })[status];
