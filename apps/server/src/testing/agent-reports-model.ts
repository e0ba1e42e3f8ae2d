import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';

// The plain model the agent centre's reports must equal: the rounds and the ledger of a team
// found by walking members.upline_id recursively — neither the statistics' aggregates nor the
// closure table. Days are Manila's (the default reporting zone).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The team of `top` (every depth ≥ 1), and `top` itself when asked. */
const teamOf = (top: number, self: boolean) => sql`with recursive t(id) as (
    select id from members where upline_id = ${top}
    union all select m.id from members m join t on m.upline_id = t.id)
  select id from t ${self ? sql`union select ${top}::bigint` : sql``}`;

export const createReportsModel = (db: Executor) => ({
  /** Settled rounds (stake = valid bet) of a team, by the Manila day they settled. */
  async play(top: number, from: string, to: string, self = false) {
    const [row] = rowsOf<{ rounds: number; bet: string; payout: string }>(
      await db.execute(sql`select count(*)::int as rounds, coalesce(sum(bet_total), 0)::text as bet,
        coalesce(sum(win_total), 0)::text as payout from provider_rounds
        where member_id in (${teamOf(top, self)}) and status = 'CLOSED' and currency <> 'PLY'
          and (coalesce(settled_at, started_at) at time zone 'Asia/Manila')::date between ${from}::date and ${to}::date`),
    );
    return row ?? { rounds: 0, bet: '0', payout: '0' };
  },

  /** Posted transfers of one kind to or from a team's members, by Manila day. */
  async money(top: number, kind: string, from: string, to: string) {
    const [row] = rowsOf<{ n: number; amount: string }>(
      await db.execute(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount
        from ledger_transfers where kind = ${kind} and status = 'POSTED'
          and coalesce(credit_member_id, debit_member_id) in (${teamOf(top, false)})
          and (created_at at time zone 'Asia/Manila')::date between ${from}::date and ${to}::date`),
    );
    return row ?? { n: 0, amount: '0' };
  },

  /** A team's round ids started in [start, end), newest first. */
  async roundIds(top: number, start: string, end: string) {
    return rowsOf<{ round_id: string }>(
      await db.execute(sql`select round_id from provider_rounds where member_id in (${teamOf(top, false)})
        and started_at >= ${start}::timestamptz and started_at < ${end}::timestamptz
        order by started_at desc, vendor_code desc, round_id desc`),
    ).map((row) => row.round_id);
  },

  async accountOf(memberId: number) {
    const [row] = rowsOf<{ account: string }>(
      await db.execute(sql`select account from members where id = ${memberId}`),
    );
    return row?.account ?? '';
  },

  async setType(ids: number[], type: number) {
    for (const id of ids) await db.execute(sql`update members set type = ${type} where id = ${id}`);
  },

  async setJoined(ids: number[], at: string) {
    for (const id of ids) await db.execute(sql`update members set created_at = ${at}::timestamptz where id = ${id}`);
  },

  async insertTrial() {
    const [row] = rowsOf<{ id: string | number }>(
      await db.execute(sql`insert into members (account, password_hash, type)
        values (${`trial${randomUUID().slice(0, 8)}`}, 'x', 4) returning id`),
    );
    return Number(row?.id);
  },

  /** A broadcast as staff send it from the back office. */
  async broadcast(audience: 'ALL' | 'AGENTS', title: string) {
    await db.execute(sql`insert into platform_messages (audience, title, content, created_at)
      values (${audience}, ${title}, '<p>text</p>', now())`);
  },
});
