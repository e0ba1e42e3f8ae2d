import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LIVE_CLOSE_CODES, LIVE_MAX_MESSAGE_BYTES, PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import { signPayload } from '../../lib/signed-requests';
import { demoProviderKey } from '../../seed/demo-seed';
import type { Caller } from '../../testing/api-session';
import { createCaller, demoMemberIds, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { createTestClock } from '../../testing/auth-helpers';
import type { LiveClient } from '../../testing/live-client';
import { connectLive } from '../../testing/live-client';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { transferIdFor } from '../wallet';

// The live events socket against the whole app listening on a port, with a real WebSocket client:
// the handshake and its refusals, balances pushed after bets and holds (after commit, never
// before), unread counts, popups, logouts closing exactly the sessions that ended, the sweep that
// closes expired sessions, and the heartbeat that drops silent clients.

const VENDOR = 'LNS';
const HEARTBEAT_MS = 150;
const SWEEP_MS = 200;

describe('live events socket', () => {
  let sut: TestApp;
  let baseUrl = '';
  let call: Caller;
  const clock = createTestClock(new Date());
  const ids = { player01: 0, player02: 0, trial01: 0 };
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    sut = await createTestApp({
      seedDemo: true,
      walletMode: 'single',
      clock,
      liveEvents: { heartbeatMs: HEARTBEAT_MS, sweepMs: SWEEP_MS, authTimeoutMs: 300 },
    });
    baseUrl = await sut.app.listen({ port: 0, host: '127.0.0.1' });
    call = createCaller(sut.app);
    Object.assign(ids, await demoMemberIds(sut.app, Object.keys(ids) as Array<keyof typeof ids>));
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await sut.close();
  });

  const connect = async (token: string | null, options: { autoPong?: boolean } = {}) => {
    const client = await connectLive(baseUrl, { token, ...options });
    clients.push(client);
    return client;
  };
  /** A new session of the member and a socket on it, past `ready`. */
  const connectAs = async (memberId: number) => {
    const token = await openSession(sut.app, memberId);
    const client = await connect(token);
    await client.next('ready');
    return { token, client };
  };
  const balanceOf = (memberId: number) => sut.app.walletService.getBalance(memberId);

  describe('handshake', () => {
    it('should answer a member token with ready, then the balance as it is', async () => {
      const { client } = await connectAs(ids.player01);
      const balance = await client.next('balance');
      expect(balance).toMatchObject({ ...(await balanceOf(ids.player01)), type: 'balance' });
      expect(new Date(balance.at).getTime()).toBe(clock.now().getTime());
    });

    it('should accept a trial account, with its play money', async () => {
      const { client } = await connectAs(ids.trial01);
      expect(await client.next('balance')).toMatchObject({ currency: 'PLY' });
    });

    it.each([
      ['an unknown token', JSON.stringify({ type: 'auth', token: 'not-a-session' })],
      ['a message that is not JSON', 'hello'],
      ['a message of another type', JSON.stringify({ type: 'subscribe', token: 'x' })],
    ])('should close with the policy code on %s', async (_name, message) => {
      const client = await connect(null);
      client.socket.send(message);
      expect(await client.closed).toEqual({ code: LIVE_CLOSE_CODES.POLICY, reason: 'AUTH_REQUIRED' });
      expect(client.received).toEqual([]);
    });

    it('should refuse a staff session', async () => {
      const client = await connect(await loginStaff(sut.app));
      expect((await client.closed).code).toBe(LIVE_CLOSE_CODES.POLICY);
    });

    it('should close a socket that sends no token in time', async () => {
      const client = await connect(null);
      expect(await client.closed).toEqual({ code: LIVE_CLOSE_CODES.POLICY, reason: 'AUTH_TIMEOUT' });
    });

    it('should close a socket that talks after its auth message', async () => {
      const { client } = await connectAs(ids.player02);
      client.socket.send(JSON.stringify({ type: 'ping' }));
      expect(await client.closed).toEqual({ code: LIVE_CLOSE_CODES.POLICY, reason: 'UNEXPECTED_MESSAGE' });
    });

    it('should refuse a frame larger than the limit', async () => {
      const client = await connect(null);
      client.socket.send('x'.repeat(LIVE_MAX_MESSAGE_BYTES + 1));
      expect((await client.closed).code).toBe(LIVE_CLOSE_CODES.TOO_BIG);
    });

    it('should not answer a plain GET of the socket path', async () => {
      const response = await sut.app.inject({ url: '/wps/ws' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('balance', () => {
    /** A launched game of the vendor for player01, and a signed call of the provider wallet protocol. */
    const launchFor = async (token: string) => {
      const [game] = (await sut.app.gamesService.listGames(null, { vassalage: VENDOR, pageSize: 1 })).content;
      if (!game) throw new Error(`no ${VENDOR} game`);
      const launched = valueOf(
        await call('POST', '/wps/game/launchGame', token, { nodeId: game.nodeId, device: 'DESKTOP' }),
      );
      return { gameCode: game.gameCode, launchToken: new URL(launched.url as string).searchParams.get('token') };
    };
    const signedCall = (path: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) => {
      const rawBody = JSON.stringify({ user: String(ids.player01), currency: 'PHP', ...body });
      const key = demoProviderKey(VENDOR);
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const nonce = randomBytes(16).toString('hex');
      return sut.app.inject({
        method: 'POST',
        url: `/wps/provider/v1/${VENDOR}/${path}`,
        headers: {
          'content-type': 'application/json',
          [PROVIDER_SIGNATURE_HEADERS.keyId]: key.keyId,
          [PROVIDER_SIGNATURE_HEADERS.timestamp]: String(timestamp),
          [PROVIDER_SIGNATURE_HEADERS.nonce]: nonce,
          [PROVIDER_SIGNATURE_HEADERS.signature]: signPayload(key.secret, timestamp, nonce, rawBody),
        },
        payload: rawBody,
      });
    };
    const signedBet = async (token: string, amount: string, round: string = randomUUID()) => {
      const { gameCode, launchToken } = await launchFor(token);
      return signedCall('bet', {
        token: launchToken,
        transaction_uuid: `bet-${round}`,
        round,
        game_code: gameCode,
        amount,
      });
    };

    it('should push the exact new balance after a provider bet, to every tab of the member', async () => {
      const first = await connectAs(ids.player01);
      const second = await connectAs(ids.player01);
      const bystander = await connectAs(ids.player02);
      await Promise.all([
        first.client.next('balance'),
        second.client.next('balance'),
        bystander.client.next('balance'),
      ]);
      const before = BigInt((await balanceOf(ids.player01)).balanceMinor);

      const bet = valueOf(await signedBet(first.token, '1234'));
      const expected = (before - 1234n).toString();
      expect(bet.balance).toBe(expected);
      for (const tab of [first.client, second.client]) {
        expect(await tab.next('balance', (event) => event.balanceMinor === expected)).toMatchObject({
          balanceMinor: expected,
          availableMinor: expected,
          currency: 'PHP',
        });
      }
      expect(await bystander.client.drain('balance', 200)).toEqual([]);
    });

    it('should push the new balance after a provider win and after a rollback (issue 22 item 23)', async () => {
      const { token, client } = await connectAs(ids.player01);
      await client.next('balance');
      const { gameCode } = await launchFor(token);
      const start = BigInt((await balanceOf(ids.player01)).balanceMinor);

      // A bet, its win, then a second bet rolled back: each call's balance reaches the tab.
      const round = randomUUID();
      valueOf(await signedBet(token, '500', round));
      const afterBet = (start - 500n).toString();
      await client.next('balance', (event) => event.balanceMinor === afterBet);
      const win = valueOf(
        await signedCall('win', {
          transaction_uuid: `win-${round}`,
          reference_transaction_uuid: `bet-${round}`,
          round,
          game_code: gameCode,
          amount: '1500',
        }),
      );
      const afterWin = (start + 1000n).toString();
      expect(win.balance).toBe(afterWin);
      expect(await client.next('balance', (event) => event.balanceMinor === afterWin)).toMatchObject({
        balanceMinor: afterWin,
      });

      const second = randomUUID();
      valueOf(await signedBet(token, '700', second));
      await client.next('balance', (event) => event.balanceMinor === (start + 300n).toString());
      // Nothing left over from the win: the balance after the rollback must come from the rollback.
      await client.drain('balance', 100);
      const rollback = valueOf(
        await signedCall('rollback', {
          transaction_uuid: `rollback-${second}`,
          reference_transaction_uuid: `bet-${second}`,
          round: second,
          game_code: gameCode,
        }),
      );
      expect(rollback.balance).toBe(afterWin);
      expect(await client.next('balance', (event) => event.balanceMinor === afterWin)).toMatchObject({
        balanceMinor: afterWin,
      });
    });

    it('should push a pending hold only after its transaction commits, and nothing after a rollback', async () => {
      const { client } = await connectAs(ids.player02);
      await client.next('balance');
      const wallet = sut.app.walletService;
      const [main, clearing] = await Promise.all([
        wallet.mainAccount(ids.player02, 'PHP'),
        wallet.systemAccount('WITHDRAWAL_CLEARING', 'PHP'),
      ]);
      const hold = (id: string) => ({
        id,
        debitAccountId: main,
        creditAccountId: clearing,
        amountMinor: 5_000n,
        currency: 'PHP',
        kind: 'WITHDRAWAL' as const,
        pending: true,
      });

      await sut.database.db
        .transaction(async (tx) => {
          await wallet.postTransfers([hold(randomUUID())], tx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await client.drain('balance', 200)).toEqual([]);

      let pushedInside: unknown[] = [];
      await sut.database.db.transaction(async (tx) => {
        await wallet.postTransfers([hold(transferIdFor(`live-test-hold:${randomUUID()}`))], tx);
        pushedInside = await client.drain('balance', 200);
      });
      expect(pushedInside).toEqual([]);
      const pushed = await client.next('balance');
      expect(pushed).toMatchObject(await balanceOf(ids.player02));
      expect(pushed.heldMinor).toBe('5000');
    });
  });

  describe('unread, popups and contracts', () => {
    it('should push unread counts from the registered counters, never to trial accounts', async () => {
      sut.app.events.registerUnreadCounter('messages', async (memberId) => (memberId === ids.player01 ? 3 : 0));
      const member = await connectAs(ids.player01);
      const trial = await connectAs(ids.trial01);
      expect(await member.client.next('unread')).toEqual({ type: 'unread', messages: 3, rewards: 0 });

      sut.app.events.registerUnreadCounter('rewards', async () => 2);
      sut.app.events.notifyUnread(ids.player01);
      sut.app.events.notifyUnread(ids.trial01);
      expect(await member.client.next('unread', (event) => event.rewards === 2)).toEqual({
        type: 'unread',
        messages: 3,
        rewards: 2,
      });
      expect(await trial.client.drain('unread', 200)).toEqual([]);
    });

    it('should push a popup to everyone and a contract to one member', async () => {
      const one = await connectAs(ids.player01);
      const other = await connectAs(ids.player02);
      sut.app.events.publish('all', { type: 'popup', id: 'p-1' });
      sut.app.events.publish(ids.player02, { type: 'contract', id: 'c-9' });
      expect(await one.client.next('popup')).toEqual({ type: 'popup', id: 'p-1' });
      expect(await other.client.next('popup')).toEqual({ type: 'popup', id: 'p-1' });
      expect(await other.client.next('contract')).toEqual({ type: 'contract', id: 'c-9' });
      expect(await one.client.drain('contract', 200)).toEqual([]);
    });
  });

  describe('sessions ending', () => {
    it('should send logout and close the socket of the session that logged out, and only it', async () => {
      const leaving = await connectAs(ids.player02);
      const staying = await connectAs(ids.player02);
      valueOf(await call('DELETE', '/wps/session/logout', leaving.token));
      expect(await leaving.client.next('logout')).toEqual({ type: 'logout', reason: 'LOGGED_OUT' });
      expect(await leaving.client.closed).toEqual({ code: LIVE_CLOSE_CODES.SIGNED_OUT, reason: 'LOGGED_OUT' });
      expect(await staying.client.drain('logout', 200)).toEqual([]);
      expect(staying.client.socket.readyState).toBe(staying.client.socket.OPEN);
    });

    it('should sign the other sessions out when the password changes', async () => {
      const kept = await connectAs(ids.player01);
      const other = await connectAs(ids.player01);
      const keptSession = await sut.app.sessionService.authenticate(kept.token);
      await sut.app.sessionService.revokeMemberSessions(ids.player01, 'password changed', keptSession?.sessionId);
      expect(await other.client.next('logout')).toEqual({ type: 'logout', reason: 'PASSWORD_CHANGED' });
      expect((await other.client.closed).code).toBe(LIVE_CLOSE_CODES.SIGNED_OUT);
      expect(await kept.client.drain('logout', 200)).toEqual([]);
    });

    it('should close the socket of a session that expired, within a sweep', async () => {
      const { client } = await connectAs(ids.player02);
      clock.advance(3 * 60 * 60_000); // past both the idle and the absolute expiry of the defaults
      try {
        expect(await client.next('logout', undefined, 5 * SWEEP_MS)).toEqual({
          type: 'logout',
          reason: 'SESSION_EXPIRED',
        });
        expect((await client.closed).code).toBe(LIVE_CLOSE_CODES.SIGNED_OUT);
      } finally {
        clock.advance(-3 * 60 * 60_000);
      }
    });
  });

  describe('heartbeat', () => {
    it('should terminate a client that stops answering pings, and keep one that answers', async () => {
      const answering = (await connectAs(ids.player01)).client;
      const deaf = await connect(await openSession(sut.app, ids.player01), { autoPong: false });
      await deaf.next('ready');
      const closed = await deaf.closed;
      expect(closed.code).toBe(1006); // terminated: no close frame
      expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    });
  });
});

describe('live events socket at shutdown', () => {
  // The socket plugin lives in the route's scope and closes its sockets in its own preClose; the
  // events module's runs first (parents before children), so clients hear "going away" and
  // reconnect to another process rather than meeting a bare close.
  it('should tell every open socket the server is going away', async () => {
    const sut = await createTestApp({ seedDemo: true, walletMode: 'single' });
    try {
      const baseUrl = await sut.app.listen({ port: 0, host: '127.0.0.1' });
      const { player01 } = await demoMemberIds(sut.app, ['player01']);
      const clients = await Promise.all(
        [1, 2].map(async () => {
          const client = await connectLive(baseUrl, { token: await openSession(sut.app, player01) });
          await client.next('ready');
          return client;
        }),
      );

      await sut.app.close();

      for (const client of clients) {
        expect(await client.closed).toMatchObject({ code: LIVE_CLOSE_CODES.GOING_AWAY });
      }
    } finally {
      await sut.close();
    }
  });
});
