import dayjs from 'dayjs';

// The bet record is kept in days of the member's UTC offset, "yyyy-MM-dd", both ends included.

export const DAY_FORMAT = 'YYYY-MM-DD';

/** Today in a UTC offset (minutes east of UTC: 480 is Manila), whatever the device's zone. */
export const todayInOffset = (offsetMinutes: number, now: number = Date.now()): string =>
  new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The last N days up to today: [today - (N-1), today]. */
export const lastDays = (days: number, today: string): { from: string; to: string } => ({
  from: dayjs(today)
    .subtract(days - 1, 'day')
    .format(DAY_FORMAT),
  to: today,
});
