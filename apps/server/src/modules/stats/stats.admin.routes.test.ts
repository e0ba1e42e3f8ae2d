import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginStaff, openSession, valueOf } from '../../testing/api-session';
import type { StatsTree } from '../../testing/stats-fixtures';
import { createStatsTree, forfeitBonus, roundSteps, writeMoney } from '../../testing/stats-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { STATS_SUBSCRIBER } from './index';

// The back office's dashboard: its figures equal a direct computation over the raw tables
// (members, provider_rounds, ledger_transfers, bonus_grants) by the contracts' definitions, for
// any period; reporting days are Manila's (UTC+8), so 15:59:59Z and 16:00:00Z fall on two days.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Figures = Record<string, string | number>;

/** The dashboard's figures over [from, to] computed from the raw tables (not the aggregates). */
const direct = async (sut: TestApp, from: string, to: string): Promise<Figures> => {
  const [row] = rowsOf<Record<string, string>>(
    await sut.database.db.execute(sql`
      with s as (select reporting_time_zone as tz, valid_bet_rule as rule from stats_settings where id = 1),
      inside as (select ${from}::date as f, ${to}::date as t),
      rounds as (
        select r.member_id, r.bet_total as bet, r.win_total as payout, stats_valid_bet(r.bet_total, r.win_total, s.rule) as valid_bet
        from provider_rounds r cross join s cross join inside
        where r.status = 'CLOSED' and r.currency <> 'PLY'
          and (coalesce(r.settled_at, r.started_at) at time zone s.tz)::date between inside.f and inside.t
      ),
      money as (
        select kind, status, amount, credit_member_id is not null as to_member, coalesce(credit_member_id, debit_member_id) as member_id,
               created_at
        from ledger_transfers cross join s cross join inside
        where kind in ('DEPOSIT', 'WITHDRAWAL', 'BONUS', 'ADJUSTMENT') and status in ('POSTED', 'VOIDED')
          and coalesce(credit_member_id, debit_member_id) is not null and currency <> 'PLY'
          and (created_at at time zone s.tz)::date between inside.f and inside.t
      ),
      firsts as (
        select distinct on (credit_member_id) credit_member_id, amount, created_at
        from ledger_transfers
        where kind = 'DEPOSIT' and status in ('POSTED', 'VOIDED') and credit_member_id is not null and currency <> 'PLY'
        order by credit_member_id, created_at
      )
      select
        (select count(*) from members m cross join s cross join inside
          where m.type <> 4 and (m.created_at at time zone s.tz)::date between inside.f and inside.t)::text as registrations,
        (select count(*) from firsts cross join s cross join inside
          where (created_at at time zone s.tz)::date between inside.f and inside.t)::text as first_deposits,
        (select coalesce(sum(amount), 0) from firsts cross join s cross join inside
          where (created_at at time zone s.tz)::date between inside.f and inside.t)::text as first_deposit,
        (select count(*) from money where kind = 'DEPOSIT')::text as deposits,
        (select coalesce(sum(amount), 0) from money where kind = 'DEPOSIT')::text as deposit,
        (select count(*) from money where kind = 'WITHDRAWAL' and status = 'POSTED')::text as withdrawals,
        (select coalesce(sum(amount), 0) from money where kind = 'WITHDRAWAL' and status = 'POSTED')::text as withdrawal,
        (select count(*) from rounds)::text as rounds,
        (select coalesce(sum(bet), 0) from rounds)::text as bet,
        (select coalesce(sum(valid_bet), 0) from rounds)::text as valid_bet,
        (select coalesce(sum(payout), 0) from rounds)::text as payout,
        (select coalesce(sum(amount), 0) from money where kind = 'BONUS')::text as bonus,
        (select coalesce(sum(g.amount), 0) from bonus_grants g cross join s cross join inside
          where g.status = 'FORFEITED' and g.currency <> 'PLY'
            and (coalesce(g.completed_at, g.granted_at) at time zone s.tz)::date between inside.f and inside.t)::text as forfeit,
        (select coalesce(sum(case when to_member then amount else -amount end), 0) from money where kind = 'ADJUSTMENT')::text as adjustment,
        (select count(distinct member_id) from rounds)::text as active`),
  );
  if (!row) throw new Error('no direct figures');
  const ggr = BigInt(row.bet ?? 0) - BigInt(row.payout ?? 0);
  const bonus = BigInt(row.bonus ?? 0) - BigInt(row.forfeit ?? 0);
  return {
    registrations: Number(row.registrations),
    firstDeposits: Number(row.first_deposits),
    firstDepositMinor: String(row.first_deposit),
    deposits: Number(row.deposits),
    depositMinor: String(row.deposit),
    withdrawals: Number(row.withdrawals),
    withdrawalMinor: String(row.withdrawal),
    rounds: Number(row.rounds),
    betMinor: String(row.bet),
    validBetMinor: String(row.valid_bet),
    payoutMinor: String(row.payout),
    ggrMinor: ggr.toString(),
    bonusMinor: bonus.toString(),
    rebateMinor: '0',
    ngrMinor: (ggr - bonus).toString(),
    adjustmentMinor: String(row.adjustment),
    activePlayers: Number(row.active),
  };
};

describe('back-office dashboard', () => {
  let sut: TestApp;
  let call: Caller;
  let staff = '';
  let tree: StatsTree;

  /** Handles everything committed (another file's transaction on PostgreSQL may hold it back a moment). */
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await sut.app.activityStream.drain(STATS_SUBSCRIBER);
      if ((await sut.app.activityStream.lags()).every((lag) => lag.pending === 0)) return;
      if (Date.now() > deadline) throw new Error('the stream did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  const at = (iso: string) => new Date(iso);

  const member = async (createdAt: string, type = 0) => {
    const [row] = rowsOf<{ id: string | number }>(
      await sut.database.db.execute(sql`insert into members (account, password_hash, type, created_at)
        values (${`dash${randomUUID().slice(0, 12)}`}, 'x', ${type}, ${createdAt}::timestamptz) returning id`),
    );
    return Number(row?.id);
  };

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
    for (const { day, ...figures } of result.series) expect(figures).toEqual(await direct(sut, day, day));
    expect(result.period).toEqual(await direct(sut, '2025-01-09', '2025-01-12'));
    // Active players over a period are distinct members, not a sum of the days.
    expect(result.period.activePlayers).toBe(2);

    // Today and the default period (the last 7 days) include the demo's own history.
    const recent = await dashboard('');
    expect(recent.to).toBe(recent.today);
    expect(recent.series).toHaveLength(7);
    expect(recent.todayFigures).toEqual(await direct(sut, recent.today, recent.today));
    expect(recent.period).toEqual(await direct(sut, recent.from, recent.to));
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
    expect(after.period).toEqual(await direct(sut, '2025-01-12', '2025-01-12'));
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
