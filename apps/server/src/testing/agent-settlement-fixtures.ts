import { randomUUID } from 'node:crypto';

import type { AgentContractKind, AgentContractPeriod, AgentContractTier } from '@perya/contracts';
import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import type { Clock } from '../lib/clock';
import { STATS_VENDOR, roundSteps } from './stats-fixtures';

// Test support for the agent settlement: a tree of agents and players written as registration
// leaves it (members + closure rows), contracts inserted as accepted, rounds as the provider
// functions leave them and money as the ledger does — the statistics then come from
// `rebuildStats`, the way the stream would have counted them.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A clock a test moves by hand. */
export const manualClock = (start: string): Clock & { set: (at: string) => void } => {
  let now = new Date(start);
  return { now: () => now, set: (at) => (now = new Date(at)) };
};

export const ensureSettlementGames = async (db: Executor) => {
  await db.execute(sql`insert into game_vendors (code, display_name, category) values (${STATS_VENDOR}, 'Stats', 'RNG')
    on conflict (code) do nothing`);
  await db.execute(sql`insert into games (vendor_code, game_code, game_type, display_name, rtp_basis_points)
    values (${STATS_VENDOR}, 'G-RNG', 'RNG', 'Stats RNG', 9900), (${STATS_VENDOR}, 'G-LIVE', 'LIVE', 'Stats live', null)
    on conflict (vendor_code, game_code) do nothing`);
};

/** A member (agent type 1 or player type 0) under an upline, with its closure rows. */
export const insertMember = async (
  db: Executor,
  account: string,
  upline: number | null,
  type: 0 | 1 = 0,
): Promise<number> => {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`insert into members (account, password_hash, type, upline_id)
      values (${account}, 'x', ${type}, ${upline}) returning id`),
  );
  const id = Number(row?.id);
  await db.execute(sql`insert into member_hierarchy (ancestor_id, descendant_id, depth) values (${id}, ${id}, 0)`);
  if (upline !== null)
    await db.execute(sql`insert into member_hierarchy (ancestor_id, descendant_id, depth)
      select ancestor_id, ${id}, depth + 1 from member_hierarchy where descendant_id = ${upline}`);
  return id;
};

/** An accepted contract (the agent-contracts calls are another module's: tests write the row). */
export const insertContract = async (
  db: Executor,
  input: {
    upline: number;
    agent: number;
    kind: AgentContractKind;
    period?: AgentContractPeriod | null;
    category?: string;
    tiers: AgentContractTier[];
    effectiveFrom: string;
    endedAt?: string | null;
  },
): Promise<number> => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into agent_contracts (upline_id, downline_id, kind, category, status, period, tiers,
        effective_from, ended_at)
      values (${input.upline}, ${input.agent}, ${input.kind}, ${input.category ?? 'ALL'},
        ${input.endedAt ? 'TERMINATED' : 'ACTIVE'}, ${input.period ?? null}, ${JSON.stringify(input.tiers)}::jsonb,
        ${input.effectiveFrom}::timestamptz, ${input.endedAt ?? null}::timestamptz)
      returning id`),
  );
  return Number(row?.id);
};

/** A tier in pesos and percent, for readable tests: tier(1000, 1, 0.5) = ≥ ₱1,000.00, ≥ 1 active, 0.50 %. */
export const tier = (minValidBetPeso: number, minActive: number, percent: number, minNetLossPeso?: number) => ({
  minValidBetMinor: String(Math.round(minValidBetPeso * 100)),
  ...(minNetLossPeso === undefined ? {} : { minNetLossMinor: String(Math.round(minNetLossPeso * 100)) }),
  minActiveMembers: minActive,
  rateType: 'P' as const,
  rate: Math.round(percent * 100),
});

export const peso = (amount: number): bigint => BigInt(Math.round(amount * 100));

/** A round opened, paid and closed at `at` (a settled round counts at its settle time). */
export const playRound = async (db: Executor, member: number, bet: number, payout: number, at: string) => {
  const id = randomUUID();
  const steps = roundSteps(db);
  await steps.open({ id, member, game: 'G-RNG', currency: 'PHP', bet: peso(bet), at: new Date(at) });
  await steps.win(id, peso(payout), true, new Date(at));
  return id;
};

export const rollBackRound = async (db: Executor, id: string) => roundSteps(db).rollBack(id);

let fund: bigint | null = null;

/** Money as the ledger leaves it: a DEPOSIT or BONUS credited to the member at `at`. */
export const creditMoney = async (
  db: Executor,
  member: number,
  kind: 'DEPOSIT' | 'BONUS',
  amount: number,
  at: string,
) => {
  const [account] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into ledger_accounts (code, kind, member_id, currency, non_negative)
      values (${`member:${member}:main:PHP`}, 'MEMBER_MAIN', ${member}, 'PHP', false)
      on conflict (code) do update set code = excluded.code returning id::text`),
  );
  const [source] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into ledger_accounts (code, kind, currency, non_negative)
      values ('settlement-test-fund', 'ADJUSTMENT', 'PHP', false)
      on conflict (code) do update set code = excluded.code returning id::text`),
  );
  fund = BigInt(source?.id ?? 0);
  await db.execute(sql`insert into ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id,
      credit_member_id, amount, currency, kind, status, created_at)
    values (${randomUUID()}, ${fund.toString()}::bigint, ${account?.id ?? '0'}::bigint, null, ${member},
      ${peso(amount).toString()}::bigint, 'PHP', ${kind}, 'POSTED', ${at}::timestamptz)`);
};

/** Commission transfers an agent received (count and sum), from the ledger. */
export const commissionsOf = async (db: Executor, agent: number) => {
  const [row] = rowsOf<{ n: string | number; total: string | null }>(
    await db.execute(sql`select count(*) as n, sum(amount)::text as total from ledger_transfers
      where kind = 'AGENT_COMMISSION' and credit_member_id = ${agent}`),
  );
  return { count: Number(row?.n ?? 0), total: BigInt(row?.total ?? 0) };
};
