import type { MissionMetric } from '@perya/contracts';
import { formatMoney, MONEY_MISSION_METRICS } from '@perya/contracts';

/** A mission's or leaderboard's figure: money for valid bets and deposit amounts, a count otherwise. */
export const formatFigure = (metric: MissionMetric, value: string, locale: string): string =>
  MONEY_MISSION_METRICS.includes(metric)
    ? formatMoney(value, { locale })
    : new Intl.NumberFormat(locale).format(BigInt(value) as unknown as number);

/** Progress toward a target as a percentage, 0–100. */
export const percentOf = (progress: string, target: string): number => {
  const goal = BigInt(target);
  if (goal <= 0n) return 100;
  const value = BigInt(progress);
  return value >= goal ? 100 : Number((value * 1000n) / goal) / 10;
};

/** Time left until `endsAt` as hours and minutes (a day or more: days and hours). */
export const timeLeft = (endsAt: string, now: number): { days: number; hours: number; minutes: number } => {
  const ms = Math.max(0, Date.parse(endsAt) - now);
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
};
