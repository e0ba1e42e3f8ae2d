import type { LanguageCode, LeaderboardStanding, MemberLeaderboard } from '@perya/contracts';
import { LEADERBOARD_TOP, pickLanguageText, reportingDayOf } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { maskAccount } from '../providers';
import type { MissionsContext } from './missions.context';
import type { LeaderboardPayoutRow, LeaderboardRow } from './missions.repository';
import { endOfPeriod, periodOf, previousPeriodOf, prizesOf } from './missions.rules';

// Leaderboards (decision 048): standings of a period read from the statistics' daily aggregates
// (competition ranking, ties listed by member id), the caller's own rank and value even outside
// the top, and the period-end job that fixes the standings and pays the prizes once.

/** A period is settled this long after it ends, so the activity stream has counted its last rounds. */
export const SETTLE_GRACE_MS = 5 * 60_000;
const SYSTEM = { kind: 'SYSTEM' as const, name: 'leaderboard settlement' };

/** The bonus request id of a member's prize of a period (the member is part of the transfer id). */
export const prizeRequestId = (leaderboardId: number, periodStart: string) =>
  `leaderboard:${leaderboardId}:${periodStart}`;

/** The board as a reader of `language` sees it: their title, else English (pickLanguageText). */
export const toMemberLeaderboard = (board: LeaderboardRow, language: LanguageCode): MemberLeaderboard => ({
  id: board.id,
  title: pickLanguageText({ EN: { title: board.title }, ...board.translations }, language)!.title,
  period: board.period,
  metric: board.metric,
  category: board.category,
  prizesMinor: board.prizes,
  turnoverMultiplier: board.turnoverMultiplier,
});

const prizesOfBoard = (board: LeaderboardRow) => board.prizes.map((prize) => BigInt(prize));

export const memberStanding = async (
  ctx: MissionsContext,
  memberId: number,
  query: { leaderboardId?: number; period: 'CURRENT' | 'PREVIOUS' },
  language: LanguageCode,
): Promise<LeaderboardStanding> => {
  const board =
    query.leaderboardId === undefined
      ? (await ctx.repository.listLeaderboards(true))[0]
      : await ctx.repository.findLeaderboard(query.leaderboardId);
  if (!board || (!board.active && query.period === 'CURRENT'))
    throw new AppError('NOT_FOUND', `leaderboard ${query.leaderboardId ?? '(none active)'}`);
  const timeZone = await ctx.repository.reportingTimeZone();
  const today = reportingDayOf(ctx.clock.now(), timeZone);
  const window = query.period === 'CURRENT' ? periodOf(board.period, today) : previousPeriodOf(board.period, today);

  const settled = query.period === 'PREVIOUS' ? await ctx.repository.findPeriod(board.id, window.start) : undefined;
  const [top, mine] = await Promise.all([
    ctx.repository.standings(board, window.start, window.end, { limit: LEADERBOARD_TOP }),
    ctx.repository.memberStanding(board, memberId, window.start, window.end),
  ]);
  // What each rank pays: what was paid once settled, else what it would pay now.
  let prizes: Map<number, bigint>;
  if (settled) {
    const paid = await ctx.repository.payouts(board.id, window.start);
    prizes = new Map(paid.map(({ payout }) => [payout.memberId, payout.amount]));
  } else {
    const ranked = await ctx.repository.standings(board, window.start, window.end, { maxRank: board.prizes.length });
    prizes = prizesOf(ranked, prizesOfBoard(board));
  }
  return {
    leaderboard: toMemberLeaderboard(board, language),
    periodStart: window.start,
    periodEnd: window.end,
    endsAt: endOfPeriod(window.end, timeZone).toISOString(),
    settled: settled !== undefined,
    list: top.map((row) => ({
      rank: row.rank,
      account: maskAccount(row.account),
      me: row.memberId === memberId,
      reachedValue: row.value.toString(),
      prizeMinor: (prizes.get(row.memberId) ?? 0n).toString(),
    })),
    footer: {
      rank: mine.rank,
      reachedValue: mine.value.toString(),
      prizeMinor: (prizes.get(memberId) ?? 0n).toString(),
    },
  };
};

/**
 * Fixes one ended period of a board: in one transaction its period row is inserted (a second
 * runner's insert does nothing, and it stops there), the standings are read, every winner's
 * prize is recorded with the statement of the inputs, and the settlement is audited.
 */
const settlePeriod = async (
  ctx: MissionsContext,
  board: LeaderboardRow,
  window: { start: string; end: string },
  timeZone: string,
): Promise<boolean> =>
  ctx.db.transaction(async (tx) => {
    const ranked = await ctx.repository.standings(
      board,
      window.start,
      window.end,
      { maxRank: board.prizes.length },
      tx,
    );
    const prizes = prizesOf(ranked, prizesOfBoard(board));
    const terms = {
      leaderboardVersion: board.version,
      title: board.title,
      period: board.period,
      periodStart: window.start,
      periodEnd: window.end,
      timeZone,
      metric: board.metric,
      category: board.category,
      minValue: board.minValue.toString(),
      prizesMinor: board.prizes,
      turnoverMultiplier: board.turnoverMultiplier,
      ranked: ranked.length,
      source: 'statistics aggregates (stats_play_daily, stats_money_daily)',
    };
    const taken = await ctx.repository.claimPeriod(
      { leaderboardId: board.id, periodStart: window.start, periodEnd: window.end, terms, settledAt: ctx.clock.now() },
      tx,
    );
    if (!taken) return false;
    const rows = ranked
      .map((row) => ({ row, amount: prizes.get(row.memberId) ?? 0n }))
      .filter(({ amount }) => amount > 0n)
      .map(({ row, amount }) => ({
        leaderboardId: board.id,
        periodStart: window.start,
        memberId: row.memberId,
        rank: row.rank,
        value: row.value,
        amount,
        turnoverMultiplier: board.turnoverMultiplier,
      }));
    await ctx.repository.insertPayouts(rows, tx);
    await ctx.audit.record(
      {
        actor: SYSTEM,
        action: 'leaderboard.settle',
        targetKind: 'leaderboard',
        targetId: board.id,
        detail: {
          ...terms,
          payouts: rows.map((r) => ({
            memberId: r.memberId,
            rank: r.rank,
            value: r.value.toString(),
            amountMinor: r.amount.toString(),
          })),
        },
      },
      tx,
    );
    return true;
  });

const payPrize = async (ctx: MissionsContext, payout: LeaderboardPayoutRow, title: string) => {
  const { bonus } = await ctx.wallet.grantBonus({
    memberId: payout.memberId,
    requestId: prizeRequestId(payout.leaderboardId, payout.periodStart),
    amountMinor: payout.amount,
    turnoverMultiplier: payout.turnoverMultiplier,
    title,
    actor: SYSTEM,
    source: { kind: 'leaderboard', id: String(payout.leaderboardId) },
  });
  await ctx.repository.markPayoutPaid(payout, bonus.id, ctx.clock.now());
};

/**
 * The period-end job: settles the last ended period of every active board (once its grace has
 * passed; a board created after that period ended waits for its first), then pays every recorded,
 * unpaid prize. Run under a single runner across processes; each step is idempotent anyway.
 */
export const settleLeaderboards = async (ctx: MissionsContext): Promise<string[]> => {
  const timeZone = await ctx.repository.reportingTimeZone();
  const now = ctx.clock.now();
  const today = reportingDayOf(now, timeZone);
  const done: string[] = [];
  for (const board of await ctx.repository.listLeaderboards(true)) {
    const window = previousPeriodOf(board.period, today);
    const ended = endOfPeriod(window.end, timeZone);
    if (board.createdAt.getTime() >= ended.getTime()) continue;
    if (now.getTime() < ended.getTime() + SETTLE_GRACE_MS) continue;
    if (await ctx.repository.findPeriod(board.id, window.start)) continue;
    if (await settlePeriod(ctx, board, window, timeZone)) done.push(`settled ${board.id}:${window.start}`);
  }
  const titles = new Map<number, string>();
  for (const payout of await ctx.repository.unpaidPayouts(200)) {
    if (!titles.has(payout.leaderboardId))
      titles.set(
        payout.leaderboardId,
        (await ctx.repository.findLeaderboard(payout.leaderboardId))?.title ?? 'Leaderboard prize',
      );
    try {
      await payPrize(ctx, payout, titles.get(payout.leaderboardId)!);
      done.push(`paid ${payout.leaderboardId}:${payout.periodStart}:${payout.memberId}`);
    } catch (error) {
      ctx.log.error(
        { err: error, payout: `${payout.leaderboardId}:${payout.periodStart}:${payout.memberId}` },
        'leaderboard prize payment failed',
      );
    }
  }
  return done;
};
