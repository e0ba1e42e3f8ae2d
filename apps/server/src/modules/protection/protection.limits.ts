import type { LimitKind, LimitPeriod } from '@perya/contracts';
import { LIMIT_COOLING_HOURS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ProtectionActor, ProtectionDeps } from './protection.context';
import { HOUR_MS, LIMIT_COLUMN } from './protection.context';
import type { LimitTarget, ProtectionStateRow } from './protection.tables';

// Limits a member sets on itself. Tightening applies at once; loosening (a higher value, or no
// limit) waits LIMIT_COOLING_HOURS, shown as pending, and one loosening at a time: a second while
// the first waits is refused (LIMIT_COOLING) so the wait cannot be talked around.

type Target = { kind: LimitTarget; period: LimitPeriod | null };

const columnOf = (target: Target) =>
  target.kind === 'SESSION' ? ('sessionMinutes' as const) : LIMIT_COLUMN[target.kind][target.period ?? 'DAY'];

const valueIn = (state: ProtectionStateRow, target: Target): bigint | null => {
  const value = state[columnOf(target)];
  return value === null ? null : BigInt(value);
};

const patchOf = (target: Target, value: bigint | null) =>
  target.kind === 'SESSION'
    ? { sessionMinutes: value === null ? null : Number(value) }
    : { [LIMIT_COLUMN[target.kind][target.period ?? 'DAY']]: value };

export const createProtectionLimits = ({ db, clock, repository, audit }: ProtectionDeps) => {
  /** Applies the member's changes whose cooling period is over (idempotent; the state row is locked). */
  const applyDueFor = async (memberId: number, tx: Executor) => {
    const due = await repository.claimDueChanges(clock.now(), 100, tx, memberId);
    for (const change of due) {
      const target = { kind: change.kind, period: change.period };
      await repository.updateState(memberId, { ...patchOf(target, change.toValue), updatedAt: clock.now() }, tx);
      await repository.markApplied(change.id, tx);
    }
    return due.length;
  };

  const change = async (memberId: number, target: Target, value: bigint | null, actor: ProtectionActor) => {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      await repository.lockState(memberId, now, tx);
      await applyDueFor(memberId, tx);
      const state = await repository.lockState(memberId, now, tx);
      const current = valueIn(state, target);
      const tighter = value !== null && (current === null || value < current);
      if (tighter) {
        await repository.supersedePending(memberId, target.kind, target.period, tx);
        await repository.updateState(memberId, { ...patchOf(target, value), updatedAt: now }, tx);
        await repository.insertChange(
          {
            memberId,
            ...target,
            fromValue: current,
            toValue: value,
            status: 'APPLIED',
            requestedAt: now,
            effectiveAt: now,
          },
          tx,
        );
        return { from: current, to: value, effectiveAt: now, pending: false };
      }
      const waiting = (await repository.pendingChanges(memberId, tx)).find(
        (row) => row.kind === target.kind && row.period === target.period,
      );
      if (waiting && value === current) {
        // Back to the value in force: the waiting loosening is withdrawn.
        await repository.supersedePending(memberId, target.kind, target.period, tx);
        return { from: current, to: value, effectiveAt: now, pending: false };
      }
      if (waiting) {
        throw new AppError(
          'LIMIT_COOLING',
          `${target.kind} ${target.period} waits until ${waiting.effectiveAt.toISOString()}`,
          {
            effectiveAt: waiting.effectiveAt.toISOString(),
          },
        );
      }
      if (value === current) return null;
      const effectiveAt = new Date(now.getTime() + LIMIT_COOLING_HOURS * HOUR_MS);
      await repository.insertChange(
        { memberId, ...target, fromValue: current, toValue: value, status: 'PENDING', requestedAt: now, effectiveAt },
        tx,
      );
      return { from: current, to: value, effectiveAt, pending: true };
    });
    if (outcome) {
      await audit.record({
        actor,
        action: outcome.pending ? 'protection.limit.request' : 'protection.limit.set',
        targetKind: 'member',
        targetId: memberId,
        detail: {
          limit: target.period ? `${target.kind}_${target.period}` : target.kind,
          from: outcome.from?.toString() ?? null,
          to: outcome.to?.toString() ?? null,
          effectiveAt: outcome.effectiveAt.toISOString(),
        },
      });
    }
  };

  return {
    applyDueFor,

    setMoneyLimit: (
      memberId: number,
      input: { kind: LimitKind; period: LimitPeriod; amountMinor: bigint | null },
      actor: ProtectionActor,
    ) => change(memberId, { kind: input.kind, period: input.period }, input.amountMinor, actor),

    /** The session time limit follows the cooling rule; the reality-check interval is a preference. */
    async setSessionLimits(
      memberId: number,
      input: { sessionMinutes: number | null; realityCheckMinutes: number | null },
      actor: ProtectionActor,
    ) {
      await db.transaction(async (tx) => {
        await repository.lockState(memberId, clock.now(), tx);
        await repository.updateState(
          memberId,
          { realityCheckMinutes: input.realityCheckMinutes, updatedAt: clock.now() },
          tx,
        );
      });
      await change(
        memberId,
        { kind: 'SESSION', period: null },
        input.sessionMinutes === null ? null : BigInt(input.sessionMinutes),
        actor,
      );
    },

    /** The scheduler's sweep: every member with a change due, each in its own short transaction. */
    async applyDue(): Promise<number> {
      const due = await repository.claimDueChanges(clock.now(), 500, db);
      let applied = 0;
      for (const memberId of new Set(due.map((row) => row.memberId))) {
        applied += await db.transaction(async (tx) => {
          await repository.lockState(memberId, clock.now(), tx);
          return applyDueFor(memberId, tx);
        });
      }
      return applied;
    },
  };
};

export type ProtectionLimits = ReturnType<typeof createProtectionLimits>;
