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
