import type { LanguageCode } from '@perya/contracts';

import { createMissionsAdmin } from './missions.admin';
import type { MissionsContext } from './missions.context';
import { memberStanding, settleLeaderboards, toMemberLeaderboard } from './missions.leaderboards';
import {
  claimMilestone,
  memberMissions,
  missionMilestones,
  missionSummary,
  repairUnpaidClaims,
} from './missions.member';

/** Missions and leaderboards (issue 20, decision 048): the member's views and claim, staff, jobs. */
export const createMissionsService = (ctx: MissionsContext) => ({
  summary: (memberId: number, query: Parameters<typeof missionSummary>[2], language: LanguageCode) =>
    missionSummary(ctx, memberId, query, language),
  milestones: (memberId: number, missionId: number, language: LanguageCode) =>
    missionMilestones(ctx, memberId, missionId, language),
  /** Claimable milestones of the member's open missions (the member centre's red badge). */
  badge: async (memberId: number) => ({
    claimable: (await memberMissions(ctx, memberId)).reduce((sum, mission) => sum + mission.claimable, 0),
  }),
  claim: (input: Parameters<typeof claimMilestone>[1]) => claimMilestone(ctx, input),
  leaderboards: async (language: LanguageCode) => ({
    list: (await ctx.repository.listLeaderboards(true)).map((board) => toMemberLeaderboard(board, language)),
  }),
  standing: (memberId: number, query: Parameters<typeof memberStanding>[2], language: LanguageCode) =>
    memberStanding(ctx, memberId, query, language),

  // ---- Staff
  ...createMissionsAdmin(ctx),

  // ---- Jobs
  settleLeaderboards: () => settleLeaderboards(ctx),
  repairUnpaidClaims: () => repairUnpaidClaims(ctx),
});

export type MissionsService = ReturnType<typeof createMissionsService>;
