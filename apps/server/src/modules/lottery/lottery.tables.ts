import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The in-house lottery (decision 053): draws made ahead by one job with a committed seed, slips of
// bet lines on a draw, each draw's liability per number, and the operator's settings per game.
// The money of a slip is not here: it moves through the provider wallet protocol as the in-house
// lottery vendor (a slip is one round: its cost the bet, its payout the win that closes it).

export type LotteryDrawStatus = 'OPEN' | 'DRAWN' | 'SETTLED';

/**
 * One draw, created ahead with its seed and the seed's commitment. The id is the HMAC message of
 * the draw (packages/games drawStreamRequest), unique: one draw, one seed, one result (domain-rules
 * §4.5, the doubled pot). `result` is written once (status OPEN → DRAWN only); settlement's check
 * (winners found = winners paid) is recorded with status SETTLED.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    drawId: text('draw_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    drawSeed: char('draw_seed', { length: 64 }).notNull(),
    commitment: char('commitment', { length: 64 }).notNull(),
    status: text('status').$type<LotteryDrawStatus>().notNull(),
    result: jsonb('result').$type<{ tier: string; numbers: string[] }[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    winnersFound: integer('winners_found'),
    winnersPaid: integer('winners_paid'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
  },
  (table) => [
    index('lottery_draws_game_time').on(table.gameCode, table.drawsAt),
    index('lottery_draws_pending')
      .on(table.drawsAt)
      .where(sql`${table.status} <> 'SETTLED'`),
    check('lottery_draws_times', sql`${table.opensAt} <= ${table.closesAt} and ${table.closesAt} <= ${table.drawsAt}`),
    check('lottery_draws_result', sql`(${table.status} = 'OPEN') = (${table.result} is null)`),
  ],
);

export type LotterySlipStatus = 'PLACED' | 'SETTLING' | 'SETTLED';

/**
 * A slip: several bet lines on one draw, bought in one request, keyed by the member and the client's
 * slip id (a repeat is the same slip). One round of the wallet protocol.
 */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    slipId: text('slip_id').notNull(),
    drawId: text('draw_id').notNull(),
    gameCode: text('game_code').notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<LotterySlipStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.slipId] }),
    index('lottery_slips_draw').on(table.drawId, table.status),
    index('lottery_slips_member_recent').on(table.memberId, table.createdAt),
    check('lottery_slips_money', sql`${table.costMinor} > 0 and ${table.payoutMinor} >= 0`),
  ],
);

export type LotteryLineStatus = 'OPEN' | 'WON' | 'LOST';

/** A bet line of a slip: the bet type, the selection and the stake, settled with the draw. */
export const lotteryLines = pgTable(
  'lottery_lines',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    slipId: text('slip_id').notNull(),
    line: integer('line').notNull(),
    drawId: text('draw_id').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').$type<string[]>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    costMinor: bigint('cost_minor', { mode: 'bigint' }).notNull(),
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }).notNull(),
    exposureKey: text('exposure_key').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<LotteryLineStatus>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.slipId, table.line] }),
    index('lottery_lines_draw').on(table.drawId),
    check('lottery_lines_money', sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0`),
  ],
);

/** A draw's liability per number or combination (what it pays if that key comes up once). */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: text('draw_id').notNull(),
    exposureKey: text('exposure_key').notNull(),
    liabilityMinor: bigint('liability_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.exposureKey] })],
);

/** The operator's settings per game; a game without a row plays on the defaults (lottery.settings.ts). */
export const lotterySettings = pgTable(
  'lottery_settings',
  {
    gameCode: text('game_code').primaryKey(),
    enabled: boolean('enabled').notNull(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }).notNull(),
    exposureCapMinor: bigint('exposure_cap_minor', { mode: 'bigint' }).notNull(),
    closeSeconds: integer('close_seconds').notNull(),
    drawTime: text('draw_time'),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'lottery_settings_limits',
      sql`${table.minBetMinor} > 0 and ${table.maxBetMinor} >= ${table.minBetMinor} and ${table.maxWinMinor} > 0 and ${table.exposureCapMinor} > 0`,
    ),
  ],
);
