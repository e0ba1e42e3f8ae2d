import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The back office's Games section (issue 16, decision 030): vendors, games, feed import and
// provider signing keys; every change versioned and audited; a generated key shown once.

type AuditRow = { actor_kind: string; actor_name: string; action: string; target_id: string; detail: unknown };

describe('games in the back office', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { staff: '', member: '' };

  const auditOf = async (action: string) =>
    queryRows<AuditRow>(
      sut.database,
      'select actor_kind, actor_name, action, target_id, detail from audit_log where action = $1 order by id',
      [action],
    );
  const vendor = async (code: string) =>
    valueOf(await call('GET', '/wps/admin/games/vendors', token.staff)).list.find(
      (entry: { code: string }) => entry.code === code,
    );
  const gamesPage = async (query: string) => valueOf(await call('GET', `/wps/admin/games?${query}`, token.staff));

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    token.staff = await loginStaff(sut.app);
    const player = await sut.app.membersService.findByAccount('player01');
    token.member = await openSession(sut.app, player?.id ?? 0);
    // The demo seed plays two weeks of rounds: slow on a loaded machine.
  }, 240_000);

  afterAll(async () => {
    await sut.close();
  });

  describe('vendors', () => {
    it('should list every vendor with its game count and version', async () => {
      const { list } = valueOf(await call('GET', '/wps/admin/games/vendors', token.staff));
      expect(list.length).toBeGreaterThan(30);
      expect(list[0]).toMatchObject({ code: expect.any(String), gameCount: expect.any(Number), version: 1 });
    });

    it('should put a vendor in maintenance with a message and an end, hide it from launches, and take it out', async () => {
      const before = await vendor('LNS');
      const saved = valueOf(
        await call('PUT', '/wps/admin/games/vendors/LNS', token.staff, {
          version: before.version,
          isMaintenance: true,
          maintenanceMessage: 'Provider upgrade',
          maintenanceUntil: '2026-12-01T07:00:00Z',
        }),
      );
      expect(saved).toMatchObject({
        isMaintenance: true,
        maintenanceMessage: 'Provider upgrade',
        maintenanceUntil: '2026-12-01T07:00:00.000Z',
        version: before.version + 1,
      });
      // Players see it at once in this process: the game list marks its games in maintenance.
      const players = valueOf(
        await call('GET', '/wps/relay/GCSGAME_gameList?select=ALL&vassalage=LNS&pageNo=1&pageSize=5', null),
      );
      expect(players.content.length).toBeGreaterThan(0);
      expect(players.content.every((game: { isMaintenance: boolean }) => game.isMaintenance)).toBe(true);

      expectRefusal(
        await call('PUT', '/wps/admin/games/vendors/LNS', token.staff, {
          version: before.version,
          isMaintenance: false,
        }),
        409,
        'STALE_RECORD',
      );
      expect((await vendor('LNS')).isMaintenance).toBe(true);
      valueOf(
        await call('PUT', '/wps/admin/games/vendors/LNS', token.staff, {
          version: saved.version,
          isMaintenance: false,
          maintenanceMessage: null,
          maintenanceUntil: null,
        }),
      );
      const audit = await auditOf('games.vendor');
      expect(audit[0]).toMatchObject({
        actor_kind: 'STAFF',
        target_id: 'LNS',
        detail: {
          before: { isMaintenance: false, maintenanceMessage: null, maintenanceUntil: null },
          after: {
            isMaintenance: true,
            maintenanceMessage: 'Provider upgrade',
            maintenanceUntil: '2026-12-01T07:00:00.000Z',
          },
        },
      });
    });

    it('should end a vendor maintenance by itself at its end time, once, however many processes run the job', async () => {
      const { list } = valueOf(await call('GET', '/wps/admin/games/vendors', token.staff));
      const before = list.find(
        (entry: { code: string; gameCount: number; isMaintenance: boolean }) =>
          entry.code !== 'LNS' && entry.gameCount > 0 && !entry.isMaintenance,
      );
      const code: string = before.code;
      const endsAt = new Date(Date.now() + 3_600_000);
      valueOf(
        await call('PUT', `/wps/admin/games/vendors/${code}`, token.staff, {
          version: before.version,
          isMaintenance: true,
          maintenanceMessage: 'Half an hour of upgrades',
          maintenanceUntil: endsAt.toISOString(),
        }),
      );
      const job = (at: Date) => sut.app.gamesService.staff.endDueMaintenance(at);
      // Before its end: nothing ends.
      expect(await job(new Date(endsAt.getTime() - 1000))).not.toContain(code);
      expect((await vendor(code)).isMaintenance).toBe(true);

      // At its end, three processes run the job at once: one ends it.
      const after = new Date(endsAt.getTime() + 1000);
      const runs = await Promise.all([job(after), job(after), job(after)]);
      expect(runs.flat().filter((ended) => ended === code)).toEqual([code]);
      expect(await vendor(code)).toMatchObject({ isMaintenance: false, maintenanceUntil: null });
      const players = valueOf(
        await call('GET', `/wps/relay/GCSGAME_gameList?select=ALL&vassalage=${code}&pageNo=1&pageSize=5`, null),
      );
      expect(players.content.length).toBeGreaterThan(0);
      expect(players.content.some((game: { isMaintenance: boolean }) => game.isMaintenance)).toBe(false);
      expect(await job(new Date(after.getTime() + 60_000))).not.toContain(code);
      const ended = (await auditOf('games.vendor.maintenance-ended')).filter((row) => row.target_id === code);
      expect(ended).toEqual([
        expect.objectContaining({
          actor_kind: 'SYSTEM',
          detail: {
            before: { isMaintenance: true, maintenanceUntil: endsAt.toISOString() },
            after: { isMaintenance: false, maintenanceUntil: null },
          },
        }),
      ]);
    });

    it.each([
      ['an unknown vendor', '/wps/admin/games/vendors/NOPE', 404],
      ['a lower-case code', '/wps/admin/games/vendors/lns', 400],
    ])('should refuse %s', async (_name, url, status) => {
      expect((await call('PUT', url, token.staff, { version: 1, isEnabled: false })).statusCode).toBe(status);
    });

    it.each([
      ['a sort order below 0', { sortOrder: -1 }],
      ['a sort order of 2^63', { sortOrder: 2 ** 63 }],
      ['a NUL in the message', { maintenanceMessage: 'a\u0000b' }],
      ['a lone surrogate in the name', { displayName: 'a\uD800b' }],
      ['a message of 100 kB', { maintenanceMessage: 'x'.repeat(100_000) }],
      ['a flag that is a string', { isEnabled: 'false' }],
    ])('should refuse %s with 400, changing nothing', async (_name, change) => {
      const before = await vendor('BAG');
      const response = await call('PUT', '/wps/admin/games/vendors/BAG', token.staff, {
        version: before.version,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(await vendor('BAG')).toEqual(before);
    });
  });

  describe('games', () => {
    it('should filter by vendor, category, status, flags and name, sort and page on the server', async () => {
      const page = await gamesPage('vendor=BAG&pageSize=5&sort=name&order=desc');
      expect(page.list).toHaveLength(5);
      expect(page.total).toBeGreaterThan(5);
      expect(page.list.every((game: { vendorCode: string }) => game.vendorCode === 'BAG')).toBe(true);
      const names = page.list.map((game: { displayName: string }) => game.displayName.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());

      const second = await gamesPage('vendor=BAG&pageSize=5&sort=name&order=desc&pageNo=2');
      expect(second.list.map((game: { nodeId: number }) => game.nodeId)).not.toContain(page.list[0].nodeId);

      const hot = await gamesPage('hot=true&pageSize=100');
      expect(hot.list.every((game: { isHot: boolean }) => game.isHot)).toBe(true);
      const name = page.list[0].displayName.slice(0, 4);
      const byName = await gamesPage(`name=${encodeURIComponent(name.toUpperCase())}&pageSize=100`);
      expect(byName.list.some((game: { nodeId: number }) => game.nodeId === page.list[0].nodeId)).toBe(true);
      const past = await gamesPage('vendor=BAG&pageSize=100&pageNo=999');
      expect(past).toMatchObject({ list: [], total: page.total });
    });

    it('should refuse a sort key it does not know and bad paging', async () => {
      for (const query of [
        'sort=secret',
        'pageSize=1000',
        'pageNo=0',
        'status=GONE',
        'hot=yes',
        `name=${'x'.repeat(100)}`,
      ]) {
        expect((await call('GET', `/wps/admin/games?${query}`, token.staff)).statusCode, query).toBe(400);
      }
    });

    it('should export what is filtered as CSV, formulas neutralised', async () => {
      const [game] = (await gamesPage('vendor=BAG&pageSize=1')).list;
      valueOf(
        await call('PUT', `/wps/admin/games/${game.nodeId}`, token.staff, {
          version: game.version,
          displayName: '=HYPERLINK("http://evil.test")',
        }),
      );
      const response = await call('GET', '/wps/admin/games?vendor=BAG&format=csv', token.staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const lines = response.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'nodeId,vendorCode,gameCode,gameType,displayName,classify,isEnabled,isMaintenance,isHot,isNew,sortOrder,version,updatedAt',
      );
      const total = (await gamesPage('vendor=BAG&pageSize=1')).total;
      expect(lines).toHaveLength(total + 1);
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
      expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);
    });

    it('should edit a game with its version, audited, and refuse a stale one', async () => {
      const [game] = (await gamesPage('vendor=SMP&pageSize=1')).list;
      const saved = valueOf(
        await call('PUT', `/wps/admin/games/${game.nodeId}`, token.staff, {
          version: game.version,
          isHot: !game.isHot,
          isNew: true,
          sortOrder: 7,
        }),
      );
      expect(saved).toMatchObject({ isHot: !game.isHot, isNew: true, sortOrder: 7, version: game.version + 1 });
      expectRefusal(
        await call('PUT', `/wps/admin/games/${game.nodeId}`, token.staff, { version: game.version, isEnabled: false }),
        409,
        'STALE_RECORD',
      );
      expect((await gamesPage('vendor=SMP&pageSize=1&sort=nodeId')).list.find(() => true)).toBeTruthy();
      const audit = (await auditOf('games.game')).filter((row) => row.target_id === String(game.nodeId));
      expect(audit.at(-1)?.detail).toMatchObject({ after: { isHot: !game.isHot, sortOrder: 7 } });
      expectRefusal(
        await call('PUT', '/wps/admin/games/999999999', token.staff, { version: 1, isHot: true }),
        404,
        'NOT_FOUND',
      );
    });

    it('should disable a game so players no longer launch it', async () => {
      const [game] = (await gamesPage('vendor=BAG&status=ENABLED&pageSize=1')).list;
      const saved = valueOf(
        await call('PUT', `/wps/admin/games/${game.nodeId}`, token.staff, {
          version: game.version,
          isMaintenance: true,
        }),
      );
      const launch = await call('POST', '/wps/game/launchGame', token.member, { nodeId: game.nodeId });
      expect(launch.statusCode).toBeGreaterThanOrEqual(400);
      valueOf(
        await call('PUT', `/wps/admin/games/${game.nodeId}`, token.staff, {
          version: saved.version,
          isMaintenance: false,
        }),
      );
    });

    it('should set flags on many games at once, all or none', async () => {
      const { list } = await gamesPage('vendor=KLS&pageSize=3&sort=nodeId');
      const nodeIds = list.map((game: { nodeId: number }) => game.nodeId);
      const versions = list.map((game: { version: number }) => game.version);
      expect(
        valueOf(await call('POST', '/wps/admin/games/bulk', token.staff, { nodeIds, versions, set: { isNew: true } })),
      ).toEqual({
        updated: 3,
      });
      const after = await gamesPage('vendor=KLS&pageSize=3&sort=nodeId');
      expect(after.list.every((game: { isNew: boolean }) => game.isNew)).toBe(true);
      // One stale version among them: nothing changes.
      expectRefusal(
        await call('POST', '/wps/admin/games/bulk', token.staff, { nodeIds, versions, set: { isNew: false } }),
        409,
        'STALE_RECORD',
      );
      expect((await gamesPage('vendor=KLS&pageSize=3&sort=nodeId')).list).toEqual(after.list);
      expect((await auditOf('games.bulk')).length).toBe(3);
      for (const body of [
        { nodeIds, versions: versions.slice(1), set: { isNew: false } },
        { nodeIds: [nodeIds[0], nodeIds[0]], versions: [1, 1], set: { isNew: false } },
        { nodeIds, versions, set: {} },
        { nodeIds: Array.from({ length: 501 }, (_, index) => index + 1), versions: [1], set: { isHot: true } },
      ]) {
        expect((await call('POST', '/wps/admin/games/bulk', token.staff, body)).statusCode).toBe(400);
      }
    });
  });

  describe('feed import', () => {
    const feed = {
      format: 'perya-catalogue/1',
      vendors: [{ code: 'NEWV', name: 'New Vendor', category: 'RNG' }],
      games: [
        { vendor: 'NEWV', code: 'g-1', name: 'Lucky One', type: 'RNG', hot: true },
        { vendor: 'NEWV', code: 'g-2', name: 'Lucky Two', type: 'RNG' },
      ],
    };

    it('should import a pasted feed as ops catalogue import does, with the counts, audited', async () => {
      const result = valueOf(
        await call('POST', '/wps/admin/games/import', token.staff, { content: JSON.stringify(feed) }),
      );
      expect(result).toEqual({ vendors: 1, games: 2, newVendors: 1, newGames: 2 });
      expect((await gamesPage('vendor=NEWV')).total).toBe(2);
      const again = valueOf(
        await call('POST', '/wps/admin/games/import', token.staff, {
          encoding: 'gzip-base64',
          content: gzipSync(JSON.stringify(feed)).toString('base64'),
        }),
      );
      expect(again).toEqual({ vendors: 1, games: 2, newVendors: 0, newGames: 0 });
      expect((await vendor('NEWV')).version).toBe(2);
      const audit = await auditOf('games.import');
      expect(audit.at(-1)).toMatchObject({ actor_kind: 'STAFF', detail: { after: again } });
    });

    it.each([
      ['text that is not JSON', { content: 'not json' }],
      ['a feed of another format', { content: JSON.stringify({ ...feed, format: 'other/1' }) }],
      ['a game of a vendor the feed does not list', { content: JSON.stringify({ ...feed, vendors: [] }) }],
      ['gzip that is not gzip', { encoding: 'gzip-base64', content: 'bm90IGd6aXA=' }],
    ])('should refuse %s with 400, importing nothing', async (_name, body) => {
      const before = (await auditOf('games.import')).length;
      const response = await call('POST', '/wps/admin/games/import', token.staff, body);
      expectRefusal(response, 400, 'VALIDATION');
      expect(await auditOf('games.import')).toHaveLength(before);
    });
  });

  describe('provider signing keys', () => {
    it('should generate a key shown once, stored sealed, listed only by fingerprint; the provider can sign with it', async () => {
      const response = await call('POST', '/wps/admin/games/vendors/LNS/keys', token.staff, { keyId: 'lns-2026-12' });
      expect(response.headers['cache-control']).toBe('no-store');
      const created = valueOf(response);
      expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created.key).toMatchObject({ vendorCode: 'LNS', keyId: 'lns-2026-12', active: true });
      expect(created.key.fingerprint).toMatch(/^[0-9a-f]{12}$/);

      const listed = await call('GET', '/wps/admin/games/keys?vendor=LNS', token.staff);
      expect(listed.body).not.toContain(created.secret);
      expect(valueOf(listed).list).toContainEqual(created.key);

      const [row] = await queryRows<{ secret: string }>(
        sut.database,
        "select secret from provider_keys where vendor_code = 'LNS' and key_id = 'lns-2026-12'",
      );
      expect(row?.secret).toMatch(/^sk1\./);
      expect(row?.secret).not.toContain(created.secret);
      const everything = await queryRows<{ text: string }>(
        sut.database,
        "select string_agg(detail::text, ' ') as text from audit_log where action like 'games.key.%'",
      );
      expect(everything[0]?.text ?? '').not.toContain(created.secret);

      // The opened key is what the provider signs with.
      const active = await sut.app.providersService.activeKeys();
      expect(active.find((key) => key.keyId === 'lns-2026-12')?.secret).toBe(created.secret);

      expectRefusal(
        await call('POST', '/wps/admin/games/vendors/LNS/keys', token.staff, { keyId: 'lns-2026-12' }),
        400,
        'VALIDATION',
      );
      const generated = valueOf(await call('POST', '/wps/admin/games/vendors/LNS/keys', token.staff, {}));
      expect(generated.key.keyId).toMatch(/^lns-\d{8}-[0-9a-f]{6}$/);
    });

    it('should retire a key, audited, and refuse an unknown one', async () => {
      const retired = valueOf(await call('POST', '/wps/admin/games/vendors/LNS/keys/lns-2026-12/retire', token.staff));
      expect(retired).toMatchObject({ keyId: 'lns-2026-12', active: false });
      expect((await sut.app.providersService.activeKeys()).some((key) => key.keyId === 'lns-2026-12')).toBe(false);
      expect(await auditOf('games.key.retire')).toHaveLength(1);
      expectRefusal(
        await call('POST', '/wps/admin/games/vendors/LNS/keys/nope-key/retire', token.staff),
        404,
        'NOT_FOUND',
      );
      expectRefusal(await call('POST', '/wps/admin/games/vendors/NOPE/keys', token.staff, {}), 404, 'NOT_FOUND');
      expect((await call('POST', '/wps/admin/games/vendors/LNS/keys', token.staff, { keyId: 'a b' })).statusCode).toBe(
        400,
      );
    });

    it('should keep the demo keys sealed at rest after start', async () => {
      const rows = await queryRows<{ secret: string }>(sut.database, 'select secret from provider_keys');
      expect(rows.length).toBeGreaterThan(30);
      expect(rows.every((row) => row.secret.startsWith('sk1.'))).toBe(true);
    });

    it('should seal a key an older version stored in clear, and still verify with it', async () => {
      await sut.database.db.execute(
        "insert into provider_keys (vendor_code, key_id, secret) values ('BAG', 'pg-legacy', 'legacy-secret-legacy-secret-legacy-1')",
      );
      expect(await sut.app.providersService.sealStoredKeys()).toBe(1);
      const active = await sut.app.providersService.activeKeys();
      expect(active.find((key) => key.keyId === 'pg-legacy')?.secret).toBe('legacy-secret-legacy-secret-legacy-1');
    });
  });

  it('should refuse a member token on the games routes', async () => {
    for (const [method, url] of [
      ['GET', '/wps/admin/games/vendors'],
      ['GET', '/wps/admin/games'],
      ['GET', '/wps/admin/games/keys'],
      ['POST', '/wps/admin/games/vendors/LNS/keys'],
      ['POST', '/wps/admin/games/import'],
    ] as const) {
      expect((await call(method, url, token.member, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
  });
});
