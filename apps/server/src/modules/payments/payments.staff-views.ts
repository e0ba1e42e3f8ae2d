import { STAFF_DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffUploadUrl } from '../uploads';
import type { PaymentsDeps } from './payments.context';
import type { DepositRow, WithdrawalRow } from './payments.repository';
import type { DepositStatus, WithdrawalStatus } from './payments.tables';
import { paged, toDeposit, toWithdrawal } from './payments.views';

// The back office's queues: deposits and withdrawals with the member's account and proofs.
// Staff read times in UTC (offset 0); the back-office screens convert them.

const parseStatus = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new AppError('VALIDATION', `status ${value}`, { fields: { status: `One of ${allowed.join(', ')}` } });
  return value as T;
};

export const createStaffViews = ({ paymentsRepository, members }: PaymentsDeps) => {
  const memberNames = async (ids: number[]) => {
    const rows = await Promise.all([...new Set(ids)].map((id) => members.getMember(id)));
    return new Map(rows.map((row) => [row.id, row]));
  };

  const staffDeposit = (row: DepositRow, account: string) => ({
    ...toDeposit(row, 0),
    status: row.status,
    memberId: row.memberId,
    memberAccount: account,
    proofUrl: row.proofUploadId ? staffUploadUrl(row.proofUploadId) : null,
    gatewayOrderId: row.gatewayOrderId,
  });

  const staffWithdrawal = (row: WithdrawalRow, account: string, realName: string | null) => ({
    ...toWithdrawal(row, 0),
    memberId: row.memberId,
    memberAccount: account,
    memberRealName: realName,
    accountNumber: row.accountNumber,
    disputeProofUrl: row.disputeUploadId ? staffUploadUrl(row.disputeUploadId) : null,
    disputeNote: row.disputeNote,
  });

  return {
    async depositQueue(input: { status?: string; pageNo: number; pageSize: number }) {
      const status = parseStatus<DepositStatus>(input.status, STAFF_DEPOSIT_STATUSES);
      const { rows, total } = await paymentsRepository.listDepositsByStatus(status, {
        limit: input.pageSize,
        offset: (input.pageNo - 1) * input.pageSize,
      });
      const names = await memberNames(rows.map((row) => row.memberId));
      return paged(
        rows.map((row) => staffDeposit(row, names.get(row.memberId)?.account ?? '')),
        total,
        input.pageNo,
        input.pageSize,
      );
    },

    async withdrawalQueue(input: { status?: string; pageNo: number; pageSize: number }) {
      const status = parseStatus<WithdrawalStatus>(input.status, WITHDRAWAL_STATUSES);
      const { rows, total } = await paymentsRepository.listWithdrawalsByStatus(status, {
        limit: input.pageSize,
        offset: (input.pageNo - 1) * input.pageSize,
      });
      const names = await memberNames(rows.map((row) => row.memberId));
      return paged(
        rows.map((row) =>
          staffWithdrawal(row, names.get(row.memberId)?.account ?? '', names.get(row.memberId)?.payeeName ?? null),
        ),
        total,
        input.pageNo,
        input.pageSize,
      );
    },

    async staffDepositView(row: DepositRow) {
      const member = await members.getMember(row.memberId);
      return staffDeposit(row, member.account);
    },

    async staffWithdrawalView(row: WithdrawalRow) {
      const member = await members.getMember(row.memberId);
      return staffWithdrawal(row, member.account, member.payeeName);
    },
  };
};
