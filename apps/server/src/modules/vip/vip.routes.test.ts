import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  creditMoney,
  ensureSettlementGames,
  insertMember,
  manualClock,
  peso,
  playRound,
} from '../../testing/agent-settlement-fixtures';
import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import { roundSteps } from '../../testing/stats-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { STATS_SUBSCRIBER } from '../stats';

// The VIP ladder and the rebate end to end (issue 20, decision 047): rounds and deposits reach the
// play statistics through the activity stream; the ladder's job reads the aggregates, promotes at
// once, reviews each month (down one level at most) and pays each bonus once; the rebate job
// accrues per member × day × category, once, and the member claims it as one bonus.

const level = (n: number, validBetPeso: number, extra: Record<string, unknown> = {}) => ({
  level: n,
  name: n === 0 ? 'Member' : `Gold ${n}`,
  minValidBetMinor: peso(validBetPeso).toString(),
  minDepositMinor: '0',
  condition: 'ALL',
  upgradeBonusMinor: peso(n * 10).toString(),
  monthlyBonusMinor: peso(n * 5).toString(),
  birthdayBonusMinor: '0',
  turnoverMultiplier: 1,
  rebateTurnoverMultiplier: 1,
  dailyWithdrawalCount: null,
  dailyWithdrawalLimitMinor: null,
  ...extra,
});
const LADDER = [level(0, 0), level(1, 500), level(2, 2_000), level(3, 10_000)];

describe('VIP ladder and rebate', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = manualClock('2026-10-10T04:00:00Z');
  let serial = 0;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, clock });
    call = createCaller(sut.app);
    await ensureSettlementGames(sut.app.database.db);
    valueOf(await call('PUT', '/wps/admin/vip/levels', await staff(), { levels: LADDER }));
  }, 240_000);
  afterAll(async () => {
    await sut.close();
  });

  const db = () => sut.app.database.db;
  // Sessions are opened when used: the tests move the clock by months, past any session's life.
  const staff = () => loginStaff(sut.app);
  const tokenOf = (id: number) => openSession(sut.app, id);
  const drain = () => sut.app.activityStream.catchUp(STATS_SUBSCRIBER);
  const newMember = async () => {
    serial += 1;
    const id = await insertMember(db(), `vip${serial}${randomUUID().slice(0, 6)}`, null);
    return { id, token: await tokenOf(id) };
  };
  const levelOf = async (id: number) =>
    Number(
      (await queryRows<{ vip_level: number }>(sut.database, 'select vip_level from members where id = $1', [id]))[0]
        ?.vip_level,
    );
  const bonusesOf = (id: number) =>
    queryRows<{ amount: string; title: string; turnover_multiplier: number }>(
      sut.database,
      'select amount::text, title, turnover_multiplier from bonus_grants where member_id = $1 order by granted_at, title',
      [id],
    );

  beforeEach(async () => {
    await drain();
  });

  describe('the ladder', () => {
    it('goes up as soon as the month reaches a level, is reviewed at the month boundary and goes down one level at most', async () => {
      clock.set('2026-10-10T04:00:00Z');
      const { id } = await newMember();
      await playRound(db(), id, 600, 100, '2026-10-10T03:00:00Z');
      await drain();
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(1);
      // The job again: nothing more (the upgrade bonus is paid once).
      await sut.app.vipJobs.runLadder();
      expect((await bonusesOf(id)).map((bonus) => bonus.amount)).toEqual([peso(10).toString()]);

      // More play the same month: straight to VIP3 in one step pays VIP2's and VIP3's upgrade bonuses.
      await playRound(db(), id, 9_500, 0, '2026-10-20T03:00:00Z');
      await drain();
      clock.set('2026-10-20T05:00:00Z');
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(3);
      const info = valueOf(await call('GET', '/wps/member/info', await tokenOf(id)));
      expect(info).toMatchObject({ isVip: true, vipLabel: 'Gold 3', rankLevel: 3 });

      // November 2 (Manila): October's review keeps VIP3 (October met it) and pays October's monthly bonus.
      clock.set('2026-11-02T01:00:00Z');
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(3);
      // December 1, 00:30 Manila (30 November 16:30 UTC): November had no play — down one level, not to VIP0.
      clock.set('2026-11-30T16:30:00Z');
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(2);
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(2);
      // January: December had no play either — VIP1.
      clock.set('2027-01-01T02:00:00Z');
      await sut.app.vipJobs.runLadder();
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(1);

      const changes = await queryRows<{ from_level: number; to_level: number; reason: string }>(
        sut.database,
        'select from_level, to_level, reason from vip_level_changes where member_id = $1 order by id',
        [id],
      );
      expect(changes).toEqual([
        { from_level: 0, to_level: 1, reason: 'UPGRADE' },
        { from_level: 1, to_level: 3, reason: 'UPGRADE' },
        { from_level: 3, to_level: 2, reason: 'MONTHLY_REVIEW' },
        { from_level: 2, to_level: 1, reason: 'MONTHLY_REVIEW' },
      ]);
      const titles = (await bonusesOf(id)).map((bonus) => `${bonus.title} ${bonus.amount}`).sort();
      expect(titles).toEqual(
        [
          `VIP upgrade bonus (VIP 1) ${peso(10)}`,
          `VIP upgrade bonus (VIP 2) ${peso(20)}`,
          `VIP upgrade bonus (VIP 3) ${peso(30)}`,
          // October held at VIP3, November's review left VIP2, December's VIP1.
          `VIP monthly bonus (VIP 3) ${peso(15)}`,
          `VIP monthly bonus (VIP 2) ${peso(10)}`,
          `VIP monthly bonus (VIP 1) ${peso(5)}`,
        ].sort(),
      );

      // Reaching VIP2 again in January pays no second upgrade bonus for it.
      await playRound(db(), id, 2_500, 0, '2027-01-01T01:00:00Z');
      await drain();
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(2);
      expect((await bonusesOf(id)).filter((bonus) => bonus.title.includes('upgrade'))).toHaveLength(3);
    });

    it('shows the member their level, what the next one needs and their progress', async () => {
      clock.set('2026-10-12T04:00:00Z');
      const { id, token } = await newMember();
      await playRound(db(), id, 800, 0, '2026-10-12T02:00:00Z');
      await creditMoney(db(), id, 'DEPOSIT', 300, '2026-10-12T02:30:00Z');
      await drain();
      await sut.app.vipJobs.runLadder();
      const vip = valueOf(await call('GET', '/wps/member/vip', token));
      expect(vip).toMatchObject({
        level: 1,
        name: 'Gold 1',
        month: '2026-10',
        validBetMinor: peso(800).toString(),
        depositMinor: peso(300).toString(),
        next: { level: 2, needValidBetMinor: peso(1_200).toString(), progressBasisPoints: 4_000 },
        keep: { level: 1, progressBasisPoints: 10_000 },
      });
      expect(vip.levels).toHaveLength(4);
    });

    it('refuses a bad ladder and changes nothing', async () => {
      const bad = [
        { levels: [] },
        { levels: [level(1, 500)] },
        { levels: [level(0, 10)] },
        { levels: [level(0, 0), level(1, 500), level(2, 100)] },
        { levels: [level(0, 0), level(1, 0)] },
        { levels: [level(0, 0), level(1, 500, { name: 'bad\u0000name' })] },
        { levels: [level(0, 0), level(1, 500, { name: '\ud800' })] },
        { levels: [level(0, 0), level(1, 500, { name: 'x'.repeat(100_000) })] },
        { levels: [level(0, 0), level(1, 500, { upgradeBonusMinor: '9223372036854775808' })] },
        { levels: [level(0, 0), level(1, 500, { upgradeBonusMinor: '-1' })] },
        { levels: [level(0, 0), level(1, 500, { upgradeBonusMinor: 100 })] },
        { levels: [level(0, 0), level(1, 500, { turnoverMultiplier: 1.5 })] },
        { levels: [level(0, 0), level(1, 500, { condition: 'SOME' })] },
        { levels: [level(0, 0), level(1, 500, { dailyWithdrawalCount: 0 })] },
        { levels: 'all' },
      ];
      const token = await staff();
      for (const body of bad) expectRefusal(await call('PUT', '/wps/admin/vip/levels', token, body), 400, 'VALIDATION');
      const member = await newMember();
      expectRefusal(await call('PUT', '/wps/admin/vip/levels', member.token, { levels: LADDER }), 403, 'FORBIDDEN');
      expectRefusal(await call('PUT', '/wps/admin/vip/levels', null, { levels: LADDER }), 401, 'AUTH_REQUIRED');
      const ladder = valueOf(await call('GET', '/wps/vip/levels', null));
      expect(ladder.levels.map((row: { name: string }) => row.name)).toEqual(LADDER.map((row) => row.name));
    });
  });

  describe('staff level changes and the birthday bonus', () => {
    const versionOf = async (id: number) =>
      Number(
        (await queryRows<{ version: number }>(sut.database, 'select version from members where id = $1', [id]))[0]
          ?.version,
      );
    const setLevel = async (token: string, id: number, vipLevel: number) =>
      call('POST', `/wps/admin/members/${id}/vip-level`, token, {
        version: await versionOf(id),
        vipLevel,
        reason: 'loyal customer',
      });
    const upgradeTitles = async (id: number) =>
      (await bonusesOf(id))
        .filter((bonus) => bonus.title.includes('upgrade'))
        .map((bonus) => `${bonus.title} ${bonus.amount}`)
        .sort();

    it("pays each level's upgrade bonus once when staff raise a member, whatever they do after", async () => {
      clock.set('2026-10-14T04:00:00Z');
      const { id } = await newMember();
      const admin = await staff();
      valueOf(await setLevel(admin, id, 2));
      await sut.app.vipJobs.runLadder();
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(2);
      expect(await upgradeTitles(id)).toEqual([
        `VIP upgrade bonus (VIP 1) ${peso(10)}`,
        `VIP upgrade bonus (VIP 2) ${peso(20)}`,
      ]);
      // Down, then up past where they were: only VIP3 is new.
      valueOf(await setLevel(admin, id, 1));
      valueOf(await setLevel(admin, id, 3));
      await sut.app.vipJobs.runLadder();
      expect(await upgradeTitles(id)).toEqual([
        `VIP upgrade bonus (VIP 1) ${peso(10)}`,
        `VIP upgrade bonus (VIP 2) ${peso(20)}`,
        `VIP upgrade bonus (VIP 3) ${peso(30)}`,
      ]);
      // A stale version changes nothing and owes nothing.
      expectRefusal(
        await call('POST', `/wps/admin/members/${id}/vip-level`, admin, { version: 1, vipLevel: 0, reason: 'x' }),
        409,
        'STALE_RECORD',
      );
      // The same day, the review of September (no play) leaves the level staff set alone.
      expect(await levelOf(id)).toBe(3);
      const changes = await queryRows<{ from_level: number; to_level: number; reason: string }>(
        sut.database,
        'select from_level, to_level, reason from vip_level_changes where member_id = $1 order by id',
        [id],
      );
      expect(changes).toEqual([
        { from_level: 0, to_level: 2, reason: 'STAFF' },
        { from_level: 2, to_level: 1, reason: 'STAFF' },
        { from_level: 1, to_level: 3, reason: 'STAFF' },
      ]);
      // November's review of October (no play) takes one level, as for any member.
      clock.set('2026-11-02T01:00:00Z');
      await sut.app.vipJobs.runLadder();
      expect(await levelOf(id)).toBe(2);
      expect(await upgradeTitles(id)).toHaveLength(3);
    });

    it("pays the birthday bonus only from the level's number of deposits to date, once a year", async () => {
      clock.set('2026-10-16T04:00:00Z'); // 12:00 on 16 October in Manila
      const admin = await staff();
      const birthdayLadder = LADDER.map((row) =>
        row.level === 0 ? row : { ...row, birthdayBonusMinor: peso(50).toString(), birthdayMinDeposits: 5 },
      );
      valueOf(await call('PUT', '/wps/admin/vip/levels', admin, { levels: birthdayLadder }));
      try {
        const ladder = valueOf(await call('GET', '/wps/vip/levels', null));
        expect(ladder.levels[1]).toMatchObject({ birthdayMinDeposits: 5 });
        const { id } = await newMember();
        await queryRows(sut.database, "update members set birthday = '1990-10-16' where id = $1", [id]);
        valueOf(await setLevel(admin, id, 1));
        const birthdayBonuses = async () =>
          (await bonusesOf(id)).filter((bonus) => bonus.title.includes('birthday')).map((bonus) => bonus.amount);
        // Four deposits to date (one of them last year): not yet.
        await creditMoney(db(), id, 'DEPOSIT', 100, '2025-12-01T02:00:00Z');
        for (const hour of ['01', '02', '03']) await creditMoney(db(), id, 'DEPOSIT', 100, `2026-10-16T${hour}:00:00Z`);
        await drain();
        await sut.app.vipJobs.runLadder();
        expect(await birthdayBonuses()).toEqual([]);
        // The fifth, later that day: owed and paid, once.
        await creditMoney(db(), id, 'DEPOSIT', 100, '2026-10-16T04:00:00Z');
        await drain();
        clock.set('2026-10-16T05:00:00Z');
        await sut.app.vipJobs.runLadder();
        await sut.app.vipJobs.runLadder();
        expect(await birthdayBonuses()).toEqual([peso(50).toString()]);
      } finally {
        valueOf(await call('PUT', '/wps/admin/vip/levels', await staff(), { levels: LADDER }));
      }
    });
  });

  describe("the level's daily withdrawal allowance", () => {
    it("stops withdrawals at the level's daily count and amount, and changes nothing when it does", async () => {
      clock.set('2026-10-15T04:00:00Z');
      const [player] = await queryRows<{ id: number }>(
        sut.database,
        "select id from members where account = 'player01'",
      );
      const id = Number(player?.id);
      const token = await tokenOf(id);
      const account = valueOf(await call('GET', '/wps/v2/withdraw/accounts', token)).accounts[0].id as string;
      const allowance = { dailyWithdrawalCount: 2, dailyWithdrawalLimitMinor: peso(250).toString() };
      const admin = await staff();
      valueOf(
        await call('PUT', '/wps/admin/vip/levels', admin, { levels: LADDER.map((row) => ({ ...row, ...allowance })) }),
      );
      try {
        const withdraw = (pesos: number) =>
          call('POST', '/wps/v2/withdrawals', token, {
            requestId: randomUUID(),
            accountId: account,
            amountMinor: peso(pesos).toString(),
            paymentPassword: '246810',
          });
        expect(valueOf(await call('GET', '/wps/v2/withdraw/settings', token)).dailyCountLimit).toBe(2);
        expect(valueOf(await withdraw(100)).status).toBe('REVIEW');
        const rows = await queryRows<{ n: number }>(sut.database, 'select count(*)::int as n from withdrawals');
        const refused = await withdraw(200);
        expectRefusal(refused, 409, 'WITHDRAW_DAILY_AMOUNT_REACHED');
        expect(refused.json().value).toEqual({ dailyAmountMinor: peso(250).toString() });
        expect(await queryRows(sut.database, 'select count(*)::int as n from withdrawals')).toEqual(rows);
        expect(valueOf(await withdraw(150)).status).toBe('REVIEW');
        expectRefusal(await withdraw(100), 409, 'WITHDRAW_LIMIT_REACHED');
      } finally {
        valueOf(await call('PUT', '/wps/admin/vip/levels', admin, { levels: LADDER }));
      }
    });
  });

  describe('the rebate', () => {
    const RATES = [
      // RNG here is the 99 % game: its rate is a share of the house edge, not of the stake.
      { level: 0, category: 'RNG', basis: 'EDGE_WEIGHTED', rateBasisPoints: 2_500 },
      { level: 0, category: 'LIVE', basis: 'VALID_BET', rateBasisPoints: 80 },
      { level: 1, category: 'LIVE', basis: 'VALID_BET', rateBasisPoints: 100 },
    ];
    const liveRound = async (member: number, bet: number, at: string) => {
      const id = randomUUID();
      const steps = roundSteps(db());
      await steps.open({ id, member, game: 'G-LIVE', currency: 'PHP', bet: peso(bet), at: new Date(at) });
      await steps.win(id, 0n, true, new Date(at));
    };

    it('accrues once per member, day and category: the job twice pays once, and the claim is one bonus', async () => {
      clock.set('2026-10-05T04:00:00Z');
      valueOf(await call('PUT', '/wps/admin/vip/rebate-rates', await staff(), { rates: RATES }));
      const { id } = await newMember();
      // 5 October (Manila): ₱100 on the 99 % slot and ₱200 on live (VIP0: under VIP1's ₱500).
      await playRound(db(), id, 100, 99, '2026-10-05T02:00:00Z');
      await liveRound(id, 200, '2026-10-05T03:00:00Z');
      await drain();
      // The day is not over: nothing accrues yet.
      await sut.app.vipJobs.accrueRebate();
      expectRefusal(
        await call('POST', '/wps/member/rebate/claim', await tokenOf(id), { requestId: randomUUID() }),
        409,
        'REBATE_NOTHING_TO_CLAIM',
      );
      // 6 October 02:00 Manila: the 5th ended over an hour ago.
      clock.set('2026-10-05T18:00:00Z');
      await sut.app.vipJobs.accrueRebate();
      await sut.app.vipJobs.accrueRebate();
      const accruals = await queryRows<{ category: string; basis_minor: string; amount_minor: string }>(
        sut.database,
        'select category, basis_minor::text, amount_minor::text from rebate_accruals where member_id = $1 order by category',
        [id],
      );
      // LIVE: 0.8 % of ₱200 = ₱1.60. RNG: 25 % of the edge-weighted ₱100 × 1 % = ₱1 → ₱0.25 (a flat 0.8 % would be ₱0.80).
      expect(accruals).toEqual([
        { category: 'LIVE', basis_minor: '20000', amount_minor: '160' },
        { category: 'RNG', basis_minor: '100', amount_minor: '25' },
      ]);
      const token = await tokenOf(id);
      const page = valueOf(await call('GET', '/wps/member/rebate', token));
      expect(page).toMatchObject({ unclaimedMinor: '185', accruedThrough: '2026-10-05', turnoverMultiplier: 1 });
      expect(page.categories).toHaveLength(2);

      const requestId = randomUUID();
      const claim = valueOf(await call('POST', '/wps/member/rebate/claim', token, { requestId }));
      expect(claim).toMatchObject({ amountMinor: '185', status: 'PAID' });
      // The same request again: the same claim. A new one: nothing left. The job again: nothing new.
      expect(valueOf(await call('POST', '/wps/member/rebate/claim', token, { requestId })).id).toBe(claim.id);
      expectRefusal(
        await call('POST', '/wps/member/rebate/claim', token, { requestId: randomUUID() }),
        409,
        'REBATE_NOTHING_TO_CLAIM',
      );
      await sut.app.vipJobs.accrueRebate();
      expect(await bonusesOf(id)).toEqual([expect.objectContaining({ amount: '185', turnover_multiplier: 1 })]);
      const statement = await queryRows<{ inputs: { categories: { category: string; rebateMinor: string }[] } }>(
        sut.database,
        'select inputs from rebate_claims where member_id = $1',
        [id],
      );
      expect(statement[0]?.inputs.categories.map((row) => [row.category, row.rebateMinor])).toEqual([
        ['LIVE', '160'],
        ['RNG', '25'],
      ]);
      // Another member replaying that request id gets their own answer, not the first member's claim.
      const other = await newMember();
      expectRefusal(
        await call('POST', '/wps/member/rebate/claim', other.token, { requestId }),
        409,
        'REBATE_NOTHING_TO_CLAIM',
      );
    });

    it('pays once when claims and job runs race (five claims at once, three ladder runs at once)', async () => {
      clock.set('2026-10-07T04:00:00Z');
      const { id } = await newMember();
      await liveRound(id, 700, '2026-10-07T03:00:00Z');
      await drain();
      await Promise.all([sut.app.vipJobs.runLadder(), sut.app.vipJobs.runLadder(), sut.app.vipJobs.runLadder()]);
      expect(await levelOf(id)).toBe(1);
      clock.set('2026-10-07T18:00:00Z');
      await Promise.all([sut.app.vipJobs.accrueRebate(), sut.app.vipJobs.accrueRebate()]);
      const token = await tokenOf(id);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', '/wps/member/rebate/claim', token, { requestId: randomUUID() })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      // VIP1's upgrade bonus once, and one rebate of 1 % of ₱700 (the level's rate when the day accrued).
      expect((await bonusesOf(id)).map((bonus) => bonus.amount).sort()).toEqual([peso(10).toString(), '700'].sort());
    });

    it('refuses bad input and changes nothing', async () => {
      const { token } = await newMember();
      for (const body of [{}, { requestId: 'x' }, { requestId: 12 }, { requestId: `${randomUUID()}\u0000` }])
        expectRefusal(await call('POST', '/wps/member/rebate/claim', token, body), 400, 'VALIDATION');
      expectRefusal(
        await call('POST', '/wps/member/rebate/claim', null, { requestId: randomUUID() }),
        401,
        'AUTH_REQUIRED',
      );
      const staffToken = await staff();
      const before = valueOf(await call('GET', '/wps/admin/vip/rebate-rates', staffToken));
      for (const rates of [
        [{ level: 0, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 10_001 }],
        [{ level: 0, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: -1 }],
        [{ level: 0, category: 'NOPE', basis: 'VALID_BET', rateBasisPoints: 1 }],
        [{ level: 0, category: 'RNG', basis: 'STAKE', rateBasisPoints: 1 }],
        [
          { level: 0, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 1 },
          { level: 0, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 2 },
        ],
      ])
        expectRefusal(await call('PUT', '/wps/admin/vip/rebate-rates', staffToken, { rates }), 400, 'VALIDATION');
      // A level the ladder does not have.
      expectRefusal(
        await call('PUT', '/wps/admin/vip/rebate-rates', staffToken, {
          rates: [{ level: 9, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 1 }],
        }),
        400,
        'VALIDATION',
      );
      expect(valueOf(await call('GET', '/wps/admin/vip/rebate-rates', staffToken))).toEqual(before);
    });
  });
});
