import type { StaffQueueQuery } from '@perya/contracts';
import { STAFF_DEPOSIT_STATUSES, STAFF_EXPORT_MAX_ROWS, WITHDRAWAL_STATUSES } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffUploadUrl } from '../uploads';
import { toApproval } from './payments.approvals';
import type { PaymentsDeps } from './payments.context';
import type { ApprovalRow, DepositRow, QueueFilter, WithdrawalRow } from './payments.repository';
import { paged, toDeposit, toWithdrawal } from './payments.views';

// The back office's queues: deposits and withdrawals (and the receipt disputes among them) with
// what staff need to decide — the member, the proof, how long it has waited, the member's recent
// activity, the turnover still owed, a four-eyes approval in progress — filtered, sorted and paged
// on the server, or exported as CSV. Staff read times in UTC (offset 0); the screens convert them.

const DAY_MS = 86_400_000;
/** "Recent" deposits and withdrawals of a member: this many days. */
const RECENT_DAYS = 30;
/** Rows read per query while exporting. */
const EXPORT_BATCH = 1000;

const OPEN_DEPOSIT = new Set(['PENDING_REVIEW', 'AWAITING_PAYMENT', 'PAID_AFTER_REJECTION']);
const OPEN_WITHDRAWAL = new Set(['REVIEW', 'DISPUTED']);

const parseStatus = (value: string | undefined, allowed: readonly string[]): string[] | undefined => {
  if (value === undefined || value === '') return undefined;
  const statuses = value.split(',').map((status) => status.trim());
  for (const status of statuses)
    if (!allowed.includes(status))
      throw new AppError('VALIDATION', `status ${status}`, { fields: { status: `One of ${allowed.join(', ')}` } });
  return statuses;
};

/** A day (YYYY-MM-DD) starts at 00:00 UTC; `end` moves it to the next day (an exclusive bound). */
const instantOf = (value: string | undefined, end: boolean): Date | undefined => {
  if (value === undefined) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return end && value.length === 10 ? new Date(date.getTime() + DAY_MS) : date;
};

/** A CSV cell: quoted when needed; a formula-looking start (= + - @, tab, CR) is defused with '. */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (header: string[], rows: unknown[][]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A queue's query; the back-office route fills every default, callers in tests may leave them out. */
type QueueQuery = Partial<StaffQueueQuery> & Pick<StaffQueueQuery, 'pageNo' | 'pageSize'>;

export const createStaffViews = ({ paymentsRepository, members, clock }: PaymentsDeps) => {
  const memberNames = async (ids: number[]) => {
    const rows = await Promise.all([...new Set(ids)].map((id) => members.getMember(id)));
    return new Map(rows.map((row) => [row.id, row]));
  };

  /** The repository's filter from the query; an unknown member account matches nothing. */
  const filterOf = async (
    query: QueueQuery,
    statuses: readonly string[],
    disputedOnly = false,
  ): Promise<QueueFilter | null> => {
    const fields: Record<string, string> = {};
    const minAmount = query.minAmountMinor === undefined ? undefined : BigInt(query.minAmountMinor);
    const maxAmount = query.maxAmountMinor === undefined ? undefined : BigInt(query.maxAmountMinor);
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount)
      fields.minAmountMinor = 'The minimum must not exceed the maximum';
    const from = instantOf(query.from, false);
    const to = instantOf(query.to, true);
    if (from && to && from >= to) fields.from = 'The start must come before the end';
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', 'queue filter', { fields });
    let memberId: number | undefined;
    if (query.memberAccount !== undefined) {
      const member = await members.findByAccount(query.memberAccount);
      if (!member) return null;
      memberId = member.id;
    }
    return {
      statuses: parseStatus(query.status, statuses),
      channelId: query.channelId,
      method: query.method,
      memberId,
      minAmount,
      maxAmount,
      from,
      to,
      disputedOnly,
      sort: query.sort ?? 'createdAt',
      order: query.order ?? 'desc',
    };
  };

  /** What each row needs beside itself: names, recent counts, turnover owed, pending approvals. */
  const contextOf = async (rows: Array<{ id: string; memberId: number }>) => {
    const ids = rows.map((row) => row.memberId);
    const [names, recent, owed, pending] = await Promise.all([
      memberNames(ids),
      paymentsRepository.recentCounts([...new Set(ids)], new Date(clock.now().getTime() - RECENT_DAYS * DAY_MS)),
      paymentsRepository.wageringOwed([...new Set(ids)]),
      paymentsRepository.pendingApprovalsFor(rows.map((row) => row.id)),
    ]);
    return { names, recent, owed, pending };
  };
  type RowContext = Awaited<ReturnType<typeof contextOf>>;

  const waiting = (createdAt: Date, open: boolean) =>
    open ? Math.max(0, Math.floor((clock.now().getTime() - createdAt.getTime()) / 1000)) : null;
  const pendingOf = (row: ApprovalRow | undefined) => (row ? toApproval(row) : null);

  const staffDeposit = (row: DepositRow, context: RowContext) => ({
    ...toDeposit(row, 0),
    status: row.status,
    memberId: row.memberId,
    memberAccount: context.names.get(row.memberId)?.account ?? '',
    proofUrl: row.proofUploadId ? staffUploadUrl(row.proofUploadId) : null,
    gatewayOrderId: row.gatewayOrderId,
    createdAtUtc: row.createdAt.toISOString(),
    waitingSeconds: waiting(row.createdAt, OPEN_DEPOSIT.has(row.status)),
    memberRecent: context.recent.get(row.memberId) ?? { deposits: 0, withdrawals: 0 },
    pendingApproval: pendingOf(context.pending.get(row.id)),
  });

  const staffWithdrawal = (row: WithdrawalRow, context: RowContext) => ({
    ...toWithdrawal(row, 0),
    memberId: row.memberId,
    memberAccount: context.names.get(row.memberId)?.account ?? '',
    memberRealName: context.names.get(row.memberId)?.payeeName ?? null,
    accountNumber: row.accountNumber,
    disputeProofUrl: row.disputeUploadId ? staffUploadUrl(row.disputeUploadId) : null,
    disputeNote: row.disputeNote,
    disputedMinor: row.disputedAmount.toString(),
    disputeResolution: row.disputeResolution,
    disputeResolutionNote: row.disputeResolutionNote,
    createdAtUtc: row.createdAt.toISOString(),
    waitingSeconds: waiting(row.createdAt, OPEN_WITHDRAWAL.has(row.status)),
    memberRecent: context.recent.get(row.memberId) ?? { deposits: 0, withdrawals: 0 },
    wageringOwedMinor: (context.owed.get(row.memberId) ?? 0n).toString(),
    pendingApproval: pendingOf(context.pending.get(row.id)),
  });

  type StaffDepositView = ReturnType<typeof staffDeposit>;
  type StaffWithdrawalView = ReturnType<typeof staffWithdrawal>;

  const DEPOSIT_CSV: Array<[string, (row: StaffDepositView) => unknown]> = [
    ['id', (row) => row.id],
    ['createdAtUtc', (row) => row.createdAtUtc],
    ['status', (row) => row.status],
    ['memberAccount', (row) => row.memberAccount],
    ['channel', (row) => row.channelName],
    ['method', (row) => row.method],
    ['amountMinor', (row) => row.amountMinor],
    ['currency', (row) => row.currency],
    ['referenceNo', (row) => row.referenceNo],
    ['reviewNote', (row) => row.reviewNote],
    ['completedAtUtc', (row) => row.completedAt],
  ];
  const WITHDRAWAL_CSV: Array<[string, (row: StaffWithdrawalView) => unknown]> = [
    ['id', (row) => row.id],
    ['createdAtUtc', (row) => row.createdAtUtc],
    ['status', (row) => row.status],
    ['memberAccount', (row) => row.memberAccount],
    ['memberRealName', (row) => row.memberRealName],
    ['method', (row) => row.account.method],
    ['bankName', (row) => row.account.bankName],
    ['accountNumber', (row) => row.accountNumber],
    ['amountMinor', (row) => row.amountMinor],
    ['paidMinor', (row) => row.paidMinor],
    ['receivedMinor', (row) => row.receivedMinor],
    ['currency', (row) => row.currency],
    ['confirmation', (row) => row.confirmation],
    ['reviewNote', (row) => row.reviewNote],
    ['disputeNote', (row) => row.disputeNote],
    ['disputeResolution', (row) => row.disputeResolution],
  ];

  /** Every row the filter matches, up to the export cap, read in batches. */
  const exportAll = async <Row extends { id: string; memberId: number }, View>(
    read: (page: { limit: number; offset: number }) => Promise<{ rows: Row[] }>,
    view: (row: Row, context: RowContext) => View,
  ): Promise<View[]> => {
    const out: View[] = [];
    for (let offset = 0; offset < STAFF_EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
      const { rows } = await read({ limit: Math.min(EXPORT_BATCH, STAFF_EXPORT_MAX_ROWS - offset), offset });
      const context = await contextOf(rows);
      out.push(...rows.map((row) => view(row, context)));
      if (rows.length < EXPORT_BATCH) break;
    }
    return out;
  };

  const empty = (query: QueueQuery) => paged([], 0, query.pageNo, query.pageSize);

  return {
    async depositQueue(query: QueueQuery) {
      const filter = await filterOf(query, STAFF_DEPOSIT_STATUSES);
      if (!filter) return empty(query);
      const { rows, total } = await paymentsRepository.queueDeposits(filter, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const context = await contextOf(rows);
      return paged(
        rows.map((row) => staffDeposit(row, context)),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async depositQueueCsv(query: QueueQuery): Promise<string> {
      const filter = await filterOf(query, STAFF_DEPOSIT_STATUSES);
      const rows = filter
        ? await exportAll((page) => paymentsRepository.queueDeposits(filter, page), staffDeposit)
        : [];
      return toCsv(
        DEPOSIT_CSV.map(([name]) => name),
        rows.map((row) => DEPOSIT_CSV.map(([, get]) => get(row))),
      );
    },

    /** Withdrawals; `disputes`: those a member disputed (open ones by default: status DISPUTED). */
    async withdrawalQueue(query: QueueQuery, disputes = false) {
      const filter = await filterOf(
        disputes ? { ...query, status: query.status ?? 'DISPUTED' } : query,
        WITHDRAWAL_STATUSES,
        disputes,
      );
      if (!filter) return empty(query);
      const { rows, total } = await paymentsRepository.queueWithdrawals(filter, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const context = await contextOf(rows);
      return paged(
        rows.map((row) => staffWithdrawal(row, context)),
        total,
        query.pageNo,
        query.pageSize,
      );
    },

    async withdrawalQueueCsv(query: QueueQuery, disputes = false): Promise<string> {
      const filter = await filterOf(
        disputes ? { ...query, status: query.status ?? 'DISPUTED' } : query,
        WITHDRAWAL_STATUSES,
        disputes,
      );
      const rows = filter
        ? await exportAll((page) => paymentsRepository.queueWithdrawals(filter, page), staffWithdrawal)
        : [];
      return toCsv(
        WITHDRAWAL_CSV.map(([name]) => name),
        rows.map((row) => WITHDRAWAL_CSV.map(([, get]) => get(row))),
      );
    },

    async staffDepositView(row: DepositRow) {
      return staffDeposit(row, await contextOf([row]));
    },

    async staffWithdrawalView(row: WithdrawalRow) {
      return staffWithdrawal(row, await contextOf([row]));
    },
  };
};
