import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { dropRequest, newMember, setTodayFigures } from '../../testing/red-envelope-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Red envelopes through the API (decision 041): staff schedule drops, members see why they may
// or may not open one, a claim pays a bonus once, and every refusal is a clear 4xx that moves
// nothing. The 50-claimant race is red-envelopes.race.pg.test.ts.

const MINUTE = 60_000;
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';

describe('red envelopes', () => {
  let sut: TestApp;
  let call: Caller;
  // Fixed at the start: drop windows are relative to it, nothing waits on real time.
  const clock = createTestClock(new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  const staff = { marketing: '', finance: '' };

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    call = createCaller(sut.app);
    staff.marketing = await staffSession(sut.app, 'MARKETING');
    staff.finance = await staffSession(sut.app, 'FINANCE');
  });
  afterAll(async () => {
    await sut.close();
  });

  const db = () => sut.app.database.db;
  const member = async (type: 0 | 1 | 4 = 0) => {
    const id = await newMember(db(), 'rp', type);
    return { id, token: await openSession(sut.app, id) };
  };
  /** Creates drops as marketing staff; returns them. */
  const create = async (overrides: Record<string, unknown> = {}, opensAt = new Date(clock.now().getTime() - MINUTE)) =>
    valueOf(await call('POST', '/wps/admin/red-envelopes', staff.marketing, dropRequest(opensAt, overrides)))
      .drops as Array<{ id: number; version: number; status: string; rainId: number | null; opensAt: string }>;
  const balanceOf = async (token: string) =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', token)).balanceMinor);
  const moneyMoved = async () => {
    const [row] = await queryRows<{ transfers: number; paid: number }>(
      sut.database,
      `select (select count(*)::int from ledger_transfers) as transfers,
              (select count(*)::int from red_envelope_allocations where member_id is not null) as paid`,
    );
    return row;
  };

  it('should pay a claim as a bonus with its turnover, once, and show it in the history and the totals', async () => {
    const [drop] = await create({ budgetMinor: '50000', count: 5, turnoverMultiplier: 4 });
    const alice = await member();
    const before = await balanceOf(alice.token);

    const view = valueOf(await call('GET', '/wps/v2/red-envelopes', alice.token));
    expect(view.drops).toContainEqual(
      expect.objectContaining({ id: drop!.id, status: 'OPEN', eligible: true, reasons: [], maxAmountMinor: '10000' }),
    );

    const claimed = valueOf(await call('POST', CLAIM, alice.token, { dropId: drop!.id }));
    expect(claimed).toMatchObject({ dropId: drop!.id, amountMinor: '10000', turnoverMultiplier: 4 });
    expect((await balanceOf(alice.token)) - before).toBe(10_000n);
    const bonuses = valueOf(await call('GET', '/wps/v2/bonuses', alice.token));
    expect(bonuses.list).toContainEqual(
      expect.objectContaining({ id: claimed.bonusId, amountMinor: '10000', requiredMinor: '40000' }),
    );

    // The second claim is refused and moves nothing.
    const moved = await moneyMoved();
    expectRefusal(
      await call('POST', CLAIM, alice.token, { dropId: drop!.id }, 'TY'),
      409,
      'RED_ENVELOPE_ALREADY_CLAIMED',
    );
    expect(await moneyMoved()).toEqual(moved);
    expect((await balanceOf(alice.token)) - before).toBe(10_000n);

    const history = valueOf(await call('GET', '/wps/v2/red-envelopes/claims', alice.token));
    expect(history.list).toEqual([expect.objectContaining({ dropId: drop!.id, amountMinor: '10000', paid: true })]);
    const again = valueOf(await call('GET', '/wps/v2/red-envelopes', alice.token));
    expect(again.drops.find((d: { id: number }) => d.id === drop!.id)).toMatchObject({
      eligible: false,
      reasons: ['ALREADY_CLAIMED'],
      claimedAmountMinor: '10000',
      envelopesLeft: 4,
    });

    const claims = valueOf(await call('GET', `/wps/admin/red-envelopes/${drop!.id}/claims`, staff.marketing));
    expect(claims.drop).toMatchObject({ claimedCount: 1, claimedMinor: '10000', paidMinor: '10000' });
    expect(claims.list).toEqual([expect.objectContaining({ memberId: alice.id, amountMinor: '10000', paid: true })]);

    const audited = await queryRows<{ action: string }>(
      sut.database,
      `select action from audit_log where target_kind = 'redEnvelopeDrop' and target_id = $1 order by id`,
      [String(drop!.id)],
    );
    expect(audited.map((row) => row.action)).toEqual(['redEnvelope.create', 'redEnvelope.claim']);
  });

  it('should refuse a drop not open yet, ended or cancelled, and the last envelope to the next member', async () => {
    const alice = await member();
    const [later] = await create({}, new Date(clock.now().getTime() + 10 * MINUTE));
    expectRefusal(await call('POST', CLAIM, alice.token, { dropId: later!.id }), 409, 'RED_ENVELOPE_NOT_OPEN');
    const [ended] = await create({}, new Date(clock.now().getTime() - 3_600_000 + MINUTE));
    expect(ended!.status).toBe('OPEN');
    clock.advance(MINUTE);
    expectRefusal(await call('POST', CLAIM, alice.token, { dropId: ended!.id }, 'PT'), 409, 'RED_ENVELOPE_NOT_OPEN');

    const [open] = await create();
    valueOf(
      await call('POST', `/wps/admin/red-envelopes/${open!.id}/cancel`, staff.marketing, {
        version: 1,
        reason: 'typo',
      }),
    );
    expectRefusal(await call('POST', CLAIM, alice.token, { dropId: open!.id }), 409, 'RED_ENVELOPE_NOT_OPEN');

    const [one] = await create({ budgetMinor: '700', count: 1 });
    const bob = await member();
    valueOf(await call('POST', CLAIM, bob.token, { dropId: one!.id }));
    expectRefusal(await call('POST', CLAIM, alice.token, { dropId: one!.id }), 409, 'RED_ENVELOPE_NONE_LEFT');
    expectRefusal(await call('POST', CLAIM, alice.token, { dropId: 2_000_000 }), 404, 'NOT_FOUND');
  });

  it('should refuse members short of the deposit or valid bet, outside the audience, or on a break, with reasons', async () => {
    const [drop] = await create({
      minDepositMinor: '50000',
      minValidBetMinor: '100000',
      audience: 'VIP',
      audienceValue: 2,
    });
    const carol = await member();
    const moved = await moneyMoved();
    const refusal = await call('POST', CLAIM, carol.token, { dropId: drop!.id });
    expectRefusal(refusal, 403, 'RED_ENVELOPE_NOT_ELIGIBLE');
    expect(refusal.json().value.reasons).toEqual(['AUDIENCE', 'DEPOSIT_TOO_LOW', 'VALID_BET_TOO_LOW']);
    expect(await moneyMoved()).toEqual(moved);

    await setTodayFigures(db(), carol.id, { deposit: 50_000n, validBet: 99_999n });
    await queryRows(sut.database, 'update members set vip_level = 3 where id = $1', [carol.id]);
    const view = valueOf(await call('GET', '/wps/v2/red-envelopes', carol.token));
    expect(view.drops.find((d: { id: number }) => d.id === drop!.id).reasons).toEqual(['VALID_BET_TOO_LOW']);
    await setTodayFigures(db(), carol.id, { validBet: 100_000n });

    // A member on a break is not marketed to (protection's isMarketable).
    await sut.app.protectionService.staffPlaceBreak(
      carol.id,
      { kind: 'TIMEOUT', duration: '24H', reason: 'asked on the phone' },
      { kind: 'STAFF', id: 1, name: 'test' },
    );
    const onBreak = await call('POST', CLAIM, carol.token, { dropId: drop!.id });
    expectRefusal(onBreak, 403, 'RED_ENVELOPE_NOT_ELIGIBLE');
    expect(onBreak.json().value.reasons).toEqual(['NOT_MARKETABLE']);
    expect(await moneyMoved()).toEqual(moved);

    const dave = await member();
    await setTodayFigures(db(), dave.id, { deposit: 60_000n, validBet: 100_000n });
    await queryRows(sut.database, 'update members set vip_level = 2 where id = $1', [dave.id]);
    valueOf(await call('POST', CLAIM, dave.token, { dropId: drop!.id }));

    const [agentsOnly] = await create({ audience: 'AGENTS' });
    expect(valueOf(await call('POST', CLAIM, (await member(1)).token, { dropId: agentsOnly!.id }))).toBeTruthy();
    expectRefusal(await call('POST', CLAIM, dave.token, { dropId: agentsOnly!.id }), 403, 'RED_ENVELOPE_NOT_ELIGIBLE');
  });

  it('should refuse trial accounts, guests and staff tokens on the member calls, and members on the staff calls', async () => {
    const [drop] = await create();
    const moved = await moneyMoved();
    const trial = await member(4);
    expectRefusal(await call('POST', CLAIM, trial.token, { dropId: drop!.id }), 403, 'TRIAL_FORBIDDEN');
    expectRefusal(await call('POST', CLAIM, null, { dropId: drop!.id }), 401, 'AUTH_REQUIRED');
    const staffClaim = await call('POST', CLAIM, staff.marketing, { dropId: drop!.id });
    expect(staffClaim.statusCode).toBeGreaterThanOrEqual(400);
    expect(staffClaim.statusCode).toBeLessThan(500);
    expectRefusal(await call('GET', '/wps/v2/red-envelopes', null), 401, 'AUTH_REQUIRED');
    expect(await moneyMoved()).toEqual(moved);

    const alice = await member();
    expect((await call('POST', '/wps/admin/red-envelopes', alice.token, dropRequest(clock.now()))).statusCode).toBe(
      403,
    );
    expectRefusal(
      await call('POST', '/wps/admin/red-envelopes', staff.finance, dropRequest(clock.now())),
      403,
      'FORBIDDEN',
    );
    expectRefusal(await call('GET', '/wps/admin/red-envelopes', staff.finance), 403, 'FORBIDDEN');
  });

  it('should refuse bad input on the staff calls in the caller language and create nothing', async () => {
    const [before] = await queryRows<{ count: number }>(
      sut.database,
      'select count(*)::int as count from red_envelope_drops',
    );
    const now = clock.now();
    const bad: Array<Record<string, unknown>> = [
      { title: 'Lucky\u0000drop' },
      { title: 'x'.repeat(10_000) },
      { budgetMinor: '9223372036854775808' },
      { budgetMinor: 100000 },
      { budgetMinor: '-5' },
      { count: 2 ** 63 },
      { count: '10' },
      { count: 10_001 },
      { turnoverMultiplier: 1.5 },
      { amountMode: 'LOTTERY' },
      { startsAt: 'tomorrow' },
      { budgetMinor: '100001' }, // a fixed budget that does not divide by the count
      { amountMode: 'RANDOM', minAmountMinor: '20000' }, // 10 × 200.00 > 1,000.00
      { kind: 'RAIN', drops: 2 }, // a rain without the length of each drop
      { kind: 'RAIN', drops: 10, dropMinutes: 30 }, // overlapping drops
      { endsAt: new Date(now.getTime() - 2 * 3_600_000).toISOString() },
    ];
    for (const overrides of bad) {
      const response = await call(
        'POST',
        '/wps/admin/red-envelopes',
        staff.marketing,
        dropRequest(now, overrides),
        'TY',
      );
      expect({ overrides, status: response.statusCode, code: response.json().code }).toMatchObject({
        status: 400,
        code: expect.stringMatching(/^(VALIDATION|MALFORMED_BODY)$/),
      });
      expect(response.json().message).toMatch(/field|wasto|datos/i);
    }
    expectRefusal(await call('POST', CLAIM, (await member()).token, { dropId: '1; drop table' }), 400, 'VALIDATION');
    expectRefusal(await call('POST', CLAIM, (await member()).token, { dropId: 2 ** 63 }), 400, 'VALIDATION');
    const [after] = await queryRows<{ count: number }>(
      sut.database,
      'select count(*)::int as count from red_envelope_drops',
    );
    expect(after?.count).toBe(before?.count);
  });

  it('should schedule a rain as evenly spaced drops, edit one before it opens and refuse a stale edit', async () => {
    const start = new Date(clock.now().getTime() + 60 * MINUTE);
    const drops = await create(
      {
        kind: 'RAIN',
        drops: 4,
        dropMinutes: 5,
        amountMode: 'RANDOM',
        minAmountMinor: '100',
        budgetMinor: '20000',
        count: 20,
      },
      start,
    );
    expect(drops).toHaveLength(4);
    expect(new Set(drops.map((drop) => drop.rainId))).toEqual(new Set([drops[0]!.id]));
    expect(drops.map((drop) => new Date(drop.opensAt).getTime() - start.getTime())).toEqual(
      [0, 15, 30, 45].map((m) => m * MINUTE),
    );
    const sums = await queryRows<{ total: string; count: number; least: string }>(
      sut.database,
      `select sum(amount)::text as total, count(*)::int as count, min(amount)::text as least
       from red_envelope_allocations where drop_id = any($1::int[]) group by drop_id`,
      [drops.map((drop) => drop.id)],
    );
    expect(sums).toEqual(Array.from({ length: 4 }, () => ({ total: '20000', count: 20, least: expect.any(String) })));
    expect(sums.every((row) => BigInt(row.least) >= 100n)).toBe(true);

    const first = drops[0]!;
    const edit = {
      version: 1,
      opensAt: start.toISOString(),
      closesAt: new Date(start.getTime() + 10 * MINUTE).toISOString(),
      title: 'Bigger rain',
      budgetMinor: '30000',
      count: 3,
      amountMode: 'FIXED',
      turnoverMultiplier: 1,
      audience: 'ALL',
    };
    expect(valueOf(await call('PUT', `/wps/admin/red-envelopes/${first.id}`, staff.marketing, edit))).toMatchObject({
      version: 2,
      budgetMinor: '30000',
      count: 3,
    });
    expectRefusal(
      await call('PUT', `/wps/admin/red-envelopes/${first.id}`, staff.marketing, edit),
      409,
      'STALE_RECORD',
    );
    const [rows] = await queryRows<{ count: number }>(
      sut.database,
      'select count(*)::int as count from red_envelope_allocations where drop_id = $1',
      [first.id],
    );
    expect(rows?.count).toBe(3);

    const [open] = await create();
    expectRefusal(
      await call('PUT', `/wps/admin/red-envelopes/${open!.id}`, staff.marketing, { ...edit, version: 1 }),
      409,
      'ALREADY_PROCESSED',
    );
    const listed = valueOf(await call('GET', '/wps/admin/red-envelopes?status=SCHEDULED', staff.marketing));
    expect(listed.list.map((drop: { id: number }) => drop.id)).toEqual(expect.arrayContaining(drops.map((d) => d.id)));
  });

  it('should export the drops the filter matches as CSV, every page, no cell run as a formula', async () => {
    const [scheduled] = await create({ title: '=HYPERLINK("x") drop' }, new Date(clock.now().getTime() + 300 * MINUTE));
    const [open] = await create({ title: 'Open now' });
    const json = valueOf(await call('GET', '/wps/admin/red-envelopes?status=SCHEDULED&pageSize=1', staff.marketing));
    const response = await call(
      'GET',
      '/wps/admin/red-envelopes?status=SCHEDULED&pageSize=1&format=csv',
      staff.marketing,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="red-envelopes.csv"');
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['id', 'rainId', 'title', 'status']);
    // Every scheduled drop, not the one page asked for; the open drop is filtered out.
    expect(rows).toHaveLength(json.total);
    const ids = rows.map((row) => Number(row.split(',')[0]));
    expect(ids).toContain(scheduled!.id);
    expect(ids).not.toContain(open!.id);
    expect(rows.every((row) => row.split(',')[3] === 'SCHEDULED')).toBe(true);
    const titled = rows.find((row) => row.startsWith(`${scheduled!.id},`));
    expect(titled).toContain(`'=HYPERLINK`);
    // Finance may not read the drops, as CSV neither.
    expectRefusal(await call('GET', '/wps/admin/red-envelopes?format=csv', staff.finance), 403, 'FORBIDDEN');
    expectRefusal(await call('GET', '/wps/admin/red-envelopes?format=xml', staff.marketing), 400, 'VALIDATION');
  });

  it('should pay a claim whose payment did not finish, once', async () => {
    const [drop] = await create();
    // A claim whose payment never ran (a crash between the two steps): the repair job pays it, once.
    const erin = await member();
    await queryRows(
      sut.database,
      `update red_envelope_allocations set member_id = $1, claimed_at = $2
       where drop_id = $3 and seq = 1`,
      [erin.id, new Date(clock.now().getTime() - 2 * MINUTE).toISOString(), drop!.id],
    );
    const before = await balanceOf(erin.token);
    expect(await sut.app.redEnvelopeService.repairUnpaid()).toEqual([drop!.id]);
    expect(await sut.app.redEnvelopeService.repairUnpaid()).toEqual([]);
    expect((await balanceOf(erin.token)) - before).toBe(10_000n);
    expectRefusal(await call('POST', CLAIM, erin.token, { dropId: drop!.id }), 409, 'RED_ENVELOPE_ALREADY_CLAIMED');
  });
});
