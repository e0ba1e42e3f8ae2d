import { z } from 'zod';

import { MinorStringSchema } from './money-schemas';

// The statistics' answers (issue 15). Money as minor-unit strings; days are the operator's
// reporting days (contracts/stats.ts), not the member's display offset.

/** Play and money of one period or day. */
export const PeriodFiguresSchema = z.object({
  rounds: z.number().int(),
  betMinor: MinorStringSchema,
  validBetMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  /** bet − payout: what the house kept. */
  houseNetMinor: MinorStringSchema,
  edgeWeightedBetMinor: MinorStringSchema,
  deposits: z.number().int(),
  depositMinor: MinorStringSchema,
  withdrawals: z.number().int(),
  withdrawalMinor: MinorStringSchema,
  bonuses: z.number().int(),
  bonusMinor: MinorStringSchema,
  adjustmentMinor: MinorStringSchema,
});
export type PeriodFiguresDto = z.infer<typeof PeriodFiguresSchema>;

/** GET /wps/v2/stats/profit: the caller's figures per reporting day. */
export const MemberProfitQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
export const MemberProfitSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(PeriodFiguresSchema.extend({ day: z.string() })),
});
export type MemberProfit = z.infer<typeof MemberProfitSchema>;

/** GET /wps/agent/team/overview: the caller's team today, over 7 and over 30 reporting days. */
export const TeamOverviewQuerySchema = z.object({ scope: z.enum(['all', 'direct']).default('all') });
export const TeamOverviewSchema = z.object({
  scope: z.enum(['all', 'direct']),
  today: z.string(),
  members: z.number().int(),
  periods: z.array(
    PeriodFiguresSchema.extend({
      days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
      from: z.string(),
      to: z.string(),
      firstDeposits: z.number().int(),
    }),
  ),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

/** GET /wps/admin/dashboard: a period of reporting days (default: the last 7, today included). */
export const DashboardQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before the start' });
    }
    if (query.from && query.to && Date.parse(query.to) - Date.parse(query.from) > 366 * 86_400_000) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'At most 367 days' });
    }
  });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/** The operator's figures of one period or one day (contracts/stats.ts for GGR and NGR). */
export const DashboardFiguresSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositMinor: MinorStringSchema,
  deposits: z.number().int(),
  depositMinor: MinorStringSchema,
  withdrawals: z.number().int(),
  withdrawalMinor: MinorStringSchema,
  rounds: z.number().int(),
  betMinor: MinorStringSchema,
  validBetMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  /** Gross gaming revenue: bet − payout. */
  ggrMinor: MinorStringSchema,
  /** Bonuses granted less forfeited (bonusCostOf). */
  bonusMinor: MinorStringSchema,
  rebateMinor: MinorStringSchema,
  /** GGR − bonuses − rebates (netGamingRevenueOf). */
  ngrMinor: MinorStringSchema,
  adjustmentMinor: MinorStringSchema,
  /** Distinct members with a settled round (real money) in the period. */
  activePlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const DashboardSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  from: z.string(),
  to: z.string(),
  todayFigures: DashboardFiguresSchema,
  period: DashboardFiguresSchema,
  /** One entry per reporting day of the period, days without activity included (zeros). */
  series: z.array(DashboardFiguresSchema.extend({ day: z.string() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
