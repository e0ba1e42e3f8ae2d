import type { CreateRedEnvelopeRequest, StaffRedEnvelopeDrop, UpdateRedEnvelopeRequest } from '@perya/contracts';

import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { RedEnvelopeContext } from './red-envelopes.context';
import { dropStatus } from './red-envelopes.eligibility';
import type { DropWithTotals, NewDrop } from './red-envelopes.repository';
import { splitBudget, splitProblem } from './red-envelopes.split';

// Staff use cases: schedule drops (one, or a rain of several), edit one before it opens, cancel
// one, read drops and their claims with totals. Every change is audited in its transaction.

type DropRules = Omit<CreateRedEnvelopeRequest, 'kind' | 'startsAt' | 'endsAt' | 'drops' | 'dropMinutes'>;

export const toStaffDrop = (drop: DropWithTotals, now: Date): StaffRedEnvelopeDrop => ({
  id: drop.id,
  rainId: drop.rainId,
  version: drop.version,
  title: drop.title,
  opensAt: drop.opensAt.toISOString(),
  closesAt: drop.closesAt.toISOString(),
  status: dropStatus(drop, now),
  budgetMinor: drop.budget.toString(),
  count: drop.count,
  amountMode: drop.amountMode,
  minAmountMinor: drop.minAmount.toString(),
  turnoverMultiplier: drop.turnoverMultiplier,
  audience: drop.audience,
  audienceValue: drop.audienceValue,
  minDepositMinor: drop.minDeposit.toString(),
  minValidBetMinor: drop.minValidBet.toString(),
  periodDays: drop.periodDays,
  claimGuards: drop.claimGuards,
  claimedCount: drop.claimedCount,
  claimedMinor: drop.claimedAmount.toString(),
  paidMinor: drop.paidAmount.toString(),
  cancelReason: drop.cancelReason,
  createdBy: drop.createdByName,
});

/** The envelopes of these rules, or a VALIDATION error saying why they cannot be made. */
const envelopesOf = (rules: DropRules): { amounts: bigint[]; minAmount: bigint } => {
  const minAmount =
    rules.amountMode === 'FIXED' ? rules.budgetMinor / BigInt(rules.count) : (rules.minAmountMinor ?? 1n);
  const split = { budget: rules.budgetMinor, count: rules.count, mode: rules.amountMode, minAmount };
  const problem = splitProblem(split);
  if (problem) throw new AppError('VALIDATION', problem, { field: 'budgetMinor', reason: problem });
  return { amounts: splitBudget(split), minAmount };
};

const rulesColumns = (rules: DropRules, minAmount: bigint) => ({
  title: rules.title,
  budget: rules.budgetMinor,
  count: rules.count,
  amountMode: rules.amountMode,
  minAmount,
  turnoverMultiplier: rules.turnoverMultiplier,
  audience: rules.audience,
  audienceValue: rules.audienceValue,
  minDeposit: BigInt(rules.minDepositMinor),
  minValidBet: BigInt(rules.minValidBetMinor),
  periodDays: rules.periodDays,
  claimGuards: [...new Set(rules.claimGuards)],
});

const refuse = (reason: string): never => {
  throw new AppError('VALIDATION', reason, { reason });
};

/** The windows of the drops a request schedules. */
export const windowsOf = (input: CreateRedEnvelopeRequest, now: Date): Array<{ opensAt: Date; closesAt: Date }> => {
  const start = new Date(input.startsAt);
  const end = new Date(input.endsAt);
  if (!(end > start)) refuse('the end must come after the start');
  if (end <= now) refuse('the window has already ended');
  if (input.kind === 'SINGLE') {
    if (input.drops !== 1) refuse('a single drop is one drop');
    return [{ opensAt: start, closesAt: end }];
  }
  if (input.drops < 2) refuse('a rain has at least two drops');
  if (!input.dropMinutes) refuse('a rain needs how long each drop stays open');
  const spacing = Math.floor((end.getTime() - start.getTime()) / input.drops);
  const open = (input.dropMinutes ?? 0) * 60_000;
  if (open > spacing) refuse('the drops overlap: fewer drops or shorter ones');
  return Array.from({ length: input.drops }, (_, index) => {
    const opensAt = new Date(start.getTime() + index * spacing);
    return { opensAt, closesAt: new Date(opensAt.getTime() + open) };
  });
};

export const createDrops = async (ctx: RedEnvelopeContext, input: CreateRedEnvelopeRequest, actor: AuditActor) => {
  const now = ctx.clock.now();
  const windows = windowsOf(input, now);
  const ids = await ctx.db.transaction(async (tx) => {
    const created: number[] = [];
    for (const window of windows) {
      // Each drop of a rain gets its own random split.
      const { amounts, minAmount } = envelopesOf(input);
      const drop: NewDrop = {
        ...rulesColumns(input, minAmount),
        ...window,
        createdBy: actor.kind === 'SYSTEM' ? null : actor.id,
        createdByName: actor.name,
      };
      created.push((await ctx.repository.insertDrop(drop, amounts, tx)).id);
    }
    const rainId = input.kind === 'RAIN' ? (created[0] ?? null) : null;
    if (rainId !== null) await ctx.repository.setRainId(created, rainId, tx);
    await ctx.audit.record(
      {
        actor,
        action: 'redEnvelope.create',
        targetKind: 'redEnvelopeDrop',
        targetId: created[0] ?? 0,
        detail: {
          dropIds: created,
          kind: input.kind,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          budgetMinor: input.budgetMinor.toString(),
          count: input.count,
          amountMode: input.amountMode,
          turnoverMultiplier: input.turnoverMultiplier,
          audience: input.audience,
          claimGuards: input.claimGuards,
        },
      },
      tx,
    );
    return created;
  });
  const drops = await Promise.all(ids.map((id) => ctx.repository.findDrop(id)));
  return { drops: drops.flatMap((drop) => (drop ? [toStaffDrop(drop, now)] : [])) };
};

/** Locks a drop for a change and checks the version the staff member opened. */
const lockForChange = async (ctx: RedEnvelopeContext, id: number, version: number, tx: Transaction) => {
  const drop = await ctx.repository.lockDrop(id, tx);
  if (!drop) throw new AppError('NOT_FOUND', `red envelope drop ${id}`);
  if (drop.version !== version) throw new AppError('STALE_RECORD', `drop ${id} is at version ${drop.version}`);
  return drop;
};

export const updateDrop = async (
  ctx: RedEnvelopeContext,
  id: number,
  input: UpdateRedEnvelopeRequest,
  actor: AuditActor,
) => {
  const now = ctx.clock.now();
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (!(closesAt > opensAt)) refuse('the end must come after the start');
  if (opensAt <= now) refuse('a drop cannot be moved to open in the past');
  await ctx.db.transaction(async (tx) => {
    const drop = await lockForChange(ctx, id, input.version, tx);
    // Once open, members may hold envelopes of it: its rules are final (cancel it instead).
    if (dropStatus(drop, now) !== 'SCHEDULED') throw new AppError('ALREADY_PROCESSED', `drop ${id} is not scheduled`);
    const { amounts, minAmount } = envelopesOf(input);
    await ctx.repository.replaceDrop(
      id,
      { ...rulesColumns(input, minAmount), opensAt, closesAt, version: drop.version + 1 },
      amounts,
      tx,
    );
    await ctx.audit.record(
      {
        actor,
        action: 'redEnvelope.update',
        targetKind: 'redEnvelopeDrop',
        targetId: id,
        detail: {
          before: {
            opensAt: drop.opensAt.toISOString(),
            budgetMinor: drop.budget.toString(),
            count: drop.count,
            claimGuards: drop.claimGuards,
          },
          after: {
            opensAt: input.opensAt,
            budgetMinor: input.budgetMinor.toString(),
            count: input.count,
            claimGuards: input.claimGuards,
          },
        },
      },
      tx,
    );
  });
  const drop = await ctx.repository.findDrop(id);
  if (!drop) throw new AppError('NOT_FOUND', `red envelope drop ${id}`);
  return toStaffDrop(drop, now);
};

export const cancelDrop = async (
  ctx: RedEnvelopeContext,
  id: number,
  input: { version: number; reason: string },
  actor: AuditActor,
) => {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const drop = await lockForChange(ctx, id, input.version, tx);
    const status = dropStatus(drop, now);
    if (status === 'CANCELLED' || status === 'ENDED')
      throw new AppError('ALREADY_PROCESSED', `drop ${id} is ${status}`);
    await ctx.repository.updateDrop(
      id,
      { cancelledAt: now, cancelReason: input.reason, version: drop.version + 1 },
      tx,
    );
    await ctx.audit.record(
      {
        actor,
        action: 'redEnvelope.cancel',
        targetKind: 'redEnvelopeDrop',
        targetId: id,
        detail: { reason: input.reason, wasStatus: status },
      },
      tx,
    );
  });
  const drop = await ctx.repository.findDrop(id);
  if (!drop) throw new AppError('NOT_FOUND', `red envelope drop ${id}`);
  return toStaffDrop(drop, now);
};
