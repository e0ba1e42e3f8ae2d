import type { FastifyBaseLogger } from 'fastify';

import type { LotteryGameDefinition } from '@perya/contracts';
import { LOTTERY_GAMES, LOTTERY_VENDOR, lotteryGameOf } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ProvidersService } from '../providers';
import { drawResult, engineBet, engineDraw, lineMultiplier, newDrawSeed } from './lottery.engine';
import type { DrawRow, LotteryRepository } from './lottery.repository';
import type { LotterySettings } from './lottery.settings';
import { roundOf } from './lottery.service';

// The lottery's one job (decision 053; one runner across processes, decision 022): it makes draws
// ahead with their committed seeds, draws each whose time has come, and settles all the slips of
// a draw. Every step is keyed so that a re-run, or two runs racing, do each thing once:
//   - a draw's id is unique and the insert of one that exists does nothing;
//   - the result is written only over an OPEN draw (under the draw's row lock), from the seed;
//   - lines and slips are decided in one transaction under that lock, only OPEN / PLACED rows;
//   - each slip's payout is the wallet protocol's win `<member>:<slipId>:win` (idempotent: a
//     second send is a repeat and moves nothing), then the slip is SETTLED;
//   - the draw is SETTLED only when winners found = winners paid (lines with a payout, against
//     the protocol's win transactions) and no slip is left unsettled; otherwise it stays DRAWN,
//     the mismatch is logged, and the next run carries on.

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** How far ahead quick draws are made: 30 minutes of them, 31 draws at most. */
const QUICK_AHEAD_MS = 30 * 60_000;
const QUICK_AHEAD_DRAWS = 31;
/** Slips paid at once (the protocol's group commit batches them). */
const PAY_BATCH = 256;

const pad = (value: number) => String(value).padStart(2, '0');
/**
 * The draw's id: the game and its draw time (UTC, to the minute, and to the second for a draw
 * between minutes: a quick period of seconds, LOTTERY_QUICK_SECONDS) — the HMAC message of its numbers.
 */
export const drawIdOf = (gameCode: string, drawsAt: Date) =>
  `${gameCode}-${drawsAt.getUTCFullYear()}${pad(drawsAt.getUTCMonth() + 1)}${pad(drawsAt.getUTCDate())}${pad(
    drawsAt.getUTCHours(),
  )}${pad(drawsAt.getUTCMinutes())}${drawsAt.getUTCSeconds() === 0 ? '' : pad(drawsAt.getUTCSeconds())}`;

/** Time between two draws of a game: a quick draw's cadence, or the configured quick period; a day. */
const periodMsOf = (game: LotteryGameDefinition, quickPeriodMs: number | null) =>
  game.schedule.kind === 'every' ? (quickPeriodMs ?? game.schedule.minutes * 60_000) : DAY_MS;

/**
 * The draw times a game should have made by `now`. `quickPeriodMs` replaces every quick draw's
 * cadence (LOTTERY_QUICK_SECONDS).
 */
export const drawTimesOf = (
  game: LotteryGameDefinition,
  drawTime: string | null,
  now: Date,
  quickPeriodMs: number | null = null,
): Date[] => {
  if (game.schedule.kind === 'every') {
    const period = periodMsOf(game, quickPeriodMs);
    const first = Math.ceil((now.getTime() + 1) / period) * period;
    return Array.from(
      { length: Math.min(Math.ceil(QUICK_AHEAD_MS / period) + 1, QUICK_AHEAD_DRAWS) },
      (_, index) => new Date(first + index * period),
    );
  }
  const [hours, minutes] = (drawTime ?? game.schedule.at).split(':').map(Number) as [number, number];
  const localMidnight = Math.floor((now.getTime() + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  return [0, 1]
    .map((day) => new Date(localMidnight + day * DAY_MS + (hours * 60 + minutes) * 60_000))
    .filter((at) => at.getTime() > now.getTime());
};

/**
 * How long before the draw its sales close: the operator's setting, which is shorter than the
 * game's cadence; with a configured quick period, at most half of that period.
 */
export const closeMsOf = (game: LotteryGameDefinition, closeSeconds: number, quickPeriodMs: number | null) =>
  game.schedule.kind === 'every' && quickPeriodMs !== null
    ? Math.min(closeSeconds * 1000, quickPeriodMs / 2)
    : closeSeconds * 1000;

export const createLotteryJobs = ({
  db,
  clock,
  repository,
  settings,
  providers,
  log,
  quickPeriodMs = null,
}: {
  db: Database;
  clock: Clock;
  repository: LotteryRepository;
  settings: LotterySettings;
  providers: Pick<ProvidersService, 'win'>;
  log: FastifyBaseLogger;
  /** Every quick draw's period instead of its cadence (LOTTERY_QUICK_SECONDS); null: the cadence. */
  quickPeriodMs?: number | null;
}) => {
  /** Makes the coming draws of every enabled game, each with a new seed and its commitment. */
  const scheduleDraws = async (): Promise<number> => {
    const now = clock.now();
    const all = await settings.all();
    let made = 0;
    for (const game of LOTTERY_GAMES) {
      const setting = all.get(game.gameCode)!;
      if (!setting.enabled) continue;
      const rows = drawTimesOf(game, setting.drawTime, now, quickPeriodMs).map((drawsAt) => ({
        drawId: drawIdOf(game.gameCode, drawsAt),
        gameCode: game.gameCode,
        opensAt: new Date(Math.min(now.getTime(), drawsAt.getTime() - periodMsOf(game, quickPeriodMs))),
        closesAt: new Date(drawsAt.getTime() - closeMsOf(game, setting.closeSeconds, quickPeriodMs)),
        drawsAt,
        ...newDrawSeed(),
        status: 'OPEN' as const,
      }));
      made += await repository.insertDraws(rows);
    }
    return made;
  };

  /** Draws a due draw (once) and decides its lines and slips (once). */
  const drawAndDecide = async (drawId: string): Promise<void> => {
    await db.transaction(async (tx) => {
      const draw = await repository.lockDraw(drawId, tx);
      if (!draw || draw.status === 'SETTLED' || draw.drawsAt > clock.now()) return;
      const game = lotteryGameOf(draw.gameCode);
      if (!game) throw new Error(`draw ${drawId} of unknown game ${draw.gameCode}`);
      let result = draw.result;
      if (draw.status === 'OPEN') {
        result = drawResult(game, draw.drawId, draw.drawSeed);
        await repository.setResult(drawId, result, clock.now(), tx);
      }
      const engine = engineDraw(game, result ?? []);
      const bets = await repository.openBets(drawId, tx);
      const multipliers = bets.map((bet) => {
        const multiplier = lineMultiplier(
          engine,
          engineBet(game, { betType: bet.betType as never, selection: bet.selection }),
        );
        return { ...bet, numerator: multiplier.numerator, denominator: multiplier.denominator };
      });
      await repository.decide(drawId, multipliers, tx);
    });
  };

  /** Pays every decided slip of the draw through the protocol's win, then marks it settled. */
  const payDecided = async (drawId: string): Promise<{ paid: number; failure: string | null }> => {
    let paid = 0;
    for (;;) {
      const slips = await repository.settlingSlips(drawId, PAY_BATCH);
      if (slips.length === 0) return { paid, failure: null };
      const outcomes = await Promise.allSettled(
        slips.map(async (slip) => {
          const round = roundOf(slip.memberId, slip.slipId);
          await providers.win(LOTTERY_VENDOR, {
            user: String(slip.memberId),
            round,
            game_code: slip.gameCode,
            currency: slip.currency,
            transaction_uuid: `${round}:win`,
            amount: slip.payoutMinor.toString(),
            reference_transaction_uuid: `${round}:bet`,
            is_bonus: false,
            round_closed: true,
          } as Parameters<ProvidersService['win']>[1]);
          await repository.markSettled(slip.memberId, slip.slipId, clock.now());
        }),
      );
      const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
      paid += outcomes.length - failed.length;
      if (failed.length > 0) {
        const reason: unknown = (failed[0] as PromiseRejectedResult).reason;
        log.error({ drawId, failed: failed.length, err: reason }, 'lottery payout failed');
        return { paid, failure: reason instanceof Error ? reason.message : String(reason) };
      }
    }
  };

  /** Settles one draw whose time has come: draw, decide, pay, check. Safe to re-run and to race. */
  const settleDraw = async (drawId: string) => {
    await drawAndDecide(drawId);
    const { paid: paidNow, failure } = await payDecided(drawId);
    const check = await repository.reconcile(drawId);
    const unsettled = await repository.countUnsettled(drawId);
    if (check.winnersFound !== check.winnersPaid || unsettled > 0) {
      log.error(
        { drawId, ...check, payoutMinor: check.payoutMinor.toString(), unsettled },
        'lottery draw not reconciled',
      );
      return { drawId, settled: false, paidNow, failure, unsettled, ...check };
    }
    await repository.finishDraw(drawId, check, clock.now());
    return { drawId, settled: true, paidNow, failure, unsettled, ...check };
  };

  return {
    scheduleDraws,
    settleDraw,
    /** The job: make draws ahead, then settle every draw whose time has come. */
    async run(): Promise<unknown[]> {
      const made = await scheduleDraws();
      const due: DrawRow[] = await repository.pendingDraws(clock.now(), 50);
      const settled = [];
      for (const draw of due) settled.push(await settleDraw(draw.drawId));
      return made > 0 ? [{ made }, ...settled] : settled;
    },
  };
};

export type LotteryJobs = ReturnType<typeof createLotteryJobs>;
