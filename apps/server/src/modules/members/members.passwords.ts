import { randomUUID } from 'node:crypto';

import type { LanguageCode, RegisterSettings } from '@perya/contracts';
import { DEFAULT_PASSWORD, weakPasswordMessage, weakPasswordReason } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyAccountPassword, verifyPassword } from '../../lib/password';
import { generateToken, hashToken } from '../../lib/tokens';
import type { FieldErrors } from './members.field-rules';
import { fieldError } from './members.field-rules';
import type { MemberRow, MembersRepository } from './members.repository';
import { memberMessage } from './members.text';

export type PasswordDeps = {
  membersRepository: MembersRepository;
  clock: Clock;
  getRegisterSettings: () => Promise<RegisterSettings>;
};

export const PASSWORD_RESET_MINUTES = 30;
/** Wrong payment passwords in a row before it locks, until an SMS reset (issue 22 item 6). */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;

const validationError = (fields: FieldErrors, reason: string) => new AppError('VALIDATION', reason, { fields });

/** Login passwords, payment passwords and e-mailed reset links. */
export const createPasswordOperations = ({ membersRepository, clock, getRegisterSettings }: PasswordDeps) => {
  /**
   * Field messages for a new login password: the operator's rule, not 123456, not too easy to
   * guess (issue 22 item 12: only new passwords; existing ones keep logging in), confirmation.
   */
  const checkNewPassword = async (
    input: { newPassword: string; confirm: string | undefined; current?: string; username?: string },
    language: LanguageCode,
    fields = { password: 'newPassword', confirm: 'confirmNewPassword' },
  ): Promise<FieldErrors> => {
    const settings = await getRegisterSettings();
    const errors: FieldErrors = {};
    const problem = fieldError('password', input.newPassword, settings, language, true);
    if (problem) errors[fields.password] = problem;
    else if (input.newPassword === DEFAULT_PASSWORD)
      errors[fields.password] = memberMessage('defaultPassword', language);
    else if (weakPasswordReason(input.newPassword, { username: input.username }))
      errors[fields.password] = weakPasswordMessage(language);
    else if (input.current !== undefined && input.newPassword === input.current) {
      errors[fields.password] = memberMessage('samePassword', language);
    }
    if (input.confirm !== undefined && input.confirm !== input.newPassword) {
      errors[fields.confirm] = memberMessage('confirmMismatch', language);
    }
    return errors;
  };

  /**
   * Compares a payment password after taking its place in the member's count (atomically: a burst
   * of guesses gets no more than the limit compared). Right: the count starts again. Wrong: refused,
   * and locked on the last allowed try.
   */
  const checkPaymentPassword = async (memberId: number, hash: string, given: string): Promise<void> => {
    const place = await membersRepository.reservePaymentPasswordCheck(memberId, PAYMENT_PASSWORD_MAX_FAILURES);
    if (place === null) throw new AppError('PAYMENT_PASSWORD_LOCKED', `member ${memberId}: payment password locked`);
    if (await verifyPassword(hash, given)) {
      await membersRepository.update(memberId, { paymentPasswordFailures: 0 });
      return;
    }
    if (place >= PAYMENT_PASSWORD_MAX_FAILURES)
      throw new AppError('PAYMENT_PASSWORD_LOCKED', `member ${memberId}: payment password locked now`);
    throw new AppError('PAYMENT_PASSWORD_INCORRECT', `member ${memberId} gave a wrong payment password`, {
      attemptsLeft: PAYMENT_PASSWORD_MAX_FAILURES - place,
    });
  };

  /** Checks and stores a new payment password (the operator's rule, confirmation); unlocks it. */
  const replacePaymentPassword = async (
    memberId: number,
    input: { newPaymentPassword: string; confirmPaymentPassword: string },
    language: LanguageCode,
  ): Promise<void> => {
    const settings = await getRegisterSettings();
    const errors: FieldErrors = {};
    const problem = fieldError('paymentPassword', input.newPaymentPassword, settings, language, true);
    if (problem) errors.newPaymentPassword = problem;
    if (input.confirmPaymentPassword !== input.newPaymentPassword) {
      errors.confirmPaymentPassword = memberMessage('confirmMismatch', language);
    }
    if (Object.keys(errors).length > 0) throw validationError(errors, 'payment password refused');
    await membersRepository.update(memberId, {
      paymentPasswordHash: await hashPassword(input.newPaymentPassword),
      paymentPasswordFailures: 0,
    });
  };

  const setPassword = async (memberId: number, newPassword: string): Promise<void> => {
    await membersRepository.update(memberId, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: clock.now(),
      passwordChangeRequired: false,
    });
  };

  return {
    checkNewPassword,
    setPassword,

    /** Same time whether or not the account exists. */
    verifyLoginPassword: (member: MemberRow | undefined, password: string) =>
      verifyAccountPassword(member?.passwordHash, password),

    isPasswordExpired: (member: MemberRow, maxAgeDays: number): boolean =>
      clock.now().getTime() - member.passwordChangedAt.getTime() > maxAgeDays * 86_400_000,

    async changePassword(
      memberId: number,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      language: LanguageCode,
    ): Promise<void> {
      const member = await membersRepository.findById(memberId);
      if (!member || !(await verifyPassword(member.passwordHash, input.oldPassword))) {
        throw new AppError('PASSWORD_INCORRECT', `member ${memberId} gave a wrong current password`);
      }
      const errors = await checkNewPassword(
        {
          newPassword: input.newPassword,
          confirm: input.confirmNewPassword,
          current: input.oldPassword,
          username: member.account,
        },
        language,
      );
      if (Object.keys(errors).length > 0) throw validationError(errors, 'new password refused');
      await setPassword(memberId, input.newPassword);
    },

    /**
     * Sets or changes the payment password (for withdrawals). The first one is confirmed with the
     * login password; later changes with the current payment password.
     */
    async setPaymentPassword(
      memberId: number,
      input: { currentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
      language: LanguageCode,
    ): Promise<void> {
      const member = await membersRepository.findById(memberId);
      if (!member) throw new AppError('NOT_FOUND', `member ${memberId}`);
      if (member.paymentPasswordHash)
        await checkPaymentPassword(member.id, member.paymentPasswordHash, input.currentPassword);
      else if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
        throw new AppError('PASSWORD_INCORRECT', 'wrong current password');
      }
      await replacePaymentPassword(memberId, input, language);
    },

    /**
     * A new payment password without the current one, after the member proved the phone (the way
     * back from a lock): the count of wrong ones starts again.
     */
    resetPaymentPassword: (
      memberId: number,
      input: { newPaymentPassword: string; confirmPaymentPassword: string },
      language: LanguageCode,
    ) => replacePaymentPassword(memberId, input, language),

    async verifyPaymentPassword(memberId: number, paymentPassword: string): Promise<boolean> {
      const member = await membersRepository.findById(memberId);
      return Boolean(member?.paymentPasswordHash) && verifyPassword(member?.paymentPasswordHash ?? '', paymentPassword);
    },

    /** Money leaves only with the payment password: refuses when it is not set or wrong. */
    async requirePaymentPassword(memberId: number, paymentPassword: string): Promise<void> {
      const member = await membersRepository.findById(memberId);
      if (!member?.paymentPasswordHash)
        throw new AppError('PAYMENT_PASSWORD_NOT_SET', `member ${memberId} has no payment password`);
      await checkPaymentPassword(member.id, member.paymentPasswordHash, paymentPassword);
    },

    /** A single-use reset link token (only its hash is stored). */
    async createPasswordReset(memberId: number): Promise<{ token: string; minutes: number }> {
      const token = generateToken();
      const now = clock.now();
      await membersRepository.insertPasswordReset({
        id: randomUUID(),
        memberId,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
      });
      return { token, minutes: PASSWORD_RESET_MINUTES };
    },

    /** Uses a reset link: the member it belongs to, or null when unknown, expired or used. */
    async usePasswordReset(token: string): Promise<number | null> {
      const row = await membersRepository.findPasswordResetByTokenHash(hashToken(token));
      if (!row || row.usedAt || row.expiresAt <= clock.now()) return null;
      return (await membersRepository.usePasswordReset(row.id)) ? row.memberId : null;
    },

    /** Whether a reset link could still be used (the page checks before asking for a password). */
    async isPasswordResetOpen(token: string): Promise<boolean> {
      const row = await membersRepository.findPasswordResetByTokenHash(hashToken(token));
      return Boolean(row && !row.usedAt && row.expiresAt > clock.now());
    },
  };
};
