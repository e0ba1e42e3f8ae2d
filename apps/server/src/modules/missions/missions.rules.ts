import type { MissionMetric, MissionPeriod } from '@perya/contracts';

import type { MemberRangeFigures } from './missions.repository';

// The pure rules of missions and leaderboards (decision 048): periods of reporting days, the
// progress a mission reads from a member's figures, and how tied ranks share prizes.

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period holding `day`: the day itself, or its week from Monday to Sunday. */
export const periodOf = (period: MissionPeriod, day: string): { start: string; end: string } => {
  if (period === 'DAILY') return { start: day, end: day };
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = addDays(day, -weekday);
  return { start, end: addDays(start, 6) };
};

/** The period that ended just before the one holding `day`. */
export const previousPeriodOf = (period: MissionPeriod, day: string) =>
  periodOf(period, addDays(periodOf(period, day).start, -1));

/** The zone's offset from UTC at an instant, in milliseconds (+08:00 → 28 800 000). */
const offsetAt = (instant: number, timeZone: string): number => {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
};

/** The instant a reporting day begins in the zone. */
export const startOfDay = (day: string, timeZone: string): Date => {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetAt(guess, timeZone));
};

/** The instant a period whose last day is `endDay` ends. */
export const endOfPeriod = (endDay: string, timeZone: string): Date => startOfDay(addDays(endDay, 1), timeZone);

/** A mission's progress in its period, from the member's figures. */
export const progressOf = (
  mission: { metric: MissionMetric; category: string | null },
  figures: MemberRangeFigures,
): bigint => {
  const play = (pick: 'rounds' | 'validBet') => {
    let sum = 0n;
    for (const [category, row] of figures.play)
      if (mission.category === null || mission.category === category) sum += row[pick];
    return sum;
  };
  switch (mission.metric) {
    case 'VALID_BET':
      return play('validBet');
    case 'ROUNDS':
      return play('rounds');
    case 'DEPOSIT_AMOUNT':
      return figures.depositAmount;
    case 'DEPOSITS':
      return figures.deposits;
    case 'LOGIN_DAYS':
      return figures.loginDays;
  }
};

/**
 * What each ranked member wins. Equal values share a rank (1, 2, 2, 4); the k members tied at
 * rank r occupy places r … r + k − 1 and split those places' prizes equally, rounded down (the
 * remainder, under k centavos, is not paid). Places beyond the prize list pay nothing.
 */
export const prizesOf = (
  standings: Array<{ memberId: number; rank: number }>,
  prizes: bigint[],
): Map<number, bigint> => {
  const byRank = new Map<number, number[]>();
  for (const row of standings) byRank.set(row.rank, [...(byRank.get(row.rank) ?? []), row.memberId]);
  const won = new Map<number, bigint>();
  for (const [rank, tied] of byRank) {
    let pool = 0n;
    for (let place = rank; place < rank + tied.length; place += 1) pool += prizes[place - 1] ?? 0n;
    const share = pool / BigInt(tied.length);
    for (const memberId of tied) won.set(memberId, share);
  }
  return won;
};
