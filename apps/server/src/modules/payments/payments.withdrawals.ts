import { randomUUID } from 'node:crypto';

import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { memberDay, startOfMemberDay } from '../../lib/member-time';
import type { AuditActor } from '../audit';
import { transferIdFor } from '../wallet';
import type { StaffActor } from './payments.approvals';
import { createApprovals, requireReason, secondApproverRequired } from './payments.approvals';
import type { PaymentsDeps } from './payments.context';
import type { WithdrawalRow } from './payments.repository';
import type { WithdrawalConfirmation } from './payments.tables';
import { maskAccountNumber, paged, toWithdrawal, toWithdrawalAccount } from './payments.views';

// Withdrawals (spec §2.5 withdraw, §4 receipt confirmation). A request holds the amount (a
// pending ledger transfer); staff approval posts the hold and records the payout; rejection voids
// it. The member then answers each payout: received, not received (with proof) or all paid; a
// payout left unanswered for the configured minutes counts as received, irreversibly.

export const MAX_WITHDRAWAL_ACCOUNTS = 5;

/** Names compared the way people write them: case, accents, punctuation and spacing do not matter. */
export const sameName = (a: string, b: string): boolean => {
  const normalize = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return normalize(a) === normalize(b);
};

export const createWithdrawals = (deps: PaymentsDeps) => {
  const { db, paymentsRepository, clock, wallet, members, uploads, audit, compliance } = deps;
  const approvals = createApprovals(deps);
  const minutesFromNow = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

  /** A member's own withdrawal, locked for the transaction; another member's is missing. */
  const lockOwned = async (
    id: string,
    memberId: number,
    tx: Parameters<typeof paymentsRepository.lockWithdrawal>[1],
  ) => {
    const row = await paymentsRepository.lockWithdrawal(id, tx);
    if (!row || row.memberId !== memberId) throw new AppError('NOT_FOUND', `withdrawal ${id} of member ${memberId}`);
    return row;
  };

  const lockForStaff = async (id: string, tx: Parameters<typeof paymentsRepository.lockWithdrawal>[1]) => {
    const row = await paymentsRepository.lockWithdrawal(id, tx);
    if (!row) throw new AppError('NOT_FOUND', `withdrawal ${id}`);
    return row;
  };

  return {
    async listAccounts(memberId: number) {
      const member = await members.getMember(memberId);
      const rows = await paymentsRepository.listAccounts(member.id);
      return {
        accounts: rows.map((row) => toWithdrawalAccount(row, member.utcOffsetMinutes)),
        maxAccounts: MAX_WITHDRAWAL_ACCOUNTS,
      };
    },

    /** Saves a payout account; its holder must be the member (the real name on the profile). */
    async addAccount(input: {
      memberId: number;
      method: 'GCASH' | 'MAYA' | 'BANK';
      bankName?: string;
      accountName: string;
      accountNumber: string;
      paymentPassword: string;
    }) {
      const member = await members.getMember(input.memberId);
      if (!member.payeeName) throw new AppError('REAL_NAME_REQUIRED', `member ${member.id} has no real name`);
      await members.requirePaymentPassword(member.id, input.paymentPassword);
      if (!sameName(input.accountName, member.payeeName)) {
        throw new AppError('ACCOUNT_NAME_MISMATCH', 'holder is not the member', {
          fields: { accountName: 'Must match your real name' },
        });
      }
      if ((await paymentsRepository.listAccounts(member.id)).length >= MAX_WITHDRAWAL_ACCOUNTS) {
        throw new AppError('WITHDRAWAL_ACCOUNT_LIMIT', `member ${member.id} has ${MAX_WITHDRAWAL_ACCOUNTS} accounts`);
      }
      try {
        const row = await paymentsRepository.insertAccount({
          id: randomUUID(),
          memberId: member.id,
          method: input.method,
          bankName: input.method === 'BANK' ? (input.bankName ?? null) : null,
          accountName: member.payeeName,
          accountNumber: input.accountNumber,
          createdAt: clock.now(),
        });
        // A new payout account: a verified member verifies again before the next withdrawal.
        await compliance.payoutAccountAdded(member.id);
        return toWithdrawalAccount(row, member.utcOffsetMinutes);
      } catch (error) {
        if (uniqueViolation(error) === 'withdrawal_accounts_unique') {
          throw new AppError('VALIDATION', 'account saved already', {
            fields: { accountNumber: 'This account is saved already' },
          });
        }
        throw error;
      }
    },

    async removeAccount(memberId: number, id: string): Promise<void> {
      if (!(await paymentsRepository.deleteAccount(id, memberId, clock.now())))
        throw new AppError('NOT_FOUND', `account ${id} of member ${memberId}`);
    },

    /** Limits and what may be withdrawn now. */
    async getSettings(memberId: number) {
      const member = await members.getMember(memberId);
      const [settings, balance, todayCount, vip] = await Promise.all([
        wallet.getSettings(),
        wallet.balanceIn(member.id, member.currency),
        paymentsRepository.countWithdrawalsSince(
          member.id,
          startOfMemberDay(memberDay(clock.now(), member.utcOffsetMinutes), member.utcOffsetMinutes),
        ),
        paymentsRepository.vipAllowance(member.id),
      ]);
      return {
        minMinor: settings.withdrawMinMinor,
        maxMinor: settings.withdrawMaxMinor,
        // The stricter of the wallet's count and the member's VIP level's (decision 047).
        dailyCountLimit: Math.min(settings.withdrawDailyCount, vip.count ?? Number.MAX_SAFE_INTEGER),
        todayCount,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        hasRealName: Boolean(member.payeeName),
        autoReceiptMinutes: settings.autoReceiptMinutes,
        balance,
      };
    },

    /** Holds the amount and queues the withdrawal for staff review; once per request id. */
    async requestWithdrawal(input: {
      memberId: number;
      requestId: string;
      accountId: string;
      amountMinor: bigint;
      paymentPassword: string;
    }) {
      const member = await members.getMember(input.memberId);
      const existing = await paymentsRepository.findWithdrawal(input.requestId);
      if (existing) {
        if (existing.memberId !== member.id)
          throw new AppError('DUPLICATE_REQUEST', `withdrawal ${input.requestId} belongs to another member`);
        return toWithdrawal(existing, member.utcOffsetMinutes);
      }
      const settings = await wallet.getSettings();
      if (input.amountMinor < BigInt(settings.withdrawMinMinor))
        throw new AppError('AMOUNT_BELOW_MIN', 'below withdrawal minimum', { minMinor: settings.withdrawMinMinor });
      if (input.amountMinor > BigInt(settings.withdrawMaxMinor))
        throw new AppError('AMOUNT_ABOVE_MAX', 'above withdrawal maximum', { maxMinor: settings.withdrawMaxMinor });
      // The KYC tier withdrawals need (decision 038), before the payment password is spent.
      await compliance.requireForWithdrawal(member.id, input.amountMinor);
      await members.requirePaymentPassword(member.id, input.paymentPassword);
      const account = await paymentsRepository.findAccount(input.accountId, member.id);
      if (!account)
        throw new AppError('VALIDATION', 'unknown payout account', {
          fields: { accountId: 'Choose one of your saved accounts' },
        });
      const [main, clearing] = await Promise.all([
        wallet.mainAccount(member.id, member.currency),
        wallet.systemAccount('WITHDRAWAL_CLEARING', member.currency),
      ]);
      const holdId = transferIdFor(`withdrawal-hold:${input.requestId}`);
      const row = await db
        .transaction(async (tx) => {
          // One member's withdrawals queue here, so the checks below still hold when the hold posts.
          await wallet.lockAccount(main, tx);
          // A copy of this request that was waiting on the lock finds the first one's withdrawal.
          const concurrent = await paymentsRepository.findWithdrawal(input.requestId, tx);
          if (concurrent) return concurrent.memberId === member.id ? concurrent : null;
          const today = startOfMemberDay(memberDay(clock.now(), member.utcOffsetMinutes), member.utcOffsetMinutes);
          // The wallet's daily count, and the member's VIP level's count and amount (decision 047).
          const vip = await paymentsRepository.vipAllowance(member.id, tx);
          const dailyCount = Math.min(settings.withdrawDailyCount, vip.count ?? Number.MAX_SAFE_INTEGER);
          if ((await paymentsRepository.countWithdrawalsSince(member.id, today, tx)) >= dailyCount) {
            throw new AppError('WITHDRAW_LIMIT_REACHED', `member ${member.id} reached ${dailyCount} today`);
          }
          if (
            vip.amountMinor !== null &&
            (await paymentsRepository.sumWithdrawalsSince(member.id, today, tx)) + input.amountMinor > vip.amountMinor
          ) {
            throw new AppError(
              'WITHDRAW_DAILY_AMOUNT_REACHED',
              `member ${member.id} above the VIP daily amount ${vip.amountMinor}`,
              { dailyAmountMinor: vip.amountMinor.toString() },
            );
          }
          const balance = await wallet.balanceIn(member.id, member.currency, tx);
          if (input.amountMinor > BigInt(balance.withdrawableMinor)) {
            const code =
              input.amountMinor <= BigInt(balance.availableMinor) ? 'WAGERING_OUTSTANDING' : 'INSUFFICIENT_FUNDS';
            throw new AppError(code, `asked ${input.amountMinor}, withdrawable ${balance.withdrawableMinor}`, {
              withdrawableMinor: balance.withdrawableMinor,
            });
          }
          const withdrawal = {
            id: input.requestId,
            memberId: member.id,
            accountId: account.id,
            method: account.method,
            bankName: account.bankName,
            accountName: account.accountName,
            accountNumber: account.accountNumber,
            amount: input.amountMinor,
            currency: member.currency,
            status: 'REVIEW' as const,
            holdTransferId: holdId,
            createdAt: clock.now(),
          };
          await paymentsRepository.insertWithdrawal(withdrawal, tx);
          await wallet.postTransfers(
            [
              {
                id: holdId,
                debitAccountId: main,
                creditAccountId: clearing,
                amountMinor: input.amountMinor,
                currency: member.currency,
                kind: 'WITHDRAWAL',
                pending: true,
                reference: input.requestId,
                metadata: {
                  counterparty: `${account.bankName ?? account.method} ${maskAccountNumber(account.accountNumber)}`,
                  withdrawalId: input.requestId,
                },
              },
            ],
            tx,
          );
          return paymentsRepository.findWithdrawal(input.requestId, tx);
        })
        .catch(async (error: unknown) => {
          // Another member's request with the same id won the race to the primary key.
          if (uniqueViolation(error) !== 'withdrawals_pkey') throw error;
          const winner = await paymentsRepository.findWithdrawal(input.requestId);
          return winner?.memberId === member.id ? winner : null;
        });
      if (!row) throw new AppError('DUPLICATE_REQUEST', `withdrawal ${input.requestId} belongs to another member`);
      return toWithdrawal(row, member.utcOffsetMinutes);
    },

    async listWithdrawals(memberId: number, pageNo: number, pageSize: number) {
      const member = await members.getMember(memberId);
      const { rows, total } = await paymentsRepository.listMemberWithdrawals(member.id, {
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return paged(
        rows.map((row) => toWithdrawal(row, member.utcOffsetMinutes)),
        total,
        pageNo,
        pageSize,
      );
    },

    /** The member's answer about the latest payout (spec §4). */
    async confirmWithdrawal(input: {
      memberId: number;
      id: string;
      outcome: Exclude<WithdrawalConfirmation, 'AUTO_RECEIVED'>;
      proofUploadId?: string;
      note?: string;
    }) {
      const member = await members.getMember(input.memberId);
      if (input.proofUploadId) await uploads.findOwned(input.proofUploadId, member.id);
      const actor: AuditActor = { kind: 'MEMBER', id: member.id, name: member.account };
      const row = await db.transaction(async (tx) => {
        const current = await lockOwned(input.id, member.id, tx);
        const now = clock.now();
        const awaiting = current.status === 'PAYING' && current.confirmBy !== null;
        if (awaiting && current.confirmBy !== null && current.confirmBy <= now) {
          // The deadline passed before the answer: it already counts as received, whatever the scheduler's timing.
          throw new AppError(
            'CONFIRMATION_CLOSED',
            `withdrawal ${current.id} counted as received at ${current.confirmBy.toISOString()}`,
          );
        }
        let patch: Partial<WithdrawalRow>;
        if (input.outcome === 'ALL_PAID' && (current.status === 'PAYING' || current.status === 'DISPUTED')) {
          patch = {
            received: current.amount,
            paid: current.amount,
            status: 'COMPLETED',
            confirmation: 'ALL_PAID',
            confirmBy: null,
            completedAt: now,
          };
        } else if (input.outcome === 'RECEIVED' && awaiting) {
          const complete = current.paid === current.amount;
          patch = {
            received: current.paid,
            confirmation: 'RECEIVED',
            confirmBy: null,
            ...(complete ? { status: 'COMPLETED', completedAt: now } : {}),
          };
        } else if (input.outcome === 'NOT_RECEIVED' && awaiting) {
          if (!input.proofUploadId)
            throw new AppError('VALIDATION', 'no proof', {
              fields: { proofUploadId: 'Upload a proof (a screenshot of the account) first' },
            });
          // The disputed payout no longer counts as paid until staff pay it again.
          patch = {
            paid: current.received,
            disputedAmount: current.paid - current.received,
            disputeResolution: null,
            disputeResolutionNote: null,
            disputeResolvedBy: null,
            disputeResolvedAt: null,
            status: 'DISPUTED',
            confirmation: 'NOT_RECEIVED',
            confirmBy: null,
            disputeUploadId: input.proofUploadId,
            disputeNote: input.note ?? null,
          };
        } else if (current.confirmation === 'AUTO_RECEIVED') {
          throw new AppError('CONFIRMATION_CLOSED', `withdrawal ${current.id} was counted as received`);
        } else {
          throw new AppError(
            'ALREADY_PROCESSED',
            `withdrawal ${current.id} is ${current.status}; nothing awaits an answer`,
          );
        }
        const updated = await paymentsRepository.updateWithdrawal(current.id, patch, tx);
        await audit.record(
          {
            actor,
            action: `withdrawal.${input.outcome.toLowerCase().replace('_', '-')}`,
            targetKind: 'withdrawal',
            targetId: current.id,
            detail: { note: input.note ?? null, proofUploadId: input.proofUploadId ?? null },
          },
          tx,
        );
        return updated;
      });
      return toWithdrawal(row, member.utcOffsetMinutes);
    },

    /**
     * Staff approve: the hold is posted (the money leaves the wallet) and the first payout recorded.
     * Above the four-eyes threshold the first approval waits for a second staff member.
     */
    async approveWithdrawal(id: string, actor: StaffActor, input: { paidMinor?: bigint; note?: string }) {
      const settings = await wallet.getSettings();
      const outcome = await db.transaction(async (tx) => {
        const current = await lockForStaff(id, tx);
        if (current.status !== 'REVIEW')
          throw new AppError('ALREADY_PROCESSED', `withdrawal ${id} is ${current.status}`);
        if ((input.paidMinor ?? current.amount) > current.amount)
          throw new AppError('VALIDATION', 'payout above amount', {
            fields: { paidMinor: 'More than the withdrawal' },
          });
        const gated = await approvals.gate(
          {
            action: 'withdrawal.approve',
            targetKind: 'withdrawal',
            targetId: id,
            memberId: current.memberId,
            amount: current.amount,
            currency: current.currency,
            input: { paidMinor: (input.paidMinor ?? current.amount).toString(), note: input.note ?? null },
            actor,
          },
          tx,
        );
        if (gated.kind === 'PENDING') return gated;
        const paid = BigInt(gated.input.paidMinor as string);
        const note = (gated.input.note as string | null) ?? null;
        const now = clock.now();
        await wallet.resolvePending(
          { id: transferIdFor(`withdrawal-post:${id}`), pendingId: current.holdTransferId, action: 'POST' },
          tx,
        );
        const updated = await paymentsRepository.updateWithdrawal(
          id,
          {
            status: 'PAYING',
            paid,
            confirmBy: minutesFromNow(settings.autoReceiptMinutes),
            reviewedBy: actor.id,
            reviewedAt: now,
            reviewNote: note,
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'withdrawal.approve',
            targetKind: 'withdrawal',
            targetId: id,
            detail: {
              paidMinor: paid.toString(),
              note,
              before: { status: current.status, paidMinor: current.paid.toString() },
              after: { status: updated.status, paidMinor: updated.paid.toString() },
              approvedBy: gated.approval ? [gated.approval.requestedByName, actor.name] : [actor.name],
            },
          },
          tx,
        );
        return { kind: 'DONE' as const, row: updated };
      });
      if (outcome.kind === 'PENDING') return secondApproverRequired(outcome.approval);
      return outcome.row;
    },

    /** Another payout: the rest of a withdrawal paid in parts, or a disputed payout sent again. */
    async addPayout(id: string, actor: StaffActor, input: { amountMinor: bigint; note?: string }) {
      const settings = await wallet.getSettings();
      const outcome = await db.transaction(async (tx) => {
        const current = await lockForStaff(id, tx);
        const open = current.status === 'DISPUTED' || (current.status === 'PAYING' && current.confirmBy === null);
        if (!open)
          throw new AppError(
            'ALREADY_PROCESSED',
            `withdrawal ${id} is ${current.status} awaiting ${current.confirmBy?.toISOString() ?? 'nothing'}`,
          );
        const gated = await approvals.gate(
          {
            action: 'withdrawal.payout',
            targetKind: 'withdrawal',
            targetId: id,
            memberId: current.memberId,
            amount: input.amountMinor,
            currency: current.currency,
            input: { amountMinor: input.amountMinor.toString(), note: input.note ?? null },
            actor,
          },
          tx,
        );
        if (gated.kind === 'PENDING') return gated;
        const amount = BigInt(gated.input.amountMinor as string);
        const note = (gated.input.note as string | null) ?? null;
        if (current.paid + amount > current.amount)
          throw new AppError('VALIDATION', 'payout above amount', {
            fields: { amountMinor: 'More than what is left to pay' },
          });
        const updated = await paymentsRepository.updateWithdrawal(
          id,
          {
            status: 'PAYING',
            paid: current.paid + amount,
            confirmBy: minutesFromNow(settings.autoReceiptMinutes),
            confirmation: null,
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'withdrawal.payout',
            targetKind: 'withdrawal',
            targetId: id,
            detail: {
              amountMinor: amount.toString(),
              note,
              before: { status: current.status, paidMinor: current.paid.toString() },
              after: { status: updated.status, paidMinor: updated.paid.toString() },
              approvedBy: gated.approval ? [gated.approval.requestedByName, actor.name] : [actor.name],
            },
          },
          tx,
        );
        return { kind: 'DONE' as const, row: updated };
      });
      if (outcome.kind === 'PENDING') return secondApproverRequired(outcome.approval);
      return outcome.row;
    },

    /** Staff reject: the hold is voided (the money is available again); the member reads the reason. */
    async rejectWithdrawal(id: string, actor: StaffActor, note: string | undefined) {
      const reason = requireReason(note);
      return db.transaction(async (tx) => {
        const current = await lockForStaff(id, tx);
        if (current.status !== 'REVIEW')
          throw new AppError('ALREADY_PROCESSED', `withdrawal ${id} is ${current.status}`);
        const now = clock.now();
        await wallet.resolvePending(
          { id: transferIdFor(`withdrawal-void:${id}`), pendingId: current.holdTransferId, action: 'VOID' },
          tx,
        );
        const updated = await paymentsRepository.updateWithdrawal(
          id,
          { status: 'REJECTED', reviewedBy: actor.id, reviewedAt: now, reviewNote: reason, completedAt: now },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'withdrawal.reject',
            targetKind: 'withdrawal',
            targetId: id,
            detail: {
              note: reason,
              reason,
              amountMinor: current.amount.toString(),
              before: { status: current.status },
              after: { status: updated.status },
            },
          },
          tx,
        );
        return updated;
      });
    },

    /**
     * Staff settle a receipt dispute (the member said a payout did not arrive): PAID when the
     * statement shows it arrived (it counts as received), REOPENED when it did not (the payout is
     * to be sent again). No money moves in the ledger: the hold was posted on approval.
     */
    async resolveDispute(id: string, actor: StaffActor, input: { resolution: 'PAID' | 'REOPENED'; note?: string }) {
      const reason = requireReason(input.note);
      return db.transaction(async (tx) => {
        const current = await lockForStaff(id, tx);
        if (current.status !== 'DISPUTED')
          throw new AppError('ALREADY_PROCESSED', `withdrawal ${id} is ${current.status}`);
        const now = clock.now();
        const resolved = {
          disputeResolution: input.resolution,
          disputeResolutionNote: reason,
          disputeResolvedBy: actor.id,
          disputeResolvedAt: now,
        };
        let patch: Partial<WithdrawalRow>;
        if (input.resolution === 'PAID') {
          const received = current.received + current.disputedAmount;
          const complete = received === current.amount;
          patch = {
            ...resolved,
            received,
            paid: received,
            confirmBy: null,
            status: complete ? 'COMPLETED' : 'PAYING',
            completedAt: complete ? now : null,
          };
        } else {
          patch = { ...resolved, status: 'PAYING', confirmBy: null, confirmation: null };
        }
        const updated = await paymentsRepository.updateWithdrawal(id, patch, tx);
        await audit.record(
          {
            actor,
            action: `withdrawal.dispute-${input.resolution === 'PAID' ? 'paid' : 'reopened'}`,
            targetKind: 'withdrawal',
            targetId: id,
            detail: {
              reason,
              disputedMinor: current.disputedAmount.toString(),
              before: {
                status: current.status,
                paidMinor: current.paid.toString(),
                receivedMinor: current.received.toString(),
              },
              after: {
                status: updated.status,
                paidMinor: updated.paid.toString(),
                receivedMinor: updated.received.toString(),
              },
            },
          },
          tx,
        );
        return updated;
      });
    },

    /** The scheduler's job: unanswered payouts past their time count as received. */
    async autoReceive(): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await paymentsRepository.autoReceiveDue(clock.now(), tx);
        for (const row of rows) {
          await audit.record(
            {
              actor: { kind: 'SYSTEM', name: 'auto-receipt' },
              action: 'withdrawal.auto-received',
              targetKind: 'withdrawal',
              targetId: row.id,
              detail: { receivedMinor: row.received.toString() },
            },
            tx,
          );
        }
        return rows.map((row) => row.id);
      });
    },
  };
};
