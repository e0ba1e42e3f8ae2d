import type { PointConfig, PointEntry, PointItem, PointRedemption, StaffPointItem } from '@perya/contracts';
import { GAME_TYPES, POINTS_CONVERT_STEP, POINTS_REQUIREMENT_DAYS } from '@perya/contracts';
import type { GameType } from '@perya/contracts';

import type { EarnRuleRow, EntryRow, PointItemRow, PointsSettingsRow, RedemptionRow } from './points.repository';

// Table rows to what the routes answer (services return these, never rows).

export const toConfig = (settings: PointsSettingsRow, rules: EarnRuleRow[]): PointConfig => ({
  enabled: settings.enabled,
  pointValueMinorPer100: settings.pointValueMinorPer100,
  convertMinPoints: settings.convertMinPoints.toString(),
  convertStepPoints: POINTS_CONVERT_STEP,
  convertTurnoverMultiplier: settings.convertTurnoverMultiplier,
  accrualLagMinutes: settings.accrualLagMinutes,
  earnRules: rules
    .filter((rule): rule is EarnRuleRow & { category: GameType } =>
      (GAME_TYPES as readonly string[]).includes(rule.category),
    )
    .map((rule) => ({
      category: rule.category,
      validBetMinorPerPoint: rule.validBetMinorPerPoint.toString(),
      enabled: rule.enabled,
    })),
  requirementDays: POINTS_REQUIREMENT_DAYS,
});

export const toItem = (row: PointItemRow): PointItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  pointsRequired: row.pointsRequired.toString(),
  amountRequirementMinor: row.amountRequirementMinor.toString(),
  rewardAmountMinor: row.rewardAmountMinor.toString(),
  turnoverMultiplier: row.kind === 'CASH' ? 0 : row.turnoverMultiplier,
  stock: row.stock,
  enabled: row.enabled,
});

export const toStaffItem = (row: PointItemRow, redeemedCount: number): StaffPointItem => ({
  ...toItem(row),
  version: row.version,
  redeemedCount,
});

export const toRedemption = (row: RedemptionRow): PointRedemption => ({
  id: row.id,
  itemId: row.itemId,
  kind: row.kind,
  title: row.title,
  quantity: row.quantity,
  pointsSpent: row.pointsSpent.toString(),
  pointsRequired: row.pointsRequired.toString(),
  amountRequirementMinor: row.amountRequirementMinor.toString(),
  amountMinor: row.amountMinor.toString(),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  remark: row.remark,
  bonusId: row.bonusId,
});

export const toEntry = (row: EntryRow): PointEntry => ({
  id: row.id,
  kind: row.kind,
  changedPoints: row.delta.toString(),
  pointsBalance: row.balanceAfter.toString(),
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
});

/** What `points` are worth in minor units at `valuePer100` (floored). */
export const pointsValueMinor = (points: bigint, valuePer100: number): bigint => (points * BigInt(valuePer100)) / 100n;
