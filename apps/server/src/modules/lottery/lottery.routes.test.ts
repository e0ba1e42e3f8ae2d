import { createHash, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LotteryDraw, LotteryGame, LotterySlip, StaffLotteryDraw } from '@perya/contracts';
import { lotteryGameOf } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  staffSession,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import { launchTokenOf } from '../../testing/games-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { drawResult, engineBet, engineDraw, settleLine } from './lottery.engine';

// The in-house lottery over HTTP (issue 21, decision 053): the §7.2 calls, a slip of several lines
// on a quick draw paid through the provider wallet protocol, every bad input refused in the
// caller's language with nothing moved, the draw made, drawn and settled by the job, the seed
// revealed against its commitment, and a re-run of the job doing nothing.

const PORTAL = 'https://portal.perya.test';
const QUICK = 'PL_QUICK_1';

const moneyRows = async (sut: TestApp) => ({
  ledger: await countRows(sut.database, 'ledger_transfers'),
  providerTransactions: await countRows(sut.database, 'provider_transactions'),
  slips: await countRows(sut.database, 'lottery_slips'),
  lines: await countRows(sut.database, 'lottery_lines'),
  exposure: (
    await queryRows<{ sum: string }>(
      sut.database,
      'select coalesce(sum(liability_minor), 0)::text as sum from lottery_exposure',
    )
  )[0]?.sum,
});

describe('in-house lottery', () => {
  let sut: TestApp;
  let call: Caller;
  // A minute boundary plus 5 s: the 1-minute draw on sale closes 55 s later (10 s before its draw).
  const clock = createTestClock(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 86_400_000 + 5_000));
  const token = { player01: '', staff: '' };
  let memberId = 0;
  let launchToken = '';

  const balance = async (): Promise<bigint> =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token.player01)).balanceMinor);
  const onSale = async (gameCode = QUICK): Promise<LotteryDraw> => {
    const list = valueOf(await call('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`, token.player01));
    return list.draws[0] as LotteryDraw;
  };
  const slip = (drawId: string, lines: unknown[], extra: Record<string, unknown> = {}) => ({
    slipId: randomUUID(),
    launchToken,
    drawId,
    lines,
    ...extra,
  });
  const place = (body: unknown, lang = 'EN') => call('POST', '/wps/lottery/slips', token.player01, body, lang);

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock, config: { publicUrl: PORTAL } });
    call = createCaller(sut.app);
    memberId = (await demoMemberIds(sut.app, ['player01'])).player01;
    token.player01 = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    token.staff = await loginStaff(sut.app);
    await sut.app.lotteryJobs.scheduleDraws();
  }, 180_000);
  afterAll(async () => {
    await sut.close();
  });

  describe('the §7.2 lottery calls', () => {
    it('should launch a lottery by area, prize mode and game code onto the portal’s own page with a token', async () => {
      const launched = valueOf(
        await call('POST', '/wps/game/launchGame', token.player01, {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          prizeMode: 'ZY',
          gameCode: QUICK,
          view: 'BETTING',
          backUrl: '/vnLottery',
        }),
      );
      const url = new URL(launched.url);
      expect(url.origin + url.pathname).toBe(`${PORTAL}/vnLottery`);
      expect(url.searchParams.get('gameCode')).toBe(QUICK);
      launchToken = launchTokenOf(launched.url);
      expect(launchToken).toMatch(/^.{16,}$/);
    });

    it('should refuse a launch whose prize mode is not the game’s', async () => {
      const response = await call('POST', '/wps/game/launchGame', token.player01, {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        prizeMode: 'SEA',
        gameCode: QUICK,
      });
      expectRefusal(response, 400, 'VALIDATION');
    });

    it('should list the games by prize mode with every bet type’s RTP, to guests too', async () => {
      const { menu } = valueOf(await call('GET', '/lgw/vn/games/game_menu', null));
      expect(menu.map((entry: { prizeMode: string }) => entry.prizeMode)).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
      const quick = (valueOf(await call('GET', '/lgw/vn/games?prizeMode=ZY', null)).games as LotteryGame[]).map(
        (game) => game.gameCode,
      );
      expect(quick).toEqual(['PL_QUICK_1', 'PL_QUICK_3', 'PL_QUICK_5']);
      const north = (menu[0].games as LotteryGame[]).find((game) => game.gameCode === 'PL_VN_NORTH')!;
      expect(north.betTypes.find((type) => type.betType === 'de')).toMatchObject({ odds: '95', rtpPercent: '95.00' });
      expect(north.betTypes.find((type) => type.betType === 'xien2')?.rtpPercent).toBe('93.30');
      const south = (menu[0].games as LotteryGame[]).find((game) => game.gameCode === 'PL_VN_SOUTH')!;
      expect(south.betTypes.find((type) => type.betType === 'lo2')).toMatchObject({ costFactor: 18 });
      expect(north.nextDraw?.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(north.nextDraw?.drawSeed).toBeNull();
    });
  });

  describe('a slip on a quick draw', () => {
    let drawId = '';
    let placed: LotterySlip;
    let before = 0n;
    const lines = [
      { betType: 'de', selection: ['27'], stakeMinor: '1000' },
      { betType: 'lo2', selection: ['05'], stakeMinor: '100' },
      { betType: 'big_small', selection: ['big'], stakeMinor: '5000' },
      { betType: 'xien2', selection: ['11', '42'], stakeMinor: '1000' },
    ];

    it('should debit the slip’s cost (lô costs a point per prize number) through the wallet protocol', async () => {
      const draw = await onSale();
      drawId = draw.drawId;
      expect(draw.status).toBe('OPEN');
      before = await balance();
      const result = valueOf(await place(slip(drawId, lines)));
      placed = result.slip;
      expect(placed.costMinor).toBe(String(1000 + 27 * 100 + 5000 + 1000));
      expect(placed.lines).toHaveLength(4);
      expect(BigInt(result.balanceMinor)).toBe(before - 9700n);
      expect(await balance()).toBe(before - 9700n);
    });

    it('should answer a repeat of the slip id with the same slip and move nothing', async () => {
      const rows = await moneyRows(sut);
      const again = valueOf(await place({ slipId: placed.slipId, launchToken, drawId, lines }));
      expect(again.slip).toEqual(placed);
      expect(await moneyRows(sut)).toEqual(rows);
      expectRefusal(
        await place({ slipId: placed.slipId, launchToken, drawId, lines: lines.slice(0, 1) }),
        409,
        'DUPLICATE_REQUEST',
      );
      expect(await moneyRows(sut)).toEqual(rows);
    });

    it.each([
      ['an unknown bet type', [{ betType: 'jackpot', selection: ['27'], stakeMinor: '1000' }], 400, 'VALIDATION'],
      ['malformed numbers', [{ betType: 'de', selection: ['7'], stakeMinor: '1000' }], 400, 'VALIDATION'],
      ['a word for digits', [{ betType: 'lo3', selection: ['abc'], stakeMinor: '1000' }], 400, 'VALIDATION'],
      ['a 4D bet on a quick draw', [{ betType: 'big', selection: ['1234'], stakeMinor: '1000' }], 400, 'VALIDATION'],
      [
        'a repeated xiên number',
        [{ betType: 'xien2', selection: ['11', '11'], stakeMinor: '1000' }],
        400,
        'VALIDATION',
      ],
      ['a stake below the minimum', [{ betType: 'de', selection: ['27'], stakeMinor: '50' }], 400, 'AMOUNT_BELOW_MIN'],
      [
        'a line above the maximum',
        [{ betType: 'lo2', selection: ['27'], stakeMinor: '20000' }],
        400,
        'AMOUNT_ABOVE_MAX',
      ],
    ])('should refuse %s and move nothing', async (_name, bad, status, code) => {
      const rows = await moneyRows(sut);
      expectRefusal(await place(slip(drawId, [lines[0], ...bad])), status, code);
      expect(await moneyRows(sut)).toEqual(rows);
    });

    it('should refuse a slip beyond the balance and move nothing', async () => {
      const setting = valueOf(await call('GET', '/wps/admin/lottery/settings', token.staff)).settings.find(
        (entry: { gameCode: string }) => entry.gameCode === QUICK,
      );
      valueOf(
        await call('PUT', `/wps/admin/lottery/settings/${QUICK}`, token.staff, {
          ...setting,
          maxBetMinor: '100000000000',
          maxWinMinor: '100000000000',
          exposureCapMinor: '1000000000000',
        }),
      );
      const rows = await moneyRows(sut);
      expectRefusal(
        await place(slip(drawId, [{ betType: 'big_small', selection: ['small'], stakeMinor: '90000000000' }])),
        422,
        'INSUFFICIENT_FUNDS',
      );
      // The protocol keeps its refusal (a repeat is refused the same way); no money moved.
      expect({ ...(await moneyRows(sut)), providerTransactions: 0 }).toEqual({ ...rows, providerTransactions: 0 });
      expect(await balance()).toBe(before - 9700n);
    });

    it('should refuse a number over the operator’s exposure cap, in the caller’s language, and move nothing', async () => {
      const setting = valueOf(await call('GET', '/wps/admin/lottery/settings', token.staff)).settings.find(
        (entry: { gameCode: string }) => entry.gameCode === QUICK,
      );
      // ₱1,000 of liability per number: đề 27 carries 95,000 already; 100 more × 95 passes the cap.
      valueOf(
        await call('PUT', `/wps/admin/lottery/settings/${QUICK}`, token.staff, {
          ...setting,
          exposureCapMinor: '100000',
        }),
      );
      const audited = await queryRows<{ action: string }>(
        sut.database,
        `select action from audit_log where target_id = $1 order by id desc limit 1`,
        [QUICK],
      );
      expect(audited[0]?.action).toBe('lottery.settings.update');
      const rows = await moneyRows(sut);
      const response = await place(slip(drawId, [{ betType: 'de', selection: ['27'], stakeMinor: '100' }]), 'TY');
      expectRefusal(response, 409, 'LOTTERY_EXPOSURE_FULL');
      expect(response.json().message).toMatch(/Puno na/);
      expect(await moneyRows(sut)).toEqual(rows);
      // Another number still has room.
      valueOf(await place(slip(drawId, [{ betType: 'de', selection: ['28'], stakeMinor: '100' }])));
      before -= 100n;
    });

    it('should refuse a slip after sales close, in the caller’s language, and move nothing', async () => {
      const draw = await sut.app.lotteryService.draw(drawId);
      clock.advance(new Date(draw.closesAt).getTime() - clock.now().getTime());
      const rows = await moneyRows(sut);
      const response = await place(slip(drawId, [lines[0]]), 'PT');
      expectRefusal(response, 409, 'LOTTERY_SALES_CLOSED');
      expect(response.json().message).toMatch(/vendas deste sorteio fecharam/);
      expect(await moneyRows(sut)).toEqual(rows);
      expect((await sut.app.lotteryService.draw(drawId)).status).toBe('CLOSED');
    });

    it('should draw and settle with the job: the seed matches its commitment, exactly the winners paid', async () => {
      const draw = await sut.app.lotteryService.draw(drawId);
      clock.advance(new Date(draw.drawsAt).getTime() - clock.now().getTime());
      await sut.app.lotteryJobs.run();
      const settled = await sut.app.lotteryService.draw(drawId);
      expect(settled.status).toBe('SETTLED');
      expect(createHash('sha256').update(settled.drawSeed!).digest('hex')).toBe(settled.commitment);
      const game = lotteryGameOf(QUICK)!;
      const prizes = drawResult(game, drawId, settled.drawSeed!);
      expect(settled.result).toEqual(prizes);
      expect(prizes.flatMap((prize) => prize.numbers)).toHaveLength(27);
      const expected = lines.map((line) =>
        settleLine(
          engineDraw(game, prizes),
          engineBet(game, { betType: line.betType as never, selection: line.selection }),
          BigInt(line.stakeMinor),
          100_000_000_000n,
        ),
      );
      const { slips } = valueOf(await call('GET', `/wps/lottery/slips?gameCode=${QUICK}`, token.player01));
      const mine = (slips as LotterySlip[]).find((entry) => entry.slipId === placed.slipId)!;
      expect(mine.status).toBe('SETTLED');
      expect(mine.lines.map((line) => BigInt(line.payoutMinor))).toEqual(expected);
      const payout = expected.reduce((total, value) => total + value, 0n);
      expect(BigInt(mine.payoutMinor)).toBe(payout);
      const other = (slips as LotterySlip[]).find((entry) => entry.slipId !== placed.slipId)!;
      expect(await balance()).toBe(before - 9700n + payout + BigInt(other.payoutMinor));
      expect(settled.winnersFound).toBe(settled.winnersPaid);
      const winners = await queryRows<{ count: number }>(
        sut.database,
        `select count(*)::int as count from lottery_lines where draw_id = $1 and payout_minor > 0`,
        [drawId],
      );
      expect(settled.winnersFound).toBe(winners[0]?.count);
      // The round is in the bet record as any vendor's, closed by the win.
      const rounds = await queryRows<{ status: string }>(
        sut.database,
        `select status from provider_rounds where vendor_code = 'PERYA_LOTTO' and round_id = $1`,
        [`${memberId}:${placed.slipId}`],
      );
      expect(rounds[0]?.status).toBe('CLOSED');
    });

    it('should do nothing when the job runs again', async () => {
      const rows = await moneyRows(sut);
      const money = await balance();
      await sut.app.lotteryJobs.run();
      await sut.app.lotteryJobs.settleDraw(drawId);
      expect(await moneyRows(sut)).toEqual(rows);
      expect(await balance()).toBe(money);
    });

    it('should list the draw for staff with its sales, payout and highest liability (decision 061)', async () => {
      const page = valueOf(
        await call('GET', `/wps/admin/lottery/draws?gameCode=${QUICK}&status=SETTLED&pageSize=5`, token.staff),
      );
      const listed = (page.list as StaffLotteryDraw[]).find((draw) => draw.drawId === drawId)!;
      const [figures] = await queryRows<{ slips: number; sales: string; top: string; payout: string }>(
        sut.database,
        `select (select count(*)::int from lottery_slips where draw_id = $1) as slips,
                (select sum(cost_minor)::text from lottery_slips where draw_id = $1) as sales,
                (select max(liability_minor)::text from lottery_exposure where draw_id = $1) as top,
                (select payout_minor::text from lottery_draws where draw_id = $1) as payout`,
        [drawId],
      );
      expect(listed).toMatchObject({
        status: 'SETTLED',
        slipCount: figures!.slips,
        salesMinor: figures!.sales,
        topLiabilityMinor: figures!.top,
        payoutMinor: figures!.payout,
        capMinor: '100000',
      });
      expect(figures!.slips).toBe(2);
      // Past draws latest first, each of the asked game and state.
      const drawsAt = (page.list as StaffLotteryDraw[]).map((draw) => draw.drawsAt);
      expect(drawsAt).toEqual([...drawsAt].sort().reverse());
      expect(new Set((page.list as StaffLotteryDraw[]).map((draw) => `${draw.gameCode} ${draw.status}`))).toEqual(
        new Set([`${QUICK} SETTLED`]),
      );
      expect(page).toMatchObject({ pageNo: 1, pageSize: 5 });
    });

    it('should list upcoming draws soonest first, paged, without sales yet', async () => {
      const first = valueOf(
        await call('GET', `/wps/admin/lottery/draws?when=upcoming&gameCode=${QUICK}&pageSize=3`, token.staff),
      );
      const second = valueOf(
        await call('GET', `/wps/admin/lottery/draws?when=upcoming&gameCode=${QUICK}&pageSize=3&pageNo=2`, token.staff),
      );
      const times = [...first.list, ...second.list].map((draw: StaffLotteryDraw) => draw.drawsAt);
      expect(times).toHaveLength(6);
      expect(times).toEqual([...times].sort());
      expect(new Set(times).size).toBe(6);
      expect(first.total).toBeGreaterThanOrEqual(6);
      expect(first.totalPages).toBe(Math.ceil(first.total / 3));
      for (const draw of first.list as StaffLotteryDraw[]) {
        expect(new Date(draw.drawsAt).getTime()).toBeGreaterThan(clock.now().getTime());
        expect(draw).toMatchObject({ slipCount: 0, salesMinor: '0', topLiabilityMinor: null, drawSeed: null });
      }
    });

    it('should refuse the draws to a member and to a role without games.view', async () => {
      expectRefusal(await call('GET', '/wps/admin/lottery/draws', token.player01), 403, 'FORBIDDEN');
      expectRefusal(
        await call('GET', '/wps/admin/lottery/draws', await staffSession(sut.app, 'FINANCE')),
        403,
        'FORBIDDEN',
      );
      expectRefusal(await call('GET', '/wps/admin/lottery/draws', null), 401, 'AUTH_REQUIRED');
      valueOf(await call('GET', '/wps/admin/lottery/draws', await staffSession(sut.app, 'READ_ONLY')));
    });

    it('should show the last results with the revealed seed', async () => {
      const { draws } = valueOf(await call('GET', `/lgw/vn/numeros/opened/game?gameCode=${QUICK}`, null));
      expect((draws as LotteryDraw[]).find((draw) => draw.drawId === drawId)?.drawSeed).toMatch(/^[0-9a-f]{64}$/);
      const recent = valueOf(await call('GET', '/lgw/vn/games/game_menu/recent', token.player01));
      expect(recent.games.map((game: LotteryGame) => game.gameCode)).toEqual([QUICK]);
    });
  });
});
