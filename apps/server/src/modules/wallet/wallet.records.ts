import type { ProfitReport, Transaction, TransactionKind } from '@perya/contracts';
import { MAIN_WALLET } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { formatMemberTime, isCalendarDay, memberDay, memberDayRange } from '../../lib/member-time';
import type { WalletContext } from './wallet.context';
import type { MemberTransferRow } from './wallet.repository';

// The member's records: the account record (every transfer touching the member) and personal
// profit and loss. Times are shown at the member's UTC offset.

/** Longest range a report may cover, so one request cannot scan years of history. */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A member's settled play per UTC hour and game category: the statistics module's reader. */
export type PlayHoursReader = (
  memberId: number,
  start: Date,
  end: Date,
) => Promise<Array<{ hour: Date; category: string; rounds: number; bet: bigint; payout: bigint }>>;

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

  /**
   * Bets, wins, bonuses and the net result, in total, per day and per game type. Play comes from
   * the statistics' hourly aggregates (settled rounds, issue 15), never from the rounds or the
   * ledger's bets; bonuses from the member's few bonus transfers. An hour belongs to the member's
   * day it starts in: exact for whole-hour offsets (GMT+8 and every offer but the half and
   * quarter hours, where the hour across midnight counts in the day it starts in).
   */
  async getProfit(
    input: { memberId: number; from?: string; to?: string },
    play: PlayHoursReader,
  ): Promise<ProfitReport> {
    const member = await members.getMember(input.memberId);
    const offset = member.utcOffsetMinutes;
    const range = checkedRange(input, offset, clock.now());
    const hourStart = new Date(Math.floor(range.start.getTime() / HOUR_MS) * HOUR_MS);
    const [hours, bonuses] = await Promise.all([
      play(member.id, hourStart, range.end),
      walletRepository.bonusesByDay({ memberId: member.id, start: range.start, end: range.end, offsetMinutes: offset }),
    ]);
    type Sums = { bet: bigint; win: bigint; bonus: bigint; betCount: number };
    /** One contribution: a game category's hour, or a day's bonuses (no game). */
    type Row = Sums & { day: string; gameType: string | null };
    const rows: Row[] = [
      ...hours.map((hour) => ({
        day: memberDay(hour.hour, offset),
        gameType: hour.category,
        bet: hour.bet,
        win: hour.payout,
        bonus: 0n,
        betCount: hour.rounds,
      })),
      ...bonuses.map((row) => ({
        day: row.day,
        gameType: null,
        bet: 0n,
        win: 0n,
        bonus: BigInt(row.bonus),
        betCount: 0,
      })),
    ];
    const empty = (): Sums => ({ bet: 0n, win: 0n, bonus: 0n, betCount: 0 });
    const add = (sums: Sums, row: Row) => {
      sums.bet += row.bet;
      sums.win += row.win;
      sums.bonus += row.bonus;
      sums.betCount += row.betCount;
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
    const sumsIn = (map: Map<string, Sums>, key: string) => {
      const found = map.get(key);
      if (found) return found;
      const created = empty();
      map.set(key, created);
      return created;
    };
    for (const row of rows) {
      add(totals, row);
      add(sumsIn(byDay, row.day), row);
      if (row.gameType !== null) add(sumsIn(byGameType, row.gameType), row);
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
