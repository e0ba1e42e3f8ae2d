import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BetRound, Game, GamePage } from '@perya/contracts';
import { LAUNCH_TOKEN_HOURS } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  openSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import { launchTokenOf, loadDemoFeed, providerCall, reimportDemoFeed } from '../../testing/games-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Launching games over HTTP (spec §2.7 "other games launch directly through the provider", §6,
// §8): who may launch, what, the provider URL and its launch token (checked at the signed provider
// wallet protocol), the "back" link, money moved into the provider's wallet in transfer mode, and
// the member's bet record (personalHistoryCopy) built from the rounds providers reported.

const PORTAL = 'https://portal.perya.test';
const PROVIDER = 'https://games.provider.test';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MEMBER_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type Rows = { tokens: number; recent: number; ledger: number };
const rowsWritten = async (sut: TestApp): Promise<Rows> => ({
  tokens: await countRows(sut.database, 'launch_tokens'),
  recent: await countRows(sut.database, 'member_recent_games'),
  ledger: await countRows(sut.database, 'ledger_transfers'),
});

/** A game of the demo catalogue by vendor and code, as the lists show it. */
const findGame = async (call: Caller, vendor: string, code: string): Promise<Game> => {
  const feed = await loadDemoFeed();
  const name = feed.games.find((game) => game.vendor === vendor && game.code === code)?.name ?? code;
  const page: GamePage = valueOf(
    await call('GET', `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&keyword=${encodeURIComponent(name)}`, null),
  );
  const game = page.content.find((entry) => entry.gameCode === code);
  if (!game) throw new Error(`no game ${vendor}/${code}`);
  return game;
};

describe('launching a game (single wallet, as the demo runs)', () => {
  let sut: TestApp;
  let call: Caller;
  // After every demo round (the demo plays at the real time of the seed).
  const clock = createTestClock(new Date(Date.now() + DAY_MS));
  const token = { player01: '', player02: '', trial01: '', staff: '' };
  const memberId = { player01: 0, player02: 0, trial01: 0 };
  let slot: Game;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, config: { publicUrl: PORTAL, providerLaunchUrl: PROVIDER } });
    call = createCaller(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, Object.keys(memberId) as Array<keyof typeof memberId>));
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.trial01 = await openSession(sut.app, memberId.trial01);
    token.staff = await loginStaff(sut.app);
    slot = await findGame(call, 'LNS', 'LNS_0007');
  });
  afterAll(async () => {
    await sut.close();
  });

  const launch = (bearer: string | null, body: Record<string, unknown>, lang = 'EN') =>
    call('POST', '/wps/game/launchGame', bearer, body, lang);
  const balanceOf = async (bearer: string) => valueOf(await call('GET', '/wps/v2/wallets/balance', bearer));

  it('should launch and list the games of a vendor again from the end of its maintenance, before any job ends it', async () => {
    const vendorOf = async () =>
      valueOf(await call('GET', '/wps/admin/games/vendors', token.staff)).list.find(
        (entry: { code: string }) => entry.code === 'LNS',
      );
    const endsAt = new Date(clock.now().getTime() + 1000);
    const saved = valueOf(
      await call('PUT', '/wps/admin/games/vendors/LNS', token.staff, {
        version: (await vendorOf()).version,
        isMaintenance: true,
        maintenanceMessage: 'A short upgrade',
        maintenanceUntil: endsAt.toISOString(),
      }),
    );
    // Another of the vendor's games than the suite's slot, whose first launch later tests count.
    const game = await findGame(call, 'LNS', 'LNS_0003');
    const body = { nodeId: game.nodeId, device: 'MOBILE', language: 'EN' };
    // What the player's lists say of the vendor: its menu entry, its games' page (the same query
    // each time, so a remembered page would be served again) and the maintenance notices.
    const listed = async () => {
      const menus: { lanes: Array<{ vendors: Array<{ vassalage: string; isMaintenance: boolean }> }> } = valueOf(
        await call('GET', '/lgw/games/game_menus?platform=html5-desktop', null),
      );
      const page: GamePage = valueOf(
        await call('GET', '/wps/relay/GCSGAME_gameList?select=ALL&vassalage=LNS&pageNo=1&pageSize=5', null),
      );
      const notices: { list: Array<{ vassalage: string | null; id: number }> } = valueOf(
        await call('GET', '/wps/relay/MCSFE_getListAnnouncements', null),
      );
      const inMenu = menus.lanes.flatMap((lane) => lane.vendors).filter((entry) => entry.vassalage === 'LNS');
      return {
        menu: inMenu.length > 0 && inMenu.every((entry) => entry.isMaintenance),
        games: page.content.length > 0 && page.content.every((entry) => entry.isMaintenance),
        notice: notices.list.some((notice) => notice.vassalage === 'LNS' && notice.id < 0),
      };
    };
    try {
      expectRefusal(await launch(token.player01, body), 409, 'GAME_MAINTENANCE');
      expect(await listed()).toEqual({ menu: true, games: true, notice: true });
      clock.advance(1000);
      // The end has come on the test clock; the flag is still set (the minute job has not run).
      expect(await vendorOf()).toMatchObject({ isMaintenance: true, maintenanceUntil: endsAt.toISOString() });
      expect(valueOf(await launch(token.player01, body))).toMatchObject({ vassalage: 'LNS' });
      // The lists say so too, though they were read (and remembered) a second ago.
      expect(await listed()).toEqual({ menu: false, games: false, notice: false });
    } finally {
      await call('PUT', '/wps/admin/games/vendors/LNS', token.staff, {
        version: saved.version,
        isMaintenance: false,
        maintenanceMessage: null,
        maintenanceUntil: null,
      });
    }
  });

  describe('who may launch', () => {
    it('should ask a guest to log in (401 AUTH_REQUIRED), writing nothing', async () => {
      const before = await rowsWritten(sut);
      expectRefusal(await launch(null, { nodeId: slot.nodeId }), 401, 'AUTH_REQUIRED');
      expect(await rowsWritten(sut)).toEqual(before);
    });

    it('should ask a trial account to register (TRIAL_FORBIDDEN), writing nothing', async () => {
      const before = await rowsWritten(sut);
      const refused = await launch(token.trial01, { nodeId: slot.nodeId });
      expectRefusal(refused, 403, 'TRIAL_FORBIDDEN');
      expect(refused.json().message).toBe('Please Register an Account first');
      expect(await rowsWritten(sut)).toEqual(before);
    });

    it('should refuse a back-office session (FORBIDDEN)', async () => {
      expectRefusal(await launch(token.staff, { nodeId: slot.nodeId }), 403, 'FORBIDDEN');
    });
  });

  describe('what may be launched', () => {
    it('should answer NOT_FOUND for an unknown game, writing nothing', async () => {
      const before = await rowsWritten(sut);
      expectRefusal(await launch(token.player01, { nodeId: 987_654_321 }), 404, 'NOT_FOUND');
      expect(await rowsWritten(sut)).toEqual(before);
    });

    it.each([
      ['no node id', () => ({})],
      ['a node id of 0', () => ({ nodeId: 0 })],
      ['a node id in text', () => ({ nodeId: slot.gameCode })],
      ['an unknown device', () => ({ nodeId: slot.nodeId, device: 'TV' })],
      ['an unknown language', () => ({ nodeId: slot.nodeId, language: 'XX' })],
      ['a back URL of 513 characters', () => ({ nodeId: slot.nodeId, backUrl: `/${'a'.repeat(512)}` })],
    ])('should refuse %s with VALIDATION in the caller’s language, writing nothing', async (_case, body) => {
      const before = await rowsWritten(sut);
      const tagalog = await launch(token.player01, body(), 'TY');
      const english = await launch(token.player01, body(), 'EN');
      expectRefusal(tagalog, 400, 'VALIDATION');
      expectRefusal(english, 400, 'VALIDATION');
      expect(tagalog.json().message).not.toBe(english.json().message);
      expect(await rowsWritten(sut)).toEqual(before);
    });
  });

  describe('a successful launch', () => {
    it("should answer the provider's game URL with the token, vendor, game, language, currency and the way back", async () => {
      const before = await rowsWritten(sut);
      const balance = await balanceOf(token.player01);
      clock.advance(MINUTE_MS);
      const launched = valueOf(await launch(token.player01, { nodeId: slot.nodeId, device: 'MOBILE', language: 'EN' }));
      expect(launched).toMatchObject({ gameName: slot.displayName, vassalage: 'LNS', transferredMinor: null });

      const url = new URL(launched.url);
      expect(url.origin + url.pathname).toBe(`${PROVIDER}/game`);
      expect([...url.searchParams.keys()].sort()).toEqual(['back', 'currency', 'game', 'lang', 'token', 'vendor']);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        vendor: 'LNS',
        game: slot.gameCode,
        lang: 'EN',
        currency: 'PHP',
        back: `${PORTAL}/`,
      });
      expect(launchTokenOf(launched.url).length).toBeGreaterThanOrEqual(16);

      // A launch token and a recent-game entry; in single-wallet mode no money moves.
      const after = await rowsWritten(sut);
      expect(after).toEqual({ tokens: before.tokens + 1, recent: before.recent + 1, ledger: before.ledger });
      expect(await balanceOf(token.player01)).toEqual(balance);
      const recent: GamePage = valueOf(await call('GET', '/wps/relay/GCS_recentGame', token.player01));
      expect(recent.content[0]?.nodeId).toBe(slot.nodeId);
    });

    it("should open the game in the caller's language unless the launch names one", async () => {
      const inTagalog = valueOf(await launch(token.player01, { nodeId: slot.nodeId }, 'TY'));
      expect(new URL(inTagalog.url).searchParams.get('lang')).toBe('TY');
      const named = valueOf(await launch(token.player01, { nodeId: slot.nodeId, language: 'EN' }, 'TY'));
      expect(new URL(named.url).searchParams.get('lang')).toBe('EN');
    });

    it('should issue a new launch token each time', async () => {
      const first = launchTokenOf(valueOf(await launch(token.player01, { nodeId: slot.nodeId })).url);
      const second = launchTokenOf(valueOf(await launch(token.player01, { nodeId: slot.nodeId })).url);
      expect(first).not.toBe(second);
    });

    it('should keep a same-site back path', async () => {
      const launched = valueOf(await launch(token.player01, { nodeId: slot.nodeId, backUrl: '/rng?vassalage=LNS' }));
      expect(new URL(launched.url).searchParams.get('back')).toBe(`${PORTAL}/rng?vassalage=LNS`);
    });

    it.each([
      'https://evil.example/x',
      '//evil.example',
      '//evil.example/rng',
      'http://portal.perya.test.evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '/\\evil.example/x',
      '/\t/evil.example/x',
    ])('should send "back" to the portal root, never to another site, for %j', async (backUrl) => {
      const launched = valueOf(await launch(token.player01, { nodeId: slot.nodeId, backUrl }));
      const back = new URL(launched.url).searchParams.get('back') ?? '';
      expect(new URL(back).origin).toBe(PORTAL);
      expect(back).toBe(`${PORTAL}/`);
    });
  });

  describe('the bet record (GET /wps/v2/records/bets)', () => {
    type BetPage = {
      list: BetRound[];
      pageNo: number;
      pageSize: number;
      total: number;
      totalPages: number;
      totals: { betMinor: string; winMinor: string; netMinor: string };
    };
    const record = async (query: string, bearer = token.player01): Promise<BetPage> =>
      valueOf(await call('GET', `/wps/v2/records/bets?${query}`, bearer));
    const sumOf = (list: BetRound[]) => ({
      betMinor: list.reduce((sum, round) => sum + BigInt(round.betMinor), 0n).toString(),
      winMinor: list.reduce((sum, round) => sum + BigInt(round.winMinor), 0n).toString(),
      netMinor: list.reduce((sum, round) => sum + BigInt(round.netMinor), 0n).toString(),
    });
    let all: BetPage;

    beforeAll(async () => {
      all = await record('pageSize=100');
    });

    it("should list every round the demo played for player01, newest first, with totals equal to the page's sum", async () => {
      const [rounds] = await queryRows<{ count: number; bet: string; win: string }>(
        sut.database,
        `select count(*)::int as count, sum(bet_total)::text as bet, sum(win_total)::text as win
           from provider_rounds where member_id = $1`,
        [memberId.player01],
      );
      expect(all.total).toBe(rounds?.count);
      expect(all.total).toBeGreaterThan(20);
      expect(all.total).toBeLessThanOrEqual(100);
      expect(all).toMatchObject({ pageNo: 1, pageSize: 100, totalPages: 1 });
      expect(all.list).toHaveLength(all.total);
      expect(all.totals).toEqual(sumOf(all.list));
      expect(all.totals.betMinor).toBe(rounds?.bet);
      expect(all.totals.winMinor).toBe(rounds?.win);
      for (const round of all.list) {
        expect(round).toMatchObject({ currency: 'PHP', status: 'CLOSED', vendorName: expect.any(String) });
        expect(BigInt(round.netMinor)).toBe(BigInt(round.winMinor) - BigInt(round.betMinor));
        expect(round.startedAt).toMatch(MEMBER_TIME);
        expect(round.settledAt).toMatch(MEMBER_TIME);
        expect(round.gameName).not.toBe(round.gameCode);
      }
      const started = all.list.map((round) => round.startedAt);
      expect(started).toEqual([...started].sort().reverse());
    });

    it('should page the same rounds, with the totals of all of them on every page', async () => {
      const seen: string[] = [];
      const pages = Math.ceil(all.total / 10);
      for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
        const page = await record(`pageSize=10&pageNo=${pageNo}`);
        expect({ total: page.total, totalPages: page.totalPages, totals: page.totals }).toEqual({
          total: all.total,
          totalPages: pages,
          totals: all.totals,
        });
        seen.push(...page.list.map((round) => round.roundId));
      }
      expect(seen).toEqual(all.list.map((round) => round.roundId));
    });

    it('should filter by vendor, the vendors adding up to the whole record', async () => {
      const vendors = [...new Set(all.list.map((round) => round.vassalage))];
      expect(vendors.length).toBeGreaterThan(1);
      let count = 0;
      let bet = 0n;
      for (const vassalage of vendors) {
        const page = await record(`pageSize=100&vassalage=${vassalage}`);
        const expected = all.list.filter((round) => round.vassalage === vassalage);
        expect(page.list.map((round) => round.roundId)).toEqual(expected.map((round) => round.roundId));
        expect(page.total).toBe(expected.length);
        expect(page.totals).toEqual(sumOf(expected));
        count += page.total;
        bet += BigInt(page.totals.betMinor);
      }
      expect(count).toBe(all.total);
      expect(bet.toString()).toBe(all.totals.betMinor);
      expect((await record('vassalage=NOPE')).total).toBe(0);
    });

    it('should filter by game type, the types adding up to the whole record', async () => {
      const types = [...new Set(all.list.map((round) => round.gameType))];
      expect(types).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP']));
      let count = 0;
      for (const gameType of types) {
        const page = await record(`pageSize=100&gameType=${gameType}`);
        const expected = all.list.filter((round) => round.gameType === gameType);
        expect(page.list.every((round) => round.gameType === gameType)).toBe(true);
        expect(page.total).toBe(expected.length);
        expect(page.totals).toEqual(sumOf(expected));
        count += page.total;
      }
      expect(count).toBe(all.total);
      expect((await record('gameType=COCKFIGHT')).total).toBe(0);
    });

    it("should filter by the member's calendar days, the days adding up to the whole record", async () => {
      const days = [...new Set(all.list.map((round) => round.startedAt.slice(0, 10)))];
      expect(days.length).toBeGreaterThan(7);
      let count = 0;
      for (const day of days) {
        const page = await record(`pageSize=100&from=${day}&to=${day}`);
        expect(page.list.every((round) => round.startedAt.startsWith(day))).toBe(true);
        expect(page.total).toBe(all.list.filter((round) => round.startedAt.startsWith(day)).length);
        count += page.total;
      }
      expect(count).toBe(all.total);
      const sorted = [...days].sort();
      const span = await record(`pageSize=100&from=${sorted[0]}&to=${sorted[sorted.length - 1]}`);
      expect(span.total).toBe(all.total);
    });

    it.each([
      ['from=2026-02-30', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=yesterday', 'from'],
      ['to=21-11-2026', 'to'],
      ['pageSize=0', 'pageSize'],
      ['gameType=CASINO', 'gameType'],
    ])('should refuse %s with VALIDATION in the caller’s language', async (query, field) => {
      const english = await call('GET', `/wps/v2/records/bets?${query}`, token.player01, undefined, 'EN');
      const tagalog = await call('GET', `/wps/v2/records/bets?${query}`, token.player01, undefined, 'TY');
      expectRefusal(english, 400, 'VALIDATION');
      expectRefusal(tagalog, 400, 'VALIDATION');
      expect(Object.keys(english.json().value.fields)).toContain(field);
      expect(english.json().message).not.toBe(tagalog.json().message);
    });

    it('should show a member who never played an empty record', async () => {
      const empty = await record('', token.player02);
      expect(empty).toMatchObject({ list: [], total: 0, totals: { betMinor: '0', winMinor: '0', netMinor: '0' } });
    });

    it('should refuse guests and trial accounts', async () => {
      expectRefusal(await call('GET', '/wps/v2/records/bets', null), 401, 'AUTH_REQUIRED');
      expectRefusal(await call('GET', '/wps/v2/records/bets', token.trial01), 403, 'TRIAL_FORBIDDEN');
    });
  });

  describe('the launch token at the provider', () => {
    it('should tell the provider who is playing, with the balance its bets will use (the main wallet)', async () => {
      const launched = valueOf(await launch(token.player01, { nodeId: slot.nodeId }));
      const answer = await providerCall(sut.app, clock, 'LNS', 'authenticate', { token: launchTokenOf(launched.url) });
      expect(valueOf(answer)).toEqual({
        user: String(memberId.player01),
        account: 'player01',
        nickname: expect.any(String),
        currency: 'PHP',
        balance: (await balanceOf(token.player01)).balanceMinor,
        language: expect.any(String),
      });
    });

    it('should refuse the token at another vendor, an unknown token and an unsigned call', async () => {
      const launched = valueOf(await launch(token.player01, { nodeId: slot.nodeId }));
      const launchToken = launchTokenOf(launched.url);
      expectRefusal(
        await providerCall(sut.app, clock, 'BAG', 'authenticate', { token: launchToken }),
        401,
        'TOKEN_INVALID',
      );
      expectRefusal(
        await providerCall(sut.app, clock, 'LNS', 'authenticate', { token: 'x'.repeat(43) }),
        401,
        'TOKEN_INVALID',
      );
      expectRefusal(
        await providerCall(sut.app, clock, 'LNS', 'authenticate', { token: launchToken }, { sign: false }),
        401,
        'SIGNATURE_INVALID',
      );
    });

    it(`should stop authenticating a token after ${LAUNCH_TOKEN_HOURS} hours`, async () => {
      const launched = valueOf(await launch(token.player01, { nodeId: slot.nodeId }));
      const launchToken = launchTokenOf(launched.url);
      clock.advance(LAUNCH_TOKEN_HOURS * 3_600_000 + 1000);
      expectRefusal(
        await providerCall(sut.app, clock, 'LNS', 'authenticate', { token: launchToken }),
        401,
        'TOKEN_EXPIRED',
      );
    });
  });
});

describe('launching a game in transfer-wallet mode', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Date.now() + DAY_MS));
  let player01 = '';
  let staff = '';
  let memberId = 0;

  beforeAll(async () => {
    sut = await createTestApp({
      seedDemo: true,
      clock,
      walletMode: 'transfer',
      config: { publicUrl: PORTAL, providerLaunchUrl: PROVIDER },
    });
    call = createCaller(sut.app);
    player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    staff = await loginStaff(sut.app);
    memberId = (await demoMemberIds(sut.app, ['player01'])).player01;
  });
  afterAll(async () => {
    await sut.close();
  });

  const wallets = async () => {
    const value = valueOf(await call('GET', '/wps/v2/wallets', player01));
    const byCode = new Map<string, bigint>(
      (value.wallets as Array<{ wallet: string; balanceMinor: string }>).map((entry) => [
        entry.wallet,
        BigInt(entry.balanceMinor),
      ]),
    );
    return { byCode, of: (code: string) => byCode.get(code) ?? 0n, total: BigInt(value.totalMinor) };
  };
  const available = async () => BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', player01)).availableMinor);
  const moveToProvider = async (wallet: string, amountMinor: bigint) =>
    valueOf(
      await call('POST', '/wps/relay/GCS_walletTransfer', player01, {
        requestId: randomUUID(),
        fromWallet: 'MAIN',
        toWallet: wallet,
        amountMinor: amountMinor.toString(),
      }),
    );
  /** Every provider wallet back to the main wallet. */
  const recall = async () =>
    valueOf(await call('POST', '/wps/v2/wallets/recall', player01, { requestId: randomUUID() }));
  const autoTransfer = async (on: boolean) => {
    const { version } = valueOf(await call('GET', '/wps/admin/settings/wallet', staff));
    return valueOf(await call('PUT', '/wps/admin/settings/wallet', staff, { autoTransferOnLaunch: on, version }));
  };
  const launch = (nodeId: number, lang = 'EN') => call('POST', '/wps/game/launchGame', player01, { nodeId }, lang);
  const sumOfOthers = (state: Awaited<ReturnType<typeof wallets>>, except: string[]) =>
    [...state.byCode.entries()]
      .filter(([code]) => !except.includes(code))
      .reduce((sum, [, balance]) => sum + balance, 0n);

  it("should bring the main wallet's available money and every other provider wallet into the launched vendor's wallet, exactly", async () => {
    expect(valueOf(await call('GET', '/wps/relay/GCS_merchantWallet', player01))).toEqual({ isSingle: false });
    await moveToProvider('BGS', 5_000n);
    await moveToProvider('TALA', 3_000n);
    const before = await wallets();
    const freeInMain = await available();
    expect(before.of('BGS')).toBe(5_000n);
    expect(before.of('TALA')).toBe(3_000n);
    const elsewhere = sumOfOthers(before, ['MAIN', 'LNS']);

    const game = await findGame(call, 'LNS', 'LNS_0003');
    clock.advance(MINUTE_MS);
    const launched = valueOf(await launch(game.nodeId));
    expect(launched.transferredMinor).toBe((freeInMain + elsewhere).toString());

    const after = await wallets();
    expect(after.of('MAIN')).toBe(before.of('MAIN') - freeInMain);
    expect(after.of('LNS')).toBe(before.of('LNS') + freeInMain + elsewhere);
    expect(sumOfOthers(after, ['MAIN', 'LNS'])).toBe(0n);
    expect(after.total).toBe(before.total);
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);

    // The provider sees the money it can play with: its own wallet's.
    const player = valueOf(
      await providerCall(sut.app, clock, 'LNS', 'authenticate', { token: launchTokenOf(launched.url) }),
    );
    expect(player.balance).toBe(after.of('LNS').toString());
  });

  it('should move everything on to the next vendor launched', async () => {
    const before = await wallets();
    const freeInMain = await available();
    const game = await findGame(call, 'ISDA', 'ISDA_BANGUS');
    clock.advance(MINUTE_MS);
    const launched = valueOf(await launch(game.nodeId));
    const after = await wallets();
    expect(launched.transferredMinor).toBe(
      (before.of('LNS') + freeInMain + sumOfOthers(before, ['MAIN', 'LNS', 'ISDA'])).toString(),
    );
    expect(after.of('LNS')).toBe(0n);
    expect(after.of('ISDA')).toBe(before.total - (before.of('MAIN') - freeInMain));
    expect(after.total).toBe(before.total);
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });

  it('should move nothing when the operator turned auto-transfer off', async () => {
    await autoTransfer(false);
    try {
      await recall();
      await moveToProvider('BGS', 1_000n);
      const before = await wallets();
      const rows = await rowsWritten(sut);
      const game = await findGame(
        call,
        'TALA',
        (await loadDemoFeed()).games.find((entry) => entry.vendor === 'TALA')?.code ?? '',
      );
      const launched = valueOf(await launch(game.nodeId));
      expect(launched.transferredMinor).toBeNull();
      expect((await wallets()).byCode).toEqual(before.byCode);
      expect(await rowsWritten(sut)).toEqual({ ...rows, tokens: rows.tokens + 1, recent: rows.recent + 1 });
    } finally {
      await autoTransfer(true);
    }
  });

  it.each([
    ['the game', { games: { 'BAG:BAG_0002': { maintenance: true } } }],
    ['its vendor', { vendors: { BAG: { maintenance: true } } }],
  ])(
    'should refuse GAME_MAINTENANCE when %s is under maintenance, moving no money and writing nothing',
    async (_what, changes) => {
      const game = await findGame(call, 'BAG', 'BAG_0002');
      await recall();
      await moveToProvider('BGS', 500n);
      await reimportDemoFeed(sut.app, changes);
      try {
        const before = await wallets();
        const rows = await rowsWritten(sut);
        const recent: GamePage = valueOf(await call('GET', '/wps/relay/GCS_recentGame', player01));

        const refused = await launch(game.nodeId, 'TY');
        expectRefusal(refused, 409, 'GAME_MAINTENANCE');
        expect(refused.json().message).not.toBe((await launch(game.nodeId, 'EN')).json().message);

        expect(await rowsWritten(sut)).toEqual(rows);
        expect((await wallets()).byCode).toEqual(before.byCode);
        expect(valueOf(await call('GET', '/wps/relay/GCS_recentGame', player01))).toEqual(recent);
      } finally {
        await reimportDemoFeed(sut.app);
      }
      // Back from maintenance, it launches (and brings the money along).
      const launched = valueOf(await launch(game.nodeId));
      expect(BigInt(launched.transferredMinor)).toBeGreaterThan(0n);
      expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
    },
  );

  it('should record a launched game for the member, the latest first', async () => {
    const game = await findGame(call, 'SMP', 'SMP_0009');
    clock.advance(MINUTE_MS);
    valueOf(await launch(game.nodeId));
    const recent: GamePage = valueOf(await call('GET', '/wps/relay/GCS_recentGame', player01));
    expect(recent.content[0]?.nodeId).toBe(game.nodeId);
    const [row] = await queryRows<{ count: number }>(
      sut.database,
      'select count(*)::int as count from launch_tokens where member_id = $1 and node_id = $2',
      [memberId, game.nodeId],
    );
    expect(row?.count).toBe(1);
  });
});
