import { createHash, randomBytes } from 'node:crypto';

import type { StaffRole } from '@perya/contracts';
import { weakPasswordReason } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyAccountPassword } from '../../lib/password';
import { matchTotpStep, newTotpSecret } from '../../lib/totp';
import type { AuditActor, AuditService } from '../audit';
import type { StaffKey } from './staff.crypto';
import { generateStaffKey, kidOfSealed, openSecret, sealSecret } from './staff.crypto';
import type { StaffRepository, StaffRow } from './staff.repository';

// Staff identity and second factor (issue 16): credentials, the authenticator app (secret sealed at
// rest, each code taken once) and the ten single-use recovery codes of an enrolment.

export type StaffServiceDeps = {
  db: Database;
  staffRepository: StaffRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
};

export type StaffIdentity = { id: number; username: string; displayName: string; role: StaffRole };

/** What a login needs to know besides who: whether an authenticator is enrolled, a password to set. */
export type StaffLoginState = StaffIdentity & { totpEnrolled: boolean; mustChangePassword: boolean };

/** The issuer an authenticator app shows beside the code. */
export const STAFF_TOTP_ISSUER = 'Perya Back Office';
export const RECOVERY_CODES_PER_ENROLMENT = 10;
/** Staff passwords guard the whole back office: longer than a member's, and not guessable. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** Why this staff password is refused, or null. */
export const staffPasswordProblem = (password: string, username: string): string | null => {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH)
    return `a staff password has at least ${MIN_STAFF_PASSWORD_LENGTH} characters`;
  if (password.length > 128) return 'a staff password has at most 128 characters';
  if (weakPasswordReason(password, { username }))
    return 'that password is too easy to guess (a common password, repeated or consecutive characters, or the username)';
  return null;
};

export const toIdentity = ({ id, username, displayName, role }: StaffRow): StaffIdentity => ({
  id,
  username,
  displayName,
  role,
});

/** Active, or invited with a temporary password that has not expired. */
export const canLogIn = (row: StaffRow, now: Date): boolean =>
  row.status === 'ACTIVE' ||
  (row.status === 'INVITED' && row.invitationExpiresAt !== null && row.invitationExpiresAt > now);

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code as written down: xxxx-xxxx-xxxx (60 bits). */
const newRecoveryCode = (): string => {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
};
/** Spaces, dashes and case do not matter when a code is typed back. */
const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(`perya staff recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`)
    .digest('hex');

export const createStaffService = ({ db, staffRepository, audit, clock }: StaffServiceDeps) => {
  const keys = new Map<string, StaffKey>();
  const keyOf = (row: { kid: string; secret: string }): StaffKey => {
    const key = { kid: row.kid, secret: Buffer.from(row.secret, 'base64') };
    keys.set(key.kid, key);
    return key;
  };
  const currentKey = async (): Promise<StaffKey> => {
    const found = await staffRepository.findCurrentKey();
    if (found) return keys.get(found.kid) ?? keyOf(found);
    await staffRepository.insertKey(generateStaffKey());
    const made = await staffRepository.findCurrentKey();
    if (!made) throw new Error('no staff key after creating one');
    return keyOf(made);
  };
  const seal = async (plain: string) => sealSecret(await currentKey(), plain);
  const open = async (sealed: string): Promise<string> => {
    const kid = kidOfSealed(sealed);
    if (!kid) throw new Error('staff secret not sealed');
    const cached = keys.get(kid);
    if (cached) return openSecret(cached, sealed);
    const row = await staffRepository.findKey(kid);
    if (!row) throw new Error(`staff key ${kid} missing`);
    return openSecret(keyOf(row), sealed);
  };

  /** Takes `code` for this sealed secret once: false when wrong, or its time-step was used already. */
  const useCode = async (row: StaffRow, sealed: string, code: string): Promise<boolean> => {
    const step = matchTotpStep(row.username, await open(sealed), code, clock.now());
    return step !== null && staffRepository.claimTotpStep(row.id, step);
  };

  const loginState = (row: StaffRow): StaffLoginState => ({
    ...toIdentity(row),
    totpEnrolled: row.totpSecret !== null,
    mustChangePassword: row.mustChangePassword,
  });

  const requireRow = async (id: number): Promise<StaffRow> => {
    const row = await staffRepository.findById(id);
    if (!row || !canLogIn(row, clock.now())) throw new AppError('AUTH_REQUIRED', `staff ${id} cannot log in`);
    return row;
  };

  return {
    /** A staff account with a password of the caller's choosing (the demo seed, tests): no authenticator yet. */
    async createStaff(input: {
      username: string;
      password: string;
      displayName: string;
      role?: StaffRole;
      createdBy?: number | null;
    }) {
      const passwordHash = await hashPassword(input.password);
      return toIdentity(
        await staffRepository.insert({
          username: input.username,
          passwordHash,
          displayName: input.displayName,
          role: input.role ?? 'READ_ONLY',
          createdBy: input.createdBy ?? null,
        }),
      );
    },

    /**
     * The first back-office account of a real install (the ops command `staff create-owner`), with
     * the top role; null when any staff account exists already. It enrols its authenticator at its
     * first login.
     */
    async createFirstOwner(input: { username: string; password: string; displayName: string }) {
      const row = await staffRepository.insertIfNoStaff({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        displayName: input.displayName,
        role: 'OWNER',
      });
      return row ? toIdentity(row) : null;
    },

    /** The staff member whose username and password these are, if they may log in. */
    async verifyCredentials(username: string, password: string): Promise<StaffLoginState | null> {
      const row = await staffRepository.findByUsername(username);
      const matches = await verifyAccountPassword(row?.passwordHash, password);
      if (!row || !matches || !canLogIn(row, clock.now())) return null;
      await staffRepository.updateLastLogin(row.id);
      return loginState(row);
    },

    /** A staff member who may be signed in (active, or invited and not expired); null otherwise. */
    async findActiveById(id: number): Promise<StaffIdentity | null> {
      const row = await staffRepository.findById(id);
      return row && canLogIn(row, clock.now()) ? toIdentity(row) : null;
    },

    findByUsername: async (username: string) => {
      const row = await staffRepository.findByUsername(username);
      return row ? toIdentity(row) : null;
    },

    /** Starts enrolment: a new secret waits (sealed) until the app's first code confirms it. */
    async beginEnrolment(staffId: number): Promise<{ secret: string; otpauthUrl: string }> {
      const row = await requireRow(staffId);
      if (row.totpSecret !== null) throw new AppError('ALREADY_PROCESSED', `staff ${staffId} has an authenticator already`);
      const enrolment = newTotpSecret(row.username, STAFF_TOTP_ISSUER);
      await staffRepository.update(staffId, { totpPendingSecret: await seal(enrolment.secret) });
      return enrolment;
    },

    /**
     * Confirms the pending secret with its first code; the ten recovery codes, shown this once.
     * Null when the code is wrong or used (the caller counts the failure).
     */
    async completeEnrolment(staffId: number, code: string, actor: AuditActor): Promise<string[] | null> {
      const row = await requireRow(staffId);
      if (row.totpSecret !== null) throw new AppError('ALREADY_PROCESSED', `staff ${staffId} has an authenticator already`);
      if (!row.totpPendingSecret || !(await useCode(row, row.totpPendingSecret, code))) return null;
      const codes = Array.from({ length: RECOVERY_CODES_PER_ENROLMENT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await staffRepository.update(staffId, { totpSecret: row.totpPendingSecret, totpPendingSecret: null }, tx);
        await staffRepository.replaceRecoveryCodes(staffId, codes.map(recoveryCodeHash), tx);
        await audit.record(
          {
            actor,
            action: 'staff.secondFactor.enrol',
            targetKind: 'staff',
            targetId: staffId,
            detail: { before: { secondFactorEnrolled: false }, after: { secondFactorEnrolled: true } },
          },
          tx,
        );
      });
      return codes;
    },

    /** A login's authenticator code: right, and not used before. */
    async checkCode(staffId: number, code: string): Promise<boolean> {
      const row = await requireRow(staffId);
      return row.totpSecret !== null && useCode(row, row.totpSecret, code);
    },

    /** Uses one recovery code (audited in the same transaction); false when it is none or used. */
    async useRecoveryCode(staffId: number, code: string, actor: AuditActor): Promise<boolean> {
      await requireRow(staffId);
      return db.transaction(async (tx) => {
        if (!(await staffRepository.useRecoveryCode(staffId, recoveryCodeHash(code), tx))) return false;
        const left = (await staffRepository.unusedRecoveryCodeCounts([staffId], tx)).get(staffId) ?? 0;
        await audit.record(
          {
            actor,
            action: 'staff.secondFactor.recoveryCode',
            targetKind: 'staff',
            targetId: staffId,
            detail: { after: { recoveryCodesLeft: left } },
          },
          tx,
        );
        return true;
      });
    },

    /** An invited staff member's own password, replacing the temporary one; the account becomes active. */
    async changeOwnPassword(
      staffId: number,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      actor: AuditActor,
    ): Promise<void> {
      const row = await requireRow(staffId);
      if (!(await verifyAccountPassword(row.passwordHash, input.oldPassword)))
        throw new AppError('PASSWORD_INCORRECT', `wrong current password for staff ${staffId}`);
      const fields = (message: string) => ({ fields: { newPassword: message } });
      if (input.newPassword !== input.confirmNewPassword) {
        throw new AppError('VALIDATION', 'passwords differ', {
          fields: { confirmNewPassword: 'The passwords differ' },
        });
      }
      if (input.newPassword === input.oldPassword) {
        throw new AppError('VALIDATION', 'same password', fields('Choose a password you have not used here'));
      }
      const problem = staffPasswordProblem(input.newPassword, row.username);
      if (problem) throw new AppError('VALIDATION', problem, fields(problem));
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await staffRepository.update(
          staffId,
          {
            passwordHash,
            mustChangePassword: false,
            invitationExpiresAt: null,
            ...(row.status === 'INVITED' ? { status: 'ACTIVE' as const } : {}),
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'staff.password.change',
            targetKind: 'staff',
            targetId: staffId,
            detail: {
              before: { status: row.status, mustChangePassword: row.mustChangePassword },
              after: { status: row.status === 'INVITED' ? 'ACTIVE' : row.status, mustChangePassword: false },
            },
          },
          tx,
        );
      });
    },

    /** Audits a staff session event (login, logout, second factor given) on its own. */
    recordSessionEvent: (actor: AuditActor, action: string, staffId: number, detail: Record<string, unknown> = {}) =>
      audit.record({ actor, action, targetKind: 'staff', targetId: staffId, detail }),

    // Start-up checks of a real install (startup.ts, issue 22 item 1).
    /** Whether an active account still has this password (the demo's public one), without logging in. */
    async stillHasPassword(username: string, password: string): Promise<boolean> {
      const row = await staffRepository.findByUsername(username);
      return row?.status === 'ACTIVE' && (await verifyAccountPassword(row.passwordHash, password));
    },

    /** How many staff accounts there are: none on a real install's first start. */
    countStaff: () => staffRepository.count(),
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
