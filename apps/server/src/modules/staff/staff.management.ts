import { randomBytes } from 'node:crypto';

import type { StaffMember, StaffRole, StaffStatus } from '@perya/contracts';
import { STAFF_REASON_MIN_LENGTH } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { AuditService } from '../audit';
import type { StaffListInput, StaffRepository, StaffRow } from './staff.repository';

// Staff management by the owner (issue 16): invite, edit, disable and enable, reset a second
// factor. Each change and its audit entry (before, after) land in one transaction; the last active
// owner is never disabled or demoted (an owner may step down while another stays), and nobody
// disables themselves or resets their own second factor.

/** The owner acting: who, and from where (the audit entry's actor). */
export type StaffActor = { id: number; username: string; ip: string | null };

export type StaffManagementDeps = {
  db: Database;
  staffRepository: StaffRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  /** Ends every session of a staff member in every process (after the change commits). */
  revokeSessions: (
    staffId: number,
    reason: 'staff disabled' | 'second factor reset' | 'invitation sent again',
  ) => Promise<unknown>;
};

/** How long an invitation's temporary password works. */
export const INVITATION_HOURS = 72;

/** A temporary password: 20 characters of an unambiguous alphabet (about 115 bits). */
const temporaryPassword = (): string => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('');
};

/** What the audit keeps of a staff member: never a secret or a hash. */
const snapshot = (row: StaffRow) => ({
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  status: row.status,
  secondFactorEnrolled: row.totpSecret !== null,
  invitationExpiresAt: row.invitationExpiresAt?.toISOString() ?? null,
  version: row.version,
});

export const createStaffManagement = ({ db, staffRepository, audit, clock, revokeSessions }: StaffManagementDeps) => {
  const toMember = (row: StaffRow, usernames: Map<number, string>, codesLeft: Map<number, number>): StaffMember => ({
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    status: row.status,
    secondFactorEnrolled: row.totpSecret !== null,
    recoveryCodesLeft: codesLeft.get(row.id) ?? 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdBy: row.createdBy === null ? null : (usernames.get(row.createdBy) ?? null),
    invitationExpiresAt: row.status === 'INVITED' ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
  });
  const membersOf = async (rows: StaffRow[], executor?: Executor): Promise<StaffMember[]> => {
    const creators = [...new Set(rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])))];
    const [usernames, codesLeft] = await Promise.all([
      staffRepository.usernamesOf(creators, executor),
      staffRepository.unusedRecoveryCodeCounts(
        rows.map((row) => row.id),
        executor,
      ),
    ]);
    return rows.map((row) => toMember(row, usernames, codesLeft));
  };
  const auditActor = (actor: StaffActor) => ({
    kind: 'STAFF' as const,
    id: actor.id,
    name: actor.username,
    ip: actor.ip,
  });

  /**
   * Locks the target, runs `change` and writes its audit entry in one transaction; the member as
   * it is after.
   */
  const change = async (
    actor: StaffActor,
    staffId: number,
    action: string,
    decide: (row: StaffRow, tx: Executor) => Promise<Parameters<StaffRepository['update']>[1]>,
    reason?: string,
  ): Promise<{ before: StaffRow; after: StaffRow }> =>
    db.transaction(async (tx) => {
      // Owners first, then the target, always in this order: two owners changing each other queue.
      const owners = await staffRepository.lockActiveOwnerIds(tx);
      // Decided on the locked rows: an owner demoted or disabled a moment ago acts no more.
      if (!owners.includes(actor.id)) throw new AppError('FORBIDDEN', `staff ${actor.id} is no active owner now`);
      const row = await staffRepository.lockById(staffId, tx);
      if (!row) throw new AppError('NOT_FOUND', `staff ${staffId}`);
      const set = await decide(row, tx);
      const after = await staffRepository.update(staffId, set, tx);
      if (!after) throw new AppError('NOT_FOUND', `staff ${staffId}`);
      const stillOwner = after.role === 'OWNER' && after.status === 'ACTIVE';
      if (owners.includes(staffId) && !stillOwner && owners.length <= 1) {
        throw new AppError('LAST_OWNER', `staff ${staffId} is the last active owner`);
      }
      await audit.record(
        {
          actor: auditActor(actor),
          action,
          targetKind: 'staff',
          targetId: staffId,
          detail: { before: snapshot(row), after: snapshot(after), ...(reason ? { reason } : {}) },
        },
        tx,
      );
      return { before: row, after };
    });

  /** The reason an owner gives for disabling, enabling or resetting: REASON_REQUIRED when blank or too short. */
  const requireReason = (reason: string | undefined): string => {
    const text = reason?.trim() ?? '';
    if (text.length < STAFF_REASON_MIN_LENGTH) {
      throw new AppError('REASON_REQUIRED', 'this staff change needs a reason');
    }
    return text;
  };

  const notSelf = (actor: StaffActor, staffId: number, what: string) => {
    if (actor.id === staffId) throw new AppError('STAFF_SELF_CHANGE', `staff ${staffId} cannot ${what} themselves`);
  };

  return {
    async list(input: Omit<StaffListInput, 'limit' | 'offset'> & { pageNo: number; pageSize: number }) {
      const { rows, total } = await staffRepository.list({
        ...input,
        limit: input.pageSize,
        offset: (input.pageNo - 1) * input.pageSize,
      });
      return {
        list: await membersOf(rows),
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        total,
        totalPages: Math.ceil(total / input.pageSize),
      };
    },

    /**
     * Invites a staff member: a temporary password the owner hands over (shown this once). The
     * first login sets their own password and enrols an authenticator.
     */
    async invite(actor: StaffActor, input: { username: string; displayName: string; role: StaffRole }) {
      const password = temporaryPassword();
      const expiresAt = new Date(clock.now().getTime() + INVITATION_HOURS * 3_600_000);
      const passwordHash = await hashPassword(password);
      try {
        const member = await db.transaction(async (tx) => {
          const row = await staffRepository.insert(
            {
              username: input.username,
              displayName: input.displayName,
              role: input.role,
              status: 'INVITED',
              passwordHash,
              mustChangePassword: true,
              invitationExpiresAt: expiresAt,
              createdBy: actor.id,
              createdAt: clock.now(),
            },
            tx,
          );
          await audit.record(
            {
              actor: auditActor(actor),
              action: 'staff.invite',
              targetKind: 'staff',
              targetId: row.id,
              detail: { before: null, after: snapshot(row) },
            },
            tx,
          );
          const [shown] = await membersOf([row], tx);
          return shown;
        });
        if (!member) throw new Error('invited staff member not shown');
        return { staff: member, temporaryPassword: password, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        if (uniqueViolation(error)) {
          throw new AppError('USERNAME_TAKEN', `staff ${input.username} exists`, {
            fields: { username: 'This username is taken' },
          });
        }
        throw error;
      }
    },

    /** Display name and role, at the version the owner opened; STALE_RECORD when it changed since. */
    async update(
      actor: StaffActor,
      staffId: number,
      input: { displayName?: string; role?: StaffRole; version: number },
    ): Promise<StaffMember> {
      const { after } = await change(actor, staffId, 'staff.update', async (row) => {
        if (row.version !== input.version) {
          throw new AppError('STALE_RECORD', `staff ${staffId} is at version ${row.version}, not ${input.version}`);
        }
        return {
          ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
        };
      });
      const [member] = await membersOf([after]);
      if (!member) throw new Error('updated staff member not shown');
      return member;
    },

    /** Disables a staff member and ends all their sessions, everywhere. */
    async disable(actor: StaffActor, staffId: number, reason: string | undefined): Promise<StaffMember> {
      notSelf(actor, staffId, 'disable');
      const why = requireReason(reason);
      const { after } = await change(actor, staffId, 'staff.disable', async () => ({ status: 'DISABLED' }), why);
      await revokeSessions(staffId, 'staff disabled');
      const [member] = await membersOf([after]);
      if (!member) throw new Error('disabled staff member not shown');
      return member;
    },

    /** Enables a disabled staff member again (invited if they never set their password). */
    async enable(actor: StaffActor, staffId: number, reason: string | undefined): Promise<StaffMember> {
      const why = requireReason(reason);
      const { after } = await change(
        actor,
        staffId,
        'staff.enable',
        async (row) => {
          const status: StaffStatus = row.mustChangePassword ? 'INVITED' : 'ACTIVE';
          return { status };
        },
        why,
      );
      const [member] = await membersOf([after]);
      if (!member) throw new Error('enabled staff member not shown');
      return member;
    },

    /** Clears the authenticator and recovery codes and ends every session: the next login enrols again. */
    async resetSecondFactor(actor: StaffActor, staffId: number, reason: string | undefined): Promise<StaffMember> {
      notSelf(actor, staffId, 'reset the second factor of');
      const why = requireReason(reason);
      const { after } = await change(
        actor,
        staffId,
        'staff.secondFactor.reset',
        async (_row, tx) => {
          await staffRepository.replaceRecoveryCodes(staffId, [], tx);
          return { totpSecret: null, totpPendingSecret: null };
        },
        why,
      );
      await revokeSessions(staffId, 'second factor reset');
      const [member] = await membersOf([after]);
      if (!member) throw new Error('reset staff member not shown');
      return member;
    },

    /**
     * Sends an invitation again (the first expired, or its password was lost): a new temporary
     * password, shown this once and valid another 72 hours; the old one stops working (its hash is
     * replaced) and any session opened with it ends. Only for a member still INVITED.
     */
    async resendInvitation(actor: StaffActor, staffId: number) {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const expiresAt = new Date(clock.now().getTime() + INVITATION_HOURS * 3_600_000);
      const { after } = await change(actor, staffId, 'staff.invitation.resend', async (row) => {
        if (row.status !== 'INVITED' || !row.mustChangePassword)
          throw new AppError('STAFF_NOT_INVITED', `staff ${staffId} is ${row.status}`);
        return { passwordHash, invitationExpiresAt: expiresAt };
      });
      await revokeSessions(staffId, 'invitation sent again');
      const [member] = await membersOf([after]);
      if (!member) throw new Error('re-invited staff member not shown');
      return {
        staff: member,
        temporaryPassword: password,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
};

export type StaffManagement = ReturnType<typeof createStaffManagement>;
