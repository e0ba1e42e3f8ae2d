import { createHash } from 'node:crypto';

import type { OriginalsBet, OriginalsGame, OriginalsPlay } from '@perya/contracts';
import { ORIGINALS_GAME_CODES, ORIGINALS_VENDOR } from '@perya/contracts';

import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { ProvidersService } from '../providers';
import type { BetParams, Played } from './originals.engine';
import { minesAction, playBet, publicOutcome, storedMultiplier } from './originals.engine';
import type { OriginalsFairness } from './originals.fairness';
import type { BetRow, OriginalsRepository, SeedPairRow } from './originals.repository';
import type { OriginalsSettings } from './originals.settings';

// A bet on an original (decision 043). The in-house vendor is one more vendor of the provider
// wallet protocol: the stake is its `bet` call and the payout its `win` call (zero on a loss),
// in provider_transactions and provider_rounds like any provider's, so the bet record, play
// statistics, agent reports and player protection's trigger see it; no ledger posting here.
//
// Order, so that a failure anywhere is repaired by sending the same bet id again:
//   1. refuse what can be refused without money (settings, limits, parameters, a game on);
//   2. the protocol's bet (idempotent by a transaction id derived from member and bet id): the
//      debit, or its refusal (balance, break, limits, launch token) with nothing else done;
//   3. the nonce, the outcome and the bet's row, in one transaction under the seed pair's lock;
//   4. the protocol's win, closing the round; then the row is SETTLED.
// A repeat finds the row after 3 and only finishes 4; a repeat before 3 replays the stored debit.

type Member = { id: number; currency: string };
type Wager = { stakeMinor: bigint; maxWinMinor: bigint };

/** Seeds that exist only to run an engine's parameter checks before any money moves. */
const CHECK_SEEDS = { serverSeed: '0'.repeat(64), clientSeed: 'parameter-check', nonce: 0 };

const roundOf = (member: Member, betId: string) => `${member.id}:${betId}`;

const requestHashOf = (params: BetParams, stakeMinor: bigint) =>
  createHash('sha256')
    .update(JSON.stringify([params, stakeMinor.toString()]))
    .digest('hex');

export const createOriginalsService = ({
  db,
  clock,
  repository,
  settings,
  fairness,
  providers,
}: {
  db: Database;
  clock: Clock;
  repository: OriginalsRepository;
  settings: OriginalsSettings;
  fairness: OriginalsFairness;
  providers: Pick<ProvidersService, 'bet' | 'win' | 'rollback' | 'balance'>;
}) => {
  const wagerOf = (row: BetRow): Wager => ({ stakeMinor: row.stakeMinor, maxWinMinor: row.maxWinMinor });

  /** The bets as the player sees them, with what verifying each needs (the server seed once revealed). */
  const views = async (rows: BetRow[]): Promise<OriginalsBet[]> => {
    const pairs = new Map(
      (await repository.pairsByIds([...new Set(rows.map((row) => row.seedPairId))])).map((pair) => [pair.id, pair]),
    );
    return rows.map((row) => {
      const pair = pairs.get(row.seedPairId);
      if (!pair) throw new Error(`seed pair ${row.seedPairId} of bet ${row.betId} vanished`);
      return viewOf(row, pair);
    });
  };

  const viewOf = (row: BetRow, pair: SeedPairRow): OriginalsBet => {
    const game = row.game as OriginalsGame;
    return {
      betId: row.betId,
      game,
      status: row.status,
      amountMinor: row.stakeMinor.toString(),
      payoutMinor: row.payoutMinor.toString(),
      multiplier: storedMultiplier(row.outcome),
      isWin: row.status !== 'PLAYING' && row.payoutMinor > 0n,
      isCapped: row.outcome.isCapped === true,
      currency: row.currency,
      outcome: publicOutcome(game, row.params, row.outcome, wagerOf(row)),
      fairness: {
        commitment: pair.commitment,
        serverSeed: pair.revealedAt ? pair.serverSeed : null,
        clientSeed: pair.clientSeed,
        nonce: row.nonce,
        cursor: 0,
      },
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  };

  const protocolBase = (member: Member, row: { betId: string; game: string }) => ({
    user: String(member.id),
    round: roundOf(member, row.betId),
    game_code: ORIGINALS_GAME_CODES[row.game as OriginalsGame],
    currency: member.currency,
  });

  /** Pays a decided bet through the protocol's win (zero on a loss) and marks it settled; idempotent. */
  const settle = async (member: Member, row: BetRow): Promise<{ row: BetRow; balanceMinor: bigint | null }> => {
    if (row.status !== 'SETTLING') return { row, balanceMinor: null };
    const base = protocolBase(member, row);
    const answer = await providers.win(ORIGINALS_VENDOR, {
      ...base,
      transaction_uuid: `${base.round}:win`,
      amount: row.payoutMinor.toString(),
      reference_transaction_uuid: `${base.round}:bet`,
      is_bonus: false,
      round_closed: true,
    });
    const settledAt = clock.now();
    await repository.updateBet(member.id, row.betId, { status: 'SETTLED', settledAt });
    return { row: { ...row, status: 'SETTLED', settledAt }, balanceMinor: BigInt(answer.balance) };
  };

  const balanceOf = async (member: Member) =>
    BigInt((await providers.balance(ORIGINALS_VENDOR, { user: String(member.id) })).balance);

  const answer = async (member: Member, row: BetRow, balanceMinor: bigint | null): Promise<OriginalsPlay> => {
    const [bet] = await views([row]);
    return { bet: bet!, balanceMinor: (balanceMinor ?? (await balanceOf(member))).toString() };
  };

  /** A bet already recorded under this id: the same request gets its result; other content is refused. */
  const replay = async (member: Member, row: BetRow, requestHash: string): Promise<OriginalsPlay> => {
    if (row.requestHash !== requestHash)
      throw new AppError('DUPLICATE_REQUEST', `bet ${row.betId} reused with another request`);
    const settled = await settle(member, row);
    return answer(member, settled.row, settled.balanceMinor);
  };

  /** Step 3: the nonce, the outcome and the row, under the seed pair's lock. Null when the id was taken meanwhile. */
  const record = async (
    member: Member,
    input: { betId: string; params: BetParams; requestHash: string; wager: Wager },
  ): Promise<BetRow | null> =>
    db.transaction(async (tx) => {
      const pair = await repository.lockActivePair(member.id, tx);
      if (!pair) throw new Error(`no active seed pair for member ${member.id}`);
      const played: Played = playBet(
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
        input.params,
        input.wager,
      );
      const { game, ...params } = input.params;
      const row: BetRow = {
        memberId: member.id,
        betId: input.betId,
        game,
        requestHash: input.requestHash,
        seedPairId: pair.id,
        nonce: pair.nonce,
        currency: member.currency,
        stakeMinor: input.wager.stakeMinor,
        payoutMinor: played.payoutMinor,
        maxWinMinor: input.wager.maxWinMinor,
        params,
        outcome: played.stored,
        status: played.playing ? 'PLAYING' : 'SETTLING',
        createdAt: clock.now(),
        settledAt: null,
      };
      if (!(await repository.insertBet(row, tx))) return null;
      await repository.setNonce(pair.id, pair.nonce + 1, tx);
      return row;
    });

  return {
    views,

    /** Plays a bet of any original (a mines bet starts its game). */
    async bet(
      member: Member,
      input: { betId: string; launchToken: string; amountMinor: bigint; params: BetParams },
    ): Promise<OriginalsPlay> {
      const { game } = input.params;
      const requestHash = requestHashOf(input.params, input.amountMinor);
      const existing = await repository.findBet(member.id, input.betId);
      if (existing) return replay(member, existing, requestHash);

      // 1. What needs no money.
      const setting = await settings.of(game);
      if (!setting.enabled) throw new AppError('GAME_DISABLED', `originals ${game} is off`);
      if (input.amountMinor < setting.minBetMinor)
        throw new AppError('AMOUNT_BELOW_MIN', `bet below ${setting.minBetMinor}`, {
          minMinor: setting.minBetMinor.toString(),
        });
      if (input.amountMinor > setting.maxBetMinor)
        throw new AppError('AMOUNT_ABOVE_MAX', `bet above ${setting.maxBetMinor}`, {
          maxMinor: setting.maxBetMinor.toString(),
        });
      const wager = { stakeMinor: input.amountMinor, maxWinMinor: setting.maxWinMinor };
      playBet(CHECK_SEEDS, input.params, wager);
      if (game === 'mines' && (await repository.playingBet(member.id)))
        throw new AppError('GAME_IN_PROGRESS', `member ${member.id} has a mines game on`);
      await fairness.activePair(member.id);

      // 2. The debit.
      const base = protocolBase(member, { betId: input.betId, game });
      const debit = await providers.bet(ORIGINALS_VENDOR, {
        ...base,
        token: input.launchToken,
        transaction_uuid: `${base.round}:bet`,
        amount: input.amountMinor.toString(),
      });

      // 3. The outcome.
      let row: BetRow | null;
      try {
        row = await record(member, { betId: input.betId, params: input.params, requestHash, wager });
      } catch (error) {
        // Two mines games started at once: the second's stake goes back (the protocol's rollback).
        if (uniqueViolation(error) !== 'originals_bets_one_playing') throw error;
        await providers.rollback(ORIGINALS_VENDOR, {
          ...base,
          transaction_uuid: `${base.round}:rollback`,
          reference_transaction_uuid: `${base.round}:bet`,
        });
        throw new AppError('GAME_IN_PROGRESS', `member ${member.id} has a mines game on`);
      }
      if (!row) {
        const raced = await repository.findBet(member.id, input.betId);
        if (!raced) throw new Error(`bet ${input.betId} vanished`);
        return replay(member, raced, requestHash);
      }

      // 4. The payout.
      const settled = await settle(member, row);
      return answer(member, settled.row, settled.balanceMinor ?? BigInt(debit.balance));
    },

    /** A pick or a cash-out in the member's mines game. */
    async mines(
      member: Member,
      betId: string,
      action: { kind: 'pick'; tile: number } | { kind: 'cashout' },
    ): Promise<OriginalsPlay> {
      const row = await db.transaction(async (tx) => {
        const current = await repository.lockBet(member.id, betId, tx);
        // Another member's game is not found: ids are the member's own.
        if (!current || current.game !== 'mines') throw new AppError('NOT_FOUND', `mines game ${betId}`);
        if (current.status !== 'PLAYING') throw new AppError('GAME_FINISHED', `mines game ${betId} ended`);
        const next = minesAction(current.outcome, wagerOf(current), action);
        const patch = {
          outcome: next.stored,
          payoutMinor: next.payoutMinor,
          status: next.playing ? ('PLAYING' as const) : ('SETTLING' as const),
        };
        await repository.updateBet(member.id, betId, patch, tx);
        return { ...current, ...patch };
      });
      const settled = await settle(member, row);
      return answer(member, settled.row, settled.balanceMinor);
    },

    /** The member's mines game still on, if any (the screen resumes it). */
    async activeMines(member: Member): Promise<OriginalsPlay | null> {
      const row = await repository.playingBet(member.id);
      return row ? answer(member, row, null) : null;
    },

    async recent(member: Member, game: OriginalsGame | undefined, limit: number): Promise<OriginalsBet[]> {
      return views(await repository.recentBets(member.id, game, limit));
    },

    async one(member: Member, betId: string): Promise<OriginalsBet> {
      const row = await repository.findBet(member.id, betId);
      if (!row) throw new AppError('NOT_FOUND', `bet ${betId}`);
      const [bet] = await views([row]);
      return bet!;
    },
  };
};

export type OriginalsService = ReturnType<typeof createOriginalsService>;
