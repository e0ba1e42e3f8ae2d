import { DEFAULT_RTP_BASIS_POINTS, FALLBACK_RTP_BASIS_POINTS } from '@perya/contracts';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';

// How play and money become aggregates, written once for both ways in: the `stats` subscriber
// (a batch of events) and the rebuild (the rounds and the ledger). Each takes a source of signed
// contributions and adds them to the member hour, member day and team day rows in one statement.
// The definitions are contracts/stats.ts: a settled round counts its stake as bet, its valid bet
// by the operator's rule (stats_valid_bet), its payout, and its valid bet × the game's house edge;
// play money (PLY) counts nothing.

/**
 * A play source yields rows (member_id, at, vendor_code, game_code, currency, bet, payout, sign):
 * a settled round's figures at its settle time, sign +1 to add it and −1 to take it back.
 */
export type PlaySource = SQL;
/**
 * A money source yields rows (member_id, at, kind, amount, currency), kind one of the activity
 * events' money kinds, amount from the member's side.
 */
export type MoneySource = SQL;

const categoryDefaults = sql.raw(
  `(values ${Object.entries(DEFAULT_RTP_BASIS_POINTS)
    .map(([category, rtp]) => `('${category}', ${rtp})`)
    .join(', ')}) as d(category, rtp)`,
);

const playSums = sql`sum(rounds), sum(bet), sum(valid_bet), sum(payout), sum(edge_weighted_bet)`;
const playUpdate = (table: string) =>
  sql.raw(`rounds = ${table}.rounds + excluded.rounds, bet = ${table}.bet + excluded.bet,
    valid_bet = ${table}.valid_bet + excluded.valid_bet, payout = ${table}.payout + excluded.payout,
    edge_weighted_bet = ${table}.edge_weighted_bet + excluded.edge_weighted_bet`);

export const addPlay = async (executor: Executor, source: PlaySource) => {
  await executor.execute(sql`
    with s as (select reporting_time_zone as tz, valid_bet_rule as rule from stats_settings where id = 1),
    src as (${source}),
    v as (
      select src.member_id, src.at, coalesce(g.game_type, 'UNKNOWN') as category, src.sign, src.bet, src.payout,
             stats_valid_bet(src.bet, src.payout, s.rule) as valid_bet,
             coalesce(g.rtp_basis_points, d.rtp, ${FALLBACK_RTP_BASIS_POINTS}) as rtp,
             (src.at at time zone s.tz)::date as day
      from src cross join s
      left join games g on g.vendor_code = src.vendor_code and g.game_code = src.game_code
      left join ${categoryDefaults} on d.category = g.game_type
      where src.currency <> 'PLY'
    ),
    c as (
      select member_id, at, day, category, sign as rounds, sign * bet as bet, sign * valid_bet as valid_bet,
             sign * payout as payout, sign * (valid_bet * (10000 - rtp) / 10000) as edge_weighted_bet
      from v
    ),
    hourly as (
      insert into stats_play_hourly as t (member_id, hour, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
      select member_id, date_trunc('hour', at), category, ${playSums} from c group by 1, 2, 3
      on conflict (member_id, hour, category) do update set ${playUpdate('t')}
      returning 1
    ),
    daily as (
      insert into stats_play_daily as t (member_id, day, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
      select member_id, day, category, ${playSums} from c group by 1, 2, 3
      on conflict (member_id, day, category) do update set ${playUpdate('t')}
      returning 1
    ),
    team as (
      insert into stats_team_play_daily as t (agent_id, scope, day, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
      select h.ancestor_id, sc.scope, c.day, c.category,
             sum(c.rounds), sum(c.bet), sum(c.valid_bet), sum(c.payout), sum(c.edge_weighted_bet)
      from c
      join member_hierarchy h on h.descendant_id = c.member_id and h.depth > 0
      cross join lateral (select 'A' as scope union all select 'D' where h.depth = 1) sc
      group by 1, 2, 3, 4
      on conflict (agent_id, scope, day, category) do update set ${playUpdate('t')}
      returning 1
    )
    select (select count(*) from hourly) + (select count(*) from daily) + (select count(*) from team) as rows`);
};

const moneySums = sql`
  count(*) filter (where kind = 'DEPOSIT_CREDITED'), coalesce(sum(amount) filter (where kind = 'DEPOSIT_CREDITED'), 0),
  count(*) filter (where kind = 'WITHDRAWAL_PAID'), coalesce(sum(amount) filter (where kind = 'WITHDRAWAL_PAID'), 0),
  count(*) filter (where kind = 'BONUS_GRANTED'), coalesce(sum(amount) filter (where kind = 'BONUS_GRANTED'), 0),
  count(*) filter (where kind = 'BONUS_FORFEITED'), coalesce(sum(amount) filter (where kind = 'BONUS_FORFEITED'), 0),
  count(*) filter (where kind = 'ADJUSTMENT'), coalesce(sum(amount) filter (where kind = 'ADJUSTMENT'), 0)`;
const moneyColumns = sql.raw(`deposits, deposit_amount, withdrawals, withdrawal_amount, bonuses, bonus_amount,
  forfeits, forfeit_amount, adjustments, adjustment_amount`);
const moneyUpdate = (table: string) =>
  sql.raw(
    ['deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount', 'bonuses', 'bonus_amount', 'forfeits']
      .concat(['forfeit_amount', 'adjustments', 'adjustment_amount'])
      .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
      .join(', '),
  );

export const MONEY_KINDS = ['DEPOSIT_CREDITED', 'WITHDRAWAL_PAID', 'BONUS_GRANTED', 'BONUS_FORFEITED', 'ADJUSTMENT'];

export const addMoney = async (executor: Executor, source: MoneySource) => {
  await executor.execute(sql`
    with s as (select reporting_time_zone as tz from stats_settings where id = 1),
    c as (
      select src.member_id, src.at, (src.at at time zone s.tz)::date as day, src.kind, src.amount
      from (${source}) src cross join s
      where src.currency <> 'PLY' and src.kind in ('DEPOSIT_CREDITED', 'WITHDRAWAL_PAID', 'BONUS_GRANTED',
                                                   'BONUS_FORFEITED', 'ADJUSTMENT')
    ),
    daily as (
      insert into stats_money_daily as t (member_id, day, ${moneyColumns})
      select member_id, day, ${moneySums} from c group by 1, 2
      on conflict (member_id, day) do update set ${moneyUpdate('t')}
      returning 1
    ),
    team as (
      insert into stats_team_money_daily as t (agent_id, scope, day, ${moneyColumns})
      select h.ancestor_id, sc.scope, c.day, ${moneySums}
      from c
      join member_hierarchy h on h.descendant_id = c.member_id and h.depth > 0
      cross join lateral (select 'A' as scope union all select 'D' where h.depth = 1) sc
      group by 1, 2, 3
      on conflict (agent_id, scope, day) do update set ${moneyUpdate('t')}
      returning 1
    ),
    firsts as (
      insert into stats_first_deposits as t (member_id, day, amount, at)
      select distinct on (member_id) member_id, day, amount, at from c where kind = 'DEPOSIT_CREDITED'
      order by member_id, at
      on conflict (member_id) do update set day = excluded.day, amount = excluded.amount, at = excluded.at
        where excluded.at < t.at
      returning 1
    )
    select (select count(*) from daily) + (select count(*) from team) + (select count(*) from firsts) as rows`);
};

/** Events by id (a subscriber's batch), for the event sources below. */
export const eventsWithIds = (ids: bigint[]): SQL => sql`e.id = any(${`{${ids.join(',')}}`}::bigint[])`;

/** The play contributions of a batch of round events: take back what a round counted, add what it counts now. */
export const playOfEvents = (which: SQL, before?: Date): PlaySource => sql`
  select e.member_id, x.at, e.data->>'v' as vendor_code, e.data->>'g' as game_code, e.currency,
         x.bet, x.payout, x.sign
  from activity_events e
  cross join lateral (values
    (-1, (e.data->>'oa')::timestamptz, (e.data->>'ob')::bigint, (e.data->>'ow')::bigint),
    (1, (e.data->>'na')::timestamptz, (e.data->>'nb')::bigint, (e.data->>'nw')::bigint)) as x(sign, at, bet, payout)
  where ${which}
    and e.kind in ('ROUND_SETTLED', 'ROUND_REVERSED', 'ROUND_CHANGED') and x.at is not null
    ${before ? sql`and x.at < ${before.toISOString()}::timestamptz` : sql``}`;

export const moneyOfEvents = (which: SQL, before?: Date): MoneySource => sql`
  select e.member_id, e.occurred_at as at, e.kind, e.amount, e.currency
  from activity_events e
  where ${which} and e.member_id is not null
    ${before ? sql`and e.occurred_at < ${before.toISOString()}::timestamptz` : sql``}`;

/** Every settled round from `from` on: what the rounds say the aggregates are. */
export const playOfRounds = (from: Date): PlaySource => sql`
  select member_id, coalesce(settled_at, started_at) as at, vendor_code, game_code, currency,
         bet_total as bet, win_total as payout, 1 as sign
  from provider_rounds
  where status = 'CLOSED' and coalesce(settled_at, started_at) >= ${from.toISOString()}::timestamptz`;

/** The ledger's money from `from` on, named as the activity events name it (migration 0017's trigger). */
export const moneyOfLedger = (from: Date): MoneySource => sql`
  select coalesce(credit_member_id, debit_member_id) as member_id, created_at as at,
         case kind when 'DEPOSIT' then 'DEPOSIT_CREDITED' when 'BONUS' then 'BONUS_GRANTED'
                   when 'ADJUSTMENT' then 'ADJUSTMENT'
                   else case when status = 'VOIDED' then 'WITHDRAWAL_VOIDED' else 'WITHDRAWAL_PAID' end end as kind,
         case when kind = 'WITHDRAWAL' or credit_member_id is not null then amount else -amount end as amount,
         currency
  from ledger_transfers
  where kind in ('DEPOSIT', 'WITHDRAWAL', 'BONUS', 'ADJUSTMENT') and status in ('POSTED', 'VOIDED')
    and coalesce(credit_member_id, debit_member_id) is not null
    and created_at >= ${from.toISOString()}::timestamptz
  union all
  select member_id, coalesce(forfeited_at, completed_at, granted_at), 'BONUS_FORFEITED',
         coalesce(forfeited_amount, amount), currency
  from bonus_grants
  -- What a forfeit took back (migration 0032's trigger); one that found nothing left counts nothing,
  -- as the subscriber passes over events of amount 0.
  where status = 'FORFEITED' and coalesce(forfeited_amount, amount) > 0
    and coalesce(forfeited_at, completed_at, granted_at) >= ${from.toISOString()}::timestamptz`;

/** A registration source yields rows (member_id, at): a member who registered at `at`. */
export type RegistrationSource = SQL;

/** Registrations per reporting day; trial accounts (type 4, free play) are not registrations. */
export const addRegistrations = async (executor: Executor, source: RegistrationSource) => {
  await executor.execute(sql`
    with s as (select reporting_time_zone as tz from stats_settings where id = 1)
    insert into stats_registrations_daily as t (day, registrations)
    select (src.at at time zone s.tz)::date, count(*)
    from (${source}) src cross join s
    join members m on m.id = src.member_id
    where m.type <> 4
    group by 1
    on conflict (day) do update set registrations = t.registrations + excluded.registrations`);
};

export const registrationsOfEvents = (which: SQL, before?: Date): RegistrationSource => sql`
  select e.member_id, e.occurred_at as at
  from activity_events e
  where ${which} and e.kind = 'MEMBER_REGISTERED'
    ${before ? sql`and e.occurred_at < ${before.toISOString()}::timestamptz` : sql``}`;

/** Every member who registered from `from` on. */
export const registrationsOfMembers = (from: Date): RegistrationSource => sql`
  select id as member_id, created_at as at from members where created_at >= ${from.toISOString()}::timestamptz`;
