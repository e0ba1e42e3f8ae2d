import { AGENT_REPORT_MAX_DAYS } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { isCalendarDay, memberDay, startOfMemberDay } from '../../lib/member-time';

// A report's range: real days, from ≤ to, at most AGENT_REPORT_MAX_DAYS days; without bounds the
// last 7 days up to the caller's today (spec §9's default quick range).

const DAY_MS = 86_400_000;

export type ReportRange = { from: string; to: string; start: Date; end: Date };

/** Whole days from `from` to `to`, both included. */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The checked range; [start, end) are the instants of those days at the caller's offset. */
export const reportRange = (input: { from?: string; to?: string }, offsetMinutes: number, now: Date): ReportRange => {
  for (const day of [input.from, input.to])
    if (day !== undefined && !isCalendarDay(day)) throw new AppError('REPORT_RANGE_INVALID', `not a day: ${day}`);
  const to = input.to ?? (input.from ? shiftDay(input.from, 6) : memberDay(now, offsetMinutes));
  const from = input.from ?? shiftDay(to, -6);
  const days = daysBetween(from, to);
  if (days < 1) throw new AppError('REPORT_RANGE_INVALID', `range ${from}..${to} ends before it starts`);
  if (days > AGENT_REPORT_MAX_DAYS) throw new AppError('REPORT_RANGE_TOO_LONG', `range ${from}..${to} is ${days} days`);
  const start = startOfMemberDay(from, offsetMinutes);
  return { from, to, start, end: new Date(startOfMemberDay(to, offsetMinutes).getTime() + DAY_MS) };
};
