import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Play statistics (issue 15), maintained by the `stats` subscriber of the activity stream and
// rebuilt from the rounds and the ledger by `npm run ops -- stats rebuild`. Definitions:
// packages/contracts/src/stats.ts. Hours are UTC; days are the operator's reporting days.

/** The operator's statistics settings: one row. Changing the time zone needs a rebuild. */
export const statsSettings = pgTable(
  'stats_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** IANA zone whose calendar days are the reporting days (members' display offsets are separate). */
    reportingTimeZone: text('reporting_time_zone').notNull().default('Asia/Manila'),
    /** contracts' ValidBetRule: STAKE (the whole stake of a settled round) or CAPPED. Needs a rebuild too. */
    validBetRule: text('valid_bet_rule').$type<'STAKE' | 'CAPPED'>().notNull().default('STAKE'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stats_settings_single_row', sql`${table.id} = 1`)],
);

const playColumns = () => ({
  category: text('category').notNull(),
  rounds: integer('rounds').notNull(),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull(),
  edgeWeightedBet: bigint('edge_weighted_bet', { mode: 'bigint' }).notNull(),
});

const moneyColumns = () => ({
  deposits: integer('deposits').notNull(),
  depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
  withdrawals: integer('withdrawals').notNull(),
  withdrawalAmount: bigint('withdrawal_amount', { mode: 'bigint' }).notNull(),
  bonuses: integer('bonuses').notNull(),
  bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
  forfeits: integer('forfeits').notNull(),
  forfeitAmount: bigint('forfeit_amount', { mode: 'bigint' }).notNull(),
  adjustments: integer('adjustments').notNull(),
  adjustmentAmount: bigint('adjustment_amount', { mode: 'bigint' }).notNull(),
});

/** A member's settled play per UTC hour and game category. */
export const statsPlayHourly = pgTable(
  'stats_play_hourly',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...playColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.hour, table.category] }),
    // The points accrual (decision 049) reads every member's rows of a few recent hours.
    index('stats_play_hourly_hour').on(table.hour),
  ],
);

/** A member's settled play per reporting day and game category. */
export const statsPlayDaily = pgTable(
  'stats_play_daily',
  { memberId: bigint('member_id', { mode: 'number' }).notNull(), day: date('day').notNull(), ...playColumns() },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day, table.category] }),
    // The back office's dashboard reads every member's rows of a range of days.
    index('stats_play_daily_day').on(table.day),
  ],
);

/** A member's money per reporting day: deposits, withdrawals paid, bonuses, forfeits, adjustments. */
export const statsMoneyDaily = pgTable(
  'stats_money_daily',
  { memberId: bigint('member_id', { mode: 'number' }).notNull(), day: date('day').notNull(), ...moneyColumns() },
  (table) => [primaryKey({ columns: [table.memberId, table.day] }), index('stats_money_daily_day').on(table.day)],
);

/**
 * An agent's team per reporting day: scope 'A' is the whole downline (every depth ≥ 1 of
 * member_hierarchy), 'D' the direct downlines only. Maintained, so any range is a few rows.
 */
export const statsTeamPlayDaily = pgTable(
  'stats_team_play_daily',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    scope: char('scope', { length: 1 }).$type<'A' | 'D'>().notNull(),
    day: date('day').notNull(),
    ...playColumns(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day, table.category] })],
);

export const statsTeamMoneyDaily = pgTable(
  'stats_team_money_daily',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    scope: char('scope', { length: 1 }).$type<'A' | 'D'>().notNull(),
    day: date('day').notNull(),
    ...moneyColumns(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.scope, table.day] })],
);

/** A member's first deposit (the agent centre's "first deposit" figure). */
export const statsFirstDeposits = pgTable(
  'stats_first_deposits',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // The back office's dashboard counts first deposits by day.
  (table) => [index('stats_first_deposits_day').on(table.day)],
);

/**
 * Registrations per reporting day (members and agents; trial accounts are not registrations),
 * from MEMBER_REGISTERED events and rebuilt from `members` (the back office's dashboard).
 */
export const statsRegistrationsDaily = pgTable('stats_registrations_daily', {
  day: date('day').primaryKey(),
  registrations: integer('registrations').notNull(),
});
