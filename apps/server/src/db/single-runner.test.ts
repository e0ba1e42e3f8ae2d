import { EventEmitter } from 'node:events';

import type pg from 'pg';
import { describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './client';
import { createSingleRunner } from './single-runner';

/** A pool client that, like pg-pool's, refuses to be released twice. */
const fakeClient = () => {
  const client = Object.assign(new EventEmitter(), {
    releases: 0,
    query: async () => ({ rows: [{ held: true }] }),
    release: () => {
      client.releases += 1;
      if (client.releases > 1) throw new Error('Release called on client which has already been released to the pool.');
    },
  });
  return client;
};

const poolOf = (...clients: Array<ReturnType<typeof fakeClient>>) => {
  const pool = {
    connections: 0,
    connect: async () => {
      const client = clients[pool.connections];
      pool.connections += 1;
      if (!client) throw new Error('no more connections');
      return client as unknown as pg.PoolClient;
    },
  };
  return pool;
};
const runnerOn = (pool: ReturnType<typeof poolOf>, name = 'test') =>
  createSingleRunner({ pool: pool as unknown as pg.Pool } as unknown as DatabaseHandle, name);

describe('single runner', () => {
  it('should give a terminated lock connection back once, however many errors it emits', async () => {
    const client = fakeClient();
    const runner = runnerOn(poolOf(client));
    expect(await runner.tryHold()).toBe(true);
    client.emit('error', new Error('terminating connection due to administrator command'));
    client.emit('error', new Error('Connection terminated unexpectedly'));
    expect(client.releases).toBe(1);
  });

  it('should not give the connection back again when it errors after release', async () => {
    const client = fakeClient();
    const runner = runnerOn(poolOf(client));
    expect(await runner.tryHold()).toBe(true);
    await runner.release();
    client.emit('error', new Error('Connection terminated'));
    expect(client.releases).toBe(1);
  });

  it("should hold every runner's lock on one connection and give it back after the last release", async () => {
    const client = fakeClient();
    const pool = poolOf(client);
    const runners = ['stats', 'promotions', 'referral', 'job:bonus-expiry'].map((name) => runnerOn(pool, name));
    for (const runner of runners) expect(await runner.tryHold()).toBe(true);
    expect(pool.connections).toBe(1);
    for (const runner of runners.slice(1)) await runner.release();
    expect(client.releases).toBe(0);
    await runners[0]?.release();
    expect(client.releases).toBe(1);
  });

  it('should refuse a second runner of the same name in the process (advisory locks are re-entrant)', async () => {
    const pool = poolOf(fakeClient(), fakeClient());
    const first = runnerOn(pool, 'agent-settlement:daily');
    const second = runnerOn(pool, 'agent-settlement:daily');
    expect(await first.tryHold()).toBe(true);
    expect(await second.tryHold()).toBe(false);
    await first.release();
    expect(await second.tryHold()).toBe(true);
  });

  it('should take the locks again on a new connection after the old one is lost', async () => {
    const lost = fakeClient();
    const next = fakeClient();
    const pool = poolOf(lost, next);
    const runner = runnerOn(pool, 'stats');
    expect(await runner.tryHold()).toBe(true);
    lost.emit('error', new Error('terminating connection due to administrator command'));
    expect(await runner.tryHold()).toBe(true);
    expect(pool.connections).toBe(2);
  });

  it('should report a lock another process holds as not held', async () => {
    const client = Object.assign(fakeClient(), { query: async () => ({ rows: [{ held: false }] }) });
    const runner = runnerOn(poolOf(client));
    expect(await runner.tryHold()).toBe(false);
    expect(client.releases).toBe(1);
  });
});
