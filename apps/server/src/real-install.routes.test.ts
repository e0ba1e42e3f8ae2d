import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEMBER_ACCOUNT_TYPE } from '@perya/contracts';

import { readConfig } from './config/env';
import { createCaller, expectRefusal, openSession } from './testing/api-session';
import { countRows } from './testing/auth-helpers';
import { loadDemoFeed } from './testing/games-fixtures';
import type { TestApp } from './testing/test-app';
import { createTestApp } from './testing/test-app';

// What an operator gets who sets only DATABASE_URL (issue 22 item 1: such an install had the demo's
// staff login and the demo vendors' public keys, and a signed "bonus win" from outside credited
// ₱1,000,000): no demo data, no outbox, no simulator anywhere.

describe('a PostgreSQL install configured with DATABASE_URL only', () => {
  let sut: TestApp;
  const config = { ...readConfig({ DATABASE_URL: 'postgres://perya@db.internal:5432/perya' }), scheduler: false };

  beforeAll(async () => {
    // As main.ts does: the demo seed only if the configuration asks for it.
    sut = await createTestApp({ config, seedDemo: config.seedDemo });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should seed no demo member, staff account or vendor key', async () => {
    expect(await countRows(sut.database, 'members')).toBe(0);
    expect(await countRows(sut.database, 'staff_users')).toBe(0);
    expect(await countRows(sut.database, 'provider_keys')).toBe(0);
  });

  it('should have no dev outbox, not even for this machine', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(response.statusCode).toBe(404);
  });

  it('should not frame the game provider simulator', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(String(response.headers['content-security-policy'])).not.toContain('127.0.0.1');
  });

  it('should launch no game without PROVIDER_LAUNCH_URL (not to the simulator on 127.0.0.1), moving nothing', async () => {
    const feed = await loadDemoFeed();
    const vendor = feed.vendors.find((entry) => entry.code === 'LNS');
    if (!vendor) throw new Error('no LNS vendor in the demo feed');
    await sut.app.gamesService.importFeed({
      ...feed,
      vendors: [vendor],
      games: feed.games.filter((game) => game.vendor === 'LNS').slice(0, 1),
    });
    const member = await sut.app.membersService.createMember({
      account: 'realplayer1',
      password: 'Real player 2026',
      type: MEMBER_ACCOUNT_TYPE,
    });
    const token = await openSession(sut.app, member.id);
    const [game] = (await sut.app.gamesService.listGames(null, { vassalage: 'LNS', pageSize: 1 })).content;
    if (!game) throw new Error('the LNS game was not imported');

    const refused = await createCaller(sut.app)('POST', '/wps/game/launchGame', token, { nodeId: game.nodeId });
    expectRefusal(refused, 409, 'GAME_MAINTENANCE');
    expect(refused.body).not.toContain('127.0.0.1');
    expect(await countRows(sut.database, 'launch_tokens')).toBe(0);
    expect(await countRows(sut.database, 'ledger_transfers')).toBe(0);
  });
});
