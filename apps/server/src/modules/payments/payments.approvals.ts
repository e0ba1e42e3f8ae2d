import { randomUUID } from 'node:crypto';

import type { MoneyApproval, MoneySettings } from '@perya/contracts';
import { MIN_REASON_LENGTH } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { PaymentsDeps } from './payments.context';
import type { ApprovalRow } from './payments.repository';
import type { ApprovalAction, ApprovalStatus } from './payments.tables';
import { paged } from './payments.views';

// Four eyes (decision 028): a money decision moving more than the operator's threshold is recorded
// by the first staff member as a pending approval; a second, different staff member approves it
// and only then does the money move, with the first member's inputs. Both steps are audited in
// the transaction that makes them. The caller locks what is decided (the deposit or withdrawal
// row, or a key for an adjustment) before asking, so two approvals at once queue: one wins.

export type StaffActor = AuditActor & { kind: 'STAFF' };

export type GateRequest = {
  action: ApprovalAction;
  targetKind: string;
  targetId: string;
  memberId: number;
  amount: bigint;
  currency: string;
  /** The decision's inputs (JSON-safe: amounts as strings), replayed on the second approval. */
  input: Record<string, unknown>;
  actor: StaffActor;
};

/** PROCEED: move the money now, with `input` (the first approver's, when there were two). */
export type GateOutcome =
  | { kind: 'PROCEED'; input: Record<string, unknown>; approval: ApprovalRow | null }
  | { kind: 'PENDING'; approval: ApprovalRow };

export const toApproval = (row: ApprovalRow): MoneyApproval => ({
  id: row.id,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  memberId: row.memberId,
  amountMinor: row.amount.toString(),
  currency: row.currency,
  input: row.input,
  status: row.status,
  requestedBy: row.requestedByName,
  requestedAt: row.requestedAt.toISOString(),
  decidedBy: row.decidedByName,
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  decisionNote: row.decisionNote,
});

/** A staff reason, trimmed; REASON_REQUIRED when missing or too short. */
export const requireReason = (reason: string | undefined | null, field = 'note'): string => {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length < MIN_REASON_LENGTH)
    throw new AppError('REASON_REQUIRED', 'no reason given', { fields: { [field]: 'Give a reason' } });
  return trimmed;
};

/** Answers the first approver: the decision waits for a second staff member. */
export const secondApproverRequired = (approval: ApprovalRow): never => {
  throw new AppError(
    'SECOND_APPROVER_REQUIRED',
    `${approval.action} ${approval.targetId} waits for a second approver`,
    {
      approval: toApproval(approval),
    },
  );
};

const toMoneySettings = (row: { secondApprovalAboveMinor: bigint; version: number }): MoneySettings => ({
  secondApprovalAboveMinor: row.secondApprovalAboveMinor.toString(),
  version: row.version,
});

export const createApprovals = ({ db, paymentsRepository, clock, audit }: PaymentsDeps) => {
  /**
   * Decides whether the money may move now. Call inside the transaction that moves it, after
   * locking the target and checking it may still be decided.
   */
  const gate = async (request: GateRequest, tx: Executor): Promise<GateOutcome> => {
    const pending = await paymentsRepository.lockPendingApproval(request.action, request.targetId, tx);
    if (pending) {
      if (pending.requestedBy === request.actor.id)
        throw new AppError('SAME_APPROVER', `${request.actor.name} gave the first approval of ${pending.id}`);
      const approved = await paymentsRepository.decideApproval(
        pending.id,
        {
          status: 'APPROVED',
          decidedBy: request.actor.id,
          decidedByName: request.actor.name,
          decidedAt: clock.now(),
          decisionNote: null,
        },
        tx,
      );
      await audit.record(
        {
          actor: request.actor,
          action: `${request.action}.second-approval`,
          targetKind: request.targetKind,
          targetId: request.targetId,
          detail: {
            approvalId: pending.id,
            before: { status: 'PENDING' },
            after: { status: 'APPROVED' },
            firstApprover: pending.requestedByName,
            amountMinor: pending.amount.toString(),
          },
        },
        tx,
      );
      return { kind: 'PROCEED', input: pending.input, approval: approved };
    }
    const settings = await paymentsRepository.getMoneySettings(tx);
    if (request.amount <= settings.secondApprovalAboveMinor)
      return { kind: 'PROCEED', input: request.input, approval: null };
    const approval = await paymentsRepository.insertApproval(
      {
        id: randomUUID(),
        action: request.action,
        targetKind: request.targetKind,
        targetId: request.targetId,
        memberId: request.memberId,
        amount: request.amount,
        currency: request.currency,
        input: request.input,
        status: 'PENDING',
        requestedBy: request.actor.id,
        requestedByName: request.actor.name,
        requestedAt: clock.now(),
      },
      tx,
    );
    await audit.record(
      {
        actor: request.actor,
        action: `${request.action}.first-approval`,
        targetKind: request.targetKind,
        targetId: request.targetId,
        detail: {
          approvalId: approval.id,
          before: null,
          after: { status: 'PENDING' },
          amountMinor: request.amount.toString(),
          thresholdMinor: settings.secondApprovalAboveMinor.toString(),
          input: request.input,
        },
      },
      tx,
    );
    return { kind: 'PENDING', approval };
  };

  return {
    gate,

    async listApprovals(input: { status?: ApprovalStatus; action?: ApprovalAction; pageNo: number; pageSize: number }) {
      const { rows, total } = await paymentsRepository.listApprovals(
        { status: input.status, action: input.action },
        { limit: input.pageSize, offset: (input.pageNo - 1) * input.pageSize },
      );
      return paged(rows.map(toApproval), total, input.pageNo, input.pageSize);
    },

    async getApproval(id: string) {
      const row = await paymentsRepository.findApproval(id);
      if (!row) throw new AppError('NOT_FOUND', `approval ${id}`);
      return row;
    },

    /** Refuses a pending decision (the first approver may withdraw it too): nothing moves. */
    async rejectApproval(id: string, actor: StaffActor, note: string | undefined) {
      const reason = requireReason(note);
      const row = await db.transaction(async (tx) => {
        const current = await paymentsRepository.lockApproval(id, tx);
        if (!current) throw new AppError('NOT_FOUND', `approval ${id}`);
        if (current.status !== 'PENDING')
          throw new AppError('ALREADY_PROCESSED', `approval ${id} is ${current.status}`);
        const decided = await paymentsRepository.decideApproval(
          id,
          {
            status: 'REJECTED',
            decidedBy: actor.id,
            decidedByName: actor.name,
            decidedAt: clock.now(),
            decisionNote: reason,
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: `${current.action}.approval-rejected`,
            targetKind: current.targetKind,
            targetId: current.targetId,
            detail: { approvalId: id, before: { status: 'PENDING' }, after: { status: 'REJECTED' }, reason },
          },
          tx,
        );
        return decided;
      });
      return toApproval(row);
    },

    async getMoneySettings(): Promise<MoneySettings> {
      return toMoneySettings(await paymentsRepository.getMoneySettings());
    },

    async updateMoneySettings(
      input: { secondApprovalAboveMinor: bigint; version: number },
      actor: StaffActor,
    ): Promise<MoneySettings> {
      return db.transaction(async (tx) => {
        const before = await paymentsRepository.getMoneySettings(tx);
        const updated = await paymentsRepository.updateMoneySettings(
          input.version,
          { secondApprovalAboveMinor: input.secondApprovalAboveMinor, updatedAt: clock.now() },
          tx,
        );
        if (!updated)
          throw new AppError(
            'STALE_RECORD',
            `money settings at version ${before.version}, edited at ${input.version}`,
            {
              current: toMoneySettings(before),
            },
          );
        await audit.record(
          {
            actor,
            action: 'money.settings',
            targetKind: 'money_settings',
            targetId: 1,
            detail: { before: toMoneySettings(before), after: toMoneySettings(updated) },
          },
          tx,
        );
        return toMoneySettings(updated);
      });
    },
  };
};

export type Approvals = ReturnType<typeof createApprovals>;
