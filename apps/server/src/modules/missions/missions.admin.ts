import type {
  CreateLeaderboardRequest,
  CreateMissionRequest,
  StaffLeaderboard,
  StaffMission,
  UpdateLeaderboardRequest,
  UpdateMissionRequest,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { toMemberLeaderboard } from './missions.leaderboards';
import type { MissionsContext } from './missions.context';
import type { LeaderboardRow, MissionRow } from './missions.repository';

// Staff: missions and leaderboards as data (decision 048). Every change is versioned (an edit of
// a record someone else changed is refused: STALE_RECORD) and audited with before and after.

const toStaffMission = (row: MissionRow, totals?: { claims: number; paid: bigint }): StaffMission => ({
  id: row.id,
  version: row.version,
  title: row.title,
  description: row.description,
  translations: row.translations,
  period: row.period,
  metric: row.metric,
  category: row.category,
  turnoverMultiplier: row.turnoverMultiplier,
  milestones: row.milestones,
  active: row.active,
  claims: totals?.claims ?? 0,
  paidMinor: (totals?.paid ?? 0n).toString(),
  createdBy: row.createdByName,
});

const toStaffLeaderboard = (row: LeaderboardRow): StaffLeaderboard => ({
  ...toMemberLeaderboard(row, 'EN'),
  translations: row.translations,
  version: row.version,
  minValue: row.minValue.toString(),
  active: row.active,
  createdBy: row.createdByName,
});

const missionValues = (input: CreateMissionRequest) => ({
  title: input.title,
  description: input.description,
  translations: input.translations,
  period: input.period,
  metric: input.metric,
  category: input.category,
  milestones: input.milestones.map((m) => ({ target: m.target, rewardMinor: m.rewardMinor })),
  turnoverMultiplier: input.turnoverMultiplier,
  active: input.active,
});

const leaderboardValues = (input: CreateLeaderboardRequest) => ({
  title: input.title,
  translations: input.translations,
  period: input.period,
  metric: input.metric,
  category: input.category,
  prizes: input.prizesMinor,
  turnoverMultiplier: input.turnoverMultiplier,
  minValue: BigInt(input.minValue),
  active: input.active,
});

export const createMissionsAdmin = (ctx: MissionsContext) => ({
  async listMissions(pageNo: number, pageSize: number) {
    const [rows, totals] = await Promise.all([ctx.repository.listMissions(false), ctx.repository.claimTotals()]);
    const from = (pageNo - 1) * pageSize;
    return {
      list: rows.slice(from, from + pageSize).map((row) => toStaffMission(row, totals.get(row.id))),
      pageNo,
      pageSize,
      total: rows.length,
      totalPages: Math.ceil(rows.length / pageSize),
    };
  },

  createMission: (input: CreateMissionRequest, actor: AuditActor) =>
    ctx.db.transaction(async (tx) => {
      const row = await ctx.repository.insertMission({ ...missionValues(input), createdByName: actor.name }, tx);
      await ctx.audit.record(
        {
          actor,
          action: 'mission.create',
          targetKind: 'mission',
          targetId: row.id,
          detail: { after: missionValues(input) },
        },
        tx,
      );
      return toStaffMission(row);
    }),

  updateMission: (id: number, input: UpdateMissionRequest, actor: AuditActor) =>
    ctx.db.transaction(async (tx) => {
      const before = await ctx.repository.findMission(id, tx);
      if (!before) throw new AppError('NOT_FOUND', `mission ${id}`);
      const row = await ctx.repository.updateMission(id, input.version, missionValues(input), ctx.clock.now(), tx);
      if (!row) throw new AppError('STALE_RECORD', `mission ${id} is at version ${before.version}`);
      await ctx.audit.record(
        {
          actor,
          action: 'mission.update',
          targetKind: 'mission',
          targetId: id,
          detail: {
            before: { ...toStaffMission(before), claims: undefined, paidMinor: undefined, createdBy: undefined },
            after: missionValues(input),
          },
        },
        tx,
      );
      return toStaffMission(row);
    }),

  async listLeaderboards() {
    return { list: (await ctx.repository.listLeaderboards(false)).map(toStaffLeaderboard) };
  },

  createLeaderboard: (input: CreateLeaderboardRequest, actor: AuditActor) =>
    ctx.db.transaction(async (tx) => {
      const values = leaderboardValues(input);
      const row = await ctx.repository.insertLeaderboard({ ...values, createdByName: actor.name }, tx);
      await ctx.audit.record(
        {
          actor,
          action: 'leaderboard.create',
          targetKind: 'leaderboard',
          targetId: row.id,
          detail: { after: { ...values, minValue: input.minValue } },
        },
        tx,
      );
      return toStaffLeaderboard(row);
    }),

  updateLeaderboard: (id: number, input: UpdateLeaderboardRequest, actor: AuditActor) =>
    ctx.db.transaction(async (tx) => {
      const before = await ctx.repository.findLeaderboard(id, tx);
      if (!before) throw new AppError('NOT_FOUND', `leaderboard ${id}`);
      const values = leaderboardValues(input);
      const row = await ctx.repository.updateLeaderboard(id, input.version, values, ctx.clock.now(), tx);
      if (!row) throw new AppError('STALE_RECORD', `leaderboard ${id} is at version ${before.version}`);
      await ctx.audit.record(
        {
          actor,
          action: 'leaderboard.update',
          targetKind: 'leaderboard',
          targetId: id,
          detail: {
            before: { ...toStaffLeaderboard(before), createdBy: undefined },
            after: { ...values, minValue: input.minValue },
          },
        },
        tx,
      );
      return toStaffLeaderboard(row);
    }),

  async payouts(id: number, periodStart?: string) {
    const board = await ctx.repository.findLeaderboard(id);
    if (!board) throw new AppError('NOT_FOUND', `leaderboard ${id}`);
    const rows = await ctx.repository.payouts(id, periodStart);
    return {
      leaderboard: toStaffLeaderboard(board),
      list: rows.map(({ payout, account }) => ({
        periodStart: payout.periodStart,
        memberId: payout.memberId,
        account,
        rank: payout.rank,
        reachedValue: payout.value.toString(),
        amountMinor: payout.amount.toString(),
        paid: payout.paidAt !== null,
      })),
    };
  },
});
