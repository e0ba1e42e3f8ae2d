// Times as a member reads them: at their UTC offset (480 = GMT+8, Manila), formatted
// "yyyy-MM-dd HH:mm:ss" (spec §9). Offsets are fixed minutes, not zones: the Philippines has no
// daylight saving, and members pick the offset they want to read.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "2026-11-21 14:05:09" for the instant, at the offset. */
export const formatMemberTime = (instant: Date, offsetMinutes: number): string => {
  const shifted = new Date(instant.getTime() + offsetMinutes * MINUTE_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
};

/** "2026-11-21": the member's calendar day of the instant. */
export const memberDay = (instant: Date, offsetMinutes: number): string =>
  formatMemberTime(instant, offsetMinutes).slice(0, 10);

/** The instant a member's calendar day ("yyyy-MM-dd") starts. */
export const startOfMemberDay = (day: string, offsetMinutes: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * MINUTE_MS);

/** Whether a "yyyy-MM-dd" string is a real calendar day. */
export const isCalendarDay = (day: string): boolean => {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
};

/**
 * The instants [start, end) covering the member's days `from` to `to` inclusive. Without
 * bounds: the last `defaultDays` days up to today.
 */
export const memberDayRange = (
  input: { from?: string; to?: string },
  offsetMinutes: number,
  now: Date,
  defaultDays = 7,
): { from: string; to: string; start: Date; end: Date } => {
  const to = input.to ?? memberDay(now, offsetMinutes);
  const from =
    input.from ??
    memberDay(
      new Date(startOfMemberDay(to, offsetMinutes).getTime() - (defaultDays - 1) * DAY_MS + DAY_MS / 2),
      offsetMinutes,
    );
  return {
    from,
    to,
    start: startOfMemberDay(from, offsetMinutes),
    end: new Date(startOfMemberDay(to, offsetMinutes).getTime() + DAY_MS),
  };
};
