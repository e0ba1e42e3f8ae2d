import type {
  AgentContractKind,
  AgentContractPeriod,
  IncomeStatementPage,
  IncomeSummary,
  RunSettlementResult,
  Statement,
  StatementSummary,
} from '@perya/contracts';
import { AGENT_CONTRACT_PERIODS_BY_KIND, reportingDayOf } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { SettlementRepository, StatementFilter } from './agent-settlement.repository';
import type { Settlement } from './agent-settlement.settle';
import type { PayoutApprovalRow, StatementRow } from './agent-settlement.tables';
import { addDays, dueThrough, startOfDay, windowContaining } from './agent-settlement.windows';

// The statements as the agent's income pages and the staff calls read them (DTOs, never rows),
// and the operator's run of one window. Times are shown in the reporting time zone, the one the
// windows are cut in.

const DEFAULT_RANGE_DAYS = 7;
const MAX_RANGE_DAYS = 366;

const formatIn = (instant: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${value('year')}-${value('month')}-${value('day')} ${value('hour')}:${value('minute')}:${value('second')}`;
};

type Row = StatementRow & { paid: boolean; account?: string; approval: PayoutApprovalRow | null };

const approvalOf = (row: PayoutApprovalRow | null): StatementSummary['approval'] =>
  row
    ? {
        status: row.status,
        heldAt: row.heldAt.toISOString(),
        firstApprovedBy: row.firstApprovedByName,
        decidedBy: row.decidedByName,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        reason: row.reason,
      }
    : null;

const toSummary = (row: Row, account: string): StatementSummary => ({
  id: row.id,
  contractId: row.contractId,
  agentId: row.agentId,
  account,
  kind: row.kind,
  category: row.category,
  period: row.period,
  windowStart: formatIn(row.windowStart, row.timeZone),
  windowEnd: formatIn(row.windowEnd, row.timeZone),
  validBetMinor: row.validBet.toString(),
  netLossMinor: row.netLoss.toString(),
  activeMembers: row.activeMembers,
  tierIndex: row.tierIndex,
  amountMinor: row.amount.toString(),
  correctionMinor: row.correction.toString(),
  payoutMinor: row.payoutAmount.toString(),
  outcome: row.outcome,
  currency: row.currency,
  settledAt: formatIn(row.settledAt, row.timeZone),
  transferId: row.transferId,
  paid: row.paid,
  approval: approvalOf(row.approval),
});

const toStatement = (row: Row, account: string): Statement => ({
  ...toSummary(row, account),
  uplineId: row.uplineId,
  timeZone: row.timeZone,
  figures: {
    rounds: row.rounds,
    betMinor: row.bet.toString(),
    validBetMinor: row.validBet.toString(),
    payoutMinor: row.payout.toString(),
    houseNetMinor: (row.bet - row.payout).toString(),
    bonusCostMinor: row.bonusCost.toString(),
    netLossMinor: row.netLoss.toString(),
  },
  activeMemberIds: row.activeMemberIds,
  activeMembersHash: row.activeMembersHash,
  tiers: row.tiers,
  rateType: row.rateType,
  rate: row.rate,
  baseMinor: row.base.toString(),
  carryInMinor: row.carryIn.toString(),
  carryOutMinor: row.carryOut.toString(),
  grossMinor: row.gross.toString(),
  downlineShares: row.downlineShares,
  downlineTotalMinor: row.downlineTotal.toString(),
  corrections: row.corrections,
  debtInMinor: row.debtIn.toString(),
  debtOutMinor: row.debtOut.toString(),
  inputsHash: row.inputsHash,
});

const totalsOf = (rows: Array<{ statements: number; amount: string; correction: string; payout: string }>) => ({
  statements: rows.reduce((sum, row) => sum + row.statements, 0),
  amountMinor: rows.reduce((sum, row) => sum + BigInt(row.amount), 0n).toString(),
  correctionMinor: rows.reduce((sum, row) => sum + BigInt(row.correction), 0n).toString(),
  payoutMinor: rows.reduce((sum, row) => sum + BigInt(row.payout), 0n).toString(),
});

export const createSettlementService = ({
  repository,
  settlement,
  clock,
}: {
  repository: SettlementRepository;
  settlement: Settlement;
  clock: Clock;
}) => {
  /** A range of reporting days (default: the last 7, today included), checked, as window-start bounds. */
  const rangeOf = async (input: { from?: string | undefined; to?: string | undefined }) => {
    const { timeZone } = await repository.settings();
    const today = reportingDayOf(clock.now(), timeZone);
    const to = input.to ?? today;
    const from = input.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
    const start = startOfDay(from, timeZone);
    const end = startOfDay(addDays(to, 1), timeZone);
    if (
      Number.isNaN(start.getTime()) ||
      Number.isNaN(end.getTime()) ||
      addDays(from, 0) !== from ||
      addDays(to, 0) !== to
    )
      throw new AppError('VALIDATION', 'not a date', { fields: { from: 'Not a date' } });
    if (end <= start)
      throw new AppError('VALIDATION', 'range ends before it starts', { fields: { to: 'Before from' } });
    if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000)
      throw new AppError('VALIDATION', 'range too long', { fields: { from: `At most ${MAX_RANGE_DAYS} days` } });
    return { from, to, start, end };
  };

  const list = async (filter: StatementFilter, page: { pageNo: number; pageSize: number }) => {
    const { rows, total } = await repository.listStatements(filter, {
      limit: page.pageSize,
      offset: (page.pageNo - 1) * page.pageSize,
    });
    return {
      list: rows.map((row) => toSummary(row, row.account)),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    };
  };

  return {
    /** The agent's statements over a range of days, newest first, with the range's totals. */
    async agentStatements(
      agentId: number,
      query: { kind?: AgentContractKind; from?: string; to?: string; pageNo: number; pageSize: number },
    ): Promise<IncomeStatementPage> {
      const range = await rangeOf(query);
      const filter: StatementFilter = { agentId, kind: query.kind, from: range.start, to: range.end };
      const [page, totals] = await Promise.all([list(filter, query), repository.totalsByKind(filter)]);
      return { ...page, from: range.from, to: range.to, totals: totalsOf(totals) };
    },

    /** The agent's totals by kind over a range of days (my income). */
    async agentSummary(agentId: number, query: { from?: string; to?: string }): Promise<IncomeSummary> {
      const range = await rangeOf(query);
      const rows = await repository.totalsByKind({ agentId, from: range.start, to: range.end });
      return {
        from: range.from,
        to: range.to,
        currency: await repository.memberCurrency(agentId),
        kinds: rows.map((row) => ({ kind: row.kind, ...totalsOf([row]) })),
        totals: totalsOf(rows),
      };
    },

    /** One statement of the agent's own; anyone else's is not found (no hint that it exists). */
    async agentStatement(agentId: number, statementId: string): Promise<Statement> {
      const row = await repository.findStatement(statementId);
      if (!row || row.agentId !== agentId) throw new AppError('NOT_FOUND', `statement ${statementId} of another agent`);
      return toStatement(row, row.account);
    },

    async staffStatements(query: {
      agentId?: number;
      kind?: AgentContractKind;
      outcome?: StatementRow['outcome'];
      from?: string;
      to?: string;
      pageNo: number;
      pageSize: number;
    }) {
      const range = await rangeOf(query);
      return list(
        { agentId: query.agentId, kind: query.kind, outcome: query.outcome, from: range.start, to: range.end },
        query,
      );
    },

    async staffStatement(statementId: string): Promise<Statement> {
      const row = await repository.findStatement(statementId);
      if (!row) throw new AppError('NOT_FOUND', `no statement ${statementId}`);
      return toStatement(row, row.account);
    },

    /**
     * Settles (again) the window of a kind containing `at`: a window that has not ended, or whose
     * play may still be arriving, is refused; a re-run writes only missing statements and pays
     * only what has not posted.
     */
    async run(
      input: { kind: AgentContractKind; period?: AgentContractPeriod | undefined; at: string },
      actor: AuditActor,
    ): Promise<RunSettlementResult> {
      const { timeZone } = await repository.settings();
      const periods = AGENT_CONTRACT_PERIODS_BY_KIND[input.kind];
      const period = input.kind === 'DIVIDEND' ? (input.period ?? null) : input.kind === 'DAILY_SALARY' ? 'D' : null;
      if (input.kind === 'DIVIDEND' && !period)
        throw new AppError('VALIDATION', 'a dividend run names its period', { fields: { period: 'Required' } });
      if (input.period !== undefined && !periods.includes(input.period))
        throw new AppError('VALIDATION', 'no such period for this kind', { fields: { period: 'Not for this kind' } });
      const instant = /^\d{4}-\d{2}-\d{2}$/.test(input.at) ? startOfDay(input.at, timeZone) : new Date(input.at);
      if (Number.isNaN(instant.getTime()))
        throw new AppError('VALIDATION', 'not a time', { fields: { at: 'Not a date or time' } });
      const window = windowContaining(input.kind, period, instant, timeZone);
      const now = clock.now();
      if (
        window.end > now ||
        window.end > dueThrough(input.kind === 'DAILY_SALARY' ? 'DIVIDEND' : input.kind, now, timeZone)
      )
        throw new AppError('VALIDATION', 'the window has not ended yet', { fields: { at: 'Window not ended' } });
      const result = await settlement.settleWindow({ kind: input.kind, period, window, actor });
      return {
        kind: input.kind,
        period,
        windowStart: formatIn(window.start, timeZone),
        windowEnd: formatIn(window.end, timeZone),
        statementsWritten: result.statementsWritten,
        statementsExisting: result.statementsExisting,
        transfersPosted: result.transfersPosted,
        paidMinor: result.paidMinor.toString(),
      };
    },
  };
};

export type SettlementService = ReturnType<typeof createSettlementService>;
