import type { Reward, StaffPromotion } from '@perya/contracts';

import type { PromotionRow, RewardRow } from './promotions.repository';

// Rows to the wire: amounts as digit strings, instants as ISO strings.

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const minor = (value: bigint | null) => (value === null ? null : value.toString());

export const rulesOf = (row: PromotionRow) => ({
  trigger: row.trigger,
  thresholdMinor: minor(row.threshold),
  streakDays: row.streakDays,
  recurrence: row.recurrence,
  rewardKind: row.rewardKind,
  amountMinor: minor(row.amount),
  percentBp: row.percentBp,
  capMinor: minor(row.cap),
  points: minor(row.points),
  turnoverMultiplier: row.turnoverMultiplier,
  expiryDays: row.expiryDays,
});

export const promotionBaseOf = (row: PromotionRow) => ({
  id: row.id,
  announcementId: row.announcementId,
  name: row.name,
  category: row.category,
  audience: row.audience,
  joinMode: row.joinMode,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  ...rulesOf(row),
});

export const toReward = (row: RewardRow, promotion: PromotionRow): Reward => ({
  id: row.id,
  promotionId: row.promotionId,
  announcementId: promotion.announcementId,
  promotionName: promotion.name,
  category: promotion.category,
  periodKey: row.periodKey,
  amountMinor: row.amount.toString(),
  points: row.points.toString(),
  basisMinor: row.basis.toString(),
  turnoverMultiplier: row.turnoverMultiplier,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  expiresAt: iso(row.expiresAt),
  claimedAt: iso(row.claimedAt),
  onHold: row.status === 'WAITING' && promotion.pausedAt !== null,
});
export type ToReward = typeof toReward;

export const toStaffPromotion = (
  row: PromotionRow,
  counts: { waiting: number; paid: number },
  pendingApplications: number,
): StaffPromotion => ({
  ...promotionBaseOf(row),
  vipLevels: row.vipLevels,
  agentIds: row.agentIds,
  memberIds: row.memberIds,
  budgetMinor: minor(row.budget),
  spentMinor: row.spent.toString(),
  claimGuards: row.claimGuards,
  autoPay: row.autoPay,
  endedAt: iso(row.endedAt),
  pausedAt: iso(row.pausedAt),
  version: row.version,
  rewards: counts,
  pendingApplications,
});
