import { AppError } from '../../lib/errors';
import { createAdjustments } from './payments.adjustments';
import type { StaffActor } from './payments.approvals';
import { createApprovals, toApproval } from './payments.approvals';
import type { PaymentsDeps } from './payments.context';
import { createDeposits } from './payments.deposits';
import { createPaymentChannels } from './payments.channels';
import { createStaffViews } from './payments.staff-views';
import { createWithdrawals } from './payments.withdrawals';

/** Money in and out: channels, deposits (manual and gateway), payout accounts and withdrawals. */
export const createPaymentsService = (deps: PaymentsDeps) => {
  const approvals = createApprovals(deps);
  const deposits = createDeposits(deps);
  const withdrawals = createWithdrawals(deps);
  const adjustments = createAdjustments(deps);

  return {
    ...createPaymentChannels(deps),
    ...deposits,
    ...withdrawals,
    ...adjustments,
    ...createStaffViews(deps),
    listApprovals: approvals.listApprovals,
    rejectApproval: approvals.rejectApproval,
    getMoneySettings: approvals.getMoneySettings,
    updateMoneySettings: approvals.updateMoneySettings,

    /**
     * The second staff member approves a pending decision: it is carried out as the first asked
     * (through the action's own path, so its checks and locks apply). SAME_APPROVER for the first.
     */
    async approveApproval(id: string, actor: StaffActor, may: { adjust: boolean }) {
      const approval = await approvals.getApproval(id);
      if (approval.status !== 'PENDING')
        throw new AppError('ALREADY_PROCESSED', `approval ${id} is ${approval.status}`);
      if (approval.requestedBy === actor.id)
        throw new AppError('SAME_APPROVER', `${actor.name} gave the first approval of ${id}`);
      // The route needs money.decide; the second approval of an adjustment needs what the first did.
      if (approval.action === 'member.adjust' && !may.adjust)
        throw new AppError('FORBIDDEN', `${actor.name} may not approve adjustments (money.adjust)`);
      const input = approval.input;
      switch (approval.action) {
        case 'deposit.approve':
          await deposits.approveDeposit(approval.targetId, actor, (input.note as string | null) ?? null);
          break;
        case 'withdrawal.approve':
          await withdrawals.approveWithdrawal(approval.targetId, actor, {});
          break;
        case 'withdrawal.payout':
          await withdrawals.addPayout(approval.targetId, actor, { amountMinor: BigInt(input.amountMinor as string) });
          break;
        case 'member.adjust':
          await adjustments.adjustMember(
            {
              memberId: approval.memberId,
              requestId: input.requestId as string,
              direction: input.direction as 'CREDIT' | 'DEBIT',
              amountMinor: BigInt(input.amountMinor as string),
              reason: input.reason as string,
              turnoverMultiplier: input.turnoverMultiplier as number,
            },
            actor,
          );
          break;
      }
      return toApproval(await approvals.getApproval(id));
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
