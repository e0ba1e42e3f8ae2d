import type { Deposit, PaymentChannel, Withdrawal, WithdrawalAccount } from '@perya/contracts';

import { formatMemberTime } from '../../lib/member-time';
import type { ChannelRow, DepositRow, WithdrawalAccountRow, WithdrawalRow } from './payments.repository';

// What members see of payment rows: amounts as minor-unit strings, times at their offset,
// account numbers masked.

export const maskAccountNumber = (number: string): string => `•••• ${number.slice(-4)}`;

export const toChannel = (row: ChannelRow): PaymentChannel => ({
  id: row.id,
  kind: row.kind,
  method: row.method,
  name: row.name,
  minMinor: row.minMinor.toString(),
  maxMinor: row.maxMinor.toString(),
  currency: row.currency,
  payee:
    row.kind === 'MANUAL' && row.payeeAccountName && row.payeeAccountNumber
      ? { bankName: row.payeeBankName, accountName: row.payeeAccountName, accountNumber: row.payeeAccountNumber }
      : null,
  instructions: row.instructions,
});

export const toDeposit = (row: DepositRow, offsetMinutes: number): Deposit => ({
  id: row.id,
  channelId: row.channelId,
  channelName: row.channelName,
  kind: row.kind,
  method: row.method,
  amountMinor: row.amount.toString(),
  currency: row.currency,
  // Being decided by a person, as far as the member is concerned.
  status: row.status === 'PAID_AFTER_REJECTION' ? 'PENDING_REVIEW' : row.status,
  referenceNo: row.referenceNo,
  reviewNote: row.reviewNote,
  payUrl: row.status === 'AWAITING_PAYMENT' ? row.payUrl : null,
  createdAt: formatMemberTime(row.createdAt, offsetMinutes),
  completedAt: row.completedAt ? formatMemberTime(row.completedAt, offsetMinutes) : null,
});

export const toWithdrawalAccount = (row: WithdrawalAccountRow, offsetMinutes: number): WithdrawalAccount => ({
  id: row.id,
  method: row.method,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  createdAt: formatMemberTime(row.createdAt, offsetMinutes),
});

export const toWithdrawal = (row: WithdrawalRow, offsetMinutes: number): Withdrawal => ({
  id: row.id,
  amountMinor: row.amount.toString(),
  currency: row.currency,
  status: row.status,
  account: {
    method: row.method,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
  },
  paidMinor: row.paid.toString(),
  receivedMinor: row.received.toString(),
  remainingMinor: (row.amount - row.received).toString(),
  confirmBy: row.confirmBy ? row.confirmBy.toISOString() : null,
  confirmation: row.confirmation,
  reviewNote: row.reviewNote,
  disputeResolution: row.disputeResolution,
  disputeResolutionNote: row.disputeResolution ? row.disputeResolutionNote : null,
  disputeResolvedAt: row.disputeResolvedAt ? formatMemberTime(row.disputeResolvedAt, offsetMinutes) : null,
  createdAt: formatMemberTime(row.createdAt, offsetMinutes),
  completedAt: row.completedAt ? formatMemberTime(row.completedAt, offsetMinutes) : null,
});

export const paged = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});
