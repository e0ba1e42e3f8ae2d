import { z } from 'zod';

import { MinorStringSchema } from './money-schemas';
import { TransactionKindSchema } from './wallet';

// The agent centre's reports (spec §2.6, issue 17): team overview, team betting, user profit and
// loss, account details, agent announcements. Every figure comes from the play statistics
// (contracts/stats.ts) or, for the two record lists, from the rounds and the ledger by keyset.
// Amounts are minor units as digit strings.

/** Longest range one report may cover (a quarter): one request never reads years of history. */
export const AGENT_REPORT_MAX_DAYS = 92;

/** A calendar day "yyyy-MM-dd"; the server checks it is a real one. */
const ReportDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** First and last day included. Aggregate reports read the operator's reporting days; record lists the caller's days. */
const range = { from: ReportDaySchema.optional(), to: ReportDaySchema.optional() };

/** An account name filter: printable, short (longer is no account). */
const AccountFilterSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}_.@-]+$/u);

/** An opaque keyset cursor: the last row's sort key. */
const CursorSchema = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/);

const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** Members' result in a period: payouts + bonuses − bets (negative when the team lost). */
const FiguresShape = {
  rounds: z.number().int(),
  betMinor: MinorStringSchema,
  validBetMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  /** Bonuses granted less bonuses forfeited. */
  bonusMinor: MinorStringSchema,
  profitMinor: MinorStringSchema,
};

// ---------------------------------------------------------------- team overview

export const TeamReportScopeSchema = z.enum(['all', 'direct']);
export type TeamReportScope = z.infer<typeof TeamReportScopeSchema>;

export const TeamOverviewReportQuerySchema = z.object({ ...range, scope: TeamReportScopeSchema.default('all') });
export type TeamOverviewReportQuery = z.input<typeof TeamOverviewReportQuerySchema>;

const OverviewFiguresSchema = z.object({
  newMembers: z.number().int(),
  /** Members with a settled valid bet in the period (the agent never counts). */
  activeMembers: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  depositMinor: MinorStringSchema,
  withdrawals: z.number().int(),
  withdrawalMinor: MinorStringSchema,
  ...FiguresShape,
});

export const TeamOverviewDaySchema = OverviewFiguresSchema.extend({ day: z.string() });
export type TeamOverviewDay = z.infer<typeof TeamOverviewDaySchema>;

export const TeamOverviewReportSchema = z.object({
  scope: TeamReportScopeSchema,
  from: z.string(),
  to: z.string(),
  /** The operator's reporting time zone: days are its calendar days. */
  timeZone: z.string(),
  /** Members in scope today. */
  members: z.number().int(),
  totals: OverviewFiguresSchema,
  /** Days with any figure, newest first. */
  days: z.array(TeamOverviewDaySchema),
});
export type TeamOverviewReport = z.infer<typeof TeamOverviewReportSchema>;

// ---------------------------------------------------------------- team betting

export const TeamBetsQuerySchema = z.object({
  ...range,
  account: AccountFilterSchema.optional(),
  category: z
    .string()
    .max(20)
    .regex(/^[A-Z]+$/)
    .optional(),
  cursor: CursorSchema.optional(),
  pageSize,
});
export type TeamBetsQuery = z.input<typeof TeamBetsQuerySchema>;

export const TeamBetSchema = z.object({
  vendorCode: z.string(),
  roundId: z.string(),
  account: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  betMinor: MinorStringSchema,
  /** By the operator's valid-bet rule; 0 until the round is settled. */
  validBetMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  currency: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'ROLLED_BACK']),
  /** "yyyy-MM-dd HH:mm:ss" at the caller's offset. */
  time: z.string(),
});
export type TeamBet = z.infer<typeof TeamBetSchema>;

export const TeamBetsPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  list: z.array(TeamBetSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Settled rounds of the whole filtered set, from the statistics (by settlement time); profit = payout − bet. */
  totals: z.object({
    rounds: z.number().int(),
    betMinor: MinorStringSchema,
    validBetMinor: MinorStringSchema,
    payoutMinor: MinorStringSchema,
    profitMinor: MinorStringSchema,
  }),
});
export type TeamBetsPage = z.infer<typeof TeamBetsPageSchema>;

// ---------------------------------------------------------------- user profit and loss

export const MEMBER_PROFIT_SORTS = ['profit', 'bet', 'validBet', 'payout', 'bonus', 'account'] as const;
export type MemberProfitSort = (typeof MEMBER_PROFIT_SORTS)[number];

export const MemberProfitReportQuerySchema = z.object({
  ...range,
  /** Whose direct downlines: the caller (default) or a sub-agent of its team. */
  parentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** One member of the team instead of a list. */
  account: AccountFilterSchema.optional(),
  sort: z.enum(MEMBER_PROFIT_SORTS).default('profit'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize,
});
export type MemberProfitReportQuery = z.input<typeof MemberProfitReportQuerySchema>;

export const MemberProfitRowSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  /** Members below this one (0 for a player). */
  teamSize: z.number().int(),
  ...FiguresShape,
});
export type MemberProfitRow = z.infer<typeof MemberProfitRowSchema>;

export const MemberProfitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** From the caller down to the member whose downlines are listed. */
  path: z.array(z.object({ memberId: z.number().int(), account: z.string() })),
  /** Each row is the member and its own team; the totals are the listed parent's whole team. */
  list: z.array(MemberProfitRowSchema),
  totals: z.object(FiguresShape),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type MemberProfitReport = z.infer<typeof MemberProfitReportSchema>;

// ---------------------------------------------------------------- account details

export const TeamTransactionsQuerySchema = z.object({
  ...range,
  kind: TransactionKindSchema.optional(),
  account: AccountFilterSchema.optional(),
  cursor: CursorSchema.optional(),
  pageSize,
});
export type TeamTransactionsQuery = z.input<typeof TeamTransactionsQuerySchema>;

export const TeamTransactionSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  kind: TransactionKindSchema,
  /** Signed from that member's side: money in positive, out negative. */
  amountMinor: MinorStringSchema,
  currency: z.string(),
  status: z.enum(['POSTED', 'PENDING', 'SETTLED', 'VOIDED']),
  time: z.string(),
});
export type TeamTransaction = z.infer<typeof TeamTransactionSchema>;

export const TeamTransactionsPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  list: z.array(TeamTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type TeamTransactionsPage = z.infer<typeof TeamTransactionsPageSchema>;
