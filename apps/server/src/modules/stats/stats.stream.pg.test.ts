import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { openPostgres } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import type { StatsTree } from '../../testing/stats-fixtures';
import {
  STATS_GAMES,
  createStatsTree,
  modelAggregates,
  readAggregates,
  roundSteps,
  terminateConnections,
  writeMoney,
} from '../../testing/stats-fixtures';
import { createActivityStream } from '../activity';
import { STATS_SUBSCRIBER, statsSubscriber } from './stats.subscriber';

// Issue 15's acceptance on PostgreSQL: two consumers of the same stream (two app processes' worth:
// each its own stream and pool), one killed mid-run (its connections terminated, the lock and the
// batch in flight with them), while four writers commit play and money concurrently — and a third
// loop draining beside them without the lock, which only the checkpoint's row lock keeps in line.
// Nothing may be counted twice or missed: the aggregates equal the recomputation.

const silent = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const START = Date.parse('2026-11-20T12:00:00Z');

/** Resolves once `check` holds; gives up (failing the test) after `ms`. No fixed sleeps decide anything. */
const eventually = async (check: () => Promise<boolean>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the activity stream on PostgreSQL', () => {
  let databaseA: DatabaseHandle;
  let databaseB: DatabaseHandle;
  let tree: StatsTree;

  beforeAll(async () => {
    databaseA = await createTestDatabase();
    const connectionString = databaseA.pool?.options.connectionString;
    if (!connectionString) throw new Error('this test runs on PostgreSQL (TEST_DB_KIND=postgres)');
    const url = new URL(connectionString);
    url.searchParams.set('application_name', 'stats-consumer-b');
    databaseB = openPostgres(url.toString(), { max: 4, onIdleError: () => undefined });
    // B is the process that dies: its connections' errors after the kill are its last words.
    databaseB.pool?.on('connect', (client) => client.on('error', () => undefined));
    tree = await createStatsTree(databaseA.db);
  });
  afterAll(async () => {
    // B stands for a process that was killed: a client its stream held when its connections were
    // terminated may never come back to its pool, and ending that pool then waits for it forever
    // (the hook timed out once at a load of 10). A real dead process closes nothing; A's close
    // drops the database with (force), which ends whatever B left.
    await Promise.race([databaseB.close().catch(() => undefined), sleep(10_000)]);
    await databaseA.close();
  });

  it('should count every event once when one of two consumers is killed mid-run', async () => {
    const streamB = createActivityStream({ database: databaseB, logger: silent, pollMs: 5 });
    streamB.subscribe(statsSubscriber(40));
    const streamA = createActivityStream({ database: databaseA, logger: silent, pollMs: 5 });
    streamA.subscribe(statsSubscriber(40));

    let writing = true;
    let written = 0;
    const writer = async (seed: number) => {
      const play = roundSteps(databaseA.db);
      let n = 0;
      while (writing) {
        n += 1;
        const member = tree.members[(seed + n) % tree.members.length] ?? 0;
        const at = new Date(START + ((seed * 7919 + n * 104_729) % (3 * 86_400)) * 1000);
        const id = randomUUID();
        await play.open({ id, member, game: STATS_GAMES[n % 3] ?? 'G-RNG', currency: 'PHP', bet: BigInt(100 + n), at });
        await play.win(id, BigInt((n * 37) % 400), true, at);
        if (n % 5 === 0) await play.rollBack(id); // a rollback of a round already counted
        if (n % 7 === 0) await writeMoney(databaseA.db, tree, member, n % 2 ? 'DEPOSIT' : 'ADJUST_OUT', 500n, at);
        written += 1;
      }
    };
    const writers = [1, 2, 3, 4].map(writer);

    // B runs first and takes the subscriber's lock; A waits for it.
    streamB.start();
    await eventually(
      async () => (await streamB.lags()).some((lag) => lag.subscriber === STATS_SUBSCRIBER) && written > 50,
    );
    streamA.start();
    let rogue = true;
    const rogueLoop = (async () => {
      while (rogue) await streamA.runBatch(STATS_SUBSCRIBER, 7);
    })();
    await eventually(async () => written > 200);

    // Kill B: its connections end mid-statement (the lock goes with them), and it does nothing more.
    const killed = await terminateConnections(databaseA.db, 'stats-consumer-b');
    expect(killed).toBeGreaterThan(0);
    void streamB.stop().catch(() => undefined);

    await eventually(async () => written > 400);
    writing = false;
    await Promise.all(writers);
    rogue = false;
    await rogueLoop;
    // A took over: it drains everything committed.
    await eventually(async () => (await streamA.lags()).every((lag) => lag.pending === 0));
    await streamA.stop();

    expect(await readAggregates(databaseA.db)).toEqual(await modelAggregates(databaseA.db));
  }, 120_000);
});
