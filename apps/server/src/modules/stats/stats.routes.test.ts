import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROVIDER_SIGNATURE_HEADERS } from '@perya/contracts';

import { signPayload } from '../../lib/signed-requests';
import { demoProviderKey } from '../../seed/demo-seed';
import type { Caller } from '../../testing/api-session';
import { createCaller, demoMemberIds, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { createTestClock } from '../../testing/auth-helpers';
import { modelAggregates, readAggregates } from '../../testing/stats-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { STATS_SUBSCRIBER } from './index';

// The statistics end to end: the demo's play history and a round played through the signed
// provider protocol (provider_bet / provider_win, the real functions and batches) reach the
// aggregates through the stream exactly as a recomputation gives them, and the member's profit and
// the agent's team overview read them.

const VENDOR = 'LNS';

describe('statistics routes', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date());
  let ids: Record<'player01' | 'agent01' | 'agent02' | 'trial01', number>;
  let player = '';
  let agent = '';
  let gameCode = '';
  let launchToken = '';

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    ids = await demoMemberIds(sut.app, ['player01', 'agent01', 'agent02', 'trial01'] as const);
    player = await openSession(sut.app, ids.player01);
    agent = await openSession(sut.app, ids.agent01);
    const [game] = (await sut.app.gamesService.listGames(null, { vassalage: VENDOR, pageSize: 1 })).content;
    if (!game) throw new Error(`no ${VENDOR} game in the demo catalogue`);
    gameCode = game.gameCode;
    const { url } = valueOf(
      await call('POST', '/wps/game/launchGame', player, { nodeId: game.nodeId, device: 'DESKTOP' }),
    );
    launchToken = new URL(url as string).searchParams.get('token') ?? '';
  });
  afterAll(async () => {
    await sut.close();
  });

  const signed = (path: string, body: unknown) => {
    const key = demoProviderKey(VENDOR);
    const rawBody = JSON.stringify(body);
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

  const playRound = async (bet: string, win: string) => {
    const round = `stats-${randomUUID()}`;
    const betId = `${round}-bet`;
    const common = { user: String(ids.player01), round, game_code: gameCode, currency: 'PHP' };
    valueOf(await signed('bet', { ...common, token: launchToken, transaction_uuid: betId, amount: bet }));
    valueOf(
      await signed('win', {
        ...common,
        transaction_uuid: `${round}-win`,
        reference_transaction_uuid: betId,
        amount: win,
        round_closed: true,
      }),
    );
  };

  /** Handles everything committed; on PostgreSQL a transaction of another test file's database may hold it back a moment. */
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await sut.app.activityStream.catchUp(STATS_SUBSCRIBER);
      if ((await sut.app.activityStream.lags()).every((lag) => lag.pending === 0)) return;
      if (Date.now() > deadline) throw new Error('the stream did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const today = async () => {
    const profit = valueOf(await call('GET', '/wps/v2/stats/profit?days=1', player));
    return profit.days.at(-1) ?? { betMinor: '0', payoutMinor: '0', rounds: 0, houseNetMinor: '0' };
  };
  const teamToday = async (scope: 'all' | 'direct') =>
    valueOf(await call('GET', `/wps/agent/team/overview?scope=${scope}`, agent)).periods[0];

  it('should count the demo history and a new round once each, as a recomputation does', async () => {
    await settle();
    expect(await readAggregates(sut.database.db)).toEqual(await modelAggregates(sut.database.db));
    const before = await today();
    const teamBefore = await teamToday('all');
    const directBefore = await teamToday('direct');

    await playRound('1000', '2500');
    await settle();

    const after = await today();
    expect(BigInt(after.betMinor) - BigInt(before.betMinor)).toBe(1000n);
    expect(BigInt(after.payoutMinor) - BigInt(before.payoutMinor)).toBe(2500n);
    expect(BigInt(after.houseNetMinor) - BigInt(before.houseNetMinor)).toBe(-1500n);
    expect(after.rounds - before.rounds).toBe(1);
    // player01 is a direct downline of agent01: in both of its team scopes.
    for (const [scope, previous] of [
      ['all', teamBefore],
      ['direct', directBefore],
    ] as const) {
      const now = await teamToday(scope);
      expect(BigInt(now.validBetMinor) - BigInt(previous.validBetMinor)).toBe(1000n);
    }
    expect(await readAggregates(sut.database.db)).toEqual(await modelAggregates(sut.database.db));
  });

  it('should give the team overview to agents only and the profit to members only', async () => {
    const trial = await openSession(sut.app, ids.trial01);
    expect((await call('GET', '/wps/v2/stats/profit', trial)).json().code).toBe('TRIAL_FORBIDDEN');
    expect((await call('GET', '/wps/agent/team/overview', player)).json().code).toBe('FORBIDDEN');
    expect((await call('GET', '/wps/v2/stats/profit?days=91', player)).json().code).toBe('VALIDATION');
    const overview = valueOf(await call('GET', '/wps/agent/team/overview', agent));
    expect(overview.periods.map((period: { days: number }) => period.days)).toEqual([1, 7, 30]);
    expect(overview.members).toBeGreaterThan(0);
  });

  it('should show the stream backlog in /readyz to staff only', async () => {
    expect(valueOf(await call('GET', '/readyz', null)).streams).toBeUndefined();
    const staff = await loginStaff(sut.app);
    const ready = valueOf(await call('GET', '/readyz', staff));
    expect(ready.streams).toEqual(expect.arrayContaining([expect.objectContaining({ subscriber: STATS_SUBSCRIBER })]));
  });
});
