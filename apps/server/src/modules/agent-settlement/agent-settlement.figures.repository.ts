import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import type { TeamFigures } from './agent-settlement.calculate';
import type { SettlementWindow } from './agent-settlement.windows';

// The teams' figures of a window, for every agent with a contract at once (one statement per
// kind of figure, grouped by agent and category; 'ALL' is the sum over categories). Definitions
// are the statistics' (contracts/stats.ts): a settled round counts at its settle time, valid bet
// by the operator's rule, trial play never. Day-based windows read the maintained team
// aggregates (stats_team_*); hourly and 5-minute windows read the rounds settled in the window
// through the provider_rounds_settled index (decision 035 has the measurements).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

type Numeric = string | number;
type PlayRow = {
  agent_id: Numeric;
  category: string;
  rounds: Numeric;
  bet: Numeric;
  valid_bet: Numeric;
  payout: Numeric;
};
type ActiveRow = { agent_id: Numeric; category: string; ids: Array<Numeric> | string | null };

/** Figures by agent, then by category ('ALL' included). */
export type FiguresByAgent = Map<number, Map<string, TeamFigures>>;

export const EMPTY_FIGURES: TeamFigures = {
  rounds: 0,
  bet: 0n,
  validBet: 0n,
  payout: 0n,
  bonusCost: 0n,
  activeMembers: [],
};

const slot = (figures: FiguresByAgent, agent: number, category: string): TeamFigures => {
  let byCategory = figures.get(agent);
  if (!byCategory) figures.set(agent, (byCategory = new Map()));
  let entry = byCategory.get(category);
  if (!entry) byCategory.set(category, (entry = { ...EMPTY_FIGURES, activeMembers: [] }));
  return entry;
};

// PGlite returns arrays as arrays; node-postgres too, but a bigint[] literal may come as text.
const idsOf = (value: ActiveRow['ids']): number[] => {
  if (value === null) return [];
  const list = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : value;
  return list.map(Number).sort((a, b) => a - b);
};

const addPlay = (figures: FiguresByAgent, rows: PlayRow[]) => {
  for (const row of rows) {
    const entry = slot(figures, Number(row.agent_id), row.category);
    entry.rounds += Number(row.rounds);
    entry.bet += BigInt(row.bet);
    entry.validBet += BigInt(row.valid_bet);
    entry.payout += BigInt(row.payout);
  }
};

const addActive = (figures: FiguresByAgent, rows: ActiveRow[]) => {
  for (const row of rows) slot(figures, Number(row.agent_id), row.category).activeMembers = idsOf(row.ids);
};

export const createFiguresRepository = (db: Executor) => ({
  /** Reporting days first..last: the maintained team aggregates, active members from the member days. */
  async dayFigures(
    window: SettlementWindow,
    agents: readonly number[],
    active: { minValidBet: bigint; minDeposit: bigint },
  ): Promise<FiguresByAgent> {
    const figures: FiguresByAgent = new Map();
    if (agents.length === 0 || !window.firstDay || !window.lastDay) return figures;
    const days = sql`between ${window.firstDay}::date and ${window.lastDay}::date`;
    addPlay(
      figures,
      rowsOf<PlayRow>(
        await db.execute(sql`
          select agent_id, coalesce(category, 'ALL') as category, sum(rounds) as rounds, sum(bet)::text as bet,
                 sum(valid_bet)::text as valid_bet, sum(payout)::text as payout
          from stats_team_play_daily
          where agent_id = any(${idArray(agents)}) and scope = 'A' and day ${days}
          group by grouping sets ((agent_id, category), (agent_id))`),
      ),
    );
    for (const row of rowsOf<{ agent_id: Numeric; cost: Numeric }>(
      await db.execute(sql`
        select agent_id, sum(bonus_amount - forfeit_amount)::text as cost from stats_team_money_daily
        where agent_id = any(${idArray(agents)}) and scope = 'A' and day ${days} group by agent_id`),
    ))
      slot(figures, Number(row.agent_id), 'ALL').bonusCost = BigInt(row.cost);
    addActive(
      figures,
      rowsOf<ActiveRow>(
        await db.execute(sql`
          with depositors as (
            select member_id from stats_money_daily where day ${days}
            group by member_id having sum(deposit_amount) >= ${active.minDeposit.toString()}::bigint
          ),
          bets as (
            select p.member_id, coalesce(p.category, 'ALL') as category, sum(p.valid_bet) as valid_bet
            from stats_play_daily p join depositors d on d.member_id = p.member_id
            where p.day ${days}
            group by grouping sets ((p.member_id, p.category), (p.member_id))
          )
          select h.ancestor_id as agent_id, b.category, array_agg(b.member_id order by b.member_id) as ids
          from bets b
          join member_hierarchy h on h.descendant_id = b.member_id and h.depth > 0
          where h.ancestor_id = any(${idArray(agents)}) and b.valid_bet >= ${active.minValidBet.toString()}::bigint
          group by 1, 2`),
      ),
    );
    return figures;
  },

  /**
   * Rounds settled in [start, end): figures and active members in one statement. A member is
   * active with the minimum valid bet in the window and a real deposit before its end.
   */
  async roundFigures(
    window: SettlementWindow,
    agents: readonly number[],
    active: { minValidBet: bigint },
  ): Promise<FiguresByAgent> {
    const figures: FiguresByAgent = new Map();
    if (agents.length === 0) return figures;
    const rows = rowsOf<PlayRow & { ids: ActiveRow['ids'] }>(
      await db.execute(sql`
        with s as (select valid_bet_rule as rule from stats_settings where id = 1),
        r as (
          select r.member_id, coalesce(g.game_type, 'UNKNOWN') as category, r.bet_total as bet, r.win_total as payout,
                 stats_valid_bet(r.bet_total, r.win_total, s.rule) as valid_bet
          from provider_rounds r cross join s
          left join games g on g.vendor_code = r.vendor_code and g.game_code = r.game_code
          where r.settled_at >= ${at(window.start)} and r.settled_at < ${at(window.end)}
            and r.status = 'CLOSED' and r.currency <> 'PLY'
        ),
        m as (
          select member_id, coalesce(category, 'ALL') as category, count(*) as rounds, sum(bet) as bet,
                 sum(valid_bet) as valid_bet, sum(payout) as payout
          from r group by grouping sets ((member_id, category), (member_id))
        ),
        a as (
          select m.*, (m.valid_bet >= ${active.minValidBet.toString()}::bigint and exists (
            select 1 from stats_first_deposits f where f.member_id = m.member_id and f.at < ${at(window.end)})) as active
          from m
        )
        select h.ancestor_id as agent_id, a.category, sum(a.rounds) as rounds, sum(a.bet)::text as bet,
               sum(a.valid_bet)::text as valid_bet, sum(a.payout)::text as payout,
               array_agg(a.member_id order by a.member_id) filter (where a.active) as ids
        from a
        join member_hierarchy h on h.descendant_id = a.member_id and h.depth > 0
        where h.ancestor_id = any(${idArray(agents)})
        group by 1, 2`),
    );
    addPlay(figures, rows);
    addActive(figures, rows);
    return figures;
  },

  /** Whether any round settled in the window (most 5-minute windows of a quiet night have none). */
  async anyRoundSettled(window: SettlementWindow): Promise<boolean> {
    const rows = rowsOf(
      await db.execute(sql`select 1 from provider_rounds
        where settled_at >= ${at(window.start)} and settled_at < ${at(window.end)} limit 1`),
    );
    return rows.length > 0;
  },

  /** Starts (epoch ms) of the windows of `sizeMs` in [from, to) in which some round settled. */
  async windowsWithRounds(from: Date, to: Date, sizeMs: number): Promise<Set<number>> {
    const rows = rowsOf<{ start: string | number }>(
      await db.execute(sql`select distinct (floor(extract(epoch from settled_at) * 1000 / ${sizeMs}) * ${sizeMs})::text as start
        from provider_rounds where settled_at >= ${at(from)} and settled_at < ${at(to)}`),
    );
    return new Set(rows.map((row) => Number(row.start)));
  },

  /** (ancestor, descendant, depth) among the agents: whose differential deducts whom. */
  async hierarchyAmong(agents: readonly number[]) {
    if (agents.length === 0) return [];
    return rowsOf<{ ancestor_id: Numeric; descendant_id: Numeric; depth: Numeric }>(
      await db.execute(sql`select ancestor_id, descendant_id, depth from member_hierarchy
        where descendant_id = any(${idArray(agents)}) and ancestor_id = any(${idArray(agents)}) and depth > 0`),
    ).map((row) => ({
      ancestor: Number(row.ancestor_id),
      descendant: Number(row.descendant_id),
      depth: Number(row.depth),
    }));
  },
});

export type FiguresRepository = ReturnType<typeof createFiguresRepository>;
