import type { MemberRedEnvelopeDrop, MemberRedEnvelopes, RedEnvelopeDropStatus } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { cancelDrop, createDrops, toStaffDrop, updateDrop } from './red-envelopes.admin';
import type { ClaimOrigin } from './red-envelopes.claim';
import { claimEnvelope, repairUnpaid } from './red-envelopes.claim';
import type { RedEnvelopeContext } from './red-envelopes.context';
import { createFiguresReader, dropStatus, eligibilityReasons } from './red-envelopes.eligibility';
import { largestPossible } from './red-envelopes.split';

/** How far ahead a member sees drops coming (the widget's countdown). */
const UPCOMING_MS = 7 * 86_400_000;

const paged = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

export const createRedEnvelopeService = (ctx: RedEnvelopeContext) => ({
  claim: (input: { memberId: number; dropId: number } & ClaimOrigin) => claimEnvelope(ctx, input),

  /** Open and upcoming drops, with whether the member may open each and why not. */
  async memberDrops(memberId: number): Promise<MemberRedEnvelopes> {
    const now = ctx.clock.now();
    const member = await ctx.members.getMember(memberId);
    const drops = await ctx.repository.visibleDrops(now, new Date(now.getTime() + UPCOMING_MS));
    const [allocations, marketable] = await Promise.all([
      ctx.repository.memberAllocations(
        member.id,
        drops.map((drop) => drop.id),
      ),
      ctx.protection.isMarketable(member.id),
    ]);
    const claimed = new Map(allocations.map((row) => [row.dropId, row.amount]));
    const figuresOf = createFiguresReader(ctx, member.id);
    const list: MemberRedEnvelopeDrop[] = [];
    for (const drop of drops) {
      const status = dropStatus(drop, now);
      const left = drop.count - drop.claimedCount;
      const mine = claimed.get(drop.id);
      const reasons = eligibilityReasons(drop, member, marketable, await figuresOf(drop.periodDays), now);
      if (status !== 'OPEN') reasons.unshift('NOT_OPEN');
      if (mine !== undefined) reasons.unshift('ALREADY_CLAIMED');
      else if (left <= 0) reasons.unshift('NONE_LEFT');
      list.push({
        id: drop.id,
        rainId: drop.rainId,
        title: drop.title,
        opensAt: drop.opensAt.toISOString(),
        closesAt: drop.closesAt.toISOString(),
        status,
        amountMode: drop.amountMode,
        maxAmountMinor: largestPossible({
          budget: drop.budget,
          count: drop.count,
          mode: drop.amountMode,
          minAmount: drop.minAmount,
        }).toString(),
        envelopesLeft: Math.max(left, 0),
        turnoverMultiplier: drop.turnoverMultiplier,
        minDepositMinor: drop.minDeposit.toString(),
        minValidBetMinor: drop.minValidBet.toString(),
        periodDays: drop.periodDays,
        eligible: reasons.length === 0,
        reasons,
        claimedAmountMinor: mine === undefined ? null : mine.toString(),
      });
    }
    return { serverTime: now.toISOString(), drops: list };
  },

  async memberHistory(memberId: number, pageNo: number, pageSize: number) {
    const { rows, total } = await ctx.repository.memberHistory(memberId, pageSize, (pageNo - 1) * pageSize);
    return paged(
      rows.map((row) => ({
        dropId: row.dropId,
        title: row.title,
        amountMinor: row.amount.toString(),
        turnoverMultiplier: row.turnoverMultiplier,
        claimedAt: (row.claimedAt ?? new Date(0)).toISOString(),
        paid: row.paidAt !== null,
      })),
      total,
      pageNo,
      pageSize,
    );
  },

  // ---- Staff
  createDrops: (input: Parameters<typeof createDrops>[1], actor: AuditActor) => createDrops(ctx, input, actor),
  updateDrop: (id: number, input: Parameters<typeof updateDrop>[2], actor: AuditActor) =>
    updateDrop(ctx, id, input, actor),
  cancelDrop: (id: number, input: { version: number; reason: string }, actor: AuditActor) =>
    cancelDrop(ctx, id, input, actor),

  async listDrops(input: { status?: RedEnvelopeDropStatus; pageNo: number; pageSize: number }) {
    const now = ctx.clock.now();
    const { rows, total } = await ctx.repository.listDrops({
      status: input.status,
      now,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return paged(
      rows.map((row) => toStaffDrop(row, now)),
      total,
      input.pageNo,
      input.pageSize,
    );
  },

  async dropClaims(id: number, pageNo: number, pageSize: number) {
    const drop = await ctx.repository.findDrop(id);
    if (!drop) throw new AppError('NOT_FOUND', `red envelope drop ${id}`);
    const { rows, total } = await ctx.repository.dropClaims(id, pageSize, (pageNo - 1) * pageSize);
    return {
      drop: toStaffDrop(drop, ctx.clock.now()),
      ...paged(
        rows.map((row) => ({
          memberId: row.memberId ?? 0,
          account: row.account,
          amountMinor: row.amount.toString(),
          claimedAt: (row.claimedAt ?? new Date(0)).toISOString(),
          paid: row.paidAt !== null,
        })),
        total,
        pageNo,
        pageSize,
      ),
    };
  },

  // ---- Jobs
  repairUnpaid: () => repairUnpaid(ctx),
});

export type RedEnvelopeService = ReturnType<typeof createRedEnvelopeService>;
