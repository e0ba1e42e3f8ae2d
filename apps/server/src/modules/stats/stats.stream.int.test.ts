import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import type { ActivityStream } from '../activity';
import { createActivityStream } from '../activity';
import type { MoneyKind, StatsTree } from '../../testing/stats-fixtures';
import {
  STATS_GAMES,
  createStatsTree,
  forfeitBonus,
  modelAggregates,
  readAggregates,
  writeMoney,
  roundSteps,
} from '../../testing/stats-fixtures';
import { rebuildStats } from './stats.rebuild.repository';
import { STATS_SUBSCRIBER, statsSubscriber } from './stats.subscriber';

// Issue 15's acceptance: whatever happens — bets, wins (late ones too), round ends, rollbacks of
// rounds already counted, deposits, withdrawals paid and voided, bonuses granted and forfeited,
// adjustments — consumed in random batch sizes, with batches lost after their handler ran (so
// delivered again), subscriber crashes mid-batch and rebuilds in between, the aggregates equal
// a full recomputation from the rounds and the ledger by the contracts' definitions, and a
// rebuild of everything gives the same rows again.

const silent = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const START = Date.parse('2026-11-20T12:00:00Z');
const minutes = fc.integer({ min: 0, max: 3 * 24 * 60 }).map((m) => new Date(START + m * 60_000));
const amount = fc.bigInt({ min: 1n, max: 50_000n });

type Op =
  | { t: 'bet'; member: number; game: number; amount: bigint; at: Date; trial: boolean }
  | { t: 'addBet'; round: number; amount: bigint }
  | { t: 'win'; round: number; amount: bigint; close: boolean; at: Date }
  | { t: 'end'; round: number; at: Date }
  | { t: 'rollback'; round: number }
  | { t: 'money'; member: number; kind: MoneyKind; amount: bigint; at: Date }
  | { t: 'forfeit'; member: number; amount: bigint; at: Date }
  | { t: 'consume'; size: number }
  | { t: 'crash'; size: number; after: number }
  | { t: 'lost'; size: number }
  | { t: 'rebuild'; fromDay: string | null };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      member: fc.nat(3),
      game: fc.nat(2),
      amount,
      at: minutes,
      trial: fc.nat(9).map((n) => n === 0),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ t: fc.constant('addBet' as const), round: fc.nat(), amount }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('win' as const),
      round: fc.nat(),
      amount: fc.bigInt({ min: 0n, max: 90_000n }),
      close: fc.boolean(),
      at: minutes,
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ t: fc.constant('end' as const), round: fc.nat(), at: minutes }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('rollback' as const), round: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('money' as const),
      member: fc.nat(3),
      kind: fc.constantFrom<MoneyKind>(
        'DEPOSIT',
        'WITHDRAWAL_PAID',
        'WITHDRAWAL_VOIDED',
        'BONUS',
        'ADJUST_IN',
        'ADJUST_OUT',
      ),
      amount,
      at: minutes,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('forfeit' as const), member: fc.nat(3), amount, at: minutes }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('consume' as const), size: fc.integer({ min: 1, max: 9 }) }), weight: 3 },
  {
    arbitrary: fc.record({ t: fc.constant('crash' as const), size: fc.integer({ min: 1, max: 9 }), after: fc.nat(8) }),
    weight: 1,
  },
  { arbitrary: fc.record({ t: fc.constant('lost' as const), size: fc.integer({ min: 1, max: 9 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('rebuild' as const),
      fromDay: fc.constantFrom(null, '2026-11-21', '2026-11-22', '2026-11-23'),
    }),
    weight: 1,
  },
);

describe('statistics from the activity stream', () => {
  let database: DatabaseHandle;
  let stream: ActivityStream;
  let fault: { kind: 'crash'; after: number } | { kind: 'lost' } | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
    stream = createActivityStream({ database, logger: silent });
    const inner = statsSubscriber();
    // The stats subscriber, with faults on demand: a crash after part of the batch was written,
    // or a commit lost after the whole batch was handled. Either way the batch comes again.
    stream.subscribe({
      name: STATS_SUBSCRIBER,
      handle: async (tx, events) => {
        const current = fault;
        fault = null;
        if (current?.kind === 'crash') {
          await inner.handle(tx, events.slice(0, current.after));
          throw new Error('subscriber crashed mid-batch');
        }
        await inner.handle(tx, events);
        if (current?.kind === 'lost') throw new Error('commit lost');
      },
    });
  });
  afterAll(async () => {
    await stream.stop();
    await database.close();
  });

  /**
   * Handles everything committed. On PostgreSQL a transaction still running anywhere in the
   * cluster (another test file's database) holds events back until it ends: wait for it.
   */
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await stream.drain(STATS_SUBSCRIBER);
      if ((await stream.lags()).every((lag) => lag.pending === 0)) return;
      if (Date.now() > deadline) throw new Error('the stream did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const apply = async (tree: StatsTree, rounds: string[], step: Op) => {
    const db = database.db;
    const play = roundSteps(db);
    // A step on "round n" picks one of the rounds opened so far; before any, it does nothing.
    const round = 'round' in step ? rounds[step.round % Math.max(rounds.length, 1)] : undefined;
    switch (step.t) {
      case 'bet': {
        const id = randomUUID();
        rounds.push(id);
        const member = tree.members[step.member] ?? 0;
        const game = STATS_GAMES[step.game] ?? 'G-RNG';
        return play.open({ id, member, game, currency: step.trial ? 'PLY' : 'PHP', bet: step.amount, at: step.at });
      }
      case 'addBet':
        return round && play.addBet(round, step.amount);
      case 'win':
        return round && play.win(round, step.amount, step.close, step.at);
      case 'end':
        return round && play.end(round, step.at);
      case 'rollback':
        return round && play.rollBack(round);
      case 'money':
        return writeMoney(db, tree, tree.members[step.member] ?? 0, step.kind, step.amount, step.at);
      case 'forfeit':
        return forfeitBonus(db, tree.members[step.member] ?? 0, step.amount, step.at);
      case 'consume':
        await stream.runBatch(STATS_SUBSCRIBER, step.size);
        return;
      case 'crash':
      case 'lost':
        fault = step.t === 'crash' ? { kind: 'crash', after: step.after } : { kind: 'lost' };
        // With nothing to deliver the handler is not called and the batch does nothing.
        await stream.runBatch(STATS_SUBSCRIBER, step.size).catch((error: unknown) => {
          expect((error as Error).message).toMatch(/crashed mid-batch|commit lost/);
        });
        fault = null;
        return;
      case 'rebuild':
        await rebuildStats(database.db, step.fromDay);
        return;
    }
  };

  it('should give the aggregates of a full recomputation, however the events are consumed', async () => {
    const tree = await createStatsTree(database.db);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (steps) => {
        const rounds: string[] = [];
        for (const step of steps) await apply(tree, rounds, step);
        await settle();
        const model = await modelAggregates(database.db);
        expect(await readAggregates(database.db)).toEqual(model);
        await rebuildStats(database.db, null);
        expect(await readAggregates(database.db)).toEqual(model);
        await settle();
        expect(await readAggregates(database.db)).toEqual(model);
      }),
      { numRuns: 20 },
    );
  }, 180_000);

  it('should prune only events every subscriber has handled, and only old ones', async () => {
    const tree = await createStatsTree(database.db);
    const play = roundSteps(database.db);
    await settle();
    const opened = async () => {
      const id = randomUUID();
      await play.open({
        id,
        member: tree.members[0] ?? 0,
        game: 'G-RNG',
        currency: 'PHP',
        bet: 100n,
        at: new Date(START),
      });
      await play.end(id, new Date(START));
    };
    await opened();
    await settle();
    await opened(); // written after the checkpoint: not handled yet
    const now = new Date(Date.now() + 8 * 86_400_000); // the handled events are now 8 days old
    expect(await stream.pruneHandled(now)).toBeGreaterThan(0);
    expect((await stream.lags()).find((lag) => lag.subscriber === STATS_SUBSCRIBER)?.pending).toBe(1);
    expect(await stream.pruneHandled(now)).toBe(0);
    await settle();
    expect(await readAggregates(database.db)).toEqual(await modelAggregates(database.db));
  });
});
