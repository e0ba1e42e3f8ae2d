import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { systemClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { queryRows } from '../../testing/auth-helpers';
import { createCrashRepository } from './crash.repository';
import { createCrashService } from './crash.service';

// Crash bets arriving together (decision 063), on PostgreSQL (PGlite has one connection: nothing
// there runs at once). The wallet protocol is a stand-in that answers every debit only once all
// the bets of a test have asked for theirs, so every bet has passed the checks made before the
// debit — none of them has been put into the round yet — and the round's rules are left to the
// statement that puts bets into it.

type Call = { round: string; transaction_uuid: string; reference_transaction_uuid?: string };

const MEMBER_BASE = 870_000;

describe('crash bets under concurrency', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A crash service on the test database whose debits wait until `expected` bets asked for one. */
  const setUp = (expected: number) => {
    const calls = { bets: [] as Call[], rollbacks: [] as Call[] };
    let release = () => undefined as void;
    const allDebiting = new Promise<void>((resolve) => (release = resolve));
    const providers = {
      bet: async (_vendor: string, body: Call) => {
        calls.bets.push(body);
        if (calls.bets.length >= expected) release();
        await allDebiting;
        return { balance: '1000000' };
      },
      rollback: async (_vendor: string, body: Call) => {
        calls.rollbacks.push(body);
        return { balance: '1000000' };
      },
      win: async () => ({ balance: '1000000' }),
      balance: async () => ({ balance: '1000000' }),
    };
    const setting = { enabled: true, minBetMinor: 100n, maxBetMinor: 1_000_000n, maxWinMinor: 100_000_000n };
    const service = createCrashService({
      db: database.db,
      clock: systemClock,
      repository: createCrashRepository(database.db),
      originals: { settings: { of: async () => setting } } as unknown as Parameters<
        typeof createCrashService
      >[0]['originals'],
      providers: providers as unknown as Parameters<typeof createCrashService>[0]['providers'],
      events: { round: () => undefined, player: () => undefined },
      timing: { bettingMs: 600_000, pauseMs: 1_000, chainLength: 50 },
    });
    return { service, calls, allDebiting };
  };

  /** Plays a bet; its answer's code ('OK' or the refusal's). */
  const betOf =
    (service: ReturnType<typeof setUp>['service']) =>
    async (memberId: number, amountMinor: bigint, betId = randomUUID()): Promise<string> => {
      try {
        await service.bet(
          { id: memberId, account: `crash${memberId}`, currency: 'PHP' },
          { betId, launchToken: 'token', amountMinor, autoCashOut: null },
        );
        return 'OK';
      } catch (error) {
        if (error instanceof AppError) return error.code;
        throw error;
      }
    };

  const roundStakes = async (roundId: number) => {
    const [row] = await queryRows<{ staked: string; bets: string; count: number }>(
      database,
      `select r.staked_minor::text as staked, coalesce(sum(b.stake_minor), 0)::text as bets, count(b.*)::int as count
       from crash_rounds r left join crash_bets b on b.round_id = r.id where r.id = $1 group by r.id`,
      [roundId],
    );
    return row!;
  };

  const setMaxRoundWin = async (minor: bigint | null) => {
    await queryRows(database, 'delete from crash_settings');
    if (minor !== null)
      await queryRows(
        database,
        `insert into crash_settings (id, max_round_win_minor, version, updated_at) values (1, $1, 1, now())`,
        [minor.toString()],
      );
  };

  /** Ends the round in play, if any, so that each test opens its own. */
  const finishLive = async (service: ReturnType<typeof setUp>['service']) => {
    const live = await service.rounds.live();
    if (!live) return;
    await queryRows(database, `update crash_rounds set phase = 'CRASHED', crashed_at = now() where id = $1`, [live.id]);
  };

  it('should never take a round past its maximum win, however many bets arrive at once', async () => {
    // Room for exactly five bets of ₱100: 5 × 10,000 × 1.01 = 50,500; a sixth would make 60,600.
    const BETS = 24;
    await setMaxRoundWin(50_500n);
    const { service, calls } = setUp(BETS);
    await finishLive(service);
    const round = await service.rounds.open();
    try {
      const bet = betOf(service);
      const codes = await Promise.all(Array.from({ length: BETS }, (_, index) => bet(MEMBER_BASE + index, 10_000n)));
      expect(codes.filter((code) => code === 'OK')).toHaveLength(5);
      expect(codes.filter((code) => code === 'ROUND_FULL')).toHaveLength(BETS - 5);
      // Every refused bet had been debited: each was given back, by the protocol's rollback of its bet.
      expect(calls.bets).toHaveLength(BETS);
      expect(calls.rollbacks).toHaveLength(BETS - 5);
      for (const rollback of calls.rollbacks) {
        expect(rollback.transaction_uuid).toBe(`${rollback.round}:rollback`);
        expect(rollback.reference_transaction_uuid).toBe(`${rollback.round}:bet`);
      }
      expect(await roundStakes(round.id)).toEqual({ staked: '50000', bets: '50000', count: 5 });
    } finally {
      await setMaxRoundWin(null);
      await finishLive(service);
    }
  });

  it('should keep the round’s stake total equal to its bets’ sum through repeats and second bets', async () => {
    // 20 members; some bet twice (a second bet in the round), some send the same bet twice (a repeat).
    const MEMBERS = 20;
    const requests = Array.from({ length: MEMBERS }, (_, index) => ({
      memberId: MEMBER_BASE + 100 + index,
      amountMinor: BigInt(100 + index * 37),
      betId: randomUUID(),
    }));
    const seconds = requests.slice(0, 5).map((request) => ({ ...request, betId: randomUUID() }));
    const repeats = requests.slice(5, 10);
    const all = [...requests, ...seconds, ...repeats];
    const { service, calls } = setUp(all.length);
    await finishLive(service);
    const round = await service.rounds.open();
    try {
      const bet = betOf(service);
      const codes = await Promise.all(all.map((request) => bet(request.memberId, request.amountMinor, request.betId)));
      const sum = requests.reduce((total, request) => total + request.amountMinor, 0n);
      // Each member is in the round once, whichever of its two bets came first.
      expect(await roundStakes(round.id)).toEqual({ staked: sum.toString(), bets: sum.toString(), count: MEMBERS });
      expect(codes.filter((code) => code === 'OK')).toHaveLength(MEMBERS + repeats.length);
      expect(codes.filter((code) => code === 'ALREADY_IN_ROUND')).toHaveLength(seconds.length);
      // A repeat is the same bet: its debit is the protocol's repeat (one transaction id), never refunded.
      expect(calls.rollbacks).toHaveLength(seconds.length);
      expect(new Set(calls.bets.map((call) => call.transaction_uuid)).size).toBe(MEMBERS + seconds.length);
    } finally {
      await finishLive(service);
    }
  });

  it('should answer a repeat of a refused bet with its refusal, even in a later round, and never debit it again', async () => {
    // Room for one bet of ₱1 (100 × 1.01 = 101): of two at once, one is refused after its debit.
    await setMaxRoundWin(101n);
    const { service, calls } = setUp(2);
    await finishLive(service);
    await service.rounds.open();
    const bet = betOf(service);
    const requests = [MEMBER_BASE + 400, MEMBER_BASE + 401].map((memberId) => ({ memberId, betId: randomUUID() }));
    try {
      const codes = await Promise.all(requests.map((request) => bet(request.memberId, 100n, request.betId)));
      expect([...codes].sort()).toEqual(['OK', 'ROUND_FULL']);
      const refused = requests[codes.indexOf('ROUND_FULL')]!;

      // The next round has room. The protocol round of a crash bet is named after its bet id, so a
      // second debit there would be answered from the first (already rolled back): a free ride.
      await finishLive(service);
      await setMaxRoundWin(null);
      await service.rounds.open();
      expect(await bet(refused.memberId, 100n, refused.betId)).toBe('ROUND_FULL');
      expect(await bet(refused.memberId, 200n, refused.betId)).toBe('DUPLICATE_REQUEST');
      expect(calls.bets).toHaveLength(2);
      // The rollback is sent again (the protocol answers it from the first): the stake is back.
      expect(calls.rollbacks.map((call) => call.round)).toEqual([
        `${refused.memberId}:c:${refused.betId}`,
        `${refused.memberId}:c:${refused.betId}`,
      ]);
      const rows = await queryRows(database, 'select 1 from crash_bets where member_id = $1 and bet_id = $2', [
        refused.memberId,
        refused.betId,
      ]);
      expect(rows).toHaveLength(0);
    } finally {
      await setMaxRoundWin(null);
      await finishLive(service);
    }
  });

  it('should take a bet that races take-off into the round or give its stake back, never both', async () => {
    const BETS = 16;
    const { service, calls, allDebiting } = setUp(BETS);
    await finishLive(service);
    const round = await service.rounds.open();
    try {
      const bet = betOf(service);
      const placed = Promise.all(Array.from({ length: BETS }, (_, index) => bet(MEMBER_BASE + 200 + index, 100n)));
      await allDebiting;
      const flying = await service.rounds.takeOff(round.id);
      const codes = await placed;
      expect(flying?.phase).toBe('FLYING');
      const taken = codes.filter((code) => code === 'OK').length;
      expect(taken + codes.filter((code) => code === 'BETTING_CLOSED').length).toBe(BETS);
      expect(calls.rollbacks).toHaveLength(BETS - taken);
      expect(await roundStakes(round.id)).toEqual({
        staked: String(taken * 100),
        bets: String(taken * 100),
        count: taken,
      });
    } finally {
      await finishLive(service);
    }
  });

  it('should fix at take-off the caps the per-bet and per-round maximum wins give, in one statement', async () => {
    // Round: ₱5,000,000 at most; per bet (the stand-in settings): ₱1,000,000.
    await setMaxRoundWin(500_000_000n);
    const { service } = setUp(1);
    await finishLive(service);
    const round = await service.rounds.open();
    try {
      const bets = [
        { memberId: MEMBER_BASE + 300, amountMinor: 100n, autoCashOut: null },
        { memberId: MEMBER_BASE + 301, amountMinor: 1_000_000n, autoCashOut: null },
        { memberId: MEMBER_BASE + 302, amountMinor: 5_000n, autoCashOut: 150 },
        { memberId: MEMBER_BASE + 303, amountMinor: 20_000n, autoCashOut: 100_000 },
      ];
      for (const bet of bets)
        await service.bet(
          { id: bet.memberId, account: `crash${bet.memberId}`, currency: 'PHP' },
          { betId: randomUUID(), launchToken: 'token', amountMinor: bet.amountMinor, autoCashOut: bet.autoCashOut },
        );
      await service.rounds.takeOff(round.id);
      // The rule as decision 054 wrote it, bet by bet.
      const total = bets.reduce((sum, bet) => sum + bet.amountMinor, 0n);
      const roundAt = Number((500_000_000n * 100n) / total);
      const expected = bets.map((bet) => {
        const betAt = Number((100n * (100_000_000n + 1n) - 1n) / bet.amountMinor);
        const capAt = Math.max(101, Math.min(betAt, roundAt));
        return capAt < Math.min(bet.autoCashOut ?? Number.MAX_SAFE_INTEGER, 100_000_000) ? capAt : null;
      });
      const rows = await queryRows<{ member_id: string; cap_at: number | null }>(
        database,
        'select member_id::text, cap_at from crash_bets where round_id = $1 order by member_id',
        [round.id],
      );
      expect(rows.map((row) => row.cap_at)).toEqual(expected);
      // 487.75× for the round; 100× for the ₱10,000 bet by itself; 1.50× set below both.
      expect(expected).toEqual([48_775, 10_000, null, 48_775]);
    } finally {
      await setMaxRoundWin(null);
      await finishLive(service);
    }
  });
});
