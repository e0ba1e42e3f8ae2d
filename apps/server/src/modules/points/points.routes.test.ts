import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { PAYMENT_PASSWORD, addHourlyValidBet, itemRequest, newPointsMember } from '../../testing/points-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The points mall through the API (decision 049): points accrue from the hourly statistics by an
// idempotent job, items are redeemed and points converted behind the payment password, goods wait
// for staff review, and every refusal is a clear 4xx that moves nothing. The ledger's property
// test is points.ledger.int.test.ts; the 50-redeemer race is points.race.pg.test.ts.

const HOUR = 3_600_000;
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';

describe('points mall', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Math.floor(Date.now() / HOUR) * HOUR + 30 * 60_000));
  const staff = { marketing: '', support: '' };

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    call = createCaller(sut.app);
    staff.marketing = await staffSession(sut.app, 'MARKETING');
    staff.support = await staffSession(sut.app, 'READ_ONLY');
  });
  afterAll(async () => {
    await sut.close();
  });

  const db = () => sut.app.database.db;
  const member = async (type: 0 | 4 = 0) => {
    const id = await newPointsMember(db(), 'pm', type);
    return { id, token: await openSession(sut.app, id) };
  };
  /** Gives a member points the way play does: valid bet in a finished hour, then the accrual job. */
  const earn = async (memberId: number, points: number) => {
    await addHourlyValidBet(
      db(),
      memberId,
      new Date(clock.now().getTime() - 3 * HOUR - (memberId % 40) * HOUR),
      BigInt(points * 500),
    );
    await sut.app.pointsService.accrue();
  };
  const createItem = async (overrides: Record<string, unknown> = {}) =>
    valueOf(await call('POST', '/wps/admin/points/items', staff.marketing, itemRequest(overrides))) as {
      id: number;
      version: number;
      stock: number;
    };
  const pointsOf = async (token: string) => valueOf(await call('GET', '/wps/relay/MCS2_getPointBalance', token));
  const walletOf = async (token: string) =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token)).balanceMinor);
  const redeem = (token: string, body: Record<string, unknown>, lang = 'EN') =>
    call(
      'POST',
      REDEEM,
      token,
      { requestId: randomUUID(), quantity: 1, paymentPassword: PAYMENT_PASSWORD, ...body },
      lang,
    );
  /** Everything a refused request could have moved. */
  const moved = async () => {
    const [row] = await queryRows<Record<string, number>>(
      sut.database,
      `select (select count(*)::int from points_entries) as entries,
              (select coalesce(sum(balance), 0)::int from points_accounts) as points,
              (select count(*)::int from points_redemptions) as redemptions,
              (select count(*)::int from points_conversions) as conversions,
              (select coalesce(sum(stock), 0)::int from points_items) as stock,
              (select count(*)::int from ledger_transfers) as transfers`,
    );
    return row;
  };

  it('should accrue points from the hourly valid bet once, and top up an hour whose valid bet grew', async () => {
    const alice = await member();
    const hour = new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR - 2 * HOUR);
    await addHourlyValidBet(db(), alice.id, hour, 10_000n); // ₱100 of slots: 20 points
    await addHourlyValidBet(db(), alice.id, hour, 4_999n, 'SPORTS'); // ₱49.99 of sports: 4 points
    await sut.app.pointsService.accrue();
    await sut.app.pointsService.accrue();
    expect(await pointsOf(alice.token)).toMatchObject({
      points: '24',
      earnedTotal: '24',
      spentTotal: '0',
      valueMinor: '24',
    });

    // A late win of the same hour adds ₱5 of valid bet: one more point, once.
    await addHourlyValidBet(db(), alice.id, hour, 500n);
    await sut.app.pointsService.accrue();
    await sut.app.pointsService.accrue();
    const details = valueOf(await call('GET', '/wps/v2/points/details', alice.token));
    expect(details.list.map((entry: { changedPoints: string; pointsBalance: string; kind: string }) => entry)).toEqual([
      expect.objectContaining({ kind: 'EARN', changedPoints: '1', pointsBalance: '25' }),
      expect.objectContaining({ kind: 'EARN', changedPoints: '24', pointsBalance: '24' }),
    ]);

    // Play younger than the lag (60 minutes by default) waits.
    await addHourlyValidBet(db(), alice.id, new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR), 5_000n);
    await sut.app.pointsService.accrue();
    expect((await pointsOf(alice.token)).points).toBe('25');

    // Trial accounts earn nothing.
    const trial = await newPointsMember(db(), 'pt', 4);
    await addHourlyValidBet(db(), trial, hour, 100_000n);
    await sut.app.pointsService.accrue();
    const [row] = await queryRows<{ n: number }>(
      sut.database,
      `select count(*)::int as n from points_entries where member_id = ${trial}`,
    );
    expect(row?.n).toBe(0);
  });

  it('should let a promotions manager run the accrual now, once, audited, and refuse everyone else', async () => {
    const bob = await member();
    await addHourlyValidBet(db(), bob.id, new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR - HOUR), 5_000n);
    expectRefusal(await call('POST', '/wps/admin/points/accrue', staff.support), 403, 'FORBIDDEN');
    expectRefusal(await call('POST', '/wps/admin/points/accrue', bob.token), 403, 'FORBIDDEN');
    expect((await pointsOf(bob.token)).points).toBe('0');

    expect(valueOf(await call('POST', '/wps/admin/points/accrue', staff.marketing)).memberHours).toBeGreaterThan(0);
    expect((await pointsOf(bob.token)).points).toBe('10');
    expect(valueOf(await call('POST', '/wps/admin/points/accrue', staff.marketing))).toEqual({ memberHours: 0 });
    expect((await pointsOf(bob.token)).points).toBe('10');
    const [audited] = await queryRows<{ n: number }>(
      sut.database,
      `select count(*)::int as n from audit_log where action = 'points.accrue'`,
    );
    expect(audited?.n).toBe(2);
  });

  it('should publish the rules: points per valid bet by category and the point value', async () => {
    const bob = await member();
    const config = valueOf(await call('GET', '/wps/relay/MCS2_getPointConfig', bob.token));
    expect(config).toMatchObject({ enabled: true, pointValueMinorPer100: 100, convertStepPoints: 100 });
    expect(config.earnRules).toContainEqual({ category: 'RNG', validBetMinorPerPoint: '500', enabled: true });
  });

  it('should redeem a cash item into the wallet and a bonus item with its turnover, once per request id', async () => {
    const carol = await member();
    await earn(carol.id, 1000);
    const cash = await createItem({ title: 'Cash ₱10', pointsRequired: '100', rewardAmountMinor: '1000', stock: 5 });
    const bonus = await createItem({
      kind: 'BONUS',
      title: 'Bonus ₱50',
      pointsRequired: '300',
      rewardAmountMinor: '5000',
      turnoverMultiplier: 5,
    });
    const walletBefore = await walletOf(carol.token);

    const requestId = randomUUID();
    const first = valueOf(await redeem(carol.token, { requestId, itemId: cash.id, quantity: 2 }));
    expect(first).toMatchObject({
      points: '800',
      replayed: false,
      redemption: { kind: 'CASH', quantity: 2, pointsSpent: '200', amountMinor: '2000', status: 'APPROVED' },
    });
    expect((await walletOf(carol.token)) - walletBefore).toBe(2000n);

    // The same request again: nothing moves, the same redemption answers.
    const before = await moved();
    const again = valueOf(await redeem(carol.token, { requestId, itemId: cash.id, quantity: 2 }));
    expect(again).toMatchObject({ replayed: true, points: '800', redemption: { id: first.redemption.id } });
    expect(await moved()).toEqual(before);
    // The same request id for something else is refused.
    expectRefusal(await redeem(carol.token, { requestId, itemId: bonus.id }), 409, 'DUPLICATE_REQUEST');

    // A second later: the history lists newest first, and two redemptions at the test clock's one
    // instant would come in the order of their random ids.
    clock.advance(1_000);
    const withBonus = valueOf(await redeem(carol.token, { itemId: bonus.id }));
    expect(withBonus.redemption).toMatchObject({ kind: 'BONUS', status: 'APPROVED', amountMinor: '5000' });
    const bonuses = valueOf(await call('GET', '/wps/v2/bonuses', carol.token));
    expect(bonuses.list).toContainEqual(
      expect.objectContaining({ id: withBonus.redemption.bonusId, amountMinor: '5000', requiredMinor: '25000' }),
    );
    expect((await pointsOf(carol.token)).points).toBe('500');
    const items = valueOf(await call('GET', '/wps/relay/MCS2_getPointReward', carol.token)).items;
    expect(items).toContainEqual(expect.objectContaining({ id: cash.id, stock: 3 }));

    const history = valueOf(await call('GET', '/wps/relay/MCS2_getRedeemPointList', carol.token));
    expect(history.list.map((row: { title: string; status: string }) => [row.title, row.status])).toEqual([
      ['Bonus ₱50', 'APPROVED'],
      ['Cash ₱10', 'APPROVED'],
    ]);
  });

  it('should keep goods processing until staff approve, and give points and stock back when they reject', async () => {
    const dan = await member();
    await earn(dan.id, 500);
    const goods = await createItem({
      kind: 'GOODS',
      title: 'Perya T-shirt',
      pointsRequired: '200',
      rewardAmountMinor: '0',
      stock: 2,
    });

    const first = valueOf(await redeem(dan.token, { itemId: goods.id }));
    const second = valueOf(await redeem(dan.token, { itemId: goods.id }));
    expect(first.redemption.status).toBe('PROCESSING');
    expect(second.points).toBe('100');
    expectRefusal(await redeem(dan.token, { itemId: goods.id }), 409, 'POINTS_OUT_OF_STOCK');

    // Read-only staff may look but not decide.
    expectRefusal(
      await call('POST', `/wps/admin/points/redemptions/${first.redemption.id}/approve`, staff.support),
      403,
      'FORBIDDEN',
    );
    const approved = valueOf(
      await call('POST', `/wps/admin/points/redemptions/${first.redemption.id}/approve`, staff.marketing),
    );
    expect(approved.status).toBe('APPROVED');
    const rejected = valueOf(
      await call('POST', `/wps/admin/points/redemptions/${second.redemption.id}/reject`, staff.marketing, {
        reason: 'Out of sizes',
      }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'Out of sizes' });
    expect((await pointsOf(dan.token)).points).toBe('300');
    // A second decision on either is refused and moves nothing.
    const before = await moved();
    expectRefusal(
      await call('POST', `/wps/admin/points/redemptions/${second.redemption.id}/reject`, staff.marketing, {
        reason: 'Again',
      }),
      409,
      'POINTS_REDEMPTION_REVIEWED',
    );
    expectRefusal(
      await call('POST', `/wps/admin/points/redemptions/${first.redemption.id}/approve`, staff.marketing),
      409,
      'POINTS_REDEMPTION_REVIEWED',
    );
    expect(await moved()).toEqual(before);
    const items = valueOf(await call('GET', '/wps/admin/points/items', staff.marketing)).items;
    expect(items).toContainEqual(expect.objectContaining({ id: goods.id, stock: 1, redeemedCount: 1 }));
    const [audit] = await queryRows<{ n: number }>(
      sut.database,
      `select count(*)::int as n from audit_log where action in ('points.redemption.approve', 'points.redemption.reject')`,
    );
    expect(audit?.n).toBe(2);
  });

  it('should convert points to cash at the published value behind the payment password', async () => {
    const eve = await member();
    await earn(eve.id, 2500);
    const walletBefore = await walletOf(eve.token);
    const requestId = randomUUID();
    const converted = valueOf(
      await call('POST', CONVERT, eve.token, { requestId, points: '2000', paymentPassword: PAYMENT_PASSWORD }),
    );
    expect(converted).toMatchObject({
      points: '500',
      convertedPoints: '2000',
      amountMinor: '2000',
      turnoverMultiplier: 1,
    });
    expect((await walletOf(eve.token)) - walletBefore).toBe(2000n);
    const before = await moved();
    expect(
      valueOf(await call('POST', CONVERT, eve.token, { requestId, points: '2000', paymentPassword: PAYMENT_PASSWORD })),
    ).toMatchObject({ replayed: true, bonusId: converted.bonusId });
    expect(await moved()).toEqual(before);

    for (const points of ['999', '1050', '0', '-100', '10.5', 'abc', '99999999999999999']) {
      const response = await call('POST', CONVERT, eve.token, {
        requestId: randomUUID(),
        points,
        paymentPassword: PAYMENT_PASSWORD,
      });
      expect([400]).toContain(response.statusCode);
    }
    expectRefusal(
      await call('POST', CONVERT, eve.token, {
        requestId: randomUUID(),
        points: '1000',
        paymentPassword: PAYMENT_PASSWORD,
      }),
      409,
      'POINTS_INSUFFICIENT',
    );
    expect(await moved()).toEqual(before);
  });

  it('should refuse bad redemptions with a clear 4xx and move nothing', async () => {
    const fay = await member();
    await earn(fay.id, 150);
    const item = await createItem({ pointsRequired: '100', stock: 3 });
    const off = await createItem({ pointsRequired: '10', enabled: false });
    const pricey = await createItem({ pointsRequired: '1000' });
    const demanding = await createItem({ pointsRequired: '10', amountRequirementMinor: '100000000' });
    const before = await moved();

    expectRefusal(await redeem(fay.token, { itemId: off.id }), 409, 'POINTS_ITEM_UNAVAILABLE');
    expectRefusal(await redeem(fay.token, { itemId: pricey.id }), 409, 'POINTS_INSUFFICIENT');
    expectRefusal(await redeem(fay.token, { itemId: item.id, quantity: 2 }), 409, 'POINTS_INSUFFICIENT');
    expectRefusal(await redeem(fay.token, { itemId: item.id, quantity: 4 }), 409, 'POINTS_OUT_OF_STOCK');
    expectRefusal(await redeem(fay.token, { itemId: demanding.id }), 403, 'POINTS_REQUIREMENT_NOT_MET');
    expectRefusal(await redeem(fay.token, { itemId: 2_000_000_000 }), 404, 'NOT_FOUND');
    for (const quantity of [0, -1, 1.5, '1', 101, 2 ** 63, null]) {
      expectRefusal(await redeem(fay.token, { itemId: item.id, quantity }), 400, 'VALIDATION');
    }
    for (const itemId of ['1', -5, 'x\u0000', 1e300]) {
      expectRefusal(await redeem(fay.token, { itemId }), 400, 'VALIDATION');
    }
    expectRefusal(await redeem(fay.token, { itemId: item.id, requestId: 'not-a-uuid' }), 400, 'VALIDATION');
    expect(await moved()).toEqual(before);

    // A wrong payment password is refused and counts toward the same lock as every other use.
    const wrong = await redeem(fay.token, { itemId: item.id, paymentPassword: '000000' }, 'TY');
    expectRefusal(wrong, 400, 'PAYMENT_PASSWORD_INCORRECT');
    expectRefusal(
      await call('POST', CONVERT, fay.token, { requestId: randomUUID(), points: '100', paymentPassword: '000000' }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
    );
    const [counted] = await queryRows<{ failures: number }>(
      sut.database,
      `select payment_password_failures as failures from members where id = ${fay.id}`,
    );
    expect(counted?.failures).toBe(2);
    expect(await moved()).toEqual(before);

    // Trial accounts and guests cannot reach the mall; staff cannot use members' routes.
    const trial = await member(4);
    expectRefusal(await redeem(trial.token, { itemId: item.id }), 403, 'TRIAL_FORBIDDEN');
    expectRefusal(await call('GET', '/wps/relay/MCS2_getPointBalance', null), 401, 'AUTH_REQUIRED');
    expect(await moved()).toEqual(before);
  });

  it('should let only promotions managers change the rules and items, audited, and refuse stale or bad edits', async () => {
    const config = valueOf(await call('GET', '/wps/admin/points/config', staff.support));
    const update = {
      enabled: true,
      pointValueMinorPer100: 200,
      convertMinPoints: '500',
      convertTurnoverMultiplier: 2,
      accrualLagMinutes: 30,
      earnRules: config.earnRules.map((rule: { category: string }) =>
        rule.category === 'RNG' ? { ...rule, validBetMinorPerPoint: '1000' } : rule,
      ),
    };
    expectRefusal(await call('PUT', '/wps/admin/points/config', staff.support, update), 403, 'FORBIDDEN');
    const saved = valueOf(await call('PUT', '/wps/admin/points/config', staff.marketing, update));
    expect(saved).toMatchObject({ pointValueMinorPer100: 200, convertMinPoints: '500', accrualLagMinutes: 30 });
    expect(saved.earnRules).toContainEqual({ category: 'RNG', validBetMinorPerPoint: '1000', enabled: true });
    expectRefusal(
      await call('PUT', '/wps/admin/points/config', staff.marketing, {
        ...update,
        earnRules: [update.earnRules[0], update.earnRules[0]],
      }),
      400,
      'VALIDATION',
    );
    // Back to the defaults for the other tests of this file.
    valueOf(
      await call('PUT', '/wps/admin/points/config', staff.marketing, {
        ...config,
        convertMinPoints: config.convertMinPoints,
      }),
    );

    const item = await createItem();
    const edited = valueOf(
      await call(
        'PUT',
        `/wps/admin/points/items/${item.id}`,
        staff.marketing,
        itemRequest({ version: item.version, stock: 7 }),
      ),
    );
    expect(edited).toMatchObject({ stock: 7, version: item.version + 1 });
    expectRefusal(
      await call('PUT', `/wps/admin/points/items/${item.id}`, staff.marketing, itemRequest({ version: item.version })),
      409,
      'STALE_RECORD',
    );
    expectRefusal(
      await call('POST', '/wps/admin/points/items', staff.marketing, itemRequest({ kind: 'GOODS' })),
      400,
      'VALIDATION',
    );
    expectRefusal(
      await call('POST', '/wps/admin/points/items', staff.marketing, itemRequest({ stock: -1 })),
      400,
      'VALIDATION',
    );
    const [audit] = await queryRows<{ n: number }>(
      sut.database,
      `select count(*)::int as n from audit_log where action in ('points.config', 'points.item.update')`,
    );
    expect(audit?.n).toBe(3);
  });
});
