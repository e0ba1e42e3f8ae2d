// bench/agents, reports part: the agent centre's team overview (GET /wps/agent/reports/overview)
// and team profit and loss (GET /wps/agent/reports/profit, first page of 20 by P&L) for the root
// agent and an agent 5 levels down, over the last 7 and 30 reporting days, through the real
// server's HTTP API; beside the same answer by plain SQL over the rounds and the closure table,
// with the ratio and whether the answers agree. Run by run.mjs.

const TZ = 'Asia/Manila';

/** Plain SQL: the team's settled rounds per reporting day, and the distinct players over the range. */
const OVERVIEW_RAW = `
  with team as (select descendant_id as id from member_hierarchy where ancestor_id = $1 and depth > 0),
  rounds as (select r.member_id, (r.settled_at at time zone '${TZ}')::date as day, r.bet_total, r.win_total
    from provider_rounds r where r.member_id in (select id from team) and r.status = 'CLOSED' and r.currency <> 'PLY'
      and r.settled_at >= ($2::date::timestamp at time zone '${TZ}') and r.settled_at < (($3::date + 1)::timestamp at time zone '${TZ}'))
  select count(*)::int as rounds, coalesce(sum(bet_total), 0)::text as bet, coalesce(sum(win_total), 0)::text as payout,
         count(distinct member_id)::int as active, count(distinct day)::int as days,
         (select count(*)::int from team) as members
  from rounds`;

/** Plain SQL: each direct downline with its whole subtree's rounds, the first 20 by P&L (payout − bet) then id. */
const PROFIT_RAW = `
  select d.descendant_id::text as id, coalesce(sum(r.bet_total), 0)::text as bet, coalesce(sum(r.win_total), 0)::text as payout
  from member_hierarchy d
  join member_hierarchy s on s.ancestor_id = d.descendant_id
  left join provider_rounds r on r.member_id = s.descendant_id and r.status = 'CLOSED' and r.currency <> 'PLY'
    and r.settled_at >= ($2::date::timestamp at time zone '${TZ}') and r.settled_at < (($3::date + 1)::timestamp at time zone '${TZ}')
  where d.ancestor_id = $1 and d.depth = 1
  group by d.descendant_id
  order by coalesce(sum(r.win_total), 0) - coalesce(sum(r.bet_total), 0) asc, d.descendant_id asc
  limit 20`;

export const run = async ({ client, tree, openSession, apiValue, timeRuns, printTable, reps }) => {
  const { rows } = await client.query(`select (now() at time zone '${TZ}')::date::text as today`);
  const today = rows[0].today;
  const dayBefore = (days) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const lines = [];
  for (const [label, agent] of [
    ['root agent', tree.root],
    ['mid agent (depth 5)', tree.mid],
  ]) {
    const token = await openSession(agent);
    for (const days of [7, 30]) {
      const from = dayBefore(days - 1);
      const overview = await timeRuns(() =>
        apiValue(`/wps/agent/reports/overview?from=${from}&to=${today}&scope=all`, token),
      );
      const overviewRaw = await timeRuns(async () => (await client.query(OVERVIEW_RAW, [agent, from, today])).rows[0]);
      const o = overview.answer;
      const r = overviewRaw.answer;
      const sameOverview =
        o.totals.betMinor === r.bet &&
        o.totals.payoutMinor === r.payout &&
        o.totals.rounds === r.rounds &&
        o.totals.activeMembers === r.active &&
        o.members === r.members;
      lines.push([`${label} ${days} d: overview`, overview, overviewRaw, sameOverview]);

      const profit = await timeRuns(() =>
        apiValue(`/wps/agent/reports/profit?from=${from}&to=${today}&sort=profit&order=asc&pageSize=20`, token),
      );
      const profitRaw = await timeRuns(async () => (await client.query(PROFIT_RAW, [agent, from, today])).rows);
      const sameProfit =
        JSON.stringify(profit.answer.list.map((row) => [String(row.memberId), row.betMinor, row.payoutMinor])) ===
        JSON.stringify(profitRaw.answer.map((row) => [row.id, row.bet, row.payout]));
      lines.push([`${label} ${days} d: team P&L page 1`, profit, profitRaw, sameProfit]);
    }
  }
  console.log(
    `agent reports through the server (HTTP on 127.0.0.1, real sessions, ${reps} requests each) beside plain SQL:`,
  );
  printTable(
    ['question', 'API p50 ms', 'API p99 ms', 'raw p50 ms', 'raw p99 ms', 'raw/API (p50)', 'same answer'],
    lines.map(([name, api, raw, same]) => [
      name,
      ...[api.p50, api.p99, raw.p50, raw.p99].map((v) => v.toFixed(2)),
      `${(raw.p50 / api.p50).toFixed(1)}x`,
      same ? 'yes' : 'NO',
    ]),
  );
};
