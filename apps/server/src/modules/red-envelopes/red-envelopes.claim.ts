import type { RedEnvelopeClaimResult } from '@perya/contracts';
import { isTrialType } from '@perya/contracts';

import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import type { RedEnvelopeContext } from './red-envelopes.context';
import { createFiguresReader, dropStatus, eligibilityReasons } from './red-envelopes.eligibility';
import type { DropRow } from './red-envelopes.repository';

// MCS2_claimRafflePromotion: a member opens one envelope of an open drop (decision 041).
//
// Two steps, each safe to repeat. (1) In one transaction holding the drop FOR SHARE (so a cancel,
// which takes it FOR UPDATE, waits for claims in flight and they for it), the member takes the
// next unclaimed envelope row — SKIP LOCKED, so 50 claimants take 50 different rows without
// queueing — and the claim is audited. The unique (drop, member) index makes a second claim
// impossible whatever races. (2) The prize is paid with the wallet's grantBonus under a request
// id derived from the drop, so the ledger transfer's id is fixed by (member, drop): a retry, the
// repair job or a concurrent repeat posts it once. A crash between the steps leaves a claimed,
// unpaid row that the member's next attempt or the repair job pays.

/** The bonus request id of a member's envelope of a drop (grantBonus derives the transfer id from it). */
export const prizeRequestId = (dropId: number) => `red-envelope:${dropId}`;

/** Pays a claimed envelope (idempotent) and records it paid. */
export const payEnvelope = async (
  ctx: RedEnvelopeContext,
  drop: Pick<DropRow, 'id' | 'title' | 'turnoverMultiplier'>,
  memberId: number,
  amount: bigint,
  actor: { kind: 'MEMBER'; id: number; name: string; ip?: string | null } | { kind: 'SYSTEM'; name: string },
) => {
  const { bonus } = await ctx.wallet.grantBonus({
    memberId,
    requestId: prizeRequestId(drop.id),
    amountMinor: amount,
    turnoverMultiplier: drop.turnoverMultiplier,
    title: drop.title,
    actor,
  });
  await ctx.repository.markPaid(drop.id, memberId, bonus.id, ctx.clock.now());
  return bonus;
};

/** Where a claim comes from: the drop's guards compare these across accounts (decision 052). */
export type ClaimOrigin = { ip?: string | null; deviceId?: string | null; sessionId?: string | null };

const GUARD_ERRORS = { DEVICE: 'RED_ENVELOPE_SAME_DEVICE', IP: 'RED_ENVELOPE_SAME_IP' } as const;

export const claimEnvelope = async (
  ctx: RedEnvelopeContext,
  input: { memberId: number; dropId: number } & ClaimOrigin,
): Promise<RedEnvelopeClaimResult> => {
  const member = await ctx.members.getMember(input.memberId);
  if (isTrialType(member.type)) throw new AppError('TRIAL_FORBIDDEN', 'trial accounts hold play money only');
  const drop = await ctx.repository.findDrop(input.dropId);
  if (!drop) throw new AppError('NOT_FOUND', `red envelope drop ${input.dropId}`);
  const actor = { kind: 'MEMBER' as const, id: member.id, name: member.account, ip: input.ip ?? null };

  const result = (amount: bigint, bonusId: string, claimedAt: Date): RedEnvelopeClaimResult => ({
    dropId: drop.id,
    amountMinor: amount.toString(),
    turnoverMultiplier: drop.turnoverMultiplier,
    bonusId,
    claimedAt: claimedAt.toISOString(),
  });

  const existing = await ctx.repository.findAllocation(drop.id, member.id);
  if (existing?.paidAt) throw new AppError('RED_ENVELOPE_ALREADY_CLAIMED', `drop ${drop.id}`);
  if (existing?.claimedAt) {
    // Claimed before a crash or a failed payment: finish paying it (whatever the time now).
    const bonus = await payEnvelope(ctx, drop, member.id, existing.amount, actor);
    return result(existing.amount, bonus.id, existing.claimedAt);
  }

  const now = ctx.clock.now();
  if (dropStatus(drop, now) !== 'OPEN') throw new AppError('RED_ENVELOPE_NOT_OPEN', `drop ${drop.id}`);
  const [marketable, figures] = await Promise.all([
    ctx.protection.isMarketable(member.id),
    createFiguresReader(ctx, member.id)(drop.periodDays),
  ]);
  const reasons = eligibilityReasons(drop, member, marketable, figures, now);
  if (reasons.length > 0) throw new AppError('RED_ENVELOPE_NOT_ELIGIBLE', `drop ${drop.id}`, { reasons });
  // The device: the request's own id, else the one its session was opened with (a claim that
  // leaves the header out is still that browser's).
  const deviceId =
    input.deviceId ?? (input.sessionId ? await ctx.repository.sessionDeviceId(input.sessionId) : null) ?? null;
  const guardValues = { DEVICE: deviceId, IP: input.ip ?? null };

  let envelope: { seq: number; amount: bigint } | undefined;
  try {
    envelope = await ctx.db.transaction(async (tx) => {
      const locked = await ctx.repository.shareDrop(drop.id, tx);
      if (!locked || dropStatus(locked, ctx.clock.now()) !== 'OPEN') {
        throw new AppError('RED_ENVELOPE_NOT_OPEN', `drop ${drop.id}`);
      }
      // One claim per device and per address when the drop asks (both by default): a row per
      // key, inserted first so a second account waits for this transaction and is then refused.
      for (const kind of locked.claimGuards) {
        const value = guardValues[kind];
        if (!value) continue;
        const guard = await ctx.repository.takeGuard({ dropId: drop.id, kind, value, memberId: member.id }, tx);
        if (guard.taken) continue;
        // The member's own twin request (a double tap) committed first: that is their one claim.
        if (guard.holder === member.id)
          throw new AppError('RED_ENVELOPE_ALREADY_CLAIMED', `drop ${drop.id} (concurrent)`);
        throw new AppError(GUARD_ERRORS[kind], `drop ${drop.id}: ${kind} already claimed by another account`);
      }
      const taken = await ctx.repository.takeNextEnvelope(drop.id, member.id, now, tx);
      if (!taken) return undefined;
      await ctx.audit.record(
        {
          actor,
          action: 'redEnvelope.claim',
          targetKind: 'redEnvelopeDrop',
          targetId: drop.id,
          detail: {
            memberId: member.id,
            seq: taken.seq,
            amountMinor: taken.amount.toString(),
            deviceId,
            ip: input.ip ?? null,
          },
        },
        tx,
      );
      return taken;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'red_envelope_allocations_member') {
      throw new AppError('RED_ENVELOPE_ALREADY_CLAIMED', `drop ${drop.id} (concurrent)`);
    }
    throw error;
  }
  if (!envelope) throw new AppError('RED_ENVELOPE_NONE_LEFT', `drop ${drop.id}`);
  const bonus = await payEnvelope(ctx, drop, member.id, envelope.amount, actor);
  return result(envelope.amount, bonus.id, now);
};

/**
 * Pays claimed envelopes whose payment never finished (older than a minute, so a claim in
 * flight is left to its own request). Safe to run anywhere, any number of times.
 */
export const repairUnpaid = async (ctx: RedEnvelopeContext): Promise<number[]> => {
  const stale = await ctx.repository.unpaidClaims(new Date(ctx.clock.now().getTime() - 60_000), 100);
  const paid: number[] = [];
  for (const claim of stale) {
    if (claim.memberId === null) continue;
    const drop = await ctx.repository.findDrop(claim.dropId);
    const allocation = drop ? await ctx.repository.findAllocation(drop.id, claim.memberId) : undefined;
    if (!drop || !allocation) continue;
    await payEnvelope(ctx, drop, claim.memberId, allocation.amount, { kind: 'SYSTEM', name: 'red envelope repair' });
    paid.push(claim.dropId);
  }
  return paid;
};
