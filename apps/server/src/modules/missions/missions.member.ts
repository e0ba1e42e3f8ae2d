import type { LanguageCode, MemberMission, MissionClaimResult, MissionSummaryPage } from '@perya/contracts';
import { isTrialType, pickLanguageText, reportingDayOf } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { MissionsContext } from './missions.context';
import type { MemberRangeFigures, MissionClaimRow, MissionRow } from './missions.repository';
import { endOfPeriod, periodOf, progressOf } from './missions.rules';

// A member's missions (decision 048): each active mission in its current period, its progress
// read from the statistics' aggregates on request, the milestones reached and claimed, and the
// claim that pays a reached milestone once as a bonus with its turnover.

/** The bonus request id of a member's milestone of a period (grantBonus derives the transfer id from it with the member). */
export const missionRequestId = (missionId: number, periodStart: string, milestone: number) =>
  `mission:${missionId}:${periodStart}:${milestone}`;

type ClaimKey = { missionId: number; memberId: number; periodStart: string; milestone: number };

/** Today's reporting day and zone, by the module's clock. */
const reportingToday = async (ctx: MissionsContext) => {
  const timeZone = await ctx.repository.reportingTimeZone();
  return { timeZone, today: reportingDayOf(ctx.clock.now(), timeZone) };
};

/** The member's figures per period of today (one read per distinct period). */
const figuresReader = (ctx: MissionsContext, memberId: number, timeZone: string) => {
  const cache = new Map<string, Promise<MemberRangeFigures>>();
  return (start: string, end: string) => {
    const key = `${start}:${end}`;
    let figures = cache.get(key);
    if (!figures) {
      figures = ctx.repository.memberFigures(memberId, timeZone, start, end);
      cache.set(key, figures);
    }
    return figures;
  };
};

const toMemberMission = (
  mission: MissionRow,
  window: { start: string; end: string; endsAt: Date },
  progress: bigint,
  claims: MissionClaimRow[],
  language: LanguageCode,
): MemberMission => {
  const claimed = new Set(
    claims
      .filter((claim) => claim.missionId === mission.id && claim.periodStart === window.start)
      .map((c) => c.milestone),
  );
  const milestones = mission.milestones.map((milestone, index) => ({
    milestone: index,
    target: milestone.target,
    rewardMinor: milestone.rewardMinor,
    reached: progress >= BigInt(milestone.target),
    claimed: claimed.has(index),
  }));
  // The reader's words, else English (pickLanguageText; a TY text without a description reads '').
  const words = pickLanguageText(
    { EN: { title: mission.title, description: mission.description }, ...mission.translations },
    language,
  )!;
  return {
    missionId: mission.id,
    title: words.title,
    description: words.description,
    status: mission.active ? 'O' : 'C',
    period: mission.period,
    metric: mission.metric,
    category: mission.category,
    turnoverMultiplier: mission.turnoverMultiplier,
    periodStart: window.start,
    periodEnd: window.end,
    endsAt: window.endsAt.toISOString(),
    progress: progress.toString(),
    milestones,
    claimable: milestones.filter((m) => m.reached && !m.claimed).length,
  };
};

/** Every open mission of the member in its current period. */
export const memberMissions = async (
  ctx: MissionsContext,
  memberId: number,
  language: LanguageCode = 'EN',
): Promise<MemberMission[]> => {
  const { timeZone, today } = await reportingToday(ctx);
  const list = await ctx.repository.listMissions(true);
  const windows = new Map(
    (['DAILY', 'WEEKLY'] as const).map((period) => {
      const { start, end } = periodOf(period, today);
      return [period, { start, end, endsAt: endOfPeriod(end, timeZone) }];
    }),
  );
  const claims = await ctx.repository.memberClaims(memberId, [...new Set([...windows.values()].map((w) => w.start))]);
  const figuresOf = figuresReader(ctx, memberId, timeZone);
  const result: MemberMission[] = [];
  for (const mission of list) {
    const window = windows.get(mission.period)!;
    const progress = progressOf(mission, await figuresOf(window.start, window.end));
    result.push(toMemberMission(mission, window, progress, claims, language));
  }
  return result;
};

export const missionSummary = async (
  ctx: MissionsContext,
  memberId: number,
  query: { period?: 'DAILY' | 'WEEKLY'; pageNo: number; pageSize: number },
  language: LanguageCode,
): Promise<MissionSummaryPage> => {
  const all = await memberMissions(ctx, memberId, language);
  const chosen = query.period ? all.filter((m) => m.period === query.period) : all;
  const from = (query.pageNo - 1) * query.pageSize;
  return {
    serverTime: ctx.clock.now().toISOString(),
    list: chosen.slice(from, from + query.pageSize),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: chosen.length,
    totalPages: Math.ceil(chosen.length / query.pageSize),
    claimableTotal: all.reduce((sum, m) => sum + m.claimable, 0),
  };
};

/** One mission with its milestones (MCSFE_getMissionMilestones). */
export const missionMilestones = async (
  ctx: MissionsContext,
  memberId: number,
  missionId: number,
  language: LanguageCode,
) => {
  const mission = (await memberMissions(ctx, memberId, language)).find((m) => m.missionId === missionId);
  if (!mission) throw new AppError('NOT_FOUND', `mission ${missionId}`);
  return mission;
};

/** Pays a recorded claim (idempotent: the bonus's id is fixed by member, mission, period and milestone). */
const payClaim = async (
  ctx: MissionsContext,
  claim: Pick<
    MissionClaimRow,
    'missionId' | 'memberId' | 'periodStart' | 'milestone' | 'amount' | 'turnoverMultiplier'
  >,
  title: string,
  actor: { kind: 'MEMBER'; id: number; name: string; ip?: string | null } | { kind: 'SYSTEM'; name: string },
) => {
  const { bonus } = await ctx.wallet.grantBonus({
    memberId: claim.memberId,
    requestId: missionRequestId(claim.missionId, claim.periodStart, claim.milestone),
    amountMinor: claim.amount,
    turnoverMultiplier: claim.turnoverMultiplier,
    title,
    actor,
    source: { kind: 'mission', id: String(claim.missionId) },
  });
  const key: ClaimKey = claim;
  await ctx.repository.markClaimPaid(key, bonus.id, ctx.clock.now());
  return bonus;
};

/**
 * Claims one milestone of the current period. Refused (nothing moves) when the mission is
 * unknown, the milestone does not exist or is not reached, it was claimed already, or the member
 * may not take campaign rewards. Two steps, each safe to repeat: record the claim (its primary
 * key allows one), then grant the bonus under a request id fixed by the claim. A crash between
 * them leaves a recorded, unpaid claim that the next attempt or the repair job pays.
 */
export const claimMilestone = async (
  ctx: MissionsContext,
  input: { memberId: number; missionId: number; milestone: number; ip?: string | null },
): Promise<MissionClaimResult> => {
  const member = await ctx.members.getMember(input.memberId);
  if (isTrialType(member.type)) throw new AppError('TRIAL_FORBIDDEN', 'trial accounts hold play money only');
  const mission = await ctx.repository.findMission(input.missionId);
  if (!mission) throw new AppError('NOT_FOUND', `mission ${input.missionId}`);
  const target = mission.milestones[input.milestone];
  if (!target)
    throw new AppError('VALIDATION', `mission ${mission.id} has no milestone ${input.milestone}`, {
      fields: { milestone: 'Unknown milestone' },
    });
  const { timeZone, today } = await reportingToday(ctx);
  const window = periodOf(mission.period, today);
  const key: ClaimKey = {
    missionId: mission.id,
    memberId: member.id,
    periodStart: window.start,
    milestone: input.milestone,
  };
  const actor = { kind: 'MEMBER' as const, id: member.id, name: member.account, ip: input.ip ?? null };
  const result = (claim: MissionClaimRow, bonusId: string): MissionClaimResult => ({
    missionId: mission.id,
    milestone: input.milestone,
    periodStart: window.start,
    amountMinor: claim.amount.toString(),
    turnoverMultiplier: claim.turnoverMultiplier,
    bonusId,
    claimedAt: claim.claimedAt.toISOString(),
  });

  const existing = await ctx.repository.findClaim(key);
  if (existing?.paidAt)
    throw new AppError('MISSION_ALREADY_CLAIMED', `mission ${mission.id} milestone ${input.milestone}`);
  if (existing) return result(existing, (await payClaim(ctx, existing, mission.title, actor)).id);

  if (!mission.active) throw new AppError('NOT_FOUND', `mission ${mission.id} is closed`);
  if (!(await ctx.protection.isMarketable(member.id)))
    throw new AppError('MISSION_NOT_ELIGIBLE', `member ${member.id} takes no campaign rewards now`);
  const progress = progressOf(
    mission,
    await ctx.repository.memberFigures(member.id, timeZone, window.start, window.end),
  );
  if (progress < BigInt(target.target))
    throw new AppError('MISSION_NOT_MET', `mission ${mission.id} milestone ${input.milestone}`, {
      progress: progress.toString(),
      target: target.target,
    });

  const now = ctx.clock.now();
  const row = {
    ...key,
    amount: BigInt(target.rewardMinor),
    turnoverMultiplier: mission.turnoverMultiplier,
    terms: {
      missionVersion: mission.version,
      title: mission.title,
      period: mission.period,
      periodStart: window.start,
      periodEnd: window.end,
      timeZone,
      metric: mission.metric,
      category: mission.category,
      progress: progress.toString(),
      target: target.target,
      rewardMinor: target.rewardMinor,
      turnoverMultiplier: mission.turnoverMultiplier,
      source: 'statistics aggregates (stats_play_daily, stats_money_daily, sessions)',
    },
    claimedAt: now,
  };
  const inserted = await ctx.db.transaction(async (tx) => {
    const fresh = await ctx.repository.insertClaim(row, tx);
    if (fresh)
      await ctx.audit.record(
        {
          actor,
          action: 'mission.claim',
          targetKind: 'mission',
          targetId: mission.id,
          detail: { memberId: member.id, milestone: input.milestone, ...row.terms },
        },
        tx,
      );
    return fresh;
  });
  if (!inserted) throw new AppError('MISSION_ALREADY_CLAIMED', `mission ${mission.id} (concurrent)`);
  const claim = { ...row, bonusId: null, paidAt: null } satisfies MissionClaimRow;
  return result(claim, (await payClaim(ctx, claim, mission.title, actor)).id);
};

/** Pays recorded claims whose payment never finished (older than a minute). Safe anywhere, any number of times. */
export const repairUnpaidClaims = async (ctx: MissionsContext): Promise<string[]> => {
  const stale = await ctx.repository.unpaidClaims(new Date(ctx.clock.now().getTime() - 60_000), 100);
  const paid: string[] = [];
  for (const claim of stale) {
    const mission = await ctx.repository.findMission(claim.missionId);
    try {
      await payClaim(ctx, claim, mission?.title ?? 'Mission reward', { kind: 'SYSTEM', name: 'mission repair' });
      paid.push(missionRequestId(claim.missionId, claim.periodStart, claim.milestone));
    } catch (error) {
      ctx.log.error(
        { err: error, claim: missionRequestId(claim.missionId, claim.periodStart, claim.milestone) },
        'mission claim payment failed',
      );
    }
  }
  return paid;
};
