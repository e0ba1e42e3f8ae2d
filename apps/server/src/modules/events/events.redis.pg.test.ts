import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import { readTestEnvironment } from '../../config/env';
import { signPayload } from '../../lib/signed-requests';
import { demoProviderKey } from '../../seed/demo-seed';
import { createCaller, demoMemberIds, openSession, valueOf } from '../../testing/api-session';
import type { LiveClient } from '../../testing/live-client';
import { connectLive } from '../../testing/live-client';
import type { SecondApp } from '../../testing/second-app';
import { createSecondApp } from '../../testing/second-app';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Two instances of the app on one PostgreSQL database and one Redis, sharing nothing in memory:
// each has its own database pool, its own caches and its own Redis publisher and subscriber.
// What one writes reaches the other's sockets only through Redis. (e2e/live-events.e2e.ts does
// the same with two real server processes and a browser.)

const { redisUrl } = readTestEnvironment();
const VENDOR = 'LNS';

describe.runIf(redisUrl)('live events across two app instances (Redis)', () => {
  const channelPrefix = `perya-test:${randomBytes(4).toString('hex')}:`;
  let processA: TestApp;
  let processB: SecondApp;
  let baseUrlB = '';
  let playerId = 0;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    processA = await createTestApp({
      seedDemo: true,
      walletMode: 'single',
      config: { redisUrl },
      liveEvents: { channelPrefix },
    });
    // B runs the activity subscribers too; its pool has room for them: each holds a connection
    // with its lock (decision 022).
    processB = await createSecondApp(processA, {
      config: { redisUrl, activityStream: true },
      liveEvents: { channelPrefix },
    });
    baseUrlB = await processB.app.listen({ port: 0, host: '127.0.0.1' });
    ({ player01: playerId } = await demoMemberIds(processA.app, ['player01']));
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await processB?.close();
    await processA?.close();
  });

  const connectToB = async () => {
    const token = await openSession(processA.app, playerId);
    const client = await connectLive(baseUrlB, { token });
    clients.push(client);
    await client.next('ready');
    await client.next('balance');
    return { token, client };
  };

  it('should push the balance of a bet settled through A to a socket on B', async () => {
    const { token, client } = await connectToB();
    const call = createCaller(processA.app);
    const [game] = (await processA.app.gamesService.listGames(null, { vassalage: VENDOR, pageSize: 1 })).content;
    if (!game) throw new Error(`no ${VENDOR} game`);
    const launched = valueOf(
      await call('POST', '/wps/game/launchGame', token, { nodeId: game.nodeId, device: 'DESKTOP' }),
    );
    const before = BigInt((await processA.app.walletService.getBalance(playerId)).balanceMinor);

    const round = randomUUID();
    const rawBody = JSON.stringify({
      user: String(playerId),
      token: new URL(launched.url as string).searchParams.get('token'),
      transaction_uuid: `bet-${round}`,
      round,
      game_code: game.gameCode,
      amount: '777',
      currency: 'PHP',
    });
    const key = demoProviderKey(VENDOR);
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = randomBytes(16).toString('hex');
    const bet = await processA.app.inject({
      method: 'POST',
      url: `/wps/provider/v1/${VENDOR}/bet`,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADERS.keyId]: key.keyId,
        [PROVIDER_SIGNATURE_HEADERS.timestamp]: String(timestamp),
        [PROVIDER_SIGNATURE_HEADERS.nonce]: nonce,
        [PROVIDER_SIGNATURE_HEADERS.signature]: signPayload(key.secret, timestamp, nonce, rawBody),
      },
      payload: rawBody,
    });
    const expected = (before - 777n).toString();
    expect(valueOf(bet).balance).toBe(expected);
    expect(await client.next('balance', (event) => event.balanceMinor === expected)).toMatchObject({
      balanceMinor: expected,
    });
  });

  it('should close a socket on B when its session logs out through A', async () => {
    const { token, client } = await connectToB();
    valueOf(await createCaller(processA.app)('DELETE', '/wps/session/logout', token));
    expect(await client.next('logout')).toEqual({ type: 'logout', reason: 'LOGGED_OUT' });
    expect((await client.closed).code).toBe(4000);
  });

  it('should push a popup published on A to sockets on B', async () => {
    const { client } = await connectToB();
    processA.app.events.publish('all', { type: 'popup', id: 'everyone' });
    expect(await client.next('popup')).toEqual({ type: 'popup', id: 'everyone' });
  });
});
