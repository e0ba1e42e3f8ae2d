import type { Database } from '../../db/client';
import type { PeriodFigures, StatsRepository } from './stats.repository';
import { rebuildStats } from './stats.rebuild.repository';

/** A reporting day `days` before `day` (both YYYY-MM-DD). */
export const dayBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export type TeamOverview = {
  scope: 'A' | 'D';
  today: string;
  members: number;
  periods: Array<{ days: 1 | 7 | 30; from: string; to: string; firstDeposits: number } & PeriodFigures>;
};

export const createStatsService = (deps: { db: Database; repository: StatsRepository }) => ({
  rebuild: (from: string | null) => rebuildStats(deps.db, from),

  /** A member's settled play per UTC hour and category (personal profit and loss reads it). */
  memberPlayHours: (memberId: number, start: Date, end: Date) => deps.repository.memberPlayHours(memberId, start, end),

  /** A member's play and money per reporting day over the last `days` days (today included). */
  memberDays: async (memberId: number, days: number) => {
    const { today, timeZone } = await deps.repository.reportingToday();
    const from = dayBefore(today, days - 1);
    return { timeZone, from, to: today, days: await deps.repository.memberDays(memberId, from, today) };
  },

  /** An agent's team today, over 7 and over 30 reporting days: a few maintained rows per period. */
  teamOverview: async (agentId: number, scope: 'A' | 'D'): Promise<TeamOverview> => {
    const { today } = await deps.repository.reportingToday();
    const periods: TeamOverview['periods'] = [];
    let members = 0;
    for (const days of [1, 7, 30] as const) {
      const from = dayBefore(today, days - 1);
      const [figures, counts] = await Promise.all([
        deps.repository.teamPeriod(agentId, scope, from, today),
        deps.repository.teamMembers(agentId, scope, from, today),
      ]);
      members = counts.members;
      periods.push({ days, from, to: today, firstDeposits: counts.firstDeposits, ...figures });
    }
    return { scope, today, members, periods };
  },
});

export type StatsService = ReturnType<typeof createStatsService>;
