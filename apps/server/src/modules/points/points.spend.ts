import { randomUUID } from 'node:crypto';

import type { ConvertPointResult, RedeemPointRewardResult } from '@perya/contracts';
import { POINTS_CONVERT_STEP, POINTS_REQUIREMENT_DAYS, isTrialType } from '@perya/contracts';

import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { PointsContext } from './points.context';
import { pointsValueMinor, toRedemption } from './points.dto';
import type { ConversionRow, RedemptionRow } from './points.repository';

// Spending points (decision 049): redeeming a reward item and converting points to cash, both
// behind the payment password (MembersService.requirePaymentPassword: a wrong one counts toward
// the same lock as every other use).
//
// Two steps, each safe to repeat. (1) One transaction: the item locked FOR UPDATE (so concurrent
// redeemers of one item queue and the stock is read after the previous one's change), the
// redemption row (unique per member × request id), the points entry (the balance moved by the
// same statement, refused below zero) and the stock taken. Any refusal rolls all of it back.
// (2) CASH and BONUS items, and conversions, are paid with the wallet's grantBonus under a
// request id derived from the row, so a retry, the repair job or a concurrent repeat pays once.

type Actor = Extract<AuditActor, { kind: 'MEMBER' }> | { kind: 'SYSTEM'; name: string };

const redeemRequestId = (redemptionId: string) => `points-redeem:${redemptionId}`;
const convertRequestId = (conversionId: string) => `points-convert:${conversionId}`;

/** Pays a cash or bonus redemption (idempotent) and marks it approved. */
export const payRedemption = async (ctx: PointsContext, row: RedemptionRow, actor: Actor): Promise<RedemptionRow> => {
  if (row.kind === 'GOODS' || row.status !== 'PROCESSING') return row;
  const { bonus } = await ctx.wallet.grantBonus({
    memberId: row.memberId,
    requestId: redeemRequestId(row.id),
    amountMinor: row.amountMinor,
    turnoverMultiplier: row.kind === 'CASH' ? 0 : row.turnoverMultiplier,
    title: row.quantity > 1 ? `${row.title} ×${row.quantity}` : row.title,
    actor,
    source: { kind: 'points', id: row.id },
  });
  return (
    (await ctx.repository.updateRedemption(row.id, {
      status: 'APPROVED',
      bonusId: bonus.id,
      reviewedAt: ctx.clock.now(),
      reviewedBy: 'system',
    })) ?? row
  );
};

/** Pays a conversion (idempotent) and records the bonus. */
export const payConversion = async (ctx: PointsContext, row: ConversionRow, actor: Actor): Promise<string> => {
  if (row.bonusId) return row.bonusId;
  const { bonus } = await ctx.wallet.grantBonus({
    memberId: row.memberId,
    requestId: convertRequestId(row.id),
    amountMinor: row.amountMinor,
    turnoverMultiplier: row.turnoverMultiplier,
    title: `Points conversion (${row.points} points)`,
    actor,
    source: { kind: 'points', id: row.id },
  });
  await ctx.repository.markConversionPaid(row.id, bonus.id);
  return bonus.id;
};

const requireOpenMall = async (ctx: PointsContext, memberId: number, paymentPassword: string) => {
  const member = await ctx.members.getMember(memberId);
  if (isTrialType(member.type)) throw new AppError('TRIAL_FORBIDDEN', 'trial accounts have no points');
  const settings = await ctx.repository.getSettings();
  if (!settings.enabled) throw new AppError('POINTS_ITEM_UNAVAILABLE', 'the points mall is switched off');
  // First, before anything is read for the request: a wrong password counts toward the lock.
  await ctx.members.requirePaymentPassword(member.id, paymentPassword);
  return { member, settings };
};

const balanceOf = async (ctx: PointsContext, memberId: number) =>
  (await ctx.repository.findAccount(memberId))?.balance ?? 0n;

export const redeemReward = async (
  ctx: PointsContext,
  input: {
    memberId: number;
    requestId: string;
    itemId: number;
    quantity: number;
    paymentPassword: string;
    ip?: string | null;
  },
): Promise<RedeemPointRewardResult> => {
  const { member } = await requireOpenMall(ctx, input.memberId, input.paymentPassword);
  const actor: Actor = { kind: 'MEMBER', id: member.id, name: member.account, ip: input.ip ?? null };

  const replay = async (existing: RedemptionRow): Promise<RedeemPointRewardResult> => {
    if (existing.itemId !== input.itemId || existing.quantity !== input.quantity)
      throw new AppError('DUPLICATE_REQUEST', `request ${input.requestId} reused for another redemption`);
    const paid = await payRedemption(ctx, existing, actor);
    return { redemption: toRedemption(paid), points: (await balanceOf(ctx, member.id)).toString(), replayed: true };
  };
  const existing = await ctx.repository.findRedemptionByRequest(member.id, input.requestId);
  if (existing) return replay(existing);

  const item = await ctx.repository.findItem(input.itemId);
  if (!item) throw new AppError('NOT_FOUND', `points item ${input.itemId}`);
  if (!item.enabled) throw new AppError('POINTS_ITEM_UNAVAILABLE', `points item ${item.id} is disabled`);
  if (item.amountRequirementMinor > 0n) {
    const { days } = await ctx.stats.memberDays(member.id, POINTS_REQUIREMENT_DAYS);
    const validBet = days.reduce((sum, day) => sum + day.validBet, 0n);
    if (validBet < item.amountRequirementMinor)
      throw new AppError('POINTS_REQUIREMENT_NOT_MET', `valid bet ${validBet} < ${item.amountRequirementMinor}`);
  }

  let row: RedemptionRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const locked = await ctx.repository.lockItem(item.id, tx);
      if (!locked?.enabled) throw new AppError('POINTS_ITEM_UNAVAILABLE', `points item ${item.id} is disabled`);
      if (locked.stock < input.quantity)
        throw new AppError('POINTS_OUT_OF_STOCK', `points item ${item.id}: ${locked.stock} left`);
      const cost = locked.pointsRequired * BigInt(input.quantity);
      const now = ctx.clock.now();
      const redemption = await ctx.repository.insertRedemption(
        {
          id: randomUUID(),
          memberId: member.id,
          requestId: input.requestId,
          itemId: locked.id,
          kind: locked.kind,
          title: locked.title,
          quantity: input.quantity,
          pointsSpent: cost,
          pointsRequired: locked.pointsRequired,
          amountRequirementMinor: locked.amountRequirementMinor,
          amountMinor: locked.rewardAmountMinor * BigInt(input.quantity),
          turnoverMultiplier: locked.kind === 'CASH' ? 0 : locked.turnoverMultiplier,
          status: 'PROCESSING',
          createdAt: now,
        },
        tx,
      );
      const posted = await ctx.repository.post(
        {
          id: `redeem:${redemption.id}`,
          memberId: member.id,
          kind: 'REDEEM',
          delta: -cost,
          remark: input.quantity > 1 ? `${locked.title} ×${input.quantity}` : locked.title,
          at: now,
        },
        tx,
      );
      if (!posted.posted)
        throw new AppError('POINTS_INSUFFICIENT', `member ${member.id} has fewer than ${cost} points`);
      if (!(await ctx.repository.takeStock(locked.id, input.quantity, tx)))
        throw new AppError('POINTS_OUT_OF_STOCK', `points item ${locked.id}`);
      await ctx.audit.record(
        {
          actor,
          action: 'points.redeem',
          targetKind: 'pointsItem',
          targetId: locked.id,
          detail: { redemptionId: redemption.id, quantity: input.quantity, points: cost.toString() },
        },
        tx,
      );
      return redemption;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'points_redemptions_request') {
      const raced = await ctx.repository.findRedemptionByRequest(member.id, input.requestId);
      if (raced) return replay(raced);
    }
    throw error;
  }
  const paid = await payRedemption(ctx, row, actor);
  return { redemption: toRedemption(paid), points: (await balanceOf(ctx, member.id)).toString(), replayed: false };
};

export const convertPoints = async (
  ctx: PointsContext,
  input: { memberId: number; requestId: string; points: bigint; paymentPassword: string; ip?: string | null },
): Promise<ConvertPointResult> => {
  const { member, settings } = await requireOpenMall(ctx, input.memberId, input.paymentPassword);
  const actor: Actor = { kind: 'MEMBER', id: member.id, name: member.account, ip: input.ip ?? null };

  const result = async (row: ConversionRow, replayed: boolean): Promise<ConvertPointResult> => {
    const bonusId = await payConversion(ctx, row, actor);
    return {
      points: (await balanceOf(ctx, member.id)).toString(),
      convertedPoints: row.points.toString(),
      amountMinor: row.amountMinor.toString(),
      turnoverMultiplier: row.turnoverMultiplier,
      bonusId,
      replayed,
    };
  };
  const replay = (existing: ConversionRow) => {
    if (existing.points !== input.points)
      throw new AppError('DUPLICATE_REQUEST', `request ${input.requestId} reused for another conversion`);
    return result(existing, true);
  };
  const existing = await ctx.repository.findConversionByRequest(member.id, input.requestId);
  if (existing) return replay(existing);

  if (input.points < settings.convertMinPoints || input.points % BigInt(POINTS_CONVERT_STEP) !== 0n)
    throw new AppError('POINTS_CONVERT_INVALID', `${input.points} points`, {
      fields: { points: `At least ${settings.convertMinPoints}, in steps of ${POINTS_CONVERT_STEP}` },
    });
  const amount = pointsValueMinor(input.points, settings.pointValueMinorPer100);

  let row: ConversionRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const conversion = await ctx.repository.insertConversion(
        {
          id: randomUUID(),
          memberId: member.id,
          requestId: input.requestId,
          points: input.points,
          amountMinor: amount,
          turnoverMultiplier: settings.convertTurnoverMultiplier,
          createdAt: now,
        },
        tx,
      );
      const posted = await ctx.repository.post(
        {
          id: `convert:${conversion.id}`,
          memberId: member.id,
          kind: 'CONVERT',
          delta: -input.points,
          remark: '',
          at: now,
        },
        tx,
      );
      if (!posted.posted)
        throw new AppError('POINTS_INSUFFICIENT', `member ${member.id} has fewer than ${input.points} points`);
      await ctx.audit.record(
        {
          actor,
          action: 'points.convert',
          targetKind: 'member',
          targetId: member.id,
          detail: { conversionId: conversion.id, points: input.points.toString(), amountMinor: amount.toString() },
        },
        tx,
      );
      return conversion;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'points_conversions_request') {
      const raced = await ctx.repository.findConversionByRequest(member.id, input.requestId);
      if (raced) return replay(raced);
    }
    throw error;
  }
  return result(row, false);
};

/**
 * Pays redemptions and conversions whose payment never finished (older than a minute, so one in
 * flight is left to its own request). Safe to run anywhere, any number of times.
 */
export const repairUnpaid = async (ctx: PointsContext): Promise<string[]> => {
  const before = new Date(ctx.clock.now().getTime() - 60_000);
  const actor = { kind: 'SYSTEM' as const, name: 'points payments repair' };
  const paid: string[] = [];
  for (const row of await ctx.repository.unpaidRedemptions(before, 100)) {
    await payRedemption(ctx, row, actor);
    paid.push(row.id);
  }
  for (const row of await ctx.repository.unpaidConversions(before, 100)) {
    await payConversion(ctx, row, actor);
    paid.push(row.id);
  }
  return paid;
};
