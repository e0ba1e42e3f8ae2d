import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import { direct, insertMember } from '../../testing/dashboard-fixtures';
import type { StatsTree } from '../../testing/stats-fixtures';
import { createStatsTree, forfeitBonus, roundSteps, writeMoney } from '../../testing/stats-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { STATS_SUBSCRIBER } from './index';

// The back office's dashboard: its figures equal a direct computation over the raw tables
// (members, provider_rounds, ledger_transfers, bonus_grants) by the contracts' definitions, for
// any period; reporting days are Manila's (UTC+8), so 15:59:59Z and 16:00:00Z fall on two days.

describe('back-office dashboard', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';
  let tree: StatsTree;

  /** Handles everything committed (another file's transaction on PostgreSQL may hold it back a moment). */
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await sut.app.activityStream.catchUp(STATS_SUBSCRIBER);
      if ((await sut.app.activityStream.lags()).every((lag) => lag.pending === 0)) return;
      if (Date.now() > deadline) throw new Error('the stream did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const at = (iso: string) => new Date(iso);

  const member = (createdAt: string, type = 0) => insertMember(sut.database.db, createdAt, type);

  const round = async (player: number, bet: bigint, win: bigint, settledAt: string, currency = 'PHP') => {
    const steps = roundSteps(sut.database.db);
    const id = `dash-${randomUUID()}`;
    await steps.open({ id, member: player, game: 'G-RNG', currency, bet, at: at(settledAt) });
    await steps.win(id, win, true, at(settledAt));
    return id;
  };

  const dashboard = async (query: string) => valueOf(await call('GET', `/wps/admin/dashboard${query}`, staff));

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    call = createCaller(sut.app);
    staff = await loginStaff(sut.app);
    tree = await createStatsTree(sut.database.db);
    const [first, second, third] = tree.members as [number, number, number];
    // 2025-01-10 and 2025-01-11 in Manila meet at 2025-01-10T16:00:00Z.
    await member('2025-01-10T15:59:59Z');
    await member('2025-01-10T16:00:00Z');
    await member('2025-01-11T03:00:00Z');
    await member('2025-01-11T04:00:00Z', 4); // a trial account: not a registration
    await round(first, 1_000n, 300n, '2025-01-10T15:59:59Z');
    await round(first, 2_000n, 5_000n, '2025-01-10T16:00:00Z');
    await round(second, 500n, 0n, '2025-01-11T10:00:00Z');
    await round(third, 700n, 0n, '2025-01-11T11:00:00Z', 'PLY'); // play money counts nothing
    const rolled = await round(third, 900n, 100n, '2025-01-11T12:00:00Z');
    await roundSteps(sut.database.db).rollBack(rolled); // a rolled-back round no longer counts
    await writeMoney(sut.database.db, tree, first, 'DEPOSIT', 10_000n, at('2025-01-10T15:00:00Z'));
    await writeMoney(sut.database.db, tree, second, 'DEPOSIT', 20_000n, at('2025-01-10T16:30:00Z'));
    await writeMoney(sut.database.db, tree, first, 'DEPOSIT', 5_000n, at('2025-01-11T08:00:00Z'));
    await writeMoney(sut.database.db, tree, first, 'WITHDRAWAL_PAID', 4_000n, at('2025-01-11T09:00:00Z'));
    await writeMoney(sut.database.db, tree, second, 'WITHDRAWAL_VOIDED', 1_000n, at('2025-01-11T09:30:00Z'));
    await writeMoney(sut.database.db, tree, second, 'BONUS', 800n, at('2025-01-11T10:00:00Z'));
    await forfeitBonus(sut.database.db, second, 300n, at('2025-01-11T11:00:00Z'));
    await writeMoney(sut.database.db, tree, third, 'ADJUST_OUT', 50n, at('2025-01-11T12:00:00Z'));
    await settle();
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should give a Manila reporting day exactly its own figures, 16:00Z opening the next day', async () => {
    const result = await dashboard('?from=2025-01-11&to=2025-01-11');
    expect(result).toMatchObject({ timeZone: 'Asia/Manila', from: '2025-01-11', to: '2025-01-11' });
    // Only the rows of this scenario fall on that day, so the figures are known exactly.
    expect(result.period).toEqual({
      registrations: 2,
      firstDeposits: 1,
      firstDepositMinor: '20000',
      deposits: 2,
      depositMinor: '25000',
      withdrawals: 1,
      withdrawalMinor: '4000',
      rounds: 2,
      betMinor: '2500',
      validBetMinor: '2500',
      payoutMinor: '5000',
      ggrMinor: '-2500',
      bonusMinor: '500',
      rebateMinor: '0',
      ngrMinor: '-3000',
      adjustmentMinor: '-50',
      activePlayers: 2,
    });
    const previous = await dashboard('?from=2025-01-10&to=2025-01-10');
    expect(previous.period).toMatchObject({ registrations: 1, rounds: 1, betMinor: '1000', firstDeposits: 1 });
    expect(previous.period.activePlayers).toBe(1);
  });

  it('should equal a direct computation over the raw tables for each day, the period and today', async () => {
    const result = await dashboard('?from=2025-01-09&to=2025-01-12');
    expect(result.series.map((day: { day: string }) => day.day)).toEqual([
      '2025-01-09',
      '2025-01-10',
      '2025-01-11',
      '2025-01-12',
    ]);
    for (const { day, ...figures } of result.series) expect(figures).toEqual(await direct(sut.database.db, day, day));
    expect(result.period).toEqual(await direct(sut.database.db, '2025-01-09', '2025-01-12'));
    // Active players over a period are distinct members, not a sum of the days.
    expect(result.period.activePlayers).toBe(2);

    // Today and the default period (the last 7 days) include the demo's own history.
    const recent = await dashboard('');
    expect(recent.to).toBe(recent.today);
    expect(recent.series).toHaveLength(7);
    expect(recent.todayFigures).toEqual(await direct(sut.database.db, recent.today, recent.today));
    expect(recent.period).toEqual(await direct(sut.database.db, recent.from, recent.to));
  });

  it('should follow new play and money through the stream', async () => {
    const before = await dashboard('?from=2025-01-12&to=2025-01-12');
    const [first] = tree.members as [number];
    await round(first, 1_234n, 34n, '2025-01-12T01:00:00Z');
    await writeMoney(sut.database.db, tree, first, 'BONUS', 100n, at('2025-01-12T02:00:00Z'));
    await settle();
    const after = await dashboard('?from=2025-01-12&to=2025-01-12');
    expect(BigInt(after.period.ggrMinor) - BigInt(before.period.ggrMinor)).toBe(1_200n);
    expect(BigInt(after.period.ngrMinor) - BigInt(before.period.ngrMinor)).toBe(1_100n);
    expect(after.period).toEqual(await direct(sut.database.db, '2025-01-12', '2025-01-12'));
  });

  it('should refuse a reversed or too long period, bad dates, and anyone without dashboard.view', async () => {
    expectRefusal(await call('GET', '/wps/admin/dashboard?from=2025-01-12&to=2025-01-11', staff), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/dashboard?from=2020-01-01&to=2025-01-11', staff), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/dashboard?from=2000-01-01', staff), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/dashboard?from=2025-13-01', staff), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/dashboard?from=2025-01-01%00', staff), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/admin/dashboard', null), 401, 'AUTH_REQUIRED');
    const [first] = tree.members as [number];
    expectRefusal(await call('GET', '/wps/admin/dashboard', await openSession(sut.app, first)), 403, 'FORBIDDEN');
  });
});
