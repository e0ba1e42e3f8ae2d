import dayjs from 'dayjs';

import { QUICK_DATE_RANGE_DAYS } from '@perya/contracts';

// Records are kept in days of the member's UTC offset, "yyyy-MM-dd", both ends included.

export const DAY_FORMAT = 'YYYY-MM-DD';

export type DayRange = { from: string; to: string };

/** The quick ranges of spec §9: last and next 7 and 30 days. */
export const QUICK_RANGES = [
  ...QUICK_DATE_RANGE_DAYS.map((days) => ({ id: `last${days}`, direction: 'last', days }) as const),
  ...QUICK_DATE_RANGE_DAYS.map((days) => ({ id: `next${days}`, direction: 'next', days }) as const),
];
export type QuickRange = (typeof QUICK_RANGES)[number];
export type QuickRangeId = QuickRange['id'];

/** Today in a UTC offset (minutes east of UTC: 480 is Manila), whatever the device's zone. */
export const todayInOffset = (offsetMinutes: number, now: number = Date.now()): string =>
  new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** Last N days: [today - (N-1), today]; next N days: [today, today + (N-1)]. */
export const quickRange = (direction: 'last' | 'next', days: number, today: string): DayRange => {
  const day = dayjs(today);
  return direction === 'last'
    ? { from: day.subtract(days - 1, 'day').format(DAY_FORMAT), to: today }
    : { from: today, to: day.add(days - 1, 'day').format(DAY_FORMAT) };
};

export const rangeFor = (id: QuickRangeId, today: string): DayRange => {
  const range = QUICK_RANGES.find((candidate) => candidate.id === id);
  return range ? quickRange(range.direction, range.days, today) : quickRange('last', 7, today);
};

/** The quick range a custom pick happens to equal, so its chip lights up. */
export const matchQuickRange = (range: DayRange, today: string): QuickRangeId | null =>
  QUICK_RANGES.find((candidate) => {
    const quick = quickRange(candidate.direction, candidate.days, today);
    return quick.from === range.from && quick.to === range.to;
  })?.id ?? null;

export const isQuickRangeId = (value: unknown): value is QuickRangeId =>
  QUICK_RANGES.some((range) => range.id === value);

/** A quick range (recomputed from the member's today) or a range the member picked. */
export type RangeChoice = { quick: QuickRangeId } | { custom: DayRange };

export const resolveRange = (choice: RangeChoice, today: string): DayRange =>
  'quick' in choice ? rangeFor(choice.quick, today) : choice.custom;
