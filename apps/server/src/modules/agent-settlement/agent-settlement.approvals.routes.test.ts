import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import {
  commissionsOf,
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

// Four eyes on large agent payouts (decision 055): above the threshold the job holds the payout;
// a first staff approval is recorded, the same person cannot give the second, two second
// approvals at once pay once; a rejection needs a reason the agent reads and pays nothing, ever.
// On PostgreSQL (CI) the two approvals really run at once, each on its own connection.

describe('agent payouts above the threshold', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = manualClock('2026-11-03T00:30:00+08:00');
  const ids = { house: 0, a: 0, b: 0, player: 0 };
  const tokens = { a: '', owner1: '', owner2: '', owner3: '', readOnly: '' };

  const heldStatementOf = async (agent: number, day: string) =>
    (
      await queryRows<{ id: string }>(
        sut.database,
        `select id from agent_settlement_statements
         where agent_id = $1 and to_char(window_start at time zone 'Asia/Manila', 'YYYY-MM-DD') = $2`,
        [agent, day],
      )
    )[0]?.id ?? '';

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
      tiers: [tier(100, 1, 0.2)],
      effectiveFrom,
    });
    // Day 1 (2026-11-02) 100,000.00 valid bet: B 0.20 % = 200.00, A 1.00 % less B's = 800.00.
    await creditMoney(db, ids.player, 'DEPOSIT', 500, '2026-11-02T09:00:00+08:00');
    await playRound(db, ids.player, 100_000, 0, '2026-11-02T10:00:00+08:00');
    // Day 2 (2026-11-03): 70,000.00: B 140.00, A 560.00 (settled on the next pay day).
    await creditMoney(db, ids.player, 'DEPOSIT', 500, '2026-11-03T09:00:00+08:00');
    await playRound(db, ids.player, 70_000, 0, '2026-11-03T10:00:00+08:00');
    await sut.app.statsService.rebuild(null);
    tokens.a = await openSession(sut.app, ids.a);
    [tokens.owner1, tokens.owner2, tokens.owner3, tokens.readOnly] = [
      await staffSession(sut.app, 'OWNER'),
      await staffSession(sut.app, 'OWNER'),
      await staffSession(sut.app, 'OWNER'),
      await staffSession(sut.app, 'READ_ONLY'),
    ];
  }, 120_000);
  afterAll(async () => {
    await sut.close();
  });

  it('should keep the threshold as a setting staff change by version, audited, refusing bad input', async () => {
    const settings = valueOf(await call('GET', '/wps/admin/agents/settlement-settings', tokens.owner1));
    expect(settings).toMatchObject({ approvalAboveMinor: '2000000', activeMinValidBetMinor: '10000', version: 1 });
    const body = { ...settings, approvalAboveMinor: '50000' };
    expectRefusal(await call('PUT', '/wps/admin/agents/settlement-settings', tokens.readOnly, body), 403, 'FORBIDDEN');
    for (const bad of ['-1', '1.5', 'x', ''])
      expectRefusal(
        await call('PUT', '/wps/admin/agents/settlement-settings', tokens.owner1, { ...body, approvalAboveMinor: bad }),
        400,
        'VALIDATION',
      );
    const changed = valueOf(await call('PUT', '/wps/admin/agents/settlement-settings', tokens.owner1, body));
    expect(changed).toMatchObject({ approvalAboveMinor: '50000', version: 2 });
    // Someone else's edit of the version it read is refused.
    expectRefusal(await call('PUT', '/wps/admin/agents/settlement-settings', tokens.owner2, body), 409, 'STALE_RECORD');
    const audit = await queryRows<{
      detail: { before: { approvalAboveMinor: string }; after: { approvalAboveMinor: string } };
    }>(sut.database, `select detail from audit_log where action = 'agents.settlement.settings'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail.before.approvalAboveMinor).toBe('2000000');
    expect(audit[0]?.detail.after.approvalAboveMinor).toBe('50000');
  });

  it('should hold a payout above ₱500, pay the one below, and show the agent "awaiting approval"', async () => {
    await sut.app.agentSettlement.runJob('DAILY_SALARY', 'D');
    await sut.app.agentSettlement.runJob('DAILY_SALARY', 'D');
    expect(await commissionsOf(sut.database.db, ids.b)).toEqual({ count: 1, total: 20_000n });
    expect(await commissionsOf(sut.database.db, ids.a)).toEqual({ count: 0, total: 0n });
    const statementId = await heldStatementOf(ids.a, '2026-11-02');
    const mine = valueOf(await call('GET', `/wps/agent/income/statements/${statementId}`, tokens.a));
    expect(mine).toMatchObject({ payoutMinor: '80000', paid: false, approval: { status: 'PENDING', reason: null } });
    const queue = valueOf(await call('GET', '/wps/admin/agents/payout-approvals?status=PENDING', tokens.readOnly));
    expect(queue.list).toEqual([
      expect.objectContaining({ statementId, account: 'agent_a', amountMinor: '80000', thresholdMinor: '50000' }),
    ]);
  });

  it('should pay once on a second, different approver, even when two approve at once', async () => {
    const statementId = await heldStatementOf(ids.a, '2026-11-02');
    const approve = (token: string) => call('POST', `/wps/admin/agents/payout-approvals/${statementId}/approve`, token);
    expectRefusal(await approve(tokens.readOnly), 403, 'FORBIDDEN');
    const first = await approve(tokens.owner1);
    expectRefusal(first, 409, 'SECOND_APPROVER_REQUIRED');
    expect(first.json().value.approval).toMatchObject({ status: 'PENDING', firstApprovedBy: expect.any(String) });
    expectRefusal(await approve(tokens.owner1), 409, 'SAME_APPROVER');
    expect(await commissionsOf(sut.database.db, ids.a)).toEqual({ count: 0, total: 0n });

    const answers = await Promise.all([approve(tokens.owner2), approve(tokens.owner3)]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual(['ALREADY_PROCESSED', 'OK']);
    expect(await commissionsOf(sut.database.db, ids.a)).toEqual({ count: 1, total: 80_000n });
    // The job afterwards, and a re-run of the window, pay nothing more.
    await sut.app.agentSettlement.runJob('DAILY_SALARY', 'D');
    const rerun = valueOf(
      await call('POST', '/wps/admin/agents/settlements/run', tokens.owner1, {
        kind: 'DAILY_SALARY',
        at: '2026-11-02',
      }),
    );
    expect(rerun).toMatchObject({ transfersPosted: 0, paidMinor: '0' });
    expect(await commissionsOf(sut.database.db, ids.a)).toEqual({ count: 1, total: 80_000n });
    const mine = valueOf(await call('GET', `/wps/agent/income/statements/${statementId}`, tokens.a));
    expect(mine).toMatchObject({ paid: true, approval: { status: 'APPROVED' } });
    const trail = await queryRows<{ action: string }>(
      sut.database,
      `select action from audit_log where target_id = $1 order by id`,
      [statementId],
    );
    expect(trail.map((row) => row.action)).toEqual([
      'agents.settlement.hold',
      'agents.payout.first-approval',
      'agents.payout.second-approval',
    ]);
  });

  it('should reject with a reason the agent reads, and never pay a rejected payout', async () => {
    // 2026-11-05 is the next pay day: it settles day 2 (A 560.00, held) and day 3 (no play).
    clock.set('2026-11-05T00:30:00+08:00');
    // Two days on: sessions have lapsed, so everyone signs in again.
    tokens.a = await openSession(sut.app, ids.a);
    tokens.owner1 = await staffSession(sut.app, 'OWNER');
    tokens.owner2 = await staffSession(sut.app, 'OWNER');
    await sut.app.agentSettlement.runJob('DAILY_SALARY', 'D');
    const statementId = await heldStatementOf(ids.a, '2026-11-03');
    expect(statementId).not.toBe('');
    const reject = (reason?: string) =>
      call(
        'POST',
        `/wps/admin/agents/payout-approvals/${statementId}/reject`,
        tokens.owner2,
        reason === undefined ? {} : { reason },
      );
    expectRefusal(await reject(), 400, 'REASON_REQUIRED');
    expectRefusal(await reject('  no '), 400, 'REASON_REQUIRED');
    const rejected = valueOf(await reject('Shared device with the team'));
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Shared device with the team' });
    expectRefusal(
      await call('POST', `/wps/admin/agents/payout-approvals/${statementId}/approve`, tokens.owner1),
      409,
      'ALREADY_PROCESSED',
    );
    await sut.app.agentSettlement.runJob('DAILY_SALARY', 'D');
    expect(await commissionsOf(sut.database.db, ids.a)).toEqual({ count: 1, total: 80_000n });
    const mine = valueOf(await call('GET', `/wps/agent/income/statements/${statementId}`, tokens.a));
    expect(mine).toMatchObject({
      paid: false,
      approval: { status: 'REJECTED', reason: 'Shared device with the team' },
    });
    expectRefusal(
      await call(
        'POST',
        '/wps/admin/agents/payout-approvals/00000000-0000-4000-8000-000000000000/approve',
        tokens.owner1,
      ),
      404,
      'NOT_FOUND',
    );
  });
});
