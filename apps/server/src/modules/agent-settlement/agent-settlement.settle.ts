import { createHash } from 'node:crypto';

import type { AgentContractKind, AgentContractPeriod, SettlementCorrection, SettlementOutcome } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { uuidV5In } from '../../lib/uuid-v5';
import type { AuditActor, AuditService } from '../audit';
import type { TransferRequest, WalletService } from '../wallet';
import type { Share, TeamFigures } from './agent-settlement.calculate';
import { differentialOf, nearestContractedAncestors, netLossOf, payoutOf, shareOf } from './agent-settlement.calculate';
import type { ProtectionService } from '../protection';
import type { FiguresRepository } from './agent-settlement.figures.repository';
import { EMPTY_FIGURES } from './agent-settlement.figures.repository';
import type { ContractInForce, SettlementRepository } from './agent-settlement.repository';
import type { NewStatementRow, PayoutApprovalRow, StatementRow } from './agent-settlement.tables';
import type { SettlementWindow } from './agent-settlement.windows';
import {
  CATCH_UP_MS,
  CORRECTION_LOOKBACK_MS,
  CORRECTION_LOOKBACK_WINDOWS,
  dueThrough,
  isDayBased,
  jobOf,
  nextWindow,
  windowContaining,
} from './agent-settlement.windows';

// Settling one window of one kind (decision 035): evaluate every contract in force at the
// window's end (figures, tier, share, the differential), write the statements that do not exist
// yet — each with the corrections of earlier windows whose figures changed since they were paid —
// then post one ledger transfer per paying statement. Statements are keyed by (contract, window)
// and transfers by an id derived from the same, so any re-run, a second process or a crash
// between the two steps pays nothing twice: the next run writes what is missing and pays what
// has not posted.

const STATEMENT_NAMESPACE = '6b1f6a0e-35c1-4c8e-9a53-2f0d7f8e4a21';
const TRANSFER_NAMESPACE = 'c4f2b0f7-0a51-4d8b-8f9e-5b7e6d3a9c12';
const statementIdOf = uuidV5In(STATEMENT_NAMESPACE);
const transferIdOf = uuidV5In(TRANSFER_NAMESPACE);

/** The ledger transfer paying a contract's window: derived, so a replay is recognised by the ledger. */
export const settlementTransferId = (contractId: number, windowStart: Date): string =>
  transferIdOf(`agent-settlement:${contractId}:${windowStart.toISOString()}`);
export const settlementStatementId = (contractId: number, windowStart: Date): string =>
  statementIdOf(`agent-settlement:${contractId}:${windowStart.toISOString()}`);

/** Active member ids are kept whole up to this many; always counted and hashed. */
const ACTIVE_IDS_KEPT = 50;

const COUNTERPARTY: Record<AgentContractKind, string> = {
  DIVIDEND: 'Agent dividend',
  DAILY_SALARY: 'Agent daily salary',
  HOURLY_SALARY: 'Agent hourly salary',
  REALTIME_SALARY: 'Agent real-time salary',
};

/** One contract's evaluation of a window. */
type Evaluated = {
  contract: ContractInForce;
  figures: TeamFigures;
  share: Share;
  downlines: Array<{ contract: ContractInForce; share: Share }>;
  downlineTotal: bigint;
  amount: bigint;
};

export type SettleResult = {
  kind: AgentContractKind;
  period: AgentContractPeriod | null;
  window: SettlementWindow;
  statementsWritten: number;
  statementsExisting: number;
  transfersPosted: number;
  paidMinor: bigint;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));

export type SettleDeps = {
  repository: SettlementRepository;
  figures: FiguresRepository;
  wallet: Pick<WalletService, 'postTransfers' | 'houseFor' | 'mainAccount'>;
  audit: Pick<AuditService, 'record'>;
  /** Player protection: a member on a break at any moment of a window is no active member in it. */
  protection: Pick<ProtectionService, 'excludedMembersIn'>;
  clock: Clock;
};

/**
 * Active members less those on a time-out or an exclusion during the window (issue 18: an excluded
 * member counts as no active member). Their play earns nothing by itself: the wallet refuses
 * their bets while the break lasts.
 */
const withoutExcluded = async (
  byAgent: Map<number, Map<string, TeamFigures>>,
  window: SettlementWindow,
  protection: SettleDeps['protection'],
) => {
  const ids = new Set<number>();
  for (const categories of byAgent.values())
    for (const teamFigures of categories.values()) for (const id of teamFigures.activeMembers) ids.add(id);
  if (ids.size === 0) return;
  const excluded = await protection.excludedMembersIn([...ids], window.start, window.end);
  if (excluded.size === 0) return;
  for (const categories of byAgent.values())
    for (const [category, teamFigures] of categories)
      categories.set(category, {
        ...teamFigures,
        activeMembers: teamFigures.activeMembers.filter((id) => !excluded.has(id)),
      });
};

export const createSettlement = ({ repository, figures, wallet, audit, protection, clock }: SettleDeps) => {
  /** Every contract of a kind in force at the window's end, evaluated on the window. */
  const evaluate = async (kind: AgentContractKind, window: SettlementWindow): Promise<Map<number, Evaluated>> => {
    const settings = await repository.settings();
    const contracts = await repository.contractsInForce(kind, window.end);
    // A window without a settled round has nothing to count: every share is NO_PLAY.
    const quiet = contracts.length === 0 || (!isDayBased(kind) && !(await figures.anyRoundSettled(window)));
    const agents = quiet ? [] : [...new Set(contracts.map((contract) => contract.agentId))];
    const [byAgent, carries, pairs] = await Promise.all([
      isDayBased(kind)
        ? figures.dayFigures(window, agents, {
            minValidBet: settings.activeMinValidBet,
            minDeposit: settings.activeMinDeposit,
          })
        : figures.roundFigures(window, agents, { minValidBet: settings.activeMinValidBet }),
      kind === 'DIVIDEND' ? repository.carryIns(agents, window.start) : Promise.resolve(new Map<string, bigint>()),
      figures.hierarchyAmong(agents),
    ]);
    await withoutExcluded(byAgent, window, protection);
    const evaluated = new Map<number, Evaluated>();
    for (const contract of contracts) {
      const teamFigures = byAgent.get(contract.agentId)?.get(contract.category) ?? EMPTY_FIGURES;
      const carryIn = carries.get(`${contract.agentId}:${contract.category}`) ?? 0n;
      evaluated.set(contract.id, {
        contract,
        figures: teamFigures,
        share: shareOf(kind, contract.tiers, teamFigures, carryIn),
        downlines: [],
        downlineTotal: 0n,
        amount: 0n,
      });
    }
    // The differential, per category: each contract deducts its nearest contracted downlines.
    const byCategory = new Map<string, Evaluated[]>();
    for (const entry of evaluated.values())
      byCategory.set(entry.contract.category, [...(byCategory.get(entry.contract.category) ?? []), entry]);
    for (const entries of byCategory.values()) {
      const byAgentId = new Map(entries.map((entry) => [entry.contract.agentId, entry]));
      const nearest = nearestContractedAncestors(
        pairs.filter((pair) => byAgentId.has(pair.ancestor) && byAgentId.has(pair.descendant)),
      );
      for (const [descendant, ancestor] of nearest) {
        const child = byAgentId.get(descendant);
        const parent = byAgentId.get(ancestor);
        if (child && parent) parent.downlines.push({ contract: child.contract, share: child.share });
      }
      for (const entry of entries) {
        entry.downlines.sort((a, b) => a.contract.agentId - b.contract.agentId);
        const { total, amount } = differentialOf(
          entry.share.gross,
          entry.downlines.map((downline) => downline.share.gross),
        );
        entry.downlineTotal = total;
        entry.amount = amount;
      }
    }
    return evaluated;
  };

  /** Evaluations of one run, by window: corrections look at the same earlier windows again. */
  const memo = () => {
    const cache = new Map<string, Promise<Map<number, Evaluated>>>();
    return (kind: AgentContractKind, window: SettlementWindow) => {
      const key = `${kind}:${window.start.toISOString()}:${window.end.toISOString()}`;
      let entry = cache.get(key);
      if (!entry) cache.set(key, (entry = evaluate(kind, window)));
      return entry;
    };
  };

  /**
   * The corrections of an agent's earlier windows (its latest statements of the kind and
   * category, newest first): what their figures give now less what they have paid so far.
   */
  const correctionsFor = async (recent: StatementRow[], evaluateAt: ReturnType<typeof memo>) => {
    const lines: SettlementCorrection[] = [];
    for (const earlier of recent) {
      const earlierWindow = windowContaining(earlier.kind, earlier.period, earlier.windowStart, earlier.timeZone);
      const now = (await evaluateAt(earlier.kind, earlierWindow)).get(earlier.contractId)?.amount ?? 0n;
      // What it has paid so far: its own amount and the corrections of it in the statements after it.
      const accounted = recent
        .filter((later) => later.windowStart > earlier.windowStart)
        .flatMap((later) => later.corrections)
        .filter((line) => line.statementId === earlier.id)
        .reduce((sum, line) => sum + BigInt(line.differenceMinor), earlier.amount);
      if (now === accounted) continue;
      lines.push({
        statementId: earlier.id,
        windowStart: earlier.windowStart.toISOString(),
        windowEnd: earlier.windowEnd.toISOString(),
        accountedMinor: accounted.toString(),
        nowMinor: now.toString(),
        differenceMinor: (now - accounted).toString(),
      });
    }
    return { lines: lines.reverse(), debtIn: recent[0]?.debtOut ?? 0n };
  };

  /** A contract's statement of a window; none for a window without play and without a correction. */
  const statementOf = async (
    entry: Evaluated,
    window: SettlementWindow,
    timeZone: string,
    recent: StatementRow[],
    evaluateAt: ReturnType<typeof memo>,
  ): Promise<NewStatementRow | null> => {
    const { contract, figures: teamFigures, share } = entry;
    const { lines, debtIn } = await correctionsFor(recent, evaluateAt);
    // Nothing happened: no row (a day has 288 real-time windows). A dividend's carry-over and a
    // debt stay on the latest statement, where the next one reads them.
    if (share.outcome === 'NO_PLAY' && lines.length === 0) return null;
    const correction = lines.reduce((sum, line) => sum + BigInt(line.differenceMinor), 0n);
    const { payout, debtOut } = payoutOf(entry.amount, correction, debtIn);
    const outcome: SettlementOutcome =
      payout > 0n
        ? 'PAID'
        : entry.amount > 0n || correction < 0n || debtIn < 0n
          ? 'DEBT'
          : share.gross > 0n
            ? 'DOWNLINES'
            : share.outcome;
    const active = teamFigures.activeMembers;
    const activeMembersHash = sha256(active.join(','));
    const downlineShares = entry.downlines.map((downline) => ({
      agentId: downline.contract.agentId,
      account: downline.contract.account,
      contractId: downline.contract.id,
      tierIndex: downline.share.tierIndex,
      rateType: downline.share.rateType,
      rate: downline.share.rate,
      baseMinor: downline.share.base.toString(),
      shareMinor: downline.share.gross.toString(),
    }));
    const inputs = {
      contractId: contract.id,
      window: [window.start.toISOString(), window.end.toISOString()],
      tiers: contract.tiers,
      figures: { ...teamFigures, activeMembers: active.length },
      activeMembersHash,
      share,
      downlineShares,
      corrections: lines,
      debtIn,
    };
    return {
      id: settlementStatementId(contract.id, window.start),
      contractId: contract.id,
      agentId: contract.agentId,
      uplineId: contract.uplineId,
      kind: contract.kind,
      category: contract.category,
      period: contract.period,
      windowStart: window.start,
      windowEnd: window.end,
      timeZone,
      currency: contract.currency,
      rounds: teamFigures.rounds,
      bet: teamFigures.bet,
      validBet: teamFigures.validBet,
      payout: teamFigures.payout,
      bonusCost: teamFigures.bonusCost,
      netLoss: netLossOf(teamFigures),
      activeMembers: active.length,
      activeMemberIds: active.length <= ACTIVE_IDS_KEPT ? active : null,
      activeMembersHash,
      tiers: contract.tiers,
      tierIndex: share.tierIndex,
      rateType: share.rateType,
      rate: share.rate,
      base: share.base,
      carryIn: share.carryIn,
      carryOut: share.carryOut,
      gross: share.gross,
      downlineShares,
      downlineTotal: entry.downlineTotal,
      amount: entry.amount,
      corrections: lines,
      correction,
      debtIn,
      debtOut,
      payoutAmount: payout,
      outcome,
      transferId: payout > 0n ? settlementTransferId(contract.id, window.start) : null,
      inputsHash: sha256(json(inputs)),
      settledAt: clock.now(),
    };
  };

  /** The transfer paying a statement: its id derived from (contract, window), so it posts once. */
  const transferOf = async (statement: StatementRow, approvedBy?: string[]): Promise<TransferRequest> => {
    const [debit, credit] = await Promise.all([
      wallet.houseFor(statement.agentId, statement.currency),
      wallet.mainAccount(statement.agentId, statement.currency),
    ]);
    return {
      id: statement.transferId ?? settlementTransferId(statement.contractId, statement.windowStart),
      debitAccountId: debit,
      creditAccountId: credit,
      amountMinor: statement.payoutAmount,
      currency: statement.currency,
      kind: 'AGENT_COMMISSION',
      reference: statement.id,
      metadata: {
        counterparty: COUNTERPARTY[statement.kind],
        statementId: statement.id,
        ...(approvedBy ? { approvedBy } : {}),
      },
    };
  };

  /**
   * Posts the transfers of statements that pay and have not posted (one call per chunk). A payout
   * above the approval threshold is not paid here: it is held for two staff members (decision
   * 055), and a held one waits for their decision (the approval posts the same transfer).
   */
  const pay = async (
    statements: Array<StatementRow & { approval?: PayoutApprovalRow | null }>,
  ): Promise<{ posted: number; paid: bigint; held: number }> => {
    let posted = 0;
    let paid = 0n;
    const requests: TransferRequest[] = [];
    const { approvalAbove } = await repository.settings();
    const holds: Parameters<SettlementRepository['holdForApproval']>[0] = [];
    for (const statement of statements) {
      if (!statement.transferId || statement.payoutAmount <= 0n) continue;
      if (statement.approval) continue; // held: the staff decision pays it, or nothing does
      if (statement.payoutAmount > approvalAbove) {
        holds.push({
          statementId: statement.id,
          agentId: statement.agentId,
          kind: statement.kind,
          amount: statement.payoutAmount,
          currency: statement.currency,
          thresholdMinor: approvalAbove,
          status: 'PENDING',
          heldAt: clock.now(),
        });
        continue;
      }
      requests.push(await transferOf(statement));
    }
    const held = await repository.holdForApproval(holds);
    if (held > 0)
      for (const hold of holds)
        await audit.record({
          actor: { kind: 'SYSTEM', name: 'agent settlement' },
          action: 'agents.settlement.hold',
          targetKind: 'agent_settlement_statement',
          targetId: hold.statementId,
          detail: { amountMinor: hold.amount.toString(), thresholdMinor: approvalAbove.toString() },
        });
    for (let index = 0; index < requests.length; index += 200) {
      const results = await wallet.postTransfers(requests.slice(index, index + 200));
      results.forEach((result, offset) => {
        if (result.replayed) return;
        posted += 1;
        paid += requests[index + offset]?.amountMinor ?? 0n;
      });
    }
    return { posted, paid, held };
  };

  /**
   * Settles one window of a kind (and, for dividends, of one period): writes the statements still
   * missing, then pays every statement of the window not paid yet. `pay: false` stops between the
   * two steps (what a crash there leaves; tests).
   */
  const settleWindow = async (
    input: {
      kind: AgentContractKind;
      period: AgentContractPeriod | null;
      window: SettlementWindow;
      actor?: AuditActor;
    },
    options: { pay?: boolean; evaluateAt?: ReturnType<typeof memo> } = {},
  ): Promise<SettleResult> => {
    const { kind, period, window } = input;
    const { timeZone } = await repository.settings();
    const evaluateAt = options.evaluateAt ?? memo();
    const evaluated = await evaluateAt(kind, window);
    const existing = new Set((await repository.statementsOfWindow(kind, window.start)).map((row) => row.contractId));
    const due = [...evaluated.values()].filter(
      (entry) => (kind !== 'DIVIDEND' || entry.contract.period === period) && !existing.has(entry.contract.id),
    );
    const lookback = await repository.recentStatements(
      [...new Set(due.map((entry) => entry.contract.agentId))],
      kind,
      new Date(window.start.getTime() - CORRECTION_LOOKBACK_MS[kind]),
      window.start,
    );
    const rows: NewStatementRow[] = [];
    for (const entry of due) {
      const recent = lookback
        .filter((row) => row.agentId === entry.contract.agentId && row.category === entry.contract.category)
        .slice(0, CORRECTION_LOOKBACK_WINDOWS[kind]);
      const row = await statementOf(entry, window, timeZone, recent, evaluateAt);
      if (row) rows.push(row);
    }
    const written = await repository.insertStatements(rows);
    const result: SettleResult = {
      kind,
      period,
      window,
      statementsWritten: written,
      statementsExisting: existing.size,
      transfersPosted: 0,
      paidMinor: 0n,
    };
    if (options.pay !== false) {
      const { posted, paid } = await pay(await repository.unpaid(kind, window.start, window.start));
      result.transfersPosted = posted;
      result.paidMinor = paid;
    }
    if (input.actor || written > 0 || result.transfersPosted > 0) {
      await audit.record({
        actor: input.actor ?? { kind: 'SYSTEM', name: 'agent settlement' },
        action: 'agents.settlement.run',
        targetKind: 'agent_settlement_window',
        targetId: `${jobOf(kind, period)}@${window.start.toISOString()}`,
        detail: {
          windowEnd: window.end.toISOString(),
          statementsWritten: written,
          statementsExisting: existing.size,
          transfersPosted: result.transfersPosted,
          paidMinor: result.paidMinor.toString(),
        },
      });
    }
    return result;
  };

  /**
   * A job's run: every window due since its progress (at most its catch-up bound back), in
   * order, then whatever an earlier run wrote and did not pay (a crash between the steps).
   */
  const runJob = async (kind: AgentContractKind, period: AgentContractPeriod | null): Promise<SettleResult[]> => {
    const { timeZone } = await repository.settings();
    const now = clock.now();
    const due = dueThrough(kind, now, timeZone);
    const floor = new Date(now.getTime() - CATCH_UP_MS[kind]);
    const job = jobOf(kind, period);
    const [progress, earliest] = await Promise.all([repository.progress(job), repository.earliestEffective(kind)]);
    if (!earliest) return [];
    // From where it stopped, but not before the catch-up bound nor before any contract existed.
    const from = [progress ?? floor, floor, earliest].reduce((latest, at) => (at > latest ? at : latest));
    let window = windowContaining(kind, period, from, timeZone);
    const results: SettleResult[] = [];
    const evaluateAt = memo();
    // Hourly and 5-minute windows without a settled round write nothing: skip them without a query each.
    const busy = isDayBased(kind)
      ? null
      : await figures.windowsWithRounds(window.start, due, window.end.getTime() - window.start.getTime());
    while (window.end <= due) {
      if (!busy || busy.has(window.start.getTime()))
        results.push(await settleWindow({ kind, period, window }, { evaluateAt }));
      await repository.advance(job, window.end, clock.now());
      window = nextWindow(kind, period, window, timeZone);
    }
    await pay(await repository.unpaid(kind, floor));
    return results;
  };

  return { evaluate, settleWindow, runJob, pay, transferOf };
};

export type Settlement = ReturnType<typeof createSettlement>;
