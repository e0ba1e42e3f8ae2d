import type {
  PayoutApproval,
  PayoutApprovalPage,
  SettlementSettings,
  SettlementSettingsUpdate,
} from '@perya/contracts';
import { MIN_REASON_LENGTH } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { WalletService } from '../wallet';
import type { SettlementRepository } from './agent-settlement.repository';
import type { Settlement } from './agent-settlement.settle';
import type { PayoutApprovalRow, PayoutApprovalStatus, StatementRow } from './agent-settlement.tables';

// Four eyes on large payouts (decision 055; the pattern of decision 028). The job holds a payout
// above the threshold instead of paying it; a first staff approval is recorded and answered
// SECOND_APPROVER_REQUIRED; a second, different staff member's approval posts the statement's own
// transfer (id derived from contract and window: it pays once, whatever races) in the
// transaction that marks the hold APPROVED. A rejection needs a reason, which the agent reads,
// and nothing is paid for that statement ever (later corrections count it as paid: the
// statement's amount stays what it was, its payout is withheld).

type StaffActor = AuditActor & { kind: 'STAFF' };

const toApproval = (row: PayoutApprovalRow, statement: StatementRow, account: string): PayoutApproval => ({
  statementId: row.statementId,
  agentId: row.agentId,
  account,
  kind: row.kind,
  windowStart: statement.windowStart.toISOString(),
  windowEnd: statement.windowEnd.toISOString(),
  amountMinor: row.amount.toString(),
  currency: row.currency,
  thresholdMinor: row.thresholdMinor.toString(),
  status: row.status,
  heldAt: row.heldAt.toISOString(),
  firstApprovedBy: row.firstApprovedByName,
  firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
  decidedBy: row.decidedByName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  reason: row.reason,
});

export const createPayoutApprovals = ({
  db,
  repository,
  settlement,
  wallet,
  audit,
  clock,
}: {
  db: Database;
  repository: SettlementRepository;
  settlement: Pick<Settlement, 'transferOf'>;
  wallet: Pick<WalletService, 'postTransfers'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
}) => {
  const settingsDto = async (): Promise<SettlementSettings> => {
    const settings = await repository.settings();
    return {
      activeMinValidBetMinor: settings.activeMinValidBet.toString(),
      activeMinDepositMinor: settings.activeMinDeposit.toString(),
      approvalAboveMinor: settings.approvalAbove.toString(),
      version: settings.version,
    };
  };

  /** The hold and its statement, locked; NOT_FOUND when the statement was never held. */
  const lockHeld = async (statementId: string, tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => {
    const approval = await repository.lockApproval(statementId, tx);
    const statement = approval ? await repository.findStatement(statementId, tx) : null;
    if (!approval || !statement) throw new AppError('NOT_FOUND', `no payout of statement ${statementId} is held`);
    if (approval.status !== 'PENDING')
      throw new AppError('ALREADY_PROCESSED', `the payout of statement ${statementId} is ${approval.status}`);
    return { approval, statement };
  };

  return {
    settings: settingsDto,

    async updateSettings(input: SettlementSettingsUpdate, actor: AuditActor): Promise<SettlementSettings> {
      const before = await settingsDto();
      const changed = await db.transaction(async (tx) => {
        const ok = await repository.updateSettings(
          {
            activeMinValidBetMinor: BigInt(input.activeMinValidBetMinor),
            activeMinDepositMinor: BigInt(input.activeMinDepositMinor),
            approvalAboveMinor: BigInt(input.approvalAboveMinor),
          },
          input.version,
          clock.now(),
          tx,
        );
        if (!ok) return false;
        const { version: _version, ...after } = input;
        await audit.record(
          {
            actor,
            action: 'agents.settlement.settings',
            targetKind: 'agent_settlement_settings',
            targetId: 1,
            detail: {
              before: {
                activeMinValidBetMinor: before.activeMinValidBetMinor,
                activeMinDepositMinor: before.activeMinDepositMinor,
                approvalAboveMinor: before.approvalAboveMinor,
              },
              after,
            },
          },
          tx,
        );
        return true;
      });
      if (!changed)
        throw new AppError('STALE_RECORD', 'the settlement settings changed since they were read', await settingsDto());
      return settingsDto();
    },

    async list(query: {
      status?: PayoutApprovalStatus | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<PayoutApprovalPage> {
      const { rows, total } = await repository.listApprovals(query.status, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((row) => toApproval(row.approval, row.statement, row.account)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * A staff approval: the first is recorded and answered SECOND_APPROVER_REQUIRED; the second,
     * by someone else, pays. Two approvals at once queue on the hold's row lock: the one after
     * finds it APPROVED (ALREADY_PROCESSED), and the transfer's id would refuse a second payment
     * anyway.
     */
    async approve(statementId: string, actor: StaffActor): Promise<PayoutApproval> {
      const outcome = await db.transaction(async (tx) => {
        const { approval, statement } = await lockHeld(statementId, tx);
        const now = clock.now();
        if (approval.firstApprovedBy === null) {
          const first = await repository.updateApproval(
            statementId,
            { firstApprovedBy: actor.id, firstApprovedByName: actor.name, firstApprovedAt: now },
            tx,
          );
          await audit.record(
            {
              actor,
              action: 'agents.payout.first-approval',
              targetKind: 'agent_settlement_statement',
              targetId: statementId,
              detail: { amountMinor: approval.amount.toString(), agentId: approval.agentId },
            },
            tx,
          );
          return { paid: false as const, approval: toApproval(first, statement, statement.account) };
        }
        if (approval.firstApprovedBy === actor.id)
          throw new AppError('SAME_APPROVER', `${actor.name} gave the first approval of statement ${statementId}`);
        const request = await settlement.transferOf(statement, [approval.firstApprovedByName ?? '', actor.name]);
        await wallet.postTransfers([request], tx);
        const decided = await repository.updateApproval(
          statementId,
          { status: 'APPROVED', decidedBy: actor.id, decidedByName: actor.name, decidedAt: now },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'agents.payout.second-approval',
            targetKind: 'agent_settlement_statement',
            targetId: statementId,
            detail: {
              before: { status: 'PENDING' },
              after: { status: 'APPROVED' },
              firstApprover: approval.firstApprovedByName,
              amountMinor: approval.amount.toString(),
              transferId: request.id,
            },
          },
          tx,
        );
        return { paid: true as const, approval: toApproval(decided, statement, statement.account) };
      });
      if (!outcome.paid)
        throw new AppError('SECOND_APPROVER_REQUIRED', `statement ${statementId} waits for a second approver`, {
          approval: outcome.approval,
        });
      return outcome.approval;
    },

    /** Refuses a held payout with a reason (the agent reads it); nothing is paid for it. */
    async reject(statementId: string, reason: string | undefined, actor: StaffActor): Promise<PayoutApproval> {
      const trimmed = reason?.trim() ?? '';
      if (trimmed.length < MIN_REASON_LENGTH)
        throw new AppError('REASON_REQUIRED', 'no reason given', { fields: { reason: 'Give a reason' } });
      return db.transaction(async (tx) => {
        const { approval, statement } = await lockHeld(statementId, tx);
        const decided = await repository.updateApproval(
          statementId,
          {
            status: 'REJECTED',
            decidedBy: actor.id,
            decidedByName: actor.name,
            decidedAt: clock.now(),
            reason: trimmed,
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'agents.payout.reject',
            targetKind: 'agent_settlement_statement',
            targetId: statementId,
            detail: {
              before: { status: 'PENDING' },
              after: { status: 'REJECTED' },
              reason: trimmed,
              amountMinor: approval.amount.toString(),
            },
          },
          tx,
        );
        return toApproval(decided, statement, statement.account);
      });
    },
  };
};

export type PayoutApprovals = ReturnType<typeof createPayoutApprovals>;
