import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  commissionsOf,
  creditMoney,
  ensureSettlementGames,
  insertContract,
  insertMember,
  manualClock,
  peso,
  playRound,
  tier,
} from '../../testing/agent-settlement-fixtures';
import { queryRows } from '../../testing/auth-helpers';
import type { SecondApp } from '../../testing/second-app';
import { createSecondApp } from '../../testing/second-app';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { windowContaining } from './agent-settlement.windows';

// Two server processes (two apps, each with its own pool) settle the same windows at the same
// moment, again and again: every paying statement is written once and paid once.

describe('agent settlement racing on PostgreSQL', () => {
  let first: TestApp;
  let second: SecondApp;
  const clock = manualClock('2026-11-03T00:30:00+08:00');
  const agents: number[] = [];

  beforeAll(async () => {
    first = await createTestApp({ clock });
    second = await createSecondApp(first, { clock });
    const db = first.database.db;
    await ensureSettlementGames(db);
    // house → 20 agents in a chain, each with a player betting 1,000.00 on day 1 (2026-11-02).
    let upline = await insertMember(db, 'house', null, 1);
    for (let level = 0; level < 20; level += 1) {
      const agent = await insertMember(db, `agent_${level}`, upline, 1);
      await insertContract(db, {
        upline,
        agent,
        kind: 'DAILY_SALARY',
        period: 'D',
        tiers: [tier(100, 1, 2 - level * 0.05)],
        effectiveFrom: '2026-11-01T00:00:00+08:00',
      });
      await insertContract(db, {
        upline,
        agent,
        kind: 'REALTIME_SALARY',
        tiers: [tier(0, 0, 1 - level * 0.04)],
        effectiveFrom: '2026-11-01T00:00:00+08:00',
      });
      const player = await insertMember(db, `player_${level}`, agent);
      await creditMoney(db, player, 'DEPOSIT', 500, '2026-11-02T09:00:00+08:00');
      await playRound(db, player, 1000, 0, `2026-11-02T10:0${level % 10}:00+08:00`);
      agents.push(agent);
      upline = agent;
    }
    await first.app.statsService.rebuild(null);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first.close();
  });

  it('should write and pay each window once however many runs race', { timeout: 120_000 }, async () => {
    const day = windowContaining('DAILY_SALARY', 'D', new Date('2026-11-02T12:00:00+08:00'), 'Asia/Manila');
    const apps = [first.app, second.app, first.app, second.app];
    await Promise.all([
      ...apps.map((app) => app.agentSettlement.runJob('DAILY_SALARY', 'D')),
      ...apps.map((app) => app.agentSettlement.settleWindow({ kind: 'DAILY_SALARY', period: 'D', window: day })),
      ...apps.map((app) => app.agentSettlement.runJob('REALTIME_SALARY', null)),
    ]);
    await Promise.all(apps.map((app) => app.agentSettlement.runJob('REALTIME_SALARY', null)));

    const [counts] = await queryRows<{ statements: string; paying: string; paid: string; transfers: string }>(
      first.database,
      `select (select count(*) from agent_settlement_statements)::text as statements,
              (select count(*) from agent_settlement_statements where payout_amount > 0)::text as paying,
              (select coalesce(sum(payout_amount), 0) from agent_settlement_statements)::text as paid,
              (select count(*) from ledger_transfers where kind = 'AGENT_COMMISSION')::text as transfers`,
    );
    // Daily: 20 statements (one per agent); real-time: each player's round in its own window
    // (10:00…10:09 fall in two 5-minute windows), so each agent has one or two statements.
    expect(Number(counts?.paying)).toBe(Number(counts?.transfers));
    const [sums] = await queryRows<{ total: string }>(
      first.database,
      `select coalesce(sum(amount), 0)::text as total from ledger_transfers where kind = 'AGENT_COMMISSION'`,
    );
    expect(sums?.total).toBe(counts?.paid);
    // The top agent's daily team share is 20 × 1,000.00 × 2.00 % = 400.00; the chain splits it.
    const [daily] = await queryRows<{ total: string }>(
      first.database,
      `select sum(payout_amount)::text as total from agent_settlement_statements where kind = 'DAILY_SALARY'`,
    );
    expect(BigInt(daily?.total ?? 0)).toBe(peso(400));
    const top = await commissionsOf(first.database.db, agents[0]!);
    expect(top.count).toBeGreaterThanOrEqual(2);
  });
});
