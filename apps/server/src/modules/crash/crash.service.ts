import { createHash } from 'node:crypto';

import type { CrashBet, CrashPlay, CrashPlayer, CrashRound, CrashState } from '@perya/contracts';
import { ORIGINALS_GAME_CODES, ORIGINALS_VENDOR } from '@perya/contracts';
import {
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  CRASH_RTP,
  crashElapsedMsFor,
  crashMultiplierAt,
  toPercent,
} from '@perya/games';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { OriginalsModule } from '../originals';
import type { ProvidersService } from '../providers';
import { createChainHashes, CRASH_CHAIN_LENGTH, newChainSecrets } from './crash.chain';
import type {
  CrashBetRow,
  CrashChainRow,
  CrashRefusedBetRow,
  CrashRepository,
  CrashRoundRow,
} from './crash.repository';

// Crash rounds and bets (decision 054). The in-house vendor again: a bet is the protocol's `bet`
// (on joining a round), a cash-out its `win` closing the round, a loss a zero `win` when the round
// crashes; nothing here posts to the ledger. Transaction ids derive from member and bet id, so a
// repeat of any step moves nothing twice.
//
// Where a bet cashes out is a function of stored facts only: the earliest of the player's manual
// cash-out (the multiplier at the moment the request took the bet's lock), the auto cash-out and
// the maximum-win cap fixed at take-off — provided it is at or below the round's crash point. So
// the runner may be late, restart, or run in another process, and the same bet pays the same.

type Member = { id: number; currency: string; account: string };

export type CrashTiming = {
  /** How long bets are taken before the round takes off. */
  bettingMs: number;
  /** The pause after a crash before the next round opens its betting. */
  pauseMs: number;
  chainLength: number;
};
export const CRASH_TIMING: CrashTiming = { bettingMs: 6_000, pauseMs: 3_000, chainLength: CRASH_CHAIN_LENGTH };

/** What a round may pay in total until staff set it: ₱5,000,000. */
export const DEFAULT_MAX_ROUND_WIN_MINOR = 500_000_000n;
/** Crash points shown as "recent". */
const RECENT_ROUNDS = 20;
/** Win calls in flight at once when a round settles. */
const SETTLE_CONCURRENCY = 16;

const NO_CAP = Number.MAX_SAFE_INTEGER;

/** A player's name as others see it: the first two and last two characters. */
export const maskName = (account: string): string =>
  account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;

const requestHashOf = (amountMinor: bigint, autoCashOut: number | null) =>
  createHash('sha256')
    .update(JSON.stringify([amountMinor.toString(), autoCashOut]))
    .digest('hex');

/**
 * Where a bet cashes out on its own (auto cash-out or a maximum win), or NO_CAP. The cap only
 * counts below the auto target.
 */
const automaticAt = (bet: Pick<CrashBetRow, 'autoCashOut' | 'capAt'>): number =>
  Math.min(bet.autoCashOut ?? NO_CAP, bet.capAt ?? NO_CAP);

/** The bet's cash-out decided at `elapsedMs` into the round, or null while it still rides. */
const dueCashOut = (
  bet: Pick<CrashBetRow, 'autoCashOut' | 'capAt'>,
  round: Pick<CrashRoundRow, 'crashPoint'>,
  elapsedMs: number,
): { at: number; isCapped: boolean } | null => {
  const at = automaticAt(bet);
  if (at === NO_CAP || at > round.crashPoint || crashElapsedMsFor(at) > elapsedMs) return null;
  return { at, isCapped: bet.capAt !== null && bet.capAt === at && (bet.autoCashOut ?? NO_CAP) > at };
};

const payoutAt = (stakeMinor: bigint, at: number) => (stakeMinor * BigInt(at)) / 100n;

export type CrashEvents = {
  round: (round: CrashRoundRow, now: Date) => void;
  player: (roundId: number, player: CrashPlayer) => void;
};

export const createCrashService = ({
  db,
  clock,
  repository,
  originals,
  providers,
  events,
  timing = CRASH_TIMING,
}: {
  db: Database;
  clock: Clock;
  repository: CrashRepository;
  originals: Pick<OriginalsModule, 'settings'>;
  providers: Pick<ProvidersService, 'bet' | 'win' | 'rollback' | 'balance'>;
  events: CrashEvents;
  timing?: CrashTiming;
}) => {
  const hashes = createChainHashes({
    checkpoints: {
      nearest: (chainId, steps) => repository.nearestCheckpoint(chainId, steps),
      save: (chainId, checkpoints) => repository.insertCheckpoints(chainId, checkpoints),
    },
  });
  const chains = new Map<number, CrashChainRow>();

  const chainOf = async (id: number): Promise<CrashChainRow> => {
    const known = chains.get(id);
    if (known) return known;
    const [row] = await repository.chainsByIds([id]);
    if (!row) throw new Error(`crash chain ${id} vanished`);
    chains.set(id, row);
    return row;
  };

  const maxRoundWin = async () => (await repository.settings())?.maxRoundWinMinor ?? DEFAULT_MAX_ROUND_WIN_MINOR;

  // The view of the round taking bets, kept: every bet's answer carries it, and nothing in it
  // changes while the round takes bets (its previous round has crashed before it opened).
  let bettingView: CrashRound | null = null;

  const roundView = async (row: CrashRoundRow): Promise<CrashRound> => {
    if (row.phase === 'BETTING' && bettingView?.roundId === row.id) return bettingView;
    const chain = await chainOf(row.chainId);
    const isCrashed = row.phase === 'CRASHED';
    const previous = row.gameNumber > 1 ? await repository.roundByGame(row.chainId, row.gameNumber - 1) : undefined;
    const view: CrashRound = {
      roundId: row.id,
      chainId: row.chainId,
      gameNumber: row.gameNumber,
      phase: row.phase,
      bettingEndsAt: row.bettingEndsAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      crashedAt: row.crashedAt?.toISOString() ?? null,
      crashPoint: isCrashed ? row.crashPoint : null,
      hash: isCrashed ? row.hash : null,
      salt: chain.salt,
      terminatingHash: chain.terminatingHash,
      previousHash: previous?.phase === 'CRASHED' ? previous.hash : null,
    };
    if (row.phase === 'BETTING') bettingView = view;
    return view;
  };

  const betViews = async (rows: CrashBetRow[], known?: CrashRoundRow[]): Promise<CrashBet[]> => {
    const rounds = new Map<number, CrashRound>();
    for (const round of known ?? (await repository.roundsByIds([...new Set(rows.map((row) => row.roundId))])))
      rounds.set(round.id, await roundView(round));
    return rows.map((row) => ({
      betId: row.betId,
      roundId: row.roundId,
      status: row.status,
      amountMinor: row.stakeMinor.toString(),
      autoCashOut: row.autoCashOut,
      cashedOutAt: row.cashedOutAt,
      payoutMinor: row.payoutMinor.toString(),
      isWin: row.cashedOutAt !== null,
      isCapped: row.isCapped,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      round: rounds.get(row.roundId)!,
    }));
  };

  const playerOf = (row: CrashBetRow): CrashPlayer => ({
    key: `${row.roundId}:${row.memberId}`,
    name: row.playerName,
    amountMinor: row.stakeMinor.toString(),
    cashedOutAt: row.cashedOutAt,
    payoutMinor: row.cashedOutAt === null ? null : row.payoutMinor.toString(),
  });

  const protocolBase = (row: Pick<CrashBetRow, 'memberId' | 'betId' | 'currency'>) => ({
    user: String(row.memberId),
    round: `${row.memberId}:c:${row.betId}`,
    game_code: ORIGINALS_GAME_CODES.crash,
    currency: row.currency,
  });

  /** Sends a decided bet's win (zero on a loss), closing its protocol round; idempotent. */
  const settle = async (row: CrashBetRow): Promise<{ row: CrashBetRow; balanceMinor: bigint | null }> => {
    if (row.status !== 'SETTLING') return { row, balanceMinor: null };
    const base = protocolBase(row);
    const answer = await providers.win(ORIGINALS_VENDOR, {
      ...base,
      transaction_uuid: `${base.round}:win`,
      amount: row.payoutMinor.toString(),
      reference_transaction_uuid: `${base.round}:bet`,
      is_bonus: false,
      round_closed: true,
    });
    const settledAt = clock.now();
    await repository.updateBet(row.memberId, row.betId, { status: 'SETTLED', settledAt });
    return { row: { ...row, status: 'SETTLED', settledAt }, balanceMinor: BigInt(answer.balance) };
  };

  const settleAll = async (rows: CrashBetRow[]) => {
    for (let start = 0; start < rows.length; start += SETTLE_CONCURRENCY)
      await Promise.all(rows.slice(start, start + SETTLE_CONCURRENCY).map((row) => settle(row)));
  };

  const balanceOf = async (memberId: number) =>
    BigInt((await providers.balance(ORIGINALS_VENDOR, { user: String(memberId) })).balance);

  /** The bet as its caller gets it; `round` when the caller has the bet's round row at hand. */
  const play = async (row: CrashBetRow, balanceMinor: bigint | null, round?: CrashRoundRow): Promise<CrashPlay> => {
    const [bet] = await betViews([row], round ? [round] : undefined);
    return { bet: bet!, balanceMinor: (balanceMinor ?? (await balanceOf(row.memberId))).toString() };
  };

  /** Why a bet that passed the checks was not taken: the round stopped taking bets, or it is full. */
  const whyNotTaken = async (roundId: number): Promise<'BETTING_CLOSED' | 'ROUND_FULL'> => {
    const [round] = await repository.roundsByIds([roundId]);
    return round?.phase === 'BETTING' && clock.now() < round.bettingEndsAt ? 'ROUND_FULL' : 'BETTING_CLOSED';
  };

  /**
   * Gives a refused bet's stake back through the protocol, as a provider rolls back a refused bet
   * (idempotent: a repeat sends the same rollback), and answers why it was refused.
   */
  const refuse = async (refusal: Pick<CrashRefusedBetRow, 'memberId' | 'betId' | 'roundId' | 'currency' | 'code'>) => {
    const base = protocolBase(refusal);
    await providers.rollback(ORIGINALS_VENDOR, {
      ...base,
      transaction_uuid: `${base.round}:rollback`,
      reference_transaction_uuid: `${base.round}:bet`,
    });
    throw new AppError(refusal.code, `round ${refusal.roundId}: ${refusal.code}`);
  };

  /** Writes bets' cash-outs (SETTLING) under their locks; the win calls follow after commit. */
  const decide = (row: CrashBetRow, at: number | null, isCapped: boolean): CrashBetRow => ({
    ...row,
    cashedOutAt: at,
    isCapped,
    payoutMinor: at === null ? 0n : payoutAt(row.stakeMinor, at),
    status: 'SETTLING',
  });

  const writeDecisions = async (rows: CrashBetRow[], executor: Parameters<CrashRepository['updateBet']>[3]) => {
    for (const row of rows)
      await repository.updateBet(
        row.memberId,
        row.betId,
        { cashedOutAt: row.cashedOutAt, isCapped: row.isCapped, payoutMinor: row.payoutMinor, status: row.status },
        executor,
      );
  };

  // ------------------------------------------------------------ rounds (the runner's steps)

  /** The chain in play, a new one when none is or the last game was played. */
  const chainForNextGame = async (now: Date): Promise<{ chain: CrashChainRow; gameNumber: number }> => {
    let chain = await repository.currentChain();
    if (chain) {
      const last = await repository.lastGameNumber(chain.id);
      if (last < chain.length) return { chain, gameNumber: last + 1 };
      await repository.endChain(chain.id, now);
    }
    // The chain's million hashes are walked in a worker (decision 059); the loop serves meanwhile.
    const { checkpoints, ...secrets } = await newChainSecrets(timing.chainLength);
    chain = await db.transaction(async (tx) => {
      const made = await repository.insertChain({ ...secrets, length: timing.chainLength, createdAt: now }, tx);
      await repository.insertCheckpoints(made.id, checkpoints, tx);
      return made;
    });
    chains.set(chain.id, chain);
    return { chain, gameNumber: 1 };
  };

  const rounds = {
    /** Opens the next round's betting (the runner's step after the pause). */
    async open(): Promise<CrashRoundRow> {
      const now = clock.now();
      const { chain, gameNumber } = await chainForNextGame(now);
      const game = await hashes.game(chain, gameNumber);
      const row = await repository.insertRound({
        chainId: chain.id,
        gameNumber,
        hash: game.hash,
        crashPoint: game.crashPoint,
        phase: 'BETTING',
        bettingEndsAt: new Date(now.getTime() + timing.bettingMs),
        startedAt: null,
        crashedAt: null,
        createdAt: now,
      });
      events.round(row, now);
      return row;
    },

    /**
     * Betting closes and the multiplier starts rising. Each bet's maximum-win cap is fixed now, when
     * the round's stakes are known: per bet from the game's maximum win, per round so that every
     * bet still riding at the cap pays no more than the round's maximum win together.
     */
    async takeOff(roundId: number): Promise<CrashRoundRow | null> {
      const setting = await originals.settings.of('crash');
      const roundCap = await maxRoundWin();
      const row = await db.transaction(async (tx) => {
        const round = await repository.lockRound(roundId, tx);
        if (round?.phase !== 'BETTING') return null;
        const now = clock.now();
        const total = await repository.roundStakes(roundId, tx);
        // Every bet riding together at m pays at most total·m/100: m ≤ 100·cap/total. Per bet, a
        // stake s pays at most the maximum win w: m ≤ (100·(w + 1) − 1)/s (repository.capBets).
        const roundAt = total === 0n ? BigInt(CRASH_MAX_CASH_OUT) : (roundCap * 100n) / total;
        await repository.capBets(
          roundId,
          { maxWinMinor: setting.maxWinMinor, roundAt, minAt: CRASH_MIN_CASH_OUT, maxAt: CRASH_MAX_CASH_OUT },
          tx,
        );
        const patch = { phase: 'FLYING' as const, startedAt: now };
        await repository.updateRound(roundId, patch, tx);
        return { ...round, ...patch };
      });
      if (row) events.round(row, clock.now());
      return row;
    },

    /**
     * The round in flight at `now`: pays the bets whose auto cash-out (or cap) has come, and crashes
     * the round once the curve reaches its crash point. Returns the round as it is after.
     */
    async tick(roundId: number): Promise<CrashRoundRow | null> {
      const decided: CrashBetRow[] = [];
      const row = await db.transaction(async (tx) => {
        const round = await repository.lockRound(roundId, tx);
        if (round?.phase !== 'FLYING' || !round.startedAt) return round ?? null;
        const elapsed = clock.now().getTime() - round.startedAt.getTime();
        const isCrashed = elapsed >= crashElapsedMsFor(round.crashPoint);
        for (const bet of await repository.lockRidingBets(roundId, tx)) {
          const due = dueCashOut(bet, round, isCrashed ? Number.MAX_SAFE_INTEGER : elapsed);
          if (due) decided.push(decide(bet, due.at, due.isCapped));
          else if (isCrashed) decided.push(decide(bet, null, false));
        }
        await writeDecisions(decided, tx);
        if (!isCrashed) return round;
        const patch = { phase: 'CRASHED' as const, crashedAt: clock.now() };
        await repository.updateRound(roundId, patch, tx);
        return { ...round, ...patch };
      });
      for (const bet of decided) if (bet.cashedOutAt !== null) events.player(bet.roundId, playerOf(bet));
      if (row?.phase === 'CRASHED') events.round(row, clock.now());
      await settleAll(decided);
      return row;
    },

    /** When the runner should next look at this round (ms since the epoch). */
    async nextWakeAt(round: CrashRoundRow): Promise<number> {
      if (round.phase === 'BETTING') return round.bettingEndsAt.getTime();
      if (round.phase === 'CRASHED') return (round.crashedAt ?? clock.now()).getTime() + timing.pauseMs;
      // The crash, or the first auto cash-out (or cap) before it: one aggregate, not the round's bets.
      const start = round.startedAt!.getTime();
      const first = await repository.firstAutomaticCashOut(round.id, round.crashPoint);
      return start + crashElapsedMsFor(first ?? round.crashPoint);
    },

    /** Bets decided whose win call did not go out (a restart in between): sent again. */
    async repair(): Promise<number> {
      const rows = await repository.settlingBets(500);
      await settleAll(rows);
      return rows.length;
    },

    live: () => repository.liveRound(),
    lastCrashed: async () => (await repository.recentCrashed(1))[0],
  };

  return {
    rounds,
    timing,

    /**
     * A bet on the round taking bets (idempotent by the member's bet id). Three reads and writes of
     * crash's own around the protocol's debit (decision 063): the bet by its id, the open round
     * with what the checks need, and the one statement that puts the bet into the round. A bet
     * debited but not taken is given back and answered with why; so is every repeat of it.
     */
    async bet(
      member: Member,
      input: { betId: string; launchToken: string; amountMinor: bigint; autoCashOut: number | null },
    ): Promise<CrashPlay> {
      const requestHash = requestHashOf(input.amountMinor, input.autoCashOut);
      const replay = async (row: CrashBetRow) => {
        if (row.requestHash !== requestHash)
          throw new AppError('DUPLICATE_REQUEST', `bet ${row.betId} reused with another request`);
        return play(row, null);
      };
      const existing = await repository.findBet(member.id, input.betId);
      if (existing) return replay(existing);
      const refused = await repository.findRefusal(member.id, input.betId);
      if (refused) {
        if (refused.requestHash !== requestHash)
          throw new AppError('DUPLICATE_REQUEST', `bet ${refused.betId} reused with another request`);
        return refuse(refused);
      }

      // 1. What needs no money. These checks read without locks, so a refusal here is final but a
      // pass is not: step 3 checks the round's phase and its maximum win again, exactly.
      const setting = await originals.settings.of('crash');
      if (!setting.enabled) throw new AppError('GAME_DISABLED', 'crash is off');
      if (input.amountMinor < setting.minBetMinor)
        throw new AppError('AMOUNT_BELOW_MIN', `bet below ${setting.minBetMinor}`, {
          minMinor: setting.minBetMinor.toString(),
        });
      if (input.amountMinor > setting.maxBetMinor)
        throw new AppError('AMOUNT_ABOVE_MAX', `bet above ${setting.maxBetMinor}`, {
          maxMinor: setting.maxBetMinor.toString(),
        });
      const open = await repository.openRoundFor(member.id);
      const round = open?.round;
      if (!open || round?.phase !== 'BETTING' || clock.now() >= round.bettingEndsAt)
        throw new AppError('BETTING_CLOSED', 'no round is taking bets');
      if (open.isMemberIn) throw new AppError('ALREADY_IN_ROUND', `member ${member.id} is in round ${round.id}`);
      const maxRoundWinMinor = open.maxRoundWinMinor ?? DEFAULT_MAX_ROUND_WIN_MINOR;
      if (payoutAt(round.stakedMinor + input.amountMinor, CRASH_MIN_CASH_OUT) > maxRoundWinMinor)
        throw new AppError('ROUND_FULL', `round ${round.id} is at its maximum win`);

      // 2. The debit.
      const row: CrashBetRow = {
        memberId: member.id,
        betId: input.betId,
        roundId: round.id,
        requestHash,
        playerName: maskName(member.account),
        currency: member.currency,
        stakeMinor: input.amountMinor,
        autoCashOut: input.autoCashOut,
        capAt: null,
        cashedOutAt: null,
        isCapped: false,
        payoutMinor: 0n,
        status: 'PLAYING',
        createdAt: clock.now(),
        settledAt: null,
      };
      const base = protocolBase(row);
      const debit = await providers.bet(ORIGINALS_VENDOR, {
        ...base,
        token: input.launchToken,
        transaction_uuid: `${base.round}:bet`,
        amount: input.amountMinor.toString(),
      });

      // 3. Into the round, if it still takes bets and has room (exact under concurrency: the
      // repository's comment); otherwise why not, read again.
      const outcome = await repository.insertBetIfOpen(row, {
        now: clock.now(),
        minCashOut: CRASH_MIN_CASH_OUT,
        defaultMaxRoundWinMinor: DEFAULT_MAX_ROUND_WIN_MINOR,
      });
      if (outcome === 'IN') {
        events.player(round.id, playerOf(row));
        return play(row, BigInt(debit.balance), round);
      }
      if (outcome === 'TAKEN') {
        const raced = await repository.findBet(member.id, input.betId);
        if (raced) return replay(raced);
      }
      // Recorded before the rollback: a repeat never debits the same protocol round again.
      const refusal: CrashRefusedBetRow = {
        memberId: member.id,
        betId: input.betId,
        roundId: round.id,
        requestHash,
        currency: member.currency,
        code: outcome === 'TAKEN' ? 'ALREADY_IN_ROUND' : await whyNotTaken(round.id),
        createdAt: clock.now(),
      };
      await repository.recordRefusal(refusal);
      return refuse(refusal);
    },

    /** Cashes the member's bet out at the multiplier of this moment. */
    async cashOut(member: Pick<Member, 'id'>, betId: string): Promise<CrashPlay> {
      const row = await db.transaction(async (tx) => {
        const bet = await repository.lockBet(member.id, betId, tx);
        if (!bet) throw new AppError('NOT_FOUND', `crash bet ${betId}`);
        if (bet.status !== 'PLAYING') {
          if (bet.cashedOutAt !== null) throw new AppError('ALREADY_CASHED_OUT', `crash bet ${betId}`);
          throw new AppError('ROUND_CRASHED', `crash bet ${betId} lost`);
        }
        // Read in the transaction, never beside it: PGlite has one connection, which the open
        // transaction holds, so a read on `db` here would wait for it for ever.
        const [round] = await repository.roundsByIds([bet.roundId], tx);
        if (!round) throw new Error(`crash round ${bet.roundId} vanished`);
        if (round.phase === 'BETTING' || !round.startedAt)
          throw new AppError('ROUND_NOT_STARTED', `round ${round.id} has not taken off`);
        const elapsed = clock.now().getTime() - round.startedAt.getTime();
        // An auto cash-out or a cap that came first decides (the runner may not have got to it).
        const due = dueCashOut(bet, round, elapsed);
        if (due) {
          const decided = decide(bet, due.at, due.isCapped);
          await writeDecisions([decided], tx);
          return decided;
        }
        if (round.phase === 'CRASHED' || elapsed >= crashElapsedMsFor(round.crashPoint))
          throw new AppError('ROUND_CRASHED', `round ${round.id} crashed at ${round.crashPoint}`);
        const at = crashMultiplierAt(elapsed);
        if (at < CRASH_MIN_CASH_OUT) throw new AppError('ROUND_NOT_STARTED', `round ${round.id} is below 1.01×`);
        const decided = decide(bet, at, false);
        await writeDecisions([decided], tx);
        return decided;
      });
      events.player(row.roundId, playerOf(row));
      const settled = await settle(row);
      return play(settled.row, settled.balanceMinor);
    },

    /** The game now: the round (live, else the last), its players, recent crash points, limits. */
    async state(): Promise<CrashState> {
      const [live, last] = [await repository.liveRound(), await repository.recentCrashed(RECENT_ROUNDS)];
      const current = live ?? last[0];
      const setting = await originals.settings.of('crash');
      const chain = current ? await chainOf(current.chainId) : await repository.currentChain();
      return {
        round: current ? liveRoundOf(current, clock.now()) : null,
        players: current ? (await repository.roundBets(current.id)).map(playerOf) : [],
        recent: last.map((round) => ({ roundId: round.id, crashPoint: round.crashPoint })),
        growthPerMs: CRASH_GROWTH_PER_MS,
        minBetMinor: setting.minBetMinor.toString(),
        maxBetMinor: setting.maxBetMinor.toString(),
        maxWinMinor: setting.maxWinMinor.toString(),
        rtpPercent: toPercent(CRASH_RTP, 4),
        terminatingHash: chain?.terminatingHash ?? null,
        salt: chain?.salt ?? null,
      };
    },

    async roundsPage(pageNo: number, pageSize: number) {
      const { rows, total } = await repository.crashedRounds((pageNo - 1) * pageSize, pageSize);
      const list = [];
      for (const row of rows) list.push(await roundView(row));
      return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    async round(roundId: number): Promise<CrashRound> {
      const [row] = await repository.roundsByIds([roundId]);
      if (!row) throw new AppError('NOT_FOUND', `crash round ${roundId}`);
      return roundView(row);
    },

    async myBets(member: Pick<Member, 'id'>, pageNo: number, pageSize: number) {
      const { rows, total } = await repository.memberBets(member.id, (pageNo - 1) * pageSize, pageSize);
      return { list: await betViews(rows), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },
  };
};

/** The round as the live socket sends it (hash and crash point only once crashed). */
export const liveRoundOf = (row: CrashRoundRow, now: Date) => {
  const isCrashed = row.phase === 'CRASHED';
  return {
    roundId: row.id,
    gameNumber: row.gameNumber,
    phase: row.phase,
    bettingEndsAt: row.bettingEndsAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    crashPoint: isCrashed ? row.crashPoint : null,
    hash: isCrashed ? row.hash : null,
    serverNow: now.toISOString(),
  };
};

export type CrashService = ReturnType<typeof createCrashService>;
