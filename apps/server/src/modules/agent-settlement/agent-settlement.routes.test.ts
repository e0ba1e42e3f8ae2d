import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import {
  creditMoney,
  ensureSettlementGames,
  insertContract,
  insertMember,
  manualClock,
  playRound,
  tier,
} from '../../testing/agent-settlement-fixtures';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The agent's income pages and the staff calls: an agent reads its own statements only, players
// and guests are refused, staff read by permission and run a window again (audited), and bad
// input gets a 4xx in the caller's language.

describe('agent income and settlement routes', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = manualClock('2026-11-03T00:30:00+08:00');
  const ids = { house: 0, a: 0, b: 0, player: 0 };
  const tokens = { a: '', b: '', player: '', owner: '', readOnly: '' };

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    call = createCaller(sut.app);
    const db = sut.database.db;
    await ensureSettlementGames(db);
    ids.house = await insertMember(db, 'house', null, 1);
    ids.a = await insertMember(db, 'agent_a', ids.house, 1);
    ids.b = await insertMember(db, 'agent_b', ids.a, 1);
    ids.player = await insertMember(db, 'player_b', ids.b);
    const effectiveFrom = '2026-11-01T00:00:00+08:00';
    await insertContract(db, {
      upline: ids.house,
      agent: ids.a,
      kind: 'DAILY_SALARY',
      period: 'D',
      tiers: [tier(100, 1, 1)],
      effectiveFrom,
    });
    await insertContract(db, {
      upline: ids.a,
      agent: ids.b,
      kind: 'DAILY_SALARY',
      period: 'D',
      tiers: [tier(100, 1, 0.5)],
      effectiveFrom,
    });
    await creditMoney(db, ids.player, 'DEPOSIT', 500, '2026-11-02T09:00:00+08:00');
    // 1,000.00 valid bet: B 0.50 % = 5.00, A 1.00 % = 10.00 less 5.00 = 5.00.
    await playRound(db, ids.player, 1000, 0, '2026-11-02T10:00:00+08:00');
    await sut.app.statsService.rebuild(null);
    await sut.app.agentSettlement.runJob('DAILY_SALARY', 'D');
    tokens.a = await openSession(sut.app, ids.a);
    tokens.b = await openSession(sut.app, ids.b);
    tokens.player = await openSession(sut.app, ids.player);
    tokens.owner = await staffSession(sut.app, 'OWNER');
    tokens.readOnly = await staffSession(sut.app, 'READ_ONLY');
  });
  afterAll(async () => {
    await sut.close();
  });

  const range = 'from=2026-11-01&to=2026-11-03';

  it("should show an agent its own statements, totals and a statement's every input", async () => {
    const page = valueOf(await call('GET', `/wps/agent/income/statements?${range}`, tokens.a));
    expect(page).toMatchObject({ total: 1, totals: { statements: 1, payoutMinor: '500' } });
    expect(page.list[0]).toMatchObject({
      account: 'agent_a',
      kind: 'DAILY_SALARY',
      windowStart: '2026-11-02 00:00:00',
      windowEnd: '2026-11-03 00:00:00',
      payoutMinor: '500',
      outcome: 'PAID',
      paid: true,
    });
    const statement = valueOf(await call('GET', `/wps/agent/income/statements/${page.list[0].id}`, tokens.a));
    expect(statement).toMatchObject({
      validBetMinor: '100000',
      grossMinor: '1000',
      downlineTotalMinor: '500',
      downlineShares: [{ account: 'agent_b', shareMinor: '500', rate: 50 }],
      activeMembers: 1,
      activeMemberIds: [ids.player],
      timeZone: 'Asia/Manila',
    });
    expect(statement.transferId).toMatch(/^[0-9a-f-]{36}$/);
    const summary = valueOf(await call('GET', `/wps/agent/income/summary?${range}`, tokens.a));
    expect(summary).toMatchObject({
      currency: 'PHP',
      kinds: [{ kind: 'DAILY_SALARY', statements: 1, payoutMinor: '500' }],
      totals: { payoutMinor: '500' },
    });
  });

  it("should refuse another agent's statement, players and guests", async () => {
    const mine = valueOf(await call('GET', `/wps/agent/income/statements?${range}`, tokens.b)).list[0];
    // B's statement is not A's to read, though B is A's downline: each agent sees its own pay.
    expectRefusal(await call('GET', `/wps/agent/income/statements/${mine.id}`, tokens.a), 404, 'NOT_FOUND');
    expectRefusal(await call('GET', `/wps/agent/income/statements?${range}`, tokens.player), 403, 'FORBIDDEN');
    expectRefusal(await call('GET', `/wps/agent/income/statements?${range}`, null), 401, 'AUTH_REQUIRED');
    expectRefusal(await call('GET', `/wps/admin/agents/settlements?${range}`, tokens.a), 403, 'FORBIDDEN');
  });

  it('should refuse bad input with a 4xx in the caller language and change nothing', async () => {
    expectRefusal(await call('GET', '/wps/agent/income/statements/not-a-uuid', tokens.a), 400, 'VALIDATION');
    expectRefusal(await call('GET', '/wps/agent/income/statements?from=2026-02-30', tokens.a), 400, 'VALIDATION');
    expectRefusal(
      await call('GET', '/wps/agent/income/statements?from=2026-11-05&to=2026-11-01', tokens.a),
      400,
      'VALIDATION',
    );
    expectRefusal(await call('GET', '/wps/agent/income/statements?kind=BONUS', tokens.a), 400, 'VALIDATION');
    expectRefusal(
      await call('GET', '/wps/agent/income/statements?pageSize=9223372036854775808', tokens.a),
      400,
      'VALIDATION',
    );
    const tagalog = await call('GET', '/wps/agent/income/statements?from=x%00', tokens.a, undefined, 'TY');
    expectRefusal(tagalog, 400, 'VALIDATION');
    const english = await call('GET', '/wps/agent/income/statements?from=x%00', tokens.a);
    expect(tagalog.json().message).not.toBe(english.json().message);
    for (const body of [
      { kind: 'DAILY_SALARY', period: 'W', at: '2026-11-02' },
      { kind: 'DIVIDEND', at: '2026-11-02' },
      { kind: 'DAILY_SALARY', at: '2026-11-03' },
      { kind: 'DAILY_SALARY', at: '2026-11-02', extra: 1 },
    ])
      expectRefusal(await call('POST', '/wps/admin/agents/settlements/run', tokens.owner, body), 400, 'VALIDATION');
  });

  it('should let staff read statements by permission and run a window again, paying nothing twice, audited', async () => {
    const page = valueOf(await call('GET', `/wps/admin/agents/settlements?${range}&agentId=${ids.b}`, tokens.readOnly));
    expect(page.list.map((row: { account: string }) => row.account)).toEqual(['agent_b']);
    const one = valueOf(await call('GET', `/wps/admin/agents/settlements/${page.list[0].id}`, tokens.readOnly));
    expect(one).toMatchObject({ account: 'agent_b', payoutMinor: '500', downlineShares: [] });
    const body = { kind: 'DAILY_SALARY', at: '2026-11-02' };
    expectRefusal(await call('POST', '/wps/admin/agents/settlements/run', tokens.readOnly, body), 403, 'FORBIDDEN');
    const rerun = valueOf(await call('POST', '/wps/admin/agents/settlements/run', tokens.owner, body));
    expect(rerun).toMatchObject({
      windowStart: '2026-11-02 00:00:00',
      statementsWritten: 0,
      statementsExisting: 2,
      transfersPosted: 0,
      paidMinor: '0',
    });
    const audit = await queryRows<{ actor_kind: string }>(
      sut.database,
      `select actor_kind from audit_log where action = 'agents.settlement.run' and actor_kind = 'STAFF'`,
    );
    expect(audit).toHaveLength(1);
    const [transfers] = await queryRows<{ n: string | number }>(
      sut.database,
      `select count(*) as n from ledger_transfers where kind = 'AGENT_COMMISSION'`,
    );
    expect(Number(transfers?.n)).toBe(2);
  });
});
