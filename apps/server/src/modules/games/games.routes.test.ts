import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Game, GameMenus, GamePage, VendorLane } from '@perya/contracts';
import { HOT_GAMES_MAX, WINNER_BOARD_LIMIT } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  openSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import {
  feedGame,
  launchTokenOf,
  loadDemoFeed,
  playRound,
  reimportDemoFeed,
  setVendorMaintenanceElsewhere,
} from '../../testing/games-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import type { CatalogueFeed } from './index';

// The game catalogue over HTTP (spec §2.7, §3, §4, §7.2) on the demo catalogue of about 10,000
// games: menus and vendor lanes after the grouping rules, lists with their filters, search and
// pages, hot games, vendors' game types, new-game vendors, game notices, the winner board,
// favourites, recent games and images. Expectations are read from the demo feed itself.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MENU_CACHE_MS = 30_000;
const SVG = /^image\/svg\+xml/;

/** The lanes of the menu in the portal's category order, as the demo catalogue fills them. */
const DEMO_LANES = ['LIVE', 'RNG', 'FISH', 'PVP', 'BGS', 'BINGO', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];

const laneOf = (menus: GameMenus, title: string): VendorLane => {
  const lane = menus.lanes.find((entry) => entry.title === title);
  if (!lane) throw new Error(`no ${title} lane in ${menus.lanes.map((entry) => entry.title).join(', ')}`);
  return lane;
};
const codesOf = (lane: VendorLane) => lane.vendors.map((vendor) => vendor.vassalage);
const vendorIn = (menus: GameMenus, code: string) =>
  menus.lanes.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === code);

describe('the game catalogue', () => {
  let sut: TestApp;
  let call: Caller;
  let feed: CatalogueFeed;
  // After every demo round (the demo plays at the real time of the seed): launches made here are the latest.
  const clock = createTestClock(new Date(Date.now() + DAY_MS));
  const token = { player01: '', player02: '', agent01: '', trial01: '' };
  const memberId = { player01: 0, player02: 0, agent01: 0, trial01: 0 };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    feed = await loadDemoFeed();
    Object.assign(memberId, await demoMemberIds(sut.app, Object.keys(memberId) as Array<keyof typeof memberId>));
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.agent01 = await loginMember(sut.app, sut.database, 'agent01', 'Agent2026');
    token.trial01 = await openSession(sut.app, memberId.trial01);
  });
  afterAll(async () => {
    await sut.close();
  });

  const menus = async (): Promise<GameMenus> => valueOf(await call('GET', '/lgw/games/game_menus', null));
  const gameList = async (query: string, bearer: string | null = null): Promise<GamePage> =>
    valueOf(await call('GET', `/wps/relay/GCSGAME_gameList?${query}`, bearer));
  const feedGames = (keep: (game: CatalogueFeed['games'][number]) => boolean) => feed.games.filter(keep);
  /** A game of the catalogue by vendor and code, as the lists show it. */
  const gameByCode = async (vendor: string, code: string): Promise<Game> => {
    const name = feed.games.find((game) => game.vendor === vendor && game.code === code)?.name ?? code;
    const page = await gameList(`vassalage=${vendor}&keyword=${encodeURIComponent(name)}`);
    const game = page.content.find((entry) => entry.gameCode === code);
    if (!game) throw new Error(`no game ${vendor}/${code}`);
    return game;
  };
  const launch = async (bearer: string, nodeId: number) =>
    valueOf(await call('POST', '/wps/game/launchGame', bearer, { nodeId }));

  describe('menus and vendor lanes (spec §4 grouping)', () => {
    it('should list one lane per category in the portal order, each demo vendor exactly once', async () => {
      const value = await menus();
      expect(value.lanes.map((lane) => lane.title)).toEqual(DEMO_LANES);
      const listed = value.lanes.flatMap(codesOf);
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(new Set(feed.vendors.map((vendor) => vendor.code)));
      expect(value.imageHost).toBe('/lgw/images');
      for (const lane of value.lanes) {
        expect(lane.hasVendors).toBe(true);
        for (const vendor of lane.vendors) expect(vendor.gameCategory).toBe(lane.title);
      }
    });

    it('should move the e-sports and cockfight vendors filed under SPORTS into their own lanes', async () => {
      const value = await menus();
      const filedUnderSports = feed.vendors
        .filter((vendor) => vendor.category === 'SPORTS')
        .map((vendor) => vendor.code);
      expect(filedUnderSports).toEqual(
        expect.arrayContaining(['BTI', 'TFG', 'SV3', 'WS168', 'DS88', 'IA', 'AVIA', 'DIG', 'WGB']),
      );
      expect(codesOf(laneOf(value, 'SPORTS'))).toEqual(['BTI', 'SABA', 'LKS', 'VRT']);
      expect(codesOf(laneOf(value, 'ESPORTS'))).toEqual(['TFG', 'IA', 'AVIA']);
      expect(codesOf(laneOf(value, 'COCKFIGHT'))).toEqual(['SV3', 'WS168', 'DS88', 'DIG', 'WGB']);
      expect(laneOf(value, 'COCKFIGHT')).toMatchObject({ nameKey: 'con_cock', page: '/cockfight' });
      expect(laneOf(value, 'ESPORTS')).toMatchObject({ nameKey: 'compete_game', page: '/esports' });
      // These lanes launch the vendor's lobby (its first game) directly.
      for (const code of ['BTI', 'TFG', 'SV3', 'WS168', 'DS88', 'SABA', 'IA', 'DIG']) {
        const lobby = vendorIn(value, code)?.lobbyGame;
        const game = feed.games.find((entry) => entry.vendor === code);
        expect(lobby).toMatchObject({ gameCode: game?.code, gameType: game?.type });
      }
    });

    it('should form the in-house lane from the RNG vendor excluded from RNG, and leave the slot vendors in RNG', async () => {
      const value = await menus();
      expect(feed.vendors.find((vendor) => vendor.code === 'BGS')?.category).toBe('RNG');
      expect(laneOf(value, 'BGS')).toMatchObject({ nameKey: 'in_house', page: '/bgs', hasVendors: true });
      expect(codesOf(laneOf(value, 'BGS'))).toEqual(['BGS']);
      const slots = feed.vendors.filter((vendor) => vendor.category === 'RNG' && vendor.code !== 'BGS');
      expect(codesOf(laneOf(value, 'RNG'))).toEqual(slots.map((vendor) => vendor.code));
      expect(laneOf(value, 'RNG').vendors.every((vendor) => vendor.gameCount === 1000)).toBe(true);
      // List centres list games; they open no single lobby game.
      expect(laneOf(value, 'RNG').vendors.every((vendor) => vendor.lobbyGame === null)).toBe(true);
    });

    it('should show the bingo vendor in its lane with the bingo tab, and keep the prize mode LOTT for an e-lotto-only ELOTT lane', async () => {
      const value = await menus();
      expect(laneOf(value, 'BINGO')).toMatchObject({ hasVendors: true, gameClassify: ['BG'] });
      expect(codesOf(laneOf(value, 'BINGO'))).toEqual(['BNG']);
      expect(codesOf(laneOf(value, 'ELOTT'))).toEqual(['PLT', 'SWT', 'KNO']);
      expect(codesOf(laneOf(value, 'LOTT'))).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'PERYA_LOTTO']);
      expect(value.prizeMode).toBe('LOTT');
    });

    it("should count each vendor's games and tabs as its game list does", async () => {
      const value = await menus();
      for (const lane of value.lanes) {
        const tabs = new Set(
          feedGames((game) => lane.vendors.some((vendor) => vendor.vassalage === game.vendor)).map(
            (game) => game.classify,
          ),
        );
        expect(new Set(lane.gameClassify)).toEqual(new Set([...tabs].filter((tab) => tab !== null)));
        for (const vendor of lane.vendors) {
          expect(vendor.gameCount).toBe(feedGames((game) => game.vendor === vendor.vassalage).length);
          expect((await gameList(`vassalage=${vendor.vassalage}&pageSize=1`)).total).toBe(vendor.gameCount);
        }
      }
    });

    it('should say whether each vendor is under maintenance: none is in the demo, and there is no maintenance notice', async () => {
      const value = await menus();
      expect(value.lanes.flatMap((lane) => lane.vendors).filter((vendor) => vendor.isMaintenance)).toEqual([]);
      const notices = valueOf(await call('GET', '/wps/relay/MCSFE_getListAnnouncements', null));
      expect(notices.list.filter((notice: { vassalage: string | null }) => notice.vassalage !== null)).toEqual([]);
    });
  });

  describe('GCSGAME_gameList', () => {
    it('should give 30 games to a page by default, out of the whole catalogue', async () => {
      const page = await gameList('clientType=3&platform=html5-desktop&language=EN');
      expect(page).toMatchObject({ pageNum: 1, pageSize: 30, total: feed.games.length });
      expect(page.content).toHaveLength(30);
      expect(page.totalPages).toBe(Math.ceil(feed.games.length / 30));
    });

    it('should give 12 games to a page for the in-house crash vendor, whatever size is asked', async () => {
      const page = await gameList('vassalage=BGS&pageSize=30');
      const inHouse = feedGames((game) => game.vendor === 'BGS');
      expect(page).toMatchObject({ pageNum: 1, pageSize: 12, total: inHouse.length, totalPages: 1 });
      expect(page.content.map((game) => game.gameCode)).toEqual(
        expect.arrayContaining(inHouse.map((game) => game.code)),
      );
      expect(page.content.every((game) => game.vassalage === 'BGS' && game.gameType === 'BGS')).toBe(true);
    });

    it.each([
      ['gameType=LIVE', (game: CatalogueFeed['games'][number]) => game.type === 'LIVE'],
      ['gameType=COCKFIGHT', (game: CatalogueFeed['games'][number]) => game.type === 'COCKFIGHT'],
      ['vassalage=TALA', (game: CatalogueFeed['games'][number]) => game.vendor === 'TALA'],
      [
        'gameType=RNG&gameClassify=JP',
        (game: CatalogueFeed['games'][number]) => game.type === 'RNG' && game.classify === 'JP',
      ],
      ['gameClassify=BG', (game: CatalogueFeed['games'][number]) => game.classify === 'BG'],
      ['gameType=RNG&select=NEW', (game: CatalogueFeed['games'][number]) => game.type === 'RNG' && game.new],
      ['select=HOT', (game: CatalogueFeed['games'][number]) => game.hot],
      ['vassalage=SMP&select=HOT', (game: CatalogueFeed['games'][number]) => game.vendor === 'SMP' && game.hot],
      ['select=ALL&vassalage=ALON', (game: CatalogueFeed['games'][number]) => game.vendor === 'ALON'],
    ])('should filter by %s', async (query, keep) => {
      const expected = feedGames(keep);
      expect(expected.length).toBeGreaterThan(0);
      const page = await gameList(query);
      expect(page.total).toBe(expected.length);
      expect(page.content.length).toBe(Math.min(30, expected.length));
      const codes = new Set(expected.map((game) => `${game.vendor}:${game.code}`));
      for (const game of page.content) expect(codes.has(`${game.vassalage}:${game.gameCode}`)).toBe(true);
      const params = new URLSearchParams(query);
      for (const game of page.content) {
        if (params.get('select') === 'HOT') expect(game.isHot).toBe(1);
        if (params.get('select') === 'NEW') expect(game.isNew).toBe(true);
        if (params.get('gameClassify')) expect(game.classify).toBe(params.get('gameClassify'));
      }
    });

    it('should page through a 1,000-game vendor without repeating or missing a game, with the same totals on every page', async () => {
      const first = await gameList('vassalage=LNS');
      expect(first).toMatchObject({ total: 1000, totalPages: 34, pageSize: 30 });
      const seen: number[] = [];
      for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1) {
        const page = await gameList(`vassalage=LNS&pageNo=${pageNo}`);
        expect({ total: page.total, totalPages: page.totalPages, pageNum: page.pageNum }).toEqual({
          total: 1000,
          totalPages: 34,
          pageNum: pageNo,
        });
        expect(page.content.length).toBe(pageNo < 34 ? 30 : 10);
        seen.push(...page.content.map((game) => game.nodeId));
      }
      expect(seen).toHaveLength(1000);
      expect(new Set(seen).size).toBe(1000);
      expect(new Set((await gameList('vassalage=LNS&pageSize=1')).content.map((game) => game.vassalage))).toEqual(
        new Set(['LNS']),
      );
    });

    it('should still report the total on a page past the last one', async () => {
      const page = await gameList('vassalage=LNS&pageNo=35');
      expect(page.content).toEqual([]);
      expect({ total: page.total, totalPages: page.totalPages }).toEqual({ total: 1000, totalPages: 34 });
    });

    it('should find games by any part of the name, whatever the case, across the whole catalogue', async () => {
      const sample = feed.games.find(
        (game) => game.vendor === 'MYN' && game.name.split(' ').some((w) => w.length >= 6),
      );
      const word = sample?.name.split(' ').find((w) => w.length >= 6) ?? '';
      // A part of a word, in another case than the name has it.
      const part = word.slice(1, 5).toUpperCase();
      const expected = feedGames((game) => game.name.toLowerCase().includes(part.toLowerCase()));
      expect(expected.length).toBeGreaterThan(1);
      const page = await gameList(`keyword=${encodeURIComponent(part)}&pageSize=30`);
      expect(page.total).toBe(expected.length);
      for (const game of page.content) expect(game.displayName.toLowerCase()).toContain(part.toLowerCase());
      expect(new Set(expected.map((game) => game.vendor)).size).toBeGreaterThan(1);

      const narrowed = await gameList(`keyword=${encodeURIComponent(`  ${part.toLowerCase()}  `)}&vassalage=MYN`);
      expect(narrowed.total).toBe(expected.filter((game) => game.vendor === 'MYN').length);
      expect(narrowed.content.some((game) => game.gameCode === sample?.code)).toBe(true);
    });

    it('should treat % and _ typed in the search box as letters, not wildcards', async () => {
      const percent = await gameList(`keyword=${encodeURIComponent('%')}`);
      expect(percent.total).toBe(feedGames((game) => game.name.includes('%')).length);
      const underscore = await gameList(`keyword=${encodeURIComponent('_')}`);
      expect(underscore.total).toBe(feedGames((game) => game.name.includes('_')).length);
      expect((await gameList('keyword=zzzqqxx')).total).toBe(0);
    });

    it.each([
      ['pageSize=0', 'pageSize'],
      ['pageSize=31', 'pageSize'],
      ['pageNo=0', 'pageNo'],
      ['gameType=CASINO', 'gameType'],
      ['gameClassify=XX', 'gameClassify'],
      ['select=MINE', 'select'],
      [`keyword=${'a'.repeat(65)}`, 'keyword'],
    ])('should refuse %s with VALIDATION in the caller’s language', async (query, field) => {
      const favourites = await countRows(sut.database, 'member_favorites');
      const recent = await countRows(sut.database, 'member_recent_games');
      const answers = await Promise.all(
        ['EN', 'TY', 'PT'].map((lang) =>
          call('GET', `/wps/relay/GCSGAME_gameList?${query}`, token.player01, undefined, lang),
        ),
      );
      for (const answer of answers) {
        expectRefusal(answer, 400, 'VALIDATION');
        expect(Object.keys(answer.json().value.fields)).toContain(field);
      }
      const messages = answers.map((answer) => answer.json().message);
      expect(new Set(messages).size).toBe(3);
      const fieldMessages = answers.map((answer) => answer.json().value.fields[field]);
      expect(new Set(fieldMessages).size).toBe(3);
      expect(await countRows(sut.database, 'member_favorites')).toBe(favourites);
      expect(await countRows(sut.database, 'member_recent_games')).toBe(recent);
    });

    it('should ask a guest to log in for FAV and RECENT', async () => {
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_gameList?select=FAV', null), 401, 'AUTH_REQUIRED');
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_gameList?select=RECENT', null), 401, 'AUTH_REQUIRED');
    });

    it('should ask a trial account to register for FAV and RECENT, as the favourites and recent-game calls do', async () => {
      expectRefusal(await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', token.trial01), 403, 'TRIAL_FORBIDDEN');
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_gameList?select=FAV', token.trial01), 403, 'TRIAL_FORBIDDEN');
      expectRefusal(
        await call('GET', '/wps/relay/GCSGAME_gameList?select=RECENT', token.trial01),
        403,
        'TRIAL_FORBIDDEN',
      );
    });

    it('should list the games as spec §3 describes them, with icons on the image host', async () => {
      const [game] = (await gameList('vassalage=TALA&pageSize=1')).content;
      expect(game).toMatchObject({
        vassalage: 'TALA',
        vendorName: 'Tala Live',
        gameType: 'LIVE',
        isGame: expect.stringMatching(/^(GAME|VASSALAGE)$/),
        isFavorite: false,
        isMaintenance: false,
      });
      expect(game?.gameName).toBe(game?.displayName);
      expect(game?.iconUrl).toBe(`/lgw/images/games/TALA/${encodeURIComponent(game?.gameCode ?? '')}.svg`);
      expect(game?.lagerIcon).toBe(`/lgw/images/games/TALA/${encodeURIComponent(game?.gameCode ?? '')}.large.svg`);
      // The lobby entry of a live vendor opens a list of its games (spec §2.7).
      const lobby = feed.games.find((entry) => entry.vendor === 'TALA' && entry.isGame === 'VASSALAGE');
      expect((await gameList('vassalage=TALA')).content.find((entry) => entry.gameCode === lobby?.code)?.isGame).toBe(
        'VASSALAGE',
      );
    });
  });

  describe('hot games, game types, new-game vendors', () => {
    it('should list at most 30 hot games, the first of the HOT list, for guests too', async () => {
      const hot = valueOf(
        await call(
          'GET',
          '/wps/relay/GCSGAME_hotGamesV2?merchantCode=PERYA&isPlatform=2&platform=html5&language=EN',
          null,
        ),
      );
      expect(hot.list).toHaveLength(HOT_GAMES_MAX);
      expect(hot.list.every((game: Game) => game.isHot === 1)).toBe(true);
      const hotPage = await gameList('select=HOT');
      expect(hot.list.map((game: Game) => game.nodeId)).toEqual(hotPage.content.map((game) => game.nodeId));
      const five = valueOf(await call('GET', '/wps/relay/GCSGAME_hotGamesV2?limit=5', null));
      expect(five.list.map((game: Game) => game.nodeId)).toEqual(
        hotPage.content.slice(0, 5).map((game) => game.nodeId),
      );
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_hotGamesV2?limit=31', null), 400, 'VALIDATION');
    });

    it.each([
      ['TALA', ['LIVE']],
      ['BGS', ['BGS']],
      ['SV3', ['COCKFIGHT']],
      ['TFG', ['ESPORTS']],
      ['TCG_SEA', ['LOTT']],
    ])('should give the game types vendor %s offers', async (vassalage, gameTypes) => {
      expect(valueOf(await call('GET', `/wps/relay/GCSGAME_getVassGameType?vassalage=${vassalage}`, null))).toEqual({
        vassalage,
        gameTypes,
      });
    });

    it('should answer NOT_FOUND for an unknown vendor and VALIDATION without one', async () => {
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE', null), 404, 'NOT_FOUND');
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_getVassGameType', null), 400, 'VALIDATION');
    });

    it('should list exactly the vendors that have new games, in menu order', async () => {
      const value = valueOf(await call('GET', '/wps/relay/GCSGAME_newGameVendor', null));
      const withNew = new Set(feedGames((game) => game.new).map((game) => game.vendor));
      const inMenuOrder = (await menus()).lanes.flatMap(codesOf).filter((code) => withNew.has(code));
      expect(value.vendors.map((vendor: { vassalage: string }) => vendor.vassalage)).toEqual(inMenuOrder);
      expect(inMenuOrder.length).toBeGreaterThan(0);
    });
  });

  describe('the winner board (GCSGAME_getRankList)', () => {
    type Entry = { vo: { customerName: string; winAmount: string; gameName: string; iconUrl: string } };
    const board = async (query = ''): Promise<Entry[]> =>
      valueOf(await call('GET', `/wps/relay/GCSGAME_getRankList${query}`, null)).list;
    const latestWinningRounds = (limit: number) =>
      queryRows<{ win: string; name: string; account: string; vendor: string; code: string }>(
        sut.database,
        `select r.win_total::text as win, g.display_name as name, m.account, r.vendor_code as vendor, r.game_code as code
           from provider_rounds r
           join games g on g.vendor_code = r.vendor_code and g.game_code = r.game_code
           join members m on m.id = r.member_id
          where r.win_total > 0
          order by r.settled_at desc nulls last, r.started_at desc
          limit $1`,
        [limit],
      );

    it('should show the latest real wins of the demo, at most 20, with masked names', async () => {
      const entries = await board();
      const rounds = await latestWinningRounds(WINNER_BOARD_LIMIT);
      expect(rounds.length).toBeGreaterThan(0);
      expect(entries).toHaveLength(rounds.length);
      expect(entries.map((entry) => entry.vo)).toEqual(
        rounds.map((round) => ({
          customerName: 'pl****01',
          winAmount: round.win,
          gameName: round.name,
          iconUrl: `/lgw/images/games/${round.vendor}/${encodeURIComponent(round.code)}.svg`,
        })),
      );
      for (const entry of entries) {
        expect(entry.vo.customerName).not.toContain('player');
        expect(BigInt(entry.vo.winAmount)).toBeGreaterThan(0n);
      }
    });

    it('should keep to one game category when asked', async () => {
      const [live, slots] = await Promise.all([board('?gameCategory=LIVE'), board('?gameCategory=RNG')]);
      const liveNames = new Set(
        (
          await queryRows<{ name: string }>(
            sut.database,
            `select display_name as name from games where game_type = 'LIVE'`,
          )
        ).map((row) => row.name),
      );
      expect(live.length + slots.length).toBeGreaterThan(0);
      expect(live.every((entry) => liveNames.has(entry.vo.gameName))).toBe(true);
      expect(slots.some((entry) => liveNames.has(entry.vo.gameName))).toBe(false);
    });

    it('should honour limitNum and refuse one out of range', async () => {
      const all = await board();
      expect(await board('?limitNum=9')).toEqual(all.slice(0, 9));
      expect(await board('?gameCategory=ALL&limitNum=1&language=TY')).toEqual(all.slice(0, 1));
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_getRankList?limitNum=0', null), 400, 'VALIDATION');
      expectRefusal(await call('GET', '/wps/relay/GCSGAME_getRankList?limitNum=21', null), 400, 'VALIDATION');
    });

    it('should put a new win at the top, and leave a losing round off the board', async () => {
      const game = await gameByCode('ISDA', 'ISDA_BANGUS');
      clock.advance(MINUTE_MS);
      const launched = await launch(token.agent01, game.nodeId);
      await playRound(sut.app, clock, {
        vendor: 'ISDA',
        gameCode: game.gameCode,
        memberId: memberId.agent01,
        token: launchTokenOf(launched.url),
        round: 'board-agent01-win',
        betMinor: 10_000n,
        winMinor: 25_000n,
      });
      const [top] = await board();
      expect(top?.vo).toEqual({
        customerName: 'ag***01',
        winAmount: '25000',
        gameName: game.displayName,
        iconUrl: game.iconUrl,
      });

      clock.advance(MINUTE_MS);
      await playRound(sut.app, clock, {
        vendor: 'ISDA',
        gameCode: game.gameCode,
        memberId: memberId.agent01,
        token: launchTokenOf(launched.url),
        round: 'board-agent01-loss',
        betMinor: 5_000n,
        winMinor: 0n,
      });
      expect((await board())[0]).toEqual(top);
    });
  });

  describe('favourites', () => {
    const ids = async (bearer: string): Promise<number[]> =>
      valueOf(await call('GET', '/wps/relay/MCSFE_getFavoriteGames', bearer)).nodeIds;
    const favouriteList = async (bearer: string, query = ''): Promise<GamePage> =>
      valueOf(
        await call('GET', `/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&pageNo=1&pageSize=999${query}`, bearer),
      );
    const add = (bearer: string, game: Game) =>
      call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', bearer, {
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType: game.gameType,
      });
    const remove = (bearer: string, nodeId: number) =>
      call('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${nodeId}`, bearer);

    it('should add a favourite, show it in the ids, the list and the hearts, then remove it', async () => {
      const game = await gameByCode('KLS', 'KLS_0002');
      expect(await ids(token.player01)).not.toContain(game.nodeId);
      expect(valueOf(await add(token.player01, game))).toEqual({ done: true });

      expect(await ids(token.player01)).toContain(game.nodeId);
      const listed = await favouriteList(token.player01);
      expect(listed.content.map((entry) => entry.nodeId)).toContain(game.nodeId);
      expect(listed.content.every((entry) => entry.isFavorite)).toBe(true);
      expect((await gameList('select=FAV', token.player01)).content.map((entry) => entry.nodeId)).toEqual(
        listed.content.map((entry) => entry.nodeId),
      );
      const heart = (await gameByCode('KLS', 'KLS_0002')).isFavorite;
      expect(heart).toBe(false); // a guest sees no hearts
      const page = await gameList(`vassalage=KLS&keyword=${encodeURIComponent(game.displayName)}`, token.player01);
      expect(page.content.find((entry) => entry.nodeId === game.nodeId)?.isFavorite).toBe(true);

      expect(valueOf(await remove(token.player01, game.nodeId))).toEqual({ done: true });
      expect(await ids(token.player01)).not.toContain(game.nodeId);
      expect((await favouriteList(token.player01)).content.map((entry) => entry.nodeId)).not.toContain(game.nodeId);
    });

    it('should keep one favourite when the same game is added twice, and accept removing it twice', async () => {
      const game = await gameByCode(
        'TALA',
        (feed.games.find((entry) => entry.vendor === 'TALA') ?? feed.games[0])?.code ?? '',
      );
      const rows = await countRows(sut.database, 'member_favorites');
      valueOf(await add(token.player01, game));
      valueOf(await add(token.player01, game));
      expect((await ids(token.player01)).filter((id) => id === game.nodeId)).toHaveLength(1);
      expect(await countRows(sut.database, 'member_favorites')).toBe(rows + 1);
      valueOf(await remove(token.player01, game.nodeId));
      valueOf(await remove(token.player01, game.nodeId));
      expect(await countRows(sut.database, 'member_favorites')).toBe(rows);
    });

    it('should filter the favourite list by game type', async () => {
      const live = await gameByCode('ALON', feed.games.find((entry) => entry.vendor === 'ALON')?.code ?? '');
      const slot = await gameByCode('SMP', 'SMP_0003');
      valueOf(await add(token.player02, live));
      valueOf(await add(token.player02, slot));
      expect((await favouriteList(token.player02, '&gameType=LIVE')).content.map((entry) => entry.nodeId)).toEqual([
        live.nodeId,
      ]);
      expect((await favouriteList(token.player02, '&gameType=RNG')).content.map((entry) => entry.nodeId)).toEqual([
        slot.nodeId,
      ]);
      expect((await favouriteList(token.player02)).total).toBe(2);
      valueOf(await remove(token.player02, live.nodeId));
      valueOf(await remove(token.player02, slot.nodeId));
    });

    it("should never show one member's favourites to another, nor let another remove them", async () => {
      const game = await gameByCode('BRC', 'BRC_0004');
      valueOf(await add(token.player01, game));
      expect(await ids(token.player02)).not.toContain(game.nodeId);
      expect((await favouriteList(token.player02)).content.map((entry) => entry.nodeId)).not.toContain(game.nodeId);
      expect((await gameList('select=FAV', token.player02)).content.map((entry) => entry.nodeId)).not.toContain(
        game.nodeId,
      );
      const page = await gameList(`vassalage=BRC&keyword=${encodeURIComponent(game.displayName)}`, token.player02);
      expect(page.content.find((entry) => entry.nodeId === game.nodeId)?.isFavorite).toBe(false);

      valueOf(await remove(token.player02, game.nodeId));
      expect(await ids(token.player01)).toContain(game.nodeId);
      valueOf(await remove(token.player01, game.nodeId));
    });

    it('should answer NOT_FOUND for a game that does not exist, writing nothing', async () => {
      const rows = await countRows(sut.database, 'member_favorites');
      expectRefusal(
        await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token.player01, { nodeId: 987_654_321 }),
        404,
        'NOT_FOUND',
      );
      expect(await countRows(sut.database, 'member_favorites')).toBe(rows);
    });

    it.each([
      ['a node id of 0', { nodeId: 0 }],
      ['a node id that is not a number', { nodeId: 'abc' }],
      ['no node id', { vendor: 'LNS' }],
    ])('should refuse %s with VALIDATION, writing nothing', async (_case, body) => {
      const rows = await countRows(sut.database, 'member_favorites');
      expectRefusal(await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token.player01, body), 400, 'VALIDATION');
      expectRefusal(
        await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=x', token.player01),
        400,
        'VALIDATION',
      );
      expect(await countRows(sut.database, 'member_favorites')).toBe(rows);
    });

    it('should refuse guests (AUTH_REQUIRED) and trial accounts (TRIAL_FORBIDDEN) on every favourite and recent-game call', async () => {
      const game = await gameByCode('LNS', 'LNS_0001');
      const rows = await countRows(sut.database, 'member_favorites');
      const calls = [
        ['GET', '/wps/relay/MCSFE_getFavoriteGames', undefined],
        ['GET', '/wps/relay/MCSFE_getFavoriteGamesList', undefined],
        ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.nodeId }],
        ['DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${game.nodeId}`, undefined],
        ['GET', '/wps/relay/GCS_recentGame', undefined],
      ] as const;
      for (const [method, url, body] of calls) {
        expectRefusal(await call(method, url, null, body), 401, 'AUTH_REQUIRED');
        expectRefusal(await call(method, url, token.trial01, body), 403, 'TRIAL_FORBIDDEN');
      }
      expect(await countRows(sut.database, 'member_favorites')).toBe(rows);
    });
  });

  describe('recent games (GCS_recentGame)', () => {
    const recent = async (bearer: string, query = ''): Promise<GamePage> =>
      valueOf(await call('GET', `/wps/relay/GCS_recentGame?page=1&pageSize=30&clientType=3${query}`, bearer));

    it('should list the games the demo member played, each once', async () => {
      const page = await recent(token.player01);
      const played = await queryRows<{ vendor: string; code: string }>(
        sut.database,
        `select distinct r.vendor_code as vendor, r.game_code as code
           from provider_rounds r join members m on m.id = r.member_id
          where m.account = 'player01'`,
      );
      expect(page.total).toBe(played.length);
      const listed = page.content.map((game) => `${game.vassalage}:${game.gameCode}`);
      expect(new Set(listed).size).toBe(listed.length);
      expect(new Set(listed)).toEqual(new Set(played.map((game) => `${game.vendor}:${game.code}`)));
    });

    it('should list the games a member really launched, the latest first, each once', async () => {
      expect((await recent(token.player02)).total).toBe(0);
      const before = await recent(token.player01);
      const games = [
        await gameByCode('LNS', 'LNS_0005'),
        await gameByCode('ALON', feed.games.find((entry) => entry.vendor === 'ALON')?.code ?? ''),
        await gameByCode('DAGAT', feed.games.find((entry) => entry.vendor === 'DAGAT')?.code ?? ''),
      ];
      for (const game of games) {
        clock.advance(MINUTE_MS);
        await launch(token.player02, game.nodeId);
      }
      const nodeIds = (page: GamePage) => page.content.map((game) => game.nodeId);
      expect(nodeIds(await recent(token.player02))).toEqual(games.map((game) => game.nodeId).reverse());

      // Playing the first again brings it to the top, without a second entry.
      clock.advance(MINUTE_MS);
      await launch(token.player02, games[0]?.nodeId ?? 0);
      const again = await recent(token.player02);
      expect(nodeIds(again)).toEqual([games[0], games[2], games[1]].map((game) => game?.nodeId));
      expect(again.total).toBe(3);
      expect(nodeIds(await gameList('select=RECENT', token.player02))).toEqual(nodeIds(again));
      expect(nodeIds(await recent(token.player02, '&gameType=LIVE'))).toEqual([games[1]?.nodeId]);
      // Another member's recent games did not move.
      expect(await recent(token.player01)).toEqual(before);
    });
  });

  describe('images', () => {
    it('should serve every icon a list hands out as an SVG image, to guests', async () => {
      const page = await gameList('pageSize=30');
      const urls = page.content.flatMap((game) => [game.iconUrl, game.lagerIcon]);
      for (const url of urls) {
        const response = await call('GET', url, null);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.headers['content-type']).toMatch(SVG);
        expect(response.body.startsWith('<svg')).toBe(true);
      }
    });

    it('should draw the game it was asked for, its symbol and no words (the card prints the name once)', async () => {
      const game = await gameByCode('BGS', 'CRASH');
      const response = await call('GET', game.iconUrl, null);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`aria-label="${game.displayName}"`);
      expect(response.body).not.toContain('<text');
      const large = await call('GET', game.lagerIcon, null);
      expect(large.body).toContain('width="800" height="450"');
    });

    it.each([
      '/lgw/images/games/LNS/NO_SUCH_GAME.svg',
      '/lgw/images/games/NOPE/LNS_0001.svg',
      '/lgw/images/games/LNS/LNS_0001.png',
      '/lgw/images/vendors/RNG/NOPE.svg',
      '/lgw/images/vendors/RNG/lns.svg',
      '/lgw/images/vendors/RNG/NOPE.mark.svg',
    ])('should answer 404 NOT_FOUND for %s', async (url) => {
      expectRefusal(await call('GET', url, null), 404, 'NOT_FOUND');
    });

    it("should serve every vendor image of the menus, BTI's from the SPORTS path and TCG_SEA's from the LOTT path", async () => {
      const value = await menus();
      for (const vendor of value.lanes.flatMap((lane) => lane.vendors)) {
        const response = await call('GET', vendor.imageUrl, null);
        expect({ url: vendor.imageUrl, status: response.statusCode }).toEqual({ url: vendor.imageUrl, status: 200 });
        expect(response.headers['content-type']).toMatch(SVG);
        expect(response.body).toContain(`aria-label="${vendor.displayName}"`);
      }
      expect(vendorIn(value, 'BTI')?.imageUrl).toBe('/lgw/images/vendors/SPORTS/BTI.svg');
      expect(vendorIn(value, 'TCG_SEA')?.imageUrl).toBe('/lgw/images/vendors/LOTT/TCG_SEA.svg');
      expect(vendorIn(value, 'SV3')?.imageUrl).toBe('/lgw/images/vendors/COCKFIGHT/SV3.svg');
      expect(vendorIn(value, 'BGS')?.imageUrl).toBe('/lgw/images/vendors/BGS/BGS.svg');
    });
  });
});

describe('the game catalogue when the provider feed changes', () => {
  let sut: TestApp;
  let call: Caller;
  let player01 = '';
  const clock = createTestClock(new Date(Date.now() + DAY_MS));

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
  });
  afterAll(async () => {
    await sut.close();
  });

  const menus = async (): Promise<GameMenus> => valueOf(await call('GET', '/lgw/games/game_menus', null));
  const gameList = async (query: string): Promise<GamePage> =>
    valueOf(await call('GET', `/wps/relay/GCSGAME_gameList?${query}`, null));
  const notices = async (): Promise<Array<{ title: string; content: string; vassalage: string | null }>> =>
    valueOf(await call('GET', '/wps/relay/MCSFE_getListAnnouncements', null)).list;

  it('should show a vendor put under maintenance by a re-import at once: in the menus, its games and a notice', async () => {
    expect(vendorIn(await menus(), 'ALON')?.isMaintenance).toBe(false); // the menus are now cached
    await reimportDemoFeed(sut.app, { vendors: { ALON: { maintenance: true } } });

    const value = await menus();
    expect(vendorIn(value, 'ALON')?.isMaintenance).toBe(true);
    expect(value.lanes.flatMap((lane) => lane.vendors).filter((vendor) => vendor.isMaintenance).length).toBe(1);
    const games = await gameList('vassalage=ALON');
    expect(games.total).toBeGreaterThan(0);
    expect(games.content.every((game) => game.isMaintenance)).toBe(true);
    const alon = (await notices()).filter((notice) => notice.vassalage === 'ALON');
    expect(alon).toHaveLength(1);
    expect(alon[0]?.title).toContain('Alon Live Casino');
  });

  it('should take the vendor out of maintenance at the next re-import, and drop its notice', async () => {
    await reimportDemoFeed(sut.app);
    expect(vendorIn(await menus(), 'ALON')?.isMaintenance).toBe(false);
    expect((await gameList('vassalage=ALON')).content.some((game) => game.isMaintenance)).toBe(false);
    expect((await notices()).filter((notice) => notice.vassalage === 'ALON')).toEqual([]);
  });

  it('should answer from its cache a change another process made, until the cache expires or a re-import here clears it', async () => {
    expect(vendorIn(await menus(), 'TALA')?.isMaintenance).toBe(false);
    await setVendorMaintenanceElsewhere(sut.database, 'TALA', true);
    expect(vendorIn(await menus(), 'TALA')?.isMaintenance).toBe(false);
    clock.advance(MENU_CACHE_MS);
    expect(vendorIn(await menus(), 'TALA')?.isMaintenance).toBe(true);

    await setVendorMaintenanceElsewhere(sut.database, 'TALA', false);
    expect(vendorIn(await menus(), 'TALA')?.isMaintenance).toBe(true);
    await reimportDemoFeed(sut.app);
    expect(vendorIn(await menus(), 'TALA')?.isMaintenance).toBe(false);
  });

  it('should keep the RTP a feed states, in basis points, and clear it when the feed stops stating it', async () => {
    const rtpOf = async (vendor: string, code: string) =>
      (
        await queryRows<{ rtp: number | null }>(
          sut.database,
          'select rtp_basis_points as rtp from games where vendor_code = $1 and game_code = $2',
          [vendor, code],
        )
      )[0]?.rtp;
    const slot = (await loadDemoFeed()).games.find((game) => game.type === 'RNG' && game.rtp !== null);
    if (!slot) throw new Error('the demo feed states no slot RTP');
    expect(await rtpOf(slot.vendor, slot.code)).toBe(Math.round((slot.rtp ?? 0) * 100));
    await reimportDemoFeed(sut.app, { games: { [`${slot.vendor}:${slot.code}`]: { rtp: 99.12 } } });
    expect(await rtpOf(slot.vendor, slot.code)).toBe(9912);
    await reimportDemoFeed(sut.app, { games: { [`${slot.vendor}:${slot.code}`]: { rtp: null } } });
    expect(await rtpOf(slot.vendor, slot.code)).toBeNull();
    await reimportDemoFeed(sut.app);
  });

  it('should add an empty BINGO lane right after FISH when no bingo vendor is left', async () => {
    await reimportDemoFeed(sut.app, { vendors: { BNG: { enabled: false } } });
    const value = await menus();
    const titles = value.lanes.map((lane) => lane.title);
    expect(titles.indexOf('BINGO')).toBe(titles.indexOf('FISH') + 1);
    expect(laneOf(value, 'BINGO')).toMatchObject({ hasVendors: false, vendors: [], gameClassify: [] });
    expect(vendorIn(value, 'BNG')).toBeUndefined();
    expect((await gameList('vassalage=BNG')).total).toBe(0);
    expect((await gameList('gameClassify=BG')).total).toBe(0);
    expectRefusal(await call('GET', '/wps/relay/GCSGAME_getVassGameType?vassalage=BNG', null), 404, 'NOT_FOUND');
  });

  it('should refuse to favourite a game of a disabled vendor (NOT_FOUND), as launching it is refused', async () => {
    await reimportDemoFeed(sut.app);
    const [game] = (await gameList('vassalage=BNG&pageSize=1')).content;
    expect(game?.vassalage).toBe('BNG');
    await reimportDemoFeed(sut.app, { vendors: { BNG: { enabled: false } } });
    const rows = await countRows(sut.database, 'member_favorites');
    expectRefusal(await call('POST', '/wps/game/launchGame', player01, { nodeId: game?.nodeId }), 404, 'NOT_FOUND');
    expectRefusal(
      await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', player01, { nodeId: game?.nodeId }),
      404,
      'NOT_FOUND',
    );
    expect(await countRows(sut.database, 'member_favorites')).toBe(rows);
  });

  it('should refuse to favourite a disabled game (NOT_FOUND) and leave it out of the lists', async () => {
    await reimportDemoFeed(sut.app);
    const game = (await gameList('vassalage=BRH')).content[0];
    const key = `BRH:${game?.gameCode}`;
    await reimportDemoFeed(sut.app, { games: { [key]: { enabled: false } } });
    const rows = await countRows(sut.database, 'member_favorites');
    expectRefusal(
      await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', player01, { nodeId: game?.nodeId }),
      404,
      'NOT_FOUND',
    );
    expect(await countRows(sut.database, 'member_favorites')).toBe(rows);
    expect((await gameList('vassalage=BRH')).content.map((entry) => entry.nodeId)).not.toContain(game?.nodeId);
    await reimportDemoFeed(sut.app);
    expect((await gameList('vassalage=BRH')).content.map((entry) => entry.nodeId)).toContain(game?.nodeId);
  });

  it('should switch the prize mode to ELOTT when the ELOTT lane holds the Vietnamese lottery or lottery games', async () => {
    await reimportDemoFeed(sut.app);
    expect((await menus()).prizeMode).toBe('LOTT');
    await reimportDemoFeed(sut.app, { vendors: { TCG_LOTTO_VN: { category: 'ELOTT' } } });
    let value = await menus();
    expect(codesOf(laneOf(value, 'ELOTT'))).toEqual(['TCG_LOTTO_VN', 'PLT', 'SWT', 'KNO']);
    expect(value.prizeMode).toBe('ELOTT');

    // TCG_SEA's games are lottery (LOTT) games; filed under ELOTT, they count too.
    await reimportDemoFeed(sut.app, { vendors: { TCG_SEA: { category: 'ELOTT' } } });
    value = await menus();
    expect(codesOf(laneOf(value, 'ELOTT'))).toEqual(['TCG_SEA', 'PLT', 'SWT', 'KNO']);
    expect(value.prizeMode).toBe('ELOTT');

    await reimportDemoFeed(sut.app);
    expect((await menus()).prizeMode).toBe('LOTT');
  });

  it("should keep BTI's image on the SPORTS path and TCG_SEA's on the LOTT path whatever lane they are shown in", async () => {
    await reimportDemoFeed(sut.app, { vendors: { BTI: { category: 'ESPORTS' }, TCG_SEA: { category: 'ELOTT' } } });
    const value = await menus();
    expect(codesOf(laneOf(value, 'ESPORTS'))).toContain('BTI');
    expect(codesOf(laneOf(value, 'ELOTT'))).toContain('TCG_SEA');
    expect(vendorIn(value, 'BTI')).toMatchObject({
      gameCategory: 'ESPORTS',
      imageUrl: '/lgw/images/vendors/SPORTS/BTI.svg',
    });
    expect(vendorIn(value, 'TCG_SEA')).toMatchObject({
      gameCategory: 'ELOTT',
      imageUrl: '/lgw/images/vendors/LOTT/TCG_SEA.svg',
    });
    for (const code of ['BTI', 'TCG_SEA']) {
      const response = await call('GET', vendorIn(value, code)?.imageUrl ?? '', null);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(SVG);
    }
    await reimportDemoFeed(sut.app);
    expect(vendorIn(await menus(), 'BTI')?.gameCategory).toBe('SPORTS');
  });

  it('should serve the icons of games whose codes hold URL-special characters, as the lists hand them out', async () => {
    const extraGames = ['LNS_100%', 'LNS_X%41', 'LNS_A B', 'LNS_Q?#'].map((code, index) =>
      feedGame({ vendor: 'LNS', code, name: `Odd Code Wonder ${index}`, type: 'RNG', sortOrder: 0 }),
    );
    await reimportDemoFeed(sut.app, { extraGames });
    const page = await gameList(`vassalage=LNS&keyword=${encodeURIComponent('Odd Code Wonder')}`);
    expect(page.content.map((game) => game.gameCode).sort()).toEqual(extraGames.map((game) => game.code).sort());
    for (const game of page.content) {
      for (const url of [game.iconUrl, game.lagerIcon]) {
        const response = await call('GET', url, null);
        expect({ code: game.gameCode, url, status: response.statusCode }).toEqual({
          code: game.gameCode,
          url,
          status: 200,
        });
        expect(response.body).toContain(`aria-label="${game.displayName}"`);
      }
    }
  });
});
