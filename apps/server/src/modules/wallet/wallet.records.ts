import type { ProfitReport, Transaction, TransactionKind } from '@perya/contracts';
import { MAIN_WALLET } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { formatMemberTime, isCalendarDay, memberDayRange } from '../../lib/member-time';
import type { WalletContext } from './wallet.context';
import type { MemberTransferRow } from './wallet.repository';

// The member's records: the account record (every transfer touching the member) and personal
// profit and loss. Times are shown at the member's UTC offset.

/** Longest range a report may cover, so one request cannot scan years of history. */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const walletOf = (kind: string, provider: string | null) =>
  kind === 'MEMBER_PROVIDER' && provider ? provider : MAIN_WALLET;

const COUNTERPARTY_BY_KIND: Partial<Record<TransactionKind, string>> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  BONUS: 'Bonus',
  ADJUSTMENT: 'Balance adjustment',
  TRIAL_CREDIT: 'Free play',
};

/** One ledger transfer as the member sees it: signed from their side, with its wallet and other party. */
const toTransaction = (row: MemberTransferRow, memberId: number, offsetMinutes: number): Transaction => {
  const debitIsMine = Number(row.debit_member_id) === memberId;
  const creditIsMine = Number(row.credit_member_id) === memberId;
  const amount = BigInt(row.amount);
  const metadata = row.metadata ?? {};
  let signed: bigint;
  let wallet: string;
  let counterparty: string | null = typeof metadata.counterparty === 'string' ? metadata.counterparty : null;
  if (debitIsMine && creditIsMine) {
    // Between two of the member's own wallets: told from the main wallet's side.
    const fromMain = row.debit_kind === 'MEMBER_MAIN';
    signed = fromMain ? -amount : amount;
    wallet = `${walletOf(row.debit_kind, row.debit_provider)} → ${walletOf(row.credit_kind, row.credit_provider)}`;
  } else if (debitIsMine) {
    signed = -amount;
    wallet = walletOf(row.debit_kind, row.debit_provider);
    if (typeof metadata.toAccount === 'string') counterparty = metadata.toAccount;
  } else {
    signed = amount;
    wallet = walletOf(row.credit_kind, row.credit_provider);
    if (typeof metadata.fromAccount === 'string') counterparty = metadata.fromAccount;
  }
  return {
    id: row.id,
    kind: row.kind,
    time: formatMemberTime(new Date(row.created_at), offsetMinutes),
    amountMinor: signed.toString(),
    currency: row.currency,
    status: row.status,
    wallet,
    counterparty: counterparty ?? COUNTERPARTY_BY_KIND[row.kind] ?? null,
    reference: row.kind === 'ADJUSTMENT' ? null : row.reference,
  };
};

/** The member's range of days, checked: real days, in order, at most a year. */
const checkedRange = (input: { from?: string; to?: string }, offsetMinutes: number, now: Date) => {
  for (const field of ['from', 'to'] as const) {
    const day = input[field];
    if (day !== undefined && !isCalendarDay(day))
      throw new AppError('VALIDATION', `bad ${field}`, { fields: { [field]: 'Not a date' } });
  }
  const range = memberDayRange(input, offsetMinutes, now);
  if (range.end <= range.start)
    throw new AppError('VALIDATION', 'range ends before it starts', {
      fields: { to: 'Must be on or after the start date' },
    });
  if (range.end.getTime() - range.start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', 'range too long', { fields: { from: `At most ${MAX_RANGE_DAYS} days` } });
  }
  return range;
};

export const createWalletRecords = ({ walletRepository, members, clock }: WalletContext) => ({
  async listTransactions(input: {
    memberId: number;
    kind?: TransactionKind;
    from?: string;
    to?: string;
    pageNo: number;
    pageSize: number;
  }) {
    const member = await members.getMember(input.memberId);
    const offset = member.utcOffsetMinutes;
    const bounded = input.from !== undefined || input.to !== undefined;
    const range = bounded ? checkedRange(input, offset, clock.now()) : null;
    const { rows, total } = await walletRepository.listMemberTransfers({
      memberId: member.id,
      kind: input.kind,
      start: range?.start,
      end: range?.end,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return {
      list: rows.map((row) => toTransaction(row, member.id, offset)),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  },

  /** Bets, wins, bonuses and the net result, in total, per day and per game type. */
  async getProfit(input: { memberId: number; from?: string; to?: string }): Promise<ProfitReport> {
    const member = await members.getMember(input.memberId);
    const range = checkedRange(input, member.utcOffsetMinutes, clock.now());
    const rows = await walletRepository.profitByDayAndGameType({
      memberId: member.id,
      start: range.start,
      end: range.end,
      offsetMinutes: member.utcOffsetMinutes,
    });
    type Sums = { bet: bigint; win: bigint; bonus: bigint; betCount: number };
    const empty = (): Sums => ({ bet: 0n, win: 0n, bonus: 0n, betCount: 0 });
    const add = (sums: Sums, row: (typeof rows)[number]) => {
      sums.bet += BigInt(row.bet);
      sums.win += BigInt(row.win);
      sums.bonus += BigInt(row.bonus);
      sums.betCount += row.bet_count;
    };
    const line = (sums: Sums) => ({
      betMinor: sums.bet.toString(),
      winMinor: sums.win.toString(),
      bonusMinor: sums.bonus.toString(),
      netMinor: (sums.win + sums.bonus - sums.bet).toString(),
      betCount: sums.betCount,
    });
    const totals = empty();
    const byDay = new Map<string, Sums>();
    const byGameType = new Map<string, Sums>();
    for (const row of rows) {
      add(totals, row);
      if (!byDay.has(row.day)) byDay.set(row.day, empty());
      add(byDay.get(row.day) ?? empty(), row);
      if (row.game_type === 'OTHER' && BigInt(row.bet) === 0n && BigInt(row.win) === 0n) continue; // bonuses only: no game
      if (!byGameType.has(row.game_type)) byGameType.set(row.game_type, empty());
      add(byGameType.get(row.game_type) ?? empty(), row);
    }
    return {
      from: range.from,
      to: range.to,
      totals: line(totals),
      byDay: [...byDay].sort(([a], [b]) => b.localeCompare(a)).map(([day, sums]) => ({ day, ...line(sums) })),
      byGameType: [...byGameType]
        .sort(([, a], [, b]) => (b.bet > a.bet ? 1 : b.bet < a.bet ? -1 : 0))
        .map(([gameType, sums]) => ({ gameType, ...line(sums) })),
    };
  },
});
