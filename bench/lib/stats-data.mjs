// The play-statistics bench data (bench/stats, bench/agents): members in an agent tree up to 10
// levels deep (1 % are agents, agent n under agent n/2; players under a scattered agent), the
// closure table, five games of five categories, and settled rounds spread over the last 30 days,
// written with the triggers off (the aggregates come from `ops stats rebuild` afterwards).

/** Writes the data on a migrated database; answers the root agent, an agent 5 levels down, the busiest player, the depth. */
export const setUpStatsData = async (client, { members: MEMBERS, rounds: ROUNDS }) => {
  const agents = Math.max(10, Math.floor(MEMBERS / 100));
  await client.query(`insert into game_vendors (code, display_name, category) values ('SB', 'Bench', 'RNG')`);
  await client.query(`insert into games (vendor_code, game_code, game_type, display_name)
    select 'SB', t, t, t from unnest(array['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT']) t`);
  await client.query(
    `insert into members (account, password_hash, type) select 'sb' || g, 'x', case when g <= $2 then 1 else 0 end
     from generate_series(1, $1) g`,
    [MEMBERS, agents],
  );
  const { rows } = await client.query(`select min(id)::bigint as base from members`);
  const base = Number(rows[0].base);
  // Agent n is under agent n/2 (a binary tree: 10 levels at 1,000 agents); players under a scattered agent.
  await client.query(
    `update members set upline_id = $1::bigint - 1 + case when id - $1::bigint + 1 <= $2::bigint then (id - $1::bigint + 1) / 2
       else 1 + ((id - $1::bigint + 1) * 2654435761 % $2::bigint) end
     where id - $1::bigint + 1 > 1`,
    [base, agents],
  );
  await client.query(`insert into member_hierarchy (ancestor_id, descendant_id, depth)
    with recursive chain(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from members
      union all
      select m.upline_id, c.descendant_id, c.depth + 1 from chain c join members m on m.id = c.ancestor_id
      where m.upline_id is not null)
    select * from chain`);
  await client.query(`set session_replication_role = replica`); // setup only: no events for the generated rounds
  await client.query(
    `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, win_total, has_win,
       status, started_at, settled_at)
     select 'SB', 'r' || g, $1::bigint + (g * 7919) % $2, (array['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'])[1 + g % 5], 'PHP',
       b, w, w > 0, 'CLOSED', t, t
     from generate_series(1::bigint, $3::bigint) g,
       lateral (select 100 + (g * 31) % 9900 as b, case when g % 3 = 0 then (g * 17) % 20000 else 0 end as w,
                       now() - ((g * 104729) % (30 * 86400)) * interval '1 second' as t) x`,
    [base, MEMBERS, ROUNDS],
  );
  await client.query(`set session_replication_role = origin`);
  await client.query('analyze');
  const depth = (await client.query(`select max(depth) as d from member_hierarchy`)).rows[0].d;
  const mid = (
    await client.query(
      `select h.descendant_id as id from member_hierarchy h where h.ancestor_id = $1 and h.depth = 5
      and exists (select 1 from members m where m.id = h.descendant_id and m.type = 1) order by 1 limit 1`,
      [base],
    )
  ).rows[0]?.id;
  const player = (
    await client.query(`select r.member_id from provider_rounds r join members m on m.id = r.member_id and m.type = 0
      group by 1 order by count(*) desc limit 1`)
  ).rows[0].member_id;
  return { root: base, mid: Number(mid ?? base), player: Number(player), depth };
};
