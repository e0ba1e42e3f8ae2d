import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BetRound, Game, GamePage, OriginalsBet, OriginalsPlay } from '@perya/contracts';

import { REPO_ROOT } from '../../lib/paths';
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
import { launchTokenOf, loadDemoFeed } from '../../testing/games-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Perya Originals over HTTP (issue 21, decision 043): each game's bet moves the member's balance
// through the provider wallet protocol (vendor BGS) and lands in the bet record; a known seed gives
// the result of packages/games' published test vectors; repeats, bad input, other members'
// games, roles, and player protection's trigger on provider_transactions.

const PORTAL = 'https://portal.perya.test';
const PROVIDER = 'https://games.provider.test';
const DAY_MS = 86_400_000;

type Vector = {
  input: Record<string, unknown> & { serverSeed: string; clientSeed: string; nonce: number };
  expected: Record<string, unknown>;
};
const vectorsOf = (game: string): Vector[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'packages', 'games', 'test-vectors', `${game}.json`), 'utf8')) as Vector[];

/** What the database holds of money and bets: nothing of it may change on a refusal. */
const moneyRows = async (sut: TestApp) => ({
  ledger: await countRows(sut.database, 'ledger_transfers'),
  providerTransactions: await countRows(sut.database, 'provider_transactions'),
  bets: await countRows(sut.database, 'originals_bets'),
  nonces: (
    await queryRows<{ sum: string }>(
      sut.database,
      'select coalesce(sum(nonce), 0)::text as sum from originals_seed_pairs',
    )
  )[0]?.sum,
});

describe('Perya Originals', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Date.now() + DAY_MS));
  const token = { player01: '', player02: '', trial01: '', staff: '' };
  const memberId = { player01: 0, player02: 0, trial01: 0 };
  const games: Record<string, Game> = {};
  const launchToken = { player01: '', player02: '' };

  const findGame = async (code: string): Promise<Game> => {
    const feed = await loadDemoFeed();
    const name = feed.games.find((game) => game.vendor === 'BGS' && game.code === code)?.name ?? code;
    const page: GamePage = valueOf(
      await call('GET', `/wps/relay/GCSGAME_gameList?vassalage=BGS&keyword=${encodeURIComponent(name)}`, null),
    );
    const game = page.content.find((entry) => entry.gameCode === code);
    if (!game) throw new Error(`no game BGS/${code}`);
    return game;
  };
  const launch = async (bearer: string, code: string) =>
    valueOf(await call('POST', '/wps/game/launchGame', bearer, { nodeId: games[code]!.nodeId, backUrl: '/bgs' }));
  const balanceOf = async (bearer: string): Promise<bigint> =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', bearer)).balanceMinor);
  const bet = (game: string, body: Record<string, unknown>, bearer = token.player01, lang = 'EN') =>
    call('POST', `/wps/originals/${game}/bet`, bearer, body, lang);
  const newBet = (extra: Record<string, unknown>, who: 'player01' | 'player02' = 'player01') => ({
    betId: randomUUID(),
    launchToken: launchToken[who],
    amountMinor: '1000',
    ...extra,
  });
  /**
   * Gives the member a pair with a vector's seeds, at its nonce (server seeds are otherwise random):
   * the active pair is retired and this one made active, as a rotation would.
   */
  const useSeeds = async (member: number, input: Vector['input'], commitment: string) => {
    await queryRows(
      sut.database,
      'update originals_seed_pairs set revealed_at = now() where member_id = $1 and revealed_at is null',
      [member],
    );
    await queryRows(
      sut.database,
      `insert into originals_seed_pairs (member_id, server_seed, commitment, client_seed, nonce, created_at)
        values ($1, $2, $3, $4, $5, now())`,
      [member, input.serverSeed, commitment, input.clientSeed, input.nonce],
    );
  };
  const roundOf = async (betId: string): Promise<BetRound | undefined> => {
    const page = valueOf(await call('GET', '/wps/v2/records/bets?pageSize=100', token.player01));
    return (page.list as BetRound[]).find((round) => round.roundId === `${memberId.player01}:${betId}`);
  };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, config: { publicUrl: PORTAL, providerLaunchUrl: PROVIDER } });
    call = createCaller(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, Object.keys(memberId) as Array<keyof typeof memberId>));
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
    token.trial01 = await openSession(sut.app, memberId.trial01);
    token.staff = await loginStaff(sut.app);
    for (const code of ['DICE', 'LIMBO', 'PLINKO', 'KENO', 'MINES', 'CRASH', 'PERYA_LIGHTS'])
      games[code] = await findGame(code);
    launchToken.player01 = launchTokenOf((await launch(token.player01, 'DICE')).url);
    // The demo seed (10,000 games, two weeks of rounds) on a machine shared with other work.
  }, 180_000);
  afterAll(async () => {
    await sut.close();
  });

  describe('launching from the catalogue', () => {
    it.each(['DICE', 'LIMBO', 'PLINKO', 'KENO', 'MINES', 'CRASH'])(
      'should open the portal’s own %s screen on /seamless with a launch token',
      async (code) => {
        const url = new URL((await launch(token.player01, code)).url);
        expect(url.origin + url.pathname).toBe(`${PORTAL}/seamless/originals/${code.toLowerCase()}`);
        expect(url.searchParams.get('token')).toMatch(/^.{16,}$/);
        expect(url.searchParams.get('back')).toBe(`${PORTAL}/bgs`);
      },
    );
  });

  describe('the games', () => {
    it('should show each game’s limits, edge and RTP from packages/games, to guests too', async () => {
      const list = valueOf(await call('GET', '/wps/originals/games', null)).games as Array<Record<string, unknown>>;
      const byGame = Object.fromEntries(list.map((entry) => [entry.game, entry]));
      expect(byGame.dice).toMatchObject({ enabled: true, houseEdgeBps: 100, rtpPercent: '98.9901', gameCode: 'DICE' });
      expect(byGame.limbo).toMatchObject({ rtpPercent: '99.0000' });
      expect(byGame.mines).toMatchObject({ rtpPercent: '99.0000' });
      expect((byGame.plinko as { tableRtpPercent: Record<string, string> }).tableRtpPercent['16:high']).toMatch(
        /^98\.9|^99/,
      );
      expect(Object.keys((byGame.keno as { tableRtpPercent: object }).tableRtpPercent)).toHaveLength(40);
    });
  });

  describe('a bet of each game with a known seed gives the published test vector’s result', () => {
    const cases: Array<
      [
        string,
        Vector,
        (bet: Record<string, unknown>) => Record<string, unknown>,
        (outcome: Record<string, unknown>) => Record<string, unknown>,
      ]
    > = [
      ['dice', vectorsOf('dice')[2]!, (b) => ({ direction: b.direction, target: b.target }), (o) => ({ roll: o.roll })],
      ['limbo', vectorsOf('limbo')[1]!, (b) => ({ target: b.target }), (o) => ({ result: o.result })],
      [
        'plinko',
        vectorsOf('plinko')[2]!,
        (b) => ({ rows: b.rows, risk: b.risk }),
        (o) => ({ path: o.path, bucket: o.bucket }),
      ],
      [
        'keno',
        vectorsOf('keno')[1]!,
        (b) => ({ picks: b.picks, risk: b.risk }),
        (o) => ({ drawn: o.drawn, hits: o.hits }),
      ],
    ];

    it.each(cases)('%s: balance, bet record and result', async (game, vector, bodyOf, resultOf) => {
      await useSeeds(memberId.player01, vector.input, vector.expected.commitment as string);
      const before = await balanceOf(token.player01);
      const stake = BigInt(vector.input.stakeMinor as string);
      const body = newBet({ amountMinor: stake.toString(), ...bodyOf(vector.input.bet as Record<string, unknown>) });
      const played: OriginalsPlay = valueOf(await bet(game, body));
      const payout = BigInt(vector.expected.payoutMinor as string);

      expect(played.bet).toMatchObject({
        game,
        status: 'SETTLED',
        amountMinor: stake.toString(),
        payoutMinor: payout.toString(),
        isWin: payout > 0n,
        fairness: {
          commitment: vector.expected.commitment,
          serverSeed: null,
          clientSeed: vector.input.clientSeed,
          nonce: vector.input.nonce,
          cursor: 0,
        },
      });
      expect(played.bet.outcome).toMatchObject(resultOf(vector.expected));
      expect(BigInt(played.balanceMinor)).toBe(before - stake + payout);
      expect(await balanceOf(token.player01)).toBe(before - stake + payout);
      expect(await roundOf(body.betId as string)).toMatchObject({
        vassalage: 'BGS',
        gameCode: game.toUpperCase(),
        betMinor: stake.toString(),
        winMinor: payout.toString(),
        status: 'CLOSED',
      });
    });

    it('should answer a repeat of a bet id with the same result, moving nothing', async () => {
      const body = newBet({ direction: 'under', target: 5000 });
      const first: OriginalsPlay = valueOf(await bet('dice', body));
      const before = { rows: await moneyRows(sut), balance: await balanceOf(token.player01) };
      const again: OriginalsPlay = valueOf(await bet('dice', body));
      expect(again.bet).toEqual(first.bet);
      expect({ rows: await moneyRows(sut), balance: await balanceOf(token.player01) }).toEqual(before);
    });

    it('should answer concurrent repeats of one bet id with one bet', async () => {
      const body = newBet({ target: 200 });
      const before = await balanceOf(token.player01);
      const answers = await Promise.all([bet('limbo', body), bet('limbo', body), bet('limbo', body)]);
      const plays = answers.map((response) => valueOf(response) as OriginalsPlay);
      expect(new Set(plays.map((play) => JSON.stringify(play.bet))).size).toBe(1);
      expect(await balanceOf(token.player01)).toBe(before - 1000n + BigInt(plays[0]!.bet.payoutMinor));
    });

    it('should refuse a bet id reused with other content (DUPLICATE_REQUEST), moving nothing', async () => {
      const body = newBet({ direction: 'over', target: 5000 });
      valueOf(await bet('dice', body));
      const before = await moneyRows(sut);
      expectRefusal(await bet('dice', { ...body, target: 6000 }), 409, 'DUPLICATE_REQUEST');
      expectRefusal(await bet('dice', { ...body, amountMinor: '2000' }), 409, 'DUPLICATE_REQUEST');
      expect(await moneyRows(sut)).toEqual(before);
    });
  });

  describe('the 5-reel slot (Perya Lights)', () => {
    // Vector 6: a base spin of three scatters, then ten free spins (19.85× in all).
    const vector = vectorsOf('slot')[6]!;
    type Spin = { reelSet: string; stops: number[]; window: string[][]; lineWins: unknown[]; multiplier: number };

    it('should open the portal’s own slot screen from the catalogue', async () => {
      const url = new URL((await launch(token.player01, 'PERYA_LIGHTS')).url);
      expect(url.origin + url.pathname).toBe(`${PORTAL}/seamless/originals/slot`);
      expect(url.searchParams.get('token')).toMatch(/^.{16,}$/);
    });

    it('should declare the config’s RTP and the edge it leaves', async () => {
      const list = valueOf(await call('GET', '/wps/originals/games', null)).games as Array<Record<string, unknown>>;
      expect(list.find((entry) => entry.game === 'slot')).toMatchObject({
        gameCode: 'PERYA_LIGHTS',
        rtpPercent: '96.0970',
        houseEdgeBps: 390,
      });
    });

    it('should play the base spin and every free spin in one bet: the vector’s stops, payout and record', async () => {
      await useSeeds(memberId.player01, vector.input, vector.expected.commitment as string);
      const before = await balanceOf(token.player01);
      const stake = BigInt(vector.input.stakeMinor as string);
      const payout = BigInt(vector.expected.payoutMinor as string);
      const body = newBet({ amountMinor: stake.toString() });
      const played: OriginalsPlay = valueOf(await bet('slot', body));
      const expectedSpins = vector.expected.spins as Array<{ reelSet: string; stops: number[]; lineWins: unknown[] }>;

      expect(played.bet).toMatchObject({
        game: 'slot',
        status: 'SETTLED',
        payoutMinor: payout.toString(),
        multiplier: 1985,
        fairness: { clientSeed: vector.input.clientSeed, nonce: vector.input.nonce, cursor: 0 },
      });
      const spins = (played.bet.outcome as unknown as { spins: Spin[] }).spins;
      expect(spins.map((spin) => [spin.reelSet, spin.stops, spin.lineWins])).toEqual(
        expectedSpins.map((spin) => [spin.reelSet, spin.stops, spin.lineWins]),
      );
      expect(spins.filter((spin) => spin.reelSet === 'free')).toHaveLength(10);
      // The window is the strips read from each stop: 5 reels of 3 symbols.
      expect(spins[0]!.window).toHaveLength(5);
      expect(spins[0]!.window.every((reel) => reel.length === 3)).toBe(true);
      expect(spins[0]!.window.flat().filter((symbol) => symbol === 'tsubibo')).toHaveLength(3);
      expect(BigInt(played.balanceMinor)).toBe(before - stake + payout);
      expect(await roundOf(body.betId as string)).toMatchObject({
        vassalage: 'BGS',
        gameCode: 'PERYA_LIGHTS',
        betMinor: stake.toString(),
        winMinor: payout.toString(),
        status: 'CLOSED',
      });

      // A repeat moves nothing and answers the same spins.
      const rows = await moneyRows(sut);
      expect((valueOf(await bet('slot', body)) as OriginalsPlay).bet).toEqual(played.bet);
      expect(await moneyRows(sut)).toEqual(rows);
      expect(await balanceOf(token.player01)).toBe(before - stake + payout);
    });

    it('should refuse a slot stake outside the limits, moving nothing', async () => {
      const before = await moneyRows(sut);
      expectRefusal(await bet('slot', newBet({ amountMinor: '99' })), 400, 'AMOUNT_BELOW_MIN');
      expectRefusal(await bet('slot', newBet({ amountMinor: '1000001' })), 400, 'AMOUNT_ABOVE_MAX');
      expect(await moneyRows(sut)).toEqual(before);
      const balance = await balanceOf(token.player01);
      expectRefusal(await bet('slot', newBet({ amountMinor: '1000000' })), 422, 'INSUFFICIENT_FUNDS');
      // The protocol keeps its final refusal as a transaction row; no money, no bet, no nonce.
      expect({ ...(await moneyRows(sut)), providerTransactions: before.providerTransactions }).toEqual(before);
      expect(await balanceOf(token.player01)).toBe(balance);
    });
  });

  describe('mines over HTTP', () => {
    const vector = vectorsOf('mines')[2]!; // 3 mines at 1, 19, 4; 12, 6, 18, 24 are safe
    const pick = (betId: string, tile: unknown, bearer = token.player01) =>
      call('POST', `/wps/originals/mines/${betId}/pick`, bearer, { tile });
    const cashOut = (betId: string, bearer = token.player01) =>
      call('POST', `/wps/originals/mines/${betId}/cashout`, bearer, {});

    it('should start, pick safe tiles, cash out at the vector’s payout and pay it once', async () => {
      await useSeeds(memberId.player01, vector.input, vector.expected.commitment as string);
      const before = await balanceOf(token.player01);
      const body = newBet({ amountMinor: '10000', mineCount: 3 });
      const started: OriginalsPlay = valueOf(await bet('mines', body));
      expect(started.bet).toMatchObject({
        status: 'PLAYING',
        outcome: { mines: null, revealed: [], currentMultiplier: 99 },
      });
      expect(BigInt(started.balanceMinor)).toBe(before - 10_000n);
      expect(valueOf(await call('GET', '/wps/originals/mines/active', token.player01)).bet.betId).toBe(body.betId);

      // Another game cannot start, and the seeds cannot rotate, while this one is on.
      expectRefusal(await bet('mines', newBet({ mineCount: 3 })), 409, 'GAME_IN_PROGRESS');
      expectRefusal(await call('POST', '/wps/originals/fairness/rotate', token.player01, {}), 409, 'GAME_IN_PROGRESS');
      expectRefusal(await cashOut(body.betId), 409, 'NOTHING_TO_CASH_OUT');
      // Another member's game is not theirs to play.
      expectRefusal(await pick(body.betId, 12, token.player02), 404, 'NOT_FOUND');

      for (const tile of [12, 6, 18, 24]) {
        const played: OriginalsPlay = valueOf(await pick(body.betId, tile));
        expect(played.bet.status).toBe('PLAYING');
        expect(played.bet.outcome).toMatchObject({ mines: null });
      }
      expectRefusal(await pick(body.betId, 12), 409, 'TILE_ALREADY_REVEALED');
      const cashed: OriginalsPlay = valueOf(await cashOut(body.betId));
      expect(cashed.bet).toMatchObject({
        status: 'SETTLED',
        payoutMinor: vector.expected.payoutMinor,
        outcome: { mines: vector.expected.mines, revealed: [12, 6, 18, 24], endedBy: 'cash_out' },
      });
      expect(await balanceOf(token.player01)).toBe(before - 10_000n + BigInt(vector.expected.payoutMinor as string));

      const after = await moneyRows(sut);
      expectRefusal(await pick(body.betId, 0), 409, 'GAME_FINISHED');
      expectRefusal(await cashOut(body.betId), 409, 'GAME_FINISHED');
      expect(await moneyRows(sut)).toEqual(after);
      expect(await roundOf(body.betId as string)).toMatchObject({
        gameCode: 'MINES',
        winMinor: vector.expected.payoutMinor,
        status: 'CLOSED',
      });
    });

    it('should end a game lost on a mine and close its round with no win', async () => {
      await useSeeds(memberId.player01, vector.input, vector.expected.commitment as string);
      const before = await balanceOf(token.player01);
      const body = newBet({ amountMinor: '1000', mineCount: 3 });
      valueOf(await bet('mines', body));
      const lost: OriginalsPlay = valueOf(await pick(body.betId, 19));
      expect(lost.bet).toMatchObject({
        status: 'SETTLED',
        payoutMinor: '0',
        isWin: false,
        outcome: { hitTile: 19, endedBy: 'mine', mines: [1, 19, 4] },
      });
      expect(await balanceOf(token.player01)).toBe(before - 1000n);
      expect(await roundOf(body.betId as string)).toMatchObject({ winMinor: '0', status: 'CLOSED' });
      expect(valueOf(await call('GET', '/wps/originals/mines/active', token.player01))).toBeNull();
    });
  });

  describe('bad input: a clear refusal in the caller’s language, nothing moves', () => {
    it.each<[string, string, Record<string, unknown>, number, string]>([
      [
        'a stake below the minimum',
        'dice',
        { amountMinor: '99', direction: 'over', target: 5000 },
        400,
        'AMOUNT_BELOW_MIN',
      ],
      [
        'a stake above the maximum',
        'dice',
        { amountMinor: '1000001', direction: 'over', target: 5000 },
        400,
        'AMOUNT_ABOVE_MAX',
      ],
      ['a stake above the balance', 'limbo', { amountMinor: '1000000', target: 200 }, 422, 'INSUFFICIENT_FUNDS'],
      ['a stake of zero', 'limbo', { amountMinor: '0', target: 200 }, 400, 'VALIDATION'],
      ['a stake of 2^63', 'limbo', { amountMinor: '9223372036854775808', target: 200 }, 400, 'VALIDATION'],
      ['a stake as a number', 'limbo', { amountMinor: 1000, target: 200 }, 400, 'VALIDATION'],
      ['mines with 0 mines', 'mines', { mineCount: 0 }, 400, 'VALIDATION'],
      ['mines with 25 mines', 'mines', { mineCount: 25 }, 400, 'VALIDATION'],
      ['plinko with 7 rows', 'plinko', { rows: 7, risk: 'low' }, 400, 'VALIDATION'],
      ['plinko with an unknown risk', 'plinko', { rows: 8, risk: 'extreme' }, 400, 'VALIDATION'],
      ['keno with 11 picks', 'keno', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], risk: 'low' }, 400, 'VALIDATION'],
      ['keno with a number twice', 'keno', { picks: [5, 5], risk: 'low' }, 400, 'VALIDATION'],
      ['keno with 41', 'keno', { picks: [41], risk: 'low' }, 400, 'VALIDATION'],
      ['dice over 1.00 (a 99 % chance)', 'dice', { direction: 'over', target: 100 }, 400, 'VALIDATION'],
      ['dice under 99.00 (a 99 % chance)', 'dice', { direction: 'under', target: 9900 }, 400, 'VALIDATION'],
      ['dice with a target of 100.00', 'dice', { direction: 'under', target: 10000 }, 400, 'VALIDATION'],
      ['limbo at 1.00×', 'limbo', { target: 100 }, 400, 'VALIDATION'],
      ['a bet id with a NUL byte', 'limbo', { betId: 'abcdefgh\u0000', target: 200 }, 400, 'VALIDATION'],
      [
        'a launch token of another vendor’s format',
        'limbo',
        { launchToken: 'x'.repeat(16), target: 200 },
        401,
        'TOKEN_INVALID',
      ],
    ])('should refuse %s', async (_case, game, extra, status, code) => {
      const before = { rows: await moneyRows(sut), balance: await balanceOf(token.player01) };
      const english = await bet(game, newBet(extra));
      const tagalog = await bet(game, newBet(extra), token.player01, 'TY');
      expectRefusal(english, status, code);
      expectRefusal(tagalog, status, code);
      expect(english.json().message).not.toBe(tagalog.json().message);
      const after = { rows: await moneyRows(sut), balance: await balanceOf(token.player01) };
      // The wallet protocol keeps a final refusal (insufficient funds) as its transaction's answer,
      // so a repeat is refused alike: a row of provider_transactions, no money.
      if (code === 'INSUFFICIENT_FUNDS') after.rows.providerTransactions = before.rows.providerTransactions;
      expect(after).toEqual(before);
    });

    it('should refuse another member’s launch token (TOKEN_INVALID)', async () => {
      launchToken.player02 = launchTokenOf((await launch(token.player02, 'DICE')).url);
      const before = await moneyRows(sut);
      expectRefusal(
        await bet('dice', newBet({ launchToken: launchToken.player02, direction: 'over', target: 5000 })),
        401,
        'TOKEN_INVALID',
      );
      expect(await moneyRows(sut)).toEqual(before);
    });

    it('should not show another member’s bet', async () => {
      const body = newBet({ target: 300 });
      valueOf(await bet('limbo', body));
      expectRefusal(await call('GET', `/wps/originals/bets/${body.betId}`, token.player02), 404, 'NOT_FOUND');
      expect(valueOf(await call('GET', `/wps/originals/bets/${body.betId}`, token.player01)).betId).toBe(body.betId);
    });
  });

  describe('who may play', () => {
    it.each<[string, () => string | null, number, string]>([
      ['a guest', () => null, 401, 'AUTH_REQUIRED'],
      // Trial accounts play no originals: the wallet protocol has no trial wallet (spec §8's dialog).
      ['a trial account', () => token.trial01, 403, 'TRIAL_FORBIDDEN'],
      ['a staff session', () => token.staff, 403, 'FORBIDDEN'],
    ])('should refuse %s', async (_case, bearer, status, code) => {
      const before = await moneyRows(sut);
      expectRefusal(await bet('dice', newBet({ direction: 'over', target: 5000 }), bearer() as string), status, code);
      expectRefusal(await call('GET', '/wps/originals/fairness', bearer()), status, code);
      expect(await moneyRows(sut)).toEqual(before);
    });
  });

  describe('settings (staff)', () => {
    type Setting = {
      game: string;
      enabled: boolean;
      minBetMinor: string;
      maxBetMinor: string;
      maxWinMinor: string;
      version: number;
    };
    const settingOf = async (game: string): Promise<Setting> =>
      (valueOf(await call('GET', '/wps/admin/originals/settings', token.staff)).settings as Setting[]).find(
        (setting) => setting.game === game,
      )!;
    const put = (game: string, body: Record<string, unknown>, bearer = token.staff) =>
      call('PUT', `/wps/admin/originals/settings/${game}`, bearer, body);

    it('should refuse a member and a guest', async () => {
      expectRefusal(await call('GET', '/wps/admin/originals/settings', token.player01), 403, 'FORBIDDEN');
      expectRefusal(await call('GET', '/wps/admin/originals/settings', null), 401, 'AUTH_REQUIRED');
    });

    it('should refuse a minimum below the game’s floor and a stale version', async () => {
      const current = await settingOf('plinko');
      const body = {
        enabled: true,
        minBetMinor: '73',
        maxBetMinor: '5000',
        maxWinMinor: '900000',
        version: current.version,
      };
      expectRefusal(await put('plinko', body), 400, 'VALIDATION');
      expectRefusal(
        await put('plinko', { ...body, minBetMinor: '200', version: current.version + 5 }),
        409,
        'STALE_RECORD',
      );
    });

    it('should apply new limits and a switch-off to bets at once, audited', async () => {
      const current = await settingOf('limbo');
      const saved = valueOf(
        await put('limbo', {
          enabled: true,
          minBetMinor: '500',
          maxBetMinor: '5000',
          maxWinMinor: '6000',
          version: current.version,
        }),
      );
      expect(saved).toMatchObject({
        minBetMinor: '500',
        maxBetMinor: '5000',
        maxWinMinor: '6000',
        version: current.version + 1,
      });
      expectRefusal(await bet('limbo', newBet({ amountMinor: '400', target: 200 })), 400, 'AMOUNT_BELOW_MIN');
      // The maximum win caps the payout: 5,000 at 1,000× would pay 5,000,000.
      await useSeeds(
        memberId.player01,
        vectorsOf('limbo')[1]!.input,
        vectorsOf('limbo')[1]!.expected.commitment as string,
      );
      const capped: OriginalsPlay = valueOf(await bet('limbo', newBet({ amountMinor: '5000', target: 101 })));
      expect(capped.bet.payoutMinor).toBe('5050');
      const audit = await queryRows<{ action: string; detail: { before: object; after: object } }>(
        sut.database,
        `select action, detail from audit_log where target_kind = 'originals_game' and target_id = 'limbo' order by id desc limit 1`,
      );
      expect(audit[0]).toMatchObject({
        action: 'originals.settings.update',
        detail: { after: { minBetMinor: '500' } },
      });

      valueOf(
        await put('limbo', {
          enabled: false,
          minBetMinor: '500',
          maxBetMinor: '5000',
          maxWinMinor: '6000',
          version: current.version + 1,
        }),
      );
      const before = await moneyRows(sut);
      expectRefusal(await bet('limbo', newBet({ amountMinor: '1000', target: 200 })), 409, 'GAME_DISABLED');
      expect(await moneyRows(sut)).toEqual(before);
      expect(
        (valueOf(await call('GET', '/wps/originals/games', null)).games as Setting[]).find((g) => g.game === 'limbo')
          ?.enabled,
      ).toBe(false);
    });
  });

  describe('fairness', () => {
    it('should reveal the server seed on rotation, matching its commitment and each bet’s record', async () => {
      const before = valueOf(await call('GET', '/wps/originals/fairness', token.player01));
      const body = newBet({ direction: 'over', target: 5000 });
      const played: OriginalsPlay = valueOf(await bet('dice', body));
      expect(played.bet.fairness).toMatchObject({
        commitment: before.commitment,
        serverSeed: null,
        nonce: before.nonce,
      });

      const rotated = valueOf(
        await call('PUT', '/wps/originals/fairness/client-seed', token.player01, { clientSeed: 'my-lucky-seed' }),
      );
      expect(rotated).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
      expect(rotated.commitment).not.toBe(before.commitment);
      const revealed = rotated.revealed[0];
      expect(revealed).toMatchObject({
        commitment: before.commitment,
        clientSeed: before.clientSeed,
        betCount: before.nonce + 1,
      });
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(before.commitment);

      const verified: OriginalsBet = valueOf(await call('GET', `/wps/originals/bets/${body.betId}`, token.player01));
      expect(verified.fairness).toMatchObject({
        serverSeed: revealed.serverSeed,
        clientSeed: before.clientSeed,
        nonce: before.nonce,
      });
      const list = valueOf(await call('GET', '/wps/originals/bets?game=dice&limit=5', token.player01))
        .bets as OriginalsBet[];
      expect(list.every((entry) => entry.game === 'dice')).toBe(true);
    });

    it.each([
      ['a space', 'my seed'],
      ['a colon', 'a:b'],
      ['65 characters', 'x'.repeat(65)],
      ['nothing', ''],
      ['a lone surrogate', '\ud800abc'],
    ])('should refuse a client seed with %s', async (_case, clientSeed) => {
      const before = valueOf(await call('GET', '/wps/originals/fairness', token.player01));
      expectRefusal(
        await call('PUT', '/wps/originals/fairness/client-seed', token.player01, { clientSeed }),
        400,
        'VALIDATION',
      );
      expect(valueOf(await call('GET', '/wps/originals/fairness', token.player01))).toEqual(before);
    });
  });

  describe('player protection', () => {
    it('should refuse a bet of a member on a break at the trigger (PLAY_BLOCKED), moving nothing', async () => {
      // Launched before the break: the launch's own check passed; the bet meets the database's.
      const launched = launchTokenOf((await launch(token.player02, 'DICE')).url);
      valueOf(await call('POST', '/wps/member/protection/break', token.player02, { kind: 'TIMEOUT', duration: '24H' }));
      const before = { rows: await moneyRows(sut), balance: await balanceOf(token.player02) };
      const refused = await bet(
        'dice',
        newBet({ launchToken: launched, direction: 'over', target: 5000 }, 'player02'),
        token.player02,
      );
      expectRefusal(refused, 403, 'PLAY_BLOCKED');
      expect({ rows: await moneyRows(sut), balance: await balanceOf(token.player02) }).toEqual(before);
    });
  });
});
