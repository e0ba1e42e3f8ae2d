import { isAgentType } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { MemberAdminRepository } from './member-admin.repository';

// Staff actions on a member (issue 16): each checks the version the staff member opened, writes the
// change with the next version and the audit entry (before, after, reason) in one transaction.
// Locking then ends the member's sessions in every process.

type MemberRecord = NonNullable<Awaited<ReturnType<MemberAdminRepository['findMember']>>>;
type MemberPatch = Parameters<MemberAdminRepository['updateMemberVersioned']>[2];
type StaffActor = AuditActor;

export type MemberActionInput = { memberId: number; version: number; reason?: string; actor: StaffActor };

export type MemberAdminActionDeps = {
  db: Database;
  repository: MemberAdminRepository;
  audit: AuditService;
  /** Ends every session of the member (after the lock has committed). */
  revokeMemberSessions: (memberId: number) => Promise<string[]>;
  /** Ends one session; false when it was ended already. */
  revokeSession: (sessionId: string) => Promise<boolean>;
  /** Ends the member's contracts with its upline, in the caller's transaction. */
  endContractsOnUplineChange: (memberId: number, executor: Executor) => Promise<number[]>;
  /** Records a staff change of VIP level and owes the upgrade bonus of each level passed upward, once (VIP). */
  onVipLevelSet: (
    change: { memberId: number; fromLevel: number; toLevel: number; memberVersion: number; staff: string },
    executor: Executor,
  ) => Promise<void>;
  now: () => Date;
};

const requireReason = (reason: string | undefined): string => {
  const text = reason?.trim() ?? '';
  if (text.length === 0) throw new AppError('REASON_REQUIRED', 'a staff action on a member needs a reason');
  return text;
};

export const createMemberAdminActions = (deps: MemberAdminActionDeps) => {
  const { db, repository, audit } = deps;

  /**
   * Runs one versioned change: `decide` reads the locked record and returns the patch with the
   * audited before and after (null: nothing to change, the version stays).
   */
  const change = async (
    input: MemberActionInput,
    action: string,
    decide: (
      member: MemberRecord,
      tx: Executor,
    ) => Promise<{ patch: MemberPatch; before: Record<string, unknown>; after: Record<string, unknown> } | null>,
  ): Promise<{ id: number; version: number; changed: boolean }> => {
    const reason = requireReason(input.reason);
    return db.transaction(async (tx) => {
      const member = await repository.findMemberForUpdate(input.memberId, tx);
      if (!member) throw new AppError('NOT_FOUND', `member ${input.memberId}`);
      if (member.version !== input.version)
        throw new AppError('STALE_RECORD', `member ${member.id} is at version ${member.version}, not ${input.version}`);
      const decided = await decide(member, tx);
      if (!decided) return { id: member.id, version: member.version, changed: false };
      const version = await repository.updateMemberVersioned(member.id, member.version, decided.patch, tx);
      if (version === null) throw new AppError('STALE_RECORD', `member ${member.id} changed meanwhile`);
      await audit.record(
        {
          actor: input.actor,
          action,
          targetKind: 'member',
          targetId: member.id,
          detail: { before: decided.before, after: decided.after, reason },
        },
        tx,
      );
      return { id: member.id, version, changed: true };
    });
  };

  const setStatus = (status: 'ACTIVE' | 'SUSPENDED') => async (member: MemberRecord) =>
    member.status === status ? null : { patch: { status }, before: { status: member.status }, after: { status } };

  return {
    /** Suspends the member and ends every session of theirs, in every process. */
    async lockMember(input: MemberActionInput) {
      const result = await change(input, 'member.lock', setStatus('SUSPENDED'));
      // Also when it was locked already: a session opened meanwhile must not outlive the lock.
      await deps.revokeMemberSessions(input.memberId);
      return { id: result.id, version: result.version };
    },

    async unlockMember(input: MemberActionInput) {
      const result = await change(input, 'member.unlock', setStatus('ACTIVE'));
      return { id: result.id, version: result.version };
    },

    /** The next login must change the login password (sessions open now stay open). */
    async forcePasswordChange(input: MemberActionInput) {
      const result = await change(input, 'member.force_password_change', async (member) =>
        member.passwordChangeRequired
          ? null
          : {
              patch: { passwordChangeRequired: true },
              before: { passwordChangeRequired: false },
              after: { passwordChangeRequired: true },
            },
      );
      return { id: result.id, version: result.version };
    },

    /** Clears the payment password and its lock: the member sets a new one (confirmed by the login password). */
    async resetPaymentPassword(input: MemberActionInput) {
      const result = await change(input, 'member.reset_payment_password', async (member) => ({
        patch: { paymentPasswordHash: null, paymentPasswordFailures: 0 },
        before: {
          hasPaymentPassword: member.paymentPasswordHash !== null,
          paymentPasswordFailures: member.paymentPasswordFailures,
        },
        after: { hasPaymentPassword: false, paymentPasswordFailures: 0 },
      }));
      return { id: result.id, version: result.version };
    },

    /**
     * Moves the member (and its team) under another agent: not itself, not one of its own team
     * (a cycle), only an agent. The closure table moves in the same transaction, and the member's
     * contracts with the old upline end (the new upline never agreed to them).
     */
    async changeUpline(input: MemberActionInput & { uplineId: number }) {
      const result = await change(input, 'member.change_upline', async (member, tx) => {
        if (member.uplineId === input.uplineId) return null;
        await repository.lockTree(tx);
        const upline = await repository.findMember(input.uplineId, tx);
        if (!upline) throw new AppError('UPLINE_INVALID', `no member ${input.uplineId}`);
        if (!isAgentType(upline.type)) throw new AppError('UPLINE_INVALID', `member ${upline.id} is not an agent`);
        if (await repository.isInTeamOf(member.id, upline.id, tx))
          throw new AppError('UPLINE_INVALID', `member ${upline.id} is ${member.id} or in its team`);
        await repository.moveSubtree(member.id, upline.id, tx);
        const endedContracts = await deps.endContractsOnUplineChange(member.id, tx);
        return {
          patch: { uplineId: upline.id },
          before: { uplineId: member.uplineId },
          after: { uplineId: upline.id, uplineAccount: upline.account, endedContracts },
        };
      });
      return { id: result.id, version: result.version };
    },

    async setVipLevel(input: MemberActionInput & { vipLevel: number }) {
      const result = await change(input, 'member.set_vip_level', async (member, tx) => {
        if (member.vipLevel === input.vipLevel) return null;
        // Upward, the ladder's upgrade bonuses of the levels passed are owed, once ever each.
        await deps.onVipLevelSet(
          {
            memberId: member.id,
            fromLevel: member.vipLevel,
            toLevel: input.vipLevel,
            memberVersion: member.version,
            staff: input.actor.name,
          },
          tx,
        );
        return {
          patch: { vipLevel: input.vipLevel },
          before: { vipLevel: member.vipLevel },
          after: { vipLevel: input.vipLevel },
        };
      });
      return { id: result.id, version: result.version };
    },

    /** Ends one session of the member's (audited); NOT_FOUND when it is not theirs or not open. */
    async revokeSession(input: { memberId: number; sessionId: string; reason?: string; actor: StaffActor }) {
      const sessions = await repository.listSessions(input.memberId, 1000);
      const session = sessions.find((row) => row.id === input.sessionId);
      const now = deps.now();
      if (!session || session.revokedAt !== null || session.expiresAt <= now || session.idleExpiresAt <= now)
        throw new AppError('NOT_FOUND', `no open session ${input.sessionId} of member ${input.memberId}`);
      await db.transaction(async (tx) => {
        await audit.record(
          {
            actor: input.actor,
            action: 'member.end_session',
            targetKind: 'member',
            targetId: input.memberId,
            detail: {
              before: { sessionId: session.id, open: true, ip: session.ip, device: session.device },
              after: { sessionId: session.id, open: false },
              ...(input.reason?.trim() ? { reason: input.reason.trim() } : {}),
            },
          },
          tx,
        );
      });
      await deps.revokeSession(session.id);
      return { done: true as const };
    },

    /** Adds a note to the member's profile (notes are never changed or deleted). */
    async addNote(input: { memberId: number; body: string; staffId: number; actor: StaffActor }) {
      return db.transaction(async (tx) => {
        const member = await repository.findMember(input.memberId, tx);
        if (!member) throw new AppError('NOT_FOUND', `member ${input.memberId}`);
        const note = await repository.insertNote(
          {
            memberId: member.id,
            staffId: input.staffId,
            staffName: input.actor.name,
            body: input.body,
            createdAt: deps.now(),
          },
          tx,
        );
        await audit.record(
          {
            actor: input.actor,
            action: 'member.note',
            targetKind: 'member',
            targetId: member.id,
            detail: { before: null, after: { noteId: note.id, body: note.body } },
          },
          tx,
        );
        return {
          id: note.id,
          body: note.body,
          staffId: note.staffId,
          staffName: note.staffName,
          createdAt: note.createdAt.toISOString(),
        };
      });
    },
  };
};

export type MemberAdminActions = ReturnType<typeof createMemberAdminActions>;
