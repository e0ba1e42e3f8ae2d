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

const runnerOn = (client: ReturnType<typeof fakeClient>) => {
  const pool = { connect: async () => client as unknown as pg.PoolClient } as unknown as pg.Pool;
  return createSingleRunner({ pool } as unknown as DatabaseHandle, 'test');
};

describe('single runner', () => {
  it('should give a terminated lock connection back once, however many errors it emits', async () => {
    const client = fakeClient();
    const runner = runnerOn(client);
    expect(await runner.tryHold()).toBe(true);
    client.emit('error', new Error('terminating connection due to administrator command'));
    client.emit('error', new Error('Connection terminated unexpectedly'));
    expect(client.releases).toBe(1);
  });

  it('should not give the connection back again when it errors after release', async () => {
    const client = fakeClient();
    const runner = runnerOn(client);
    expect(await runner.tryHold()).toBe(true);
    await runner.release();
    client.emit('error', new Error('Connection terminated'));
    expect(client.releases).toBe(1);
  });
});
