import type { AgentContractKind, AgentContractPeriod } from '@perya/contracts';
import { DAILY_SALARY_INTERVAL_DAYS, REALTIME_SALARY_WINDOW_MINUTES, reportingDayOf } from '@perya/contracts';

// Settlement windows (spec §3, §4; decision 035). Day-based windows are reporting days of the
// operator's time zone (stats_settings, Asia/Manila by default): D a day, W Monday to Sunday,
// H the 1st–15th and the 16th–end of a month, M a month. The hourly salary settles UTC hours
// (the time zones we serve are whole hours off UTC), the real-time salary 5-minute windows. A
// window is [start, end): a round settled exactly at `end` belongs to the next one.

export type SettlementWindow = {
  start: Date;
  end: Date;
  /** Day-based windows: the first and last reporting day, included. */
  firstDay: string | null;
  lastDay: string | null;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The settlement job of a kind and period: dividends have one job per period. */
export const jobOf = (kind: AgentContractKind, period: AgentContractPeriod | null): string =>
  `${kind}:${period ?? '-'}`;

/** The period a kind settles on: its contract's period for dividends, the day for the daily salary. */
export const isDayBased = (kind: AgentContractKind): boolean => kind === 'DIVIDEND' || kind === 'DAILY_SALARY';

const partsOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, date };
};
const dayString = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** The calendar day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string => {
  const { year, month, date } = partsOf(day);
  return dayString(Date.UTC(year, month - 1, date + days));
};

/** Minutes the zone is ahead of UTC at an instant. */
const offsetMinutesAt = (instant: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
};

/** The instant a reporting day starts (its local midnight). */
export const startOfDay = (day: string, timeZone: string): Date => {
  const { year, month, date } = partsOf(day);
  const guess = Date.UTC(year, month - 1, date);
  // Twice: the offset at the guess may differ from the one at local midnight across a change of offset.
  let start = guess - offsetMinutesAt(new Date(guess), timeZone) * MINUTE_MS;
  start = guess - offsetMinutesAt(new Date(start), timeZone) * MINUTE_MS;
  return new Date(start);
};

/** Days since 1970-01-01 of a calendar day: even days are the daily salary's pay days. */
const dayNumber = (day: string): number => {
  const { year, month, date } = partsOf(day);
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
};

const dayWindow = (firstDay: string, lastDay: string, timeZone: string): SettlementWindow => ({
  start: startOfDay(firstDay, timeZone),
  end: startOfDay(addDays(lastDay, 1), timeZone),
  firstDay,
  lastDay,
});

/** The window of a kind (and period, for dividends) containing an instant. */
export const windowContaining = (
  kind: AgentContractKind,
  period: AgentContractPeriod | null,
  instant: Date,
  timeZone: string,
): SettlementWindow => {
  if (kind === 'REALTIME_SALARY') {
    const size = REALTIME_SALARY_WINDOW_MINUTES * MINUTE_MS;
    const start = Math.floor(instant.getTime() / size) * size;
    return { start: new Date(start), end: new Date(start + size), firstDay: null, lastDay: null };
  }
  if (kind === 'HOURLY_SALARY') {
    const start = Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;
    return { start: new Date(start), end: new Date(start + HOUR_MS), firstDay: null, lastDay: null };
  }
  const day = reportingDayOf(instant, timeZone);
  const { year, month, date } = partsOf(day);
  const effective = kind === 'DAILY_SALARY' ? 'D' : (period ?? 'D');
  switch (effective) {
    case 'D':
      return dayWindow(day, day, timeZone);
    case 'W': {
      // ISO weeks: Monday first.
      const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
      const monday = addDays(day, -weekday);
      return dayWindow(monday, addDays(monday, 6), timeZone);
    }
    case 'H': {
      const monthStart = dayString(Date.UTC(year, month - 1, 1));
      const monthEnd = dayString(Date.UTC(year, month, 0));
      const sixteenth = dayString(Date.UTC(year, month - 1, 16));
      return date <= 15
        ? dayWindow(monthStart, addDays(sixteenth, -1), timeZone)
        : dayWindow(sixteenth, monthEnd, timeZone);
    }
    case 'M':
      return dayWindow(dayString(Date.UTC(year, month - 1, 1)), dayString(Date.UTC(year, month, 0)), timeZone);
  }
};

/** The window after this one. */
export const nextWindow = (
  kind: AgentContractKind,
  period: AgentContractPeriod | null,
  window: SettlementWindow,
  timeZone: string,
): SettlementWindow => windowContaining(kind, period, window.end, timeZone);

/**
 * How long after its end a window waits before it is settled: the statistics arrive through the
 * activity stream (a poll of 100 ms, more under load) and providers report a round's end late.
 */
const SETTLE_DELAY_MS: Record<AgentContractKind, number> = {
  REALTIME_SALARY: 30_000,
  HOURLY_SALARY: 2 * MINUTE_MS,
  DAILY_SALARY: 10 * MINUTE_MS,
  DIVIDEND: 10 * MINUTE_MS,
};

/**
 * Windows ending at or before this instant may be settled now. The daily salary is paid on
 * alternate days (spec §4, DAILY_SALARY_INTERVAL_DAYS): on a pay day (a reporting day whose
 * number since 1970-01-01 is a multiple of the interval) the days before it are settled.
 */
export const dueThrough = (kind: AgentContractKind, now: Date, timeZone: string): Date => {
  const settled = new Date(now.getTime() - SETTLE_DELAY_MS[kind]);
  if (kind !== 'DAILY_SALARY') return settled;
  const today = reportingDayOf(settled, timeZone);
  const sinceLastPayDay = dayNumber(today) % DAILY_SALARY_INTERVAL_DAYS;
  return startOfDay(addDays(today, -sinceLastPayDay), timeZone);
};

/** How far back a job catches up after downtime: older windows are left to an operator's run. */
export const CATCH_UP_MS: Record<AgentContractKind, number> = {
  REALTIME_SALARY: DAY_MS,
  HOURLY_SALARY: 3 * DAY_MS,
  DAILY_SALARY: 14 * DAY_MS,
  DIVIDEND: 62 * DAY_MS,
};

/**
 * How many earlier windows each settlement looks at again for a correction (a round rolled back
 * or won late after its window was paid): an hour of real-time windows, a day of hours, two days,
 * the previous dividend period.
 */
export const CORRECTION_LOOKBACK_WINDOWS: Record<AgentContractKind, number> = {
  REALTIME_SALARY: 12,
  HOURLY_SALARY: 24,
  DAILY_SALARY: 2,
  DIVIDEND: 1,
};

/** …and never further back than this before the window being settled (a month covers any period). */
export const CORRECTION_LOOKBACK_MS: Record<AgentContractKind, number> = {
  REALTIME_SALARY: HOUR_MS,
  HOURLY_SALARY: DAY_MS,
  DAILY_SALARY: 2 * DAY_MS + HOUR_MS,
  DIVIDEND: 32 * DAY_MS,
};
