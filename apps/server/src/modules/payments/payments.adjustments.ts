import { AppError } from '../../lib/errors';
import type { StaffActor } from './payments.approvals';
import { createApprovals, requireReason, secondApproverRequired } from './payments.approvals';
import type { PaymentsDeps } from './payments.context';

// Manual adjustments by staff (issue 16, decision 028): a credit or debit of a member's main
// wallet with a reason, optionally with turnover (the credit must be wagered x times before it may
// be withdrawn, as a bonus), one ledger transfer per client request id. Above the four-eyes
// threshold the first staff member's adjustment waits for a second, who posts it as the first
// asked; the same request id sent again by the second staff member is that approval.

export type AdjustMemberInput = {
  memberId: number;
  requestId: string;
  direction: 'CREDIT' | 'DEBIT';
  amountMinor: bigint;
  reason?: string;
  turnoverMultiplier: number;
};

export const createAdjustments = (deps: PaymentsDeps) => {
  const { db, paymentsRepository, wallet } = deps;
  const approvals = createApprovals(deps);

  return {
    async adjustMember(input: AdjustMemberInput, actor: StaffActor) {
      const reason = requireReason(input.reason, 'reason');
      if (input.direction === 'DEBIT' && input.turnoverMultiplier > 0)
        throw new AppError('VALIDATION', 'turnover on a debit', {
          fields: { turnoverMultiplier: 'Only a credit can carry turnover' },
        });
      const plan = await wallet.prepareAdjustment(input.memberId);
      const transferId = wallet.adjustmentTransferId(plan.memberId, input.requestId);
      const targetId = `${plan.memberId}:${input.requestId}`;
      const outcome = await db.transaction(async (tx) => {
        // Decisions on one request id queue here: the second of two approvals finds it posted.
        await paymentsRepository.lockKey(`member.adjust:${targetId}`, tx);
        if (await wallet.transferExists(transferId, tx))
          return { kind: 'REPLAYED' as const, transferId, turnoverRequiredMinor: null };
        const gated = await approvals.gate(
          {
            action: 'member.adjust',
            targetKind: 'member',
            targetId,
            memberId: plan.memberId,
            amount: input.amountMinor,
            currency: plan.currency,
            input: {
              requestId: input.requestId,
              direction: input.direction,
              amountMinor: input.amountMinor.toString(),
              reason,
              turnoverMultiplier: input.turnoverMultiplier,
            },
            actor,
          },
          tx,
        );
        if (gated.kind === 'PENDING') return gated;
        const decided = gated.input;
        const posted = await wallet.postAdjustment(
          plan,
          {
            requestId: input.requestId,
            direction: decided.direction as 'CREDIT' | 'DEBIT',
            amountMinor: BigInt(decided.amountMinor as string),
            reason: decided.reason as string,
            turnoverMultiplier: decided.turnoverMultiplier as number,
            actor,
            ...(gated.approval ? { approvedBy: [gated.approval.requestedByName, actor.name] } : {}),
          },
          tx,
        );
        return { kind: 'DONE' as const, ...posted };
      });
      if (outcome.kind === 'PENDING') return secondApproverRequired(outcome.approval);
      const balance = await wallet.getBalance(plan.memberId);
      if (outcome.kind === 'REPLAYED') return { transferId, replayed: true, balance, turnoverRequiredMinor: '0' };
      return {
        transferId: outcome.transferId,
        replayed: outcome.replayed,
        balance,
        turnoverRequiredMinor: outcome.turnoverRequiredMinor,
      };
    },
  };
};
