import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  commissionsOf,
  creditMoney,
  ensureSettlementGames,
  insertContract,
  insertMember,
  manualClock,
  peso,
  playRound,
  rollBackRound,
  tier,
} from '../../testing/agent-settlement-fixtures';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { windowContaining } from './agent-settlement.windows';

// The settlement end to end on the database: a four-level tree worked by hand, re-runs, a crash
// between the statements and the transfers, a round rolled back after its window was paid.
// Times are Asia/Manila (UTC+8), the reporting time zone by default.

type StatementLine = {
  account: string;
  kind: string;
  window_start: string;
  valid_bet: string;
  net_loss: string;
  active_members: number;
  tier_index: number | null;
  gross: string;
  downline_total: string;
  amount: string;
  correction: string;
  payout_amount: string;
  carry_in: string;
  carry_out: string;
  outcome: string;
  paid: boolean;
};

describe('agent settlement', () => {
  let test: TestApp;
  const clock = manualClock('2026-11-01T00:00:00+08:00');

  beforeEach(async () => {
    clock.set('2026-11-01T00:00:00+08:00');
    test = await createTestApp({ clock });
    await ensureSettlementGames(test.database.db);
  });
  afterEach(async () => {
    await test.close();
  });

  const statements = async (kind: string) =>
    queryRows<StatementLine>(
      test.database,
      `
        select m.account, s.kind, to_char(s.window_start at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI') as window_start,
               s.valid_bet::text, s.net_loss::text, s.active_members, s.tier_index, s.gross::text,
               s.downline_total::text, s.amount::text, s.correction::text, s.payout_amount::text, s.carry_in::text,
               s.carry_out::text, s.outcome, t.id is not null as paid
        from agent_settlement_statements s join members m on m.id = s.agent_id
        left join ledger_transfers t on t.id = s.transfer_id
        where s.kind = $1 order by s.window_start, m.account`,
      [kind],
    );
  const line = (row: StatementLine) =>
    [
      row.account,
      row.window_start,
      row.valid_bet,
      row.net_loss,
      row.active_members,
      row.tier_index,
      row.gross,
      row.downline_total,
      row.amount,
      row.correction,
      row.payout_amount,
      row.carry_in,
      row.carry_out,
      row.outcome,
      row.paid,
    ]
      .map(String)
      .join(' ');

  /**
   * house → A → B → C, players pA (under A), pB (under B), pC1 and pC2 (under C).
   *
   * Day 1 (2026-11-02), every round settles at 10:02, inside the real-time window 10:00–10:05:
   *   pA  bet 2,000.00 payout 1,500.00   deposit 500.00
   *   pB  bet 1,000.00 payout     0.00   deposit 1,000.00, bonus 100.00
   *   pC1 bet 3,000.00 payout 4,000.00   deposit 200.00
   *   pC2 bet    50.00 payout     0.00   deposit 100.00   (valid bet under ₱100: never active)
   * Day 2 (2026-11-03), at 15:00: pB bet 2,000.00 payout 500.00, pC1 bet 2,000.00 payout 0.00;
   *   deposits pB 100.00, pC1 100.00 (day-based activity needs a deposit in the period).
   *
   * Teams (whole downline), day 1: C = pC1+pC2, B = pB+C's, A = pA+B's.
   *   valid bet  C 3,050.00   B 4,050.00   A 6,050.00
   *   active     C [pC1]      B [pB, pC1]  A [pA, pB, pC1]
   *   house net  C −950.00    B 50.00      A 550.00;  bonus cost B 100.00, A 100.00
   *   net loss   C −950.00    B −50.00     A 450.00
   * Day 2: valid bet C 2,000.00, B 4,000.00, A 4,000.00; active C [pC1], B and A [pB, pC1];
   *   net loss C 2,000.00, B 3,500.00, A 3,500.00.
   */
  const seedFourLevels = async () => {
    const db = test.database.db;
    const house = await insertMember(db, 'house', null, 1);
    const a = await insertMember(db, 'agent_a', house, 1);
    const b = await insertMember(db, 'agent_b', a, 1);
    const c = await insertMember(db, 'agent_c', b, 1);
    const pA = await insertMember(db, 'player_a', a);
    const pB = await insertMember(db, 'player_b', b);
    const pC1 = await insertMember(db, 'player_c1', c);
    const pC2 = await insertMember(db, 'player_c2', c);
    const from = '2026-11-01T00:00:00+08:00';
    const contract = (
      upline: number,
      agent: number,
      kind: 'DAILY_SALARY' | 'REALTIME_SALARY' | 'DIVIDEND',
      tiers: ReturnType<typeof tier>[],
    ) =>
      insertContract(db, {
        upline,
        agent,
        kind,
        period: kind === 'REALTIME_SALARY' ? null : 'D',
        tiers,
        effectiveFrom: from,
      });
    // Daily salary: A 0.50 % (≥ 1,000.00, 1 active) or 1.00 % (≥ 5,000.00, 2 active); B 0.80 %; C 0.60 % or 0.70 %.
    await contract(house, a, 'DAILY_SALARY', [tier(1000, 1, 0.5), tier(5000, 2, 1)]);
    await contract(a, b, 'DAILY_SALARY', [tier(1000, 1, 0.8)]);
    await contract(b, c, 'DAILY_SALARY', [tier(1000, 1, 0.6), tier(10000, 5, 0.7)]);
    // Real-time salary: A 1.00 %, B 0.50 %, C none (C's team counts in B's).
    await contract(house, a, 'REALTIME_SALARY', [tier(0, 0, 1)]);
    await contract(a, b, 'REALTIME_SALARY', [tier(0, 0, 0.5)]);
    // Daily dividends: A 30 %, B 20 %, C 10 % of net loss, 1 active member.
    await contract(house, a, 'DIVIDEND', [tier(0, 1, 30, 0)]);
    await contract(a, b, 'DIVIDEND', [tier(0, 1, 20, 0)]);
    await contract(b, c, 'DIVIDEND', [tier(0, 1, 10, 0)]);

    await creditMoney(db, pA, 'DEPOSIT', 500, '2026-11-02T09:00:00+08:00');
    await creditMoney(db, pB, 'DEPOSIT', 1000, '2026-11-02T09:00:00+08:00');
    await creditMoney(db, pC1, 'DEPOSIT', 200, '2026-11-02T09:00:00+08:00');
    await creditMoney(db, pC2, 'DEPOSIT', 100, '2026-11-02T09:00:00+08:00');
    await creditMoney(db, pB, 'BONUS', 100, '2026-11-02T09:30:00+08:00');
    await playRound(db, pA, 2000, 1500, '2026-11-02T10:02:00+08:00');
    await playRound(db, pB, 1000, 0, '2026-11-02T10:02:00+08:00');
    await playRound(db, pC1, 3000, 4000, '2026-11-02T10:02:00+08:00');
    await playRound(db, pC2, 50, 0, '2026-11-02T10:02:00+08:00');

    await creditMoney(db, pB, 'DEPOSIT', 100, '2026-11-03T09:00:00+08:00');
    await creditMoney(db, pC1, 'DEPOSIT', 100, '2026-11-03T09:00:00+08:00');
    await playRound(db, pB, 2000, 500, '2026-11-03T15:00:00+08:00');
    await playRound(db, pC1, 2000, 0, '2026-11-03T15:00:00+08:00');
    await test.app.statsService.rebuild(null);
    return { a, b, c };
  };

  it('should settle a four-level tree as worked by hand, once', { timeout: 120_000 }, async () => {
    const { a, b, c } = await seedFourLevels();
    const settlement = test.app.agentSettlement;

    // Real-time salary, window 2026-11-02 10:00–10:05 (settled 30 s after it ends):
    //   B: 4,050.00 × 0.50 % = 20.25 (no contracted downline: C has no real-time contract)
    //   A: 6,050.00 × 1.00 % = 60.50, less B's 20.25 = 40.25
    clock.set('2026-11-02T10:06:00+08:00');
    await settlement.runJob('REALTIME_SALARY', null);
    expect((await statements('REALTIME_SALARY')).map(line)).toEqual([
      'agent_a 2026-11-02 10:00 605000 55000 3 0 6050 2025 4025 0 4025 0 0 PAID true',
      'agent_b 2026-11-02 10:00 405000 5000 2 0 2025 0 2025 0 2025 0 0 PAID true',
    ]);

    // Daily salary is paid on alternate days: 2026-11-03 is a pay day (day 20,760 since 1970 is
    // even) and settles day 1; 2026-11-04 settles nothing; 2026-11-05 settles days 2 and 3.
    // Day 1: C 3,050.00 × 0.60 % = 18.30 (tier 0: 10,000.00 and 5 active not met)
    //        B 4,050.00 × 0.80 % = 32.40, less C's 18.30 = 14.10
    //        A 6,050.00 × 1.00 % (tier 1: ≥ 5,000.00 and 3 ≥ 2 active) = 60.50, less B's 32.40 = 28.10
    //        (A's team share 60.50 = 28.10 + 14.10 + 18.30: the house pays it once, split.)
    clock.set('2026-11-03T00:30:00+08:00');
    await settlement.runJob('DAILY_SALARY', 'D');
    clock.set('2026-11-04T00:30:00+08:00');
    await settlement.runJob('DAILY_SALARY', 'D');
    expect((await statements('DAILY_SALARY')).map(line)).toEqual([
      'agent_a 2026-11-02 00:00 605000 45000 3 1 6050 3240 2810 0 2810 0 0 PAID true',
      'agent_b 2026-11-02 00:00 405000 -5000 2 0 3240 1830 1410 0 1410 0 0 PAID true',
      'agent_c 2026-11-02 00:00 305000 -95000 1 0 1830 0 1830 0 1830 0 0 PAID true',
    ]);
    // Day 2: C 2,000.00 × 0.60 % = 12.00; B 4,000.00 × 0.80 % = 32.00, less 12.00 = 20.00;
    //        A: 4,000.00 and 2 active meet only tier 0: × 0.50 % = 20.00, less B's 32.00 → 0
    //        (DOWNLINES: B's tier pays more than A's this day). Day 3 had no play: no statement.
    clock.set('2026-11-05T00:30:00+08:00');
    await settlement.runJob('DAILY_SALARY', 'D');
    expect((await statements('DAILY_SALARY')).slice(3).map(line)).toEqual([
      'agent_a 2026-11-03 00:00 400000 350000 2 0 2000 3200 0 0 0 0 0 DOWNLINES false',
      'agent_b 2026-11-03 00:00 400000 350000 2 0 3200 1200 2000 0 2000 0 0 PAID true',
      'agent_c 2026-11-03 00:00 200000 200000 1 0 1200 0 1200 0 1200 0 0 PAID true',
    ]);

    // Dividends (period D), with carry-over:
    // Day 1: C net loss −950.00: the team won, 950.00 carried; B −50.00: 50.00 carried;
    //        A 450.00 × 30 % = 135.00 (B's share 0).
    // Day 2: C 2,000.00 − carry 950.00 = 1,050.00 × 10 % = 105.00, carry 0
    //        B 3,500.00 − carry 50.00 = 3,450.00 × 20 % = 690.00, less C's 105.00 = 585.00
    //        A 3,500.00 × 30 % = 1,050.00, less B's 690.00 = 360.00
    await settlement.runJob('DIVIDEND', 'D');
    expect((await statements('DIVIDEND')).map(line)).toEqual([
      'agent_a 2026-11-02 00:00 605000 45000 3 0 13500 0 13500 0 13500 0 0 PAID true',
      'agent_b 2026-11-02 00:00 405000 -5000 2 null 0 0 0 0 0 0 5000 TEAM_WON false',
      'agent_c 2026-11-02 00:00 305000 -95000 1 null 0 0 0 0 0 0 95000 TEAM_WON false',
      'agent_a 2026-11-03 00:00 400000 350000 2 0 105000 69000 36000 0 36000 0 0 PAID true',
      'agent_b 2026-11-03 00:00 400000 350000 2 0 69000 10500 58500 0 58500 5000 0 PAID true',
      'agent_c 2026-11-03 00:00 200000 200000 1 0 10500 0 10500 0 10500 95000 0 PAID true',
    ]);

    // The ledger: A 40.25 + 28.10 + 135.00 + 360.00; B 20.25 + 14.10 + 20.00 + 585.00; C 18.30 + 12.00 + 105.00.
    const paid = {
      a: await commissionsOf(test.database.db, a),
      b: await commissionsOf(test.database.db, b),
      c: await commissionsOf(test.database.db, c),
    };
    expect(paid).toEqual({
      a: { count: 4, total: peso(563.35) },
      b: { count: 4, total: peso(639.35) },
      c: { count: 3, total: peso(135.3) },
    });
    expect((await test.app.walletService.getBalance(a)).balanceMinor).toBe('56335');

    // Every job again, and each window again by hand: nothing new is written or paid.
    for (const [kind, period] of [
      ['REALTIME_SALARY', null],
      ['DAILY_SALARY', 'D'],
      ['DIVIDEND', 'D'],
    ] as const)
      await settlement.runJob(kind, period);
    const again = await settlement.settleWindow({
      kind: 'DIVIDEND',
      period: 'D',
      window: windowContaining('DIVIDEND', 'D', new Date('2026-11-03T12:00:00+08:00'), 'Asia/Manila'),
    });
    expect(again).toMatchObject({ statementsWritten: 0, statementsExisting: 3, transfersPosted: 0, paidMinor: 0n });
    expect(await commissionsOf(test.database.db, a)).toEqual(paid.a);
    expect(await commissionsOf(test.database.db, b)).toEqual(paid.b);

    // Statements are immutable: the database refuses an edit or a removal.
    const refusalOf = async (statement: string): Promise<string> => {
      try {
        await queryRows(test.database, statement);
        return 'done';
      } catch (error) {
        const { message, cause } = error as Error & { cause?: { message?: string } };
        return cause?.message ?? message;
      }
    };
    expect(await refusalOf('update agent_settlement_statements set payout_amount = 0')).toMatch(
      /immutable: UPDATE refused/,
    );
    expect(await refusalOf('delete from agent_settlement_statements')).toMatch(/immutable: DELETE refused/);
  });

  it('should count no member on a break during the window as active (issue 18)', async () => {
    await seedFourLevels();
    // player_b takes a 24-hour time-out at 11:00 on day 1, after its round at 10:02.
    const [playerB] = await queryRows<{ id: number }>(
      test.database,
      `select id from members where account = 'player_b'`,
    );
    clock.set('2026-11-02T11:00:00+08:00');
    await test.app.protectionService.staffPlaceBreak(
      Number(playerB?.id),
      { kind: 'TIMEOUT', duration: '24H', reason: 'asked for a break' },
      { kind: 'STAFF', id: 1, name: 'test' },
    );
    clock.set('2026-11-03T00:30:00+08:00');
    const window = windowContaining('DAILY_SALARY', 'D', new Date('2026-11-02T12:00:00+08:00'), 'Asia/Manila');
    await test.app.agentSettlement.settleWindow({ kind: 'DAILY_SALARY', period: 'D', window }, { pay: false });
    // Without the break: C [pC1], B [pB, pC1], A [pA, pB, pC1]. With it, pB counts nowhere.
    expect((await statements('DAILY_SALARY')).map((row) => `${row.account} ${row.active_members}`)).toEqual([
      'agent_a 2',
      'agent_b 1',
      'agent_c 1',
    ]);
  });

  it('should leave statements a crash stopped before their transfers for the next run to pay', async () => {
    await seedFourLevels();
    const settlement = test.app.agentSettlement;
    clock.set('2026-11-03T00:30:00+08:00');
    const window = windowContaining('DAILY_SALARY', 'D', new Date('2026-11-02T12:00:00+08:00'), 'Asia/Manila');
    // The process dies after the statements commit, before any transfer posts.
    const crashed = await settlement.settleWindow({ kind: 'DAILY_SALARY', period: 'D', window }, { pay: false });
    expect(crashed).toMatchObject({ statementsWritten: 3, transfersPosted: 0 });
    expect((await statements('DAILY_SALARY')).map((row) => row.paid)).toEqual([false, false, false]);
    // The next run finds the window written and pays what has not posted: 28.10 + 14.10 + 18.30.
    const results = await settlement.runJob('DAILY_SALARY', 'D');
    expect(results.find((result) => result.window.start.getTime() === window.start.getTime())).toMatchObject({
      statementsWritten: 0,
      statementsExisting: 3,
      transfersPosted: 3,
      paidMinor: peso(60.5),
    });
    expect((await statements('DAILY_SALARY')).map((row) => row.paid)).toEqual([true, true, true]);
  });

  it('should correct a round rolled back after its window was paid in the next window, once', async () => {
    const db = test.database.db;
    const house = await insertMember(db, 'house', null, 1);
    const a = await insertMember(db, 'agent_a', house, 1);
    const b = await insertMember(db, 'agent_b', a, 1);
    const player = await insertMember(db, 'player_b', b);
    await insertContract(db, {
      upline: house,
      agent: a,
      kind: 'REALTIME_SALARY',
      tiers: [tier(0, 0, 1)],
      effectiveFrom: '2026-11-02T11:00:00+08:00',
    });
    await insertContract(db, {
      upline: a,
      agent: b,
      kind: 'REALTIME_SALARY',
      tiers: [tier(0, 0, 0.5)],
      effectiveFrom: '2026-11-02T11:00:00+08:00',
    });
    const settlement = test.app.agentSettlement;

    // 12:00–12:05: a 200.00 bet. B 200.00 × 0.50 % = 1.00; A 200.00 × 1.00 % = 2.00 less 1.00 = 1.00.
    const counted = await playRound(db, player, 200, 0, '2026-11-02T12:01:00+08:00');
    clock.set('2026-11-02T12:06:00+08:00');
    await settlement.runJob('REALTIME_SALARY', null);
    // The provider rolls the round back; 12:05–12:10 has a 1,000.00 bet.
    await rollBackRound(db, counted);
    await playRound(db, player, 1000, 0, '2026-11-02T12:07:00+08:00');
    // 12:05–12:10: B 1,000.00 × 0.50 % = 5.00, correction of 12:00 (now 0, paid 1.00) −1.00 → pays 4.00;
    //              A 10.00 less B's 5.00 = 5.00, correction −1.00 → pays 4.00.
    clock.set('2026-11-02T12:11:00+08:00');
    await settlement.runJob('REALTIME_SALARY', null);
    // 12:15–12:20: a 100.00 bet: B 0.50, A 0.50; the 12:00 window is settled (1.00 − 1.00 = 0 = now): no new correction.
    await playRound(db, player, 100, 0, '2026-11-02T12:16:00+08:00');
    clock.set('2026-11-02T12:21:00+08:00');
    await settlement.runJob('REALTIME_SALARY', null);
    expect((await statements('REALTIME_SALARY')).map(line)).toEqual([
      'agent_a 2026-11-02 12:00 20000 20000 0 0 200 100 100 0 100 0 0 PAID true',
      'agent_b 2026-11-02 12:00 20000 20000 0 0 100 0 100 0 100 0 0 PAID true',
      'agent_a 2026-11-02 12:05 100000 100000 0 0 1000 500 500 -100 400 0 0 PAID true',
      'agent_b 2026-11-02 12:05 100000 100000 0 0 500 0 500 -100 400 0 0 PAID true',
      'agent_a 2026-11-02 12:15 10000 10000 0 0 100 50 50 0 50 0 0 PAID true',
      'agent_b 2026-11-02 12:15 10000 10000 0 0 50 0 50 0 50 0 0 PAID true',
    ]);
    expect(await commissionsOf(db, a)).toEqual({ count: 3, total: peso(1 + 4 + 0.5) });
    expect(await commissionsOf(db, b)).toEqual({ count: 3, total: peso(1 + 4 + 0.5) });
  });
});
