import { QUICK_DATE_RANGE_DAYS } from '@perya/contracts';

// Report ranges: calendar days "yyyy-MM-dd", both ends included, counted from the member's today.

export type DayRange = { from: string; to: string };

/** The quick ranges of spec §9: last and next 7 and 30 days. */
export const QUICK_RANGES = [
  ...QUICK_DATE_RANGE_DAYS.map((days) => ({ id: `last${days}`, direction: 'last', days }) as const),
  ...QUICK_DATE_RANGE_DAYS.map((days) => ({ id: `next${days}`, direction: 'next', days }) as const),
];
export type QuickRangeId = (typeof QUICK_RANGES)[number]['id'];

/** A quick range (recomputed from today) or a range the agent picked. */
export type RangeChoice = { quick: QuickRangeId } | { custom: DayRange };

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today at a UTC offset (minutes east of UTC: 480 is Manila), whatever the device's zone. */
export const todayInOffset = (offsetMinutes: number, now: number = Date.now()): string =>
  new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);

export const isQuickRangeId = (value: unknown): value is QuickRangeId =>
  QUICK_RANGES.some((range) => range.id === value);

/** Last N days: [today − (N−1), today]; next N days: [today, today + (N−1)]. */
export const resolveRange = (choice: RangeChoice, today: string): DayRange => {
  if ('custom' in choice) return choice.custom;
  const quick = QUICK_RANGES.find((range) => range.id === choice.quick) ?? { direction: 'last', days: 7 };
  return quick.direction === 'last'
    ? { from: shift(today, -(quick.days - 1)), to: today }
    : { from: today, to: shift(today, quick.days - 1) };
};
