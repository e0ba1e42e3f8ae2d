import type { StaffSecondFactorState } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { ClientContext, SessionService } from '../session';
import type { StaffService } from '../staff';
import type { AuthDeps } from './auth.deps';
import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MINUTES, LOCK_AFTER_FAILURES } from './auth.login';

// Back-office sessions (issue 16, issue 22 item 5): password after the slider, captcha once
// failures pile up, then the mandatory authenticator: a new session is ENROL (no authenticator
// yet) or CODE, and only DONE opens the back office. A guesser locks its address, not the staff
// member; wrong codes count too, and five in a window end the session.

/** Captcha-solved failures on one staff account in a window before it closes too (a distributed guesser). */
const STAFF_ACCOUNT_CEILING = 100;
/** Wrong authenticator or recovery codes for one staff member in a window before the session ends. */
export const STAFF_CODE_ATTEMPTS = 5;

/** The signed-in staff session a second-factor step works on. */
export type StaffSessionRef = {
  id: number;
  username: string;
  sessionId: string;
  secondFactor: StaffSecondFactorState;
  mustChangePassword: boolean;
};

const actorOf = (staff: { id: number; username: string }, client: ClientContext): AuditActor => ({
  kind: 'STAFF',
  id: staff.id,
  name: staff.username,
  ip: client.ip,
});

export const createStaffLoginFlows = ({
  sessions,
  challenge,
  staff,
}: Pick<AuthDeps, 'challenge'> & { sessions: SessionService; staff: StaffService }) => {
  const sourceKey = (client: ClientContext) => `staff-ip:${client.ip}`;
  const codeKey = (staffId: number) => `staff-code:${staffId}`;

  /**
   * Takes the places of one code check (the address and the staff member's codes) before the code
   * is compared; ends the session when the staff member's codes are used up.
   */
  const reserveCodeCheck = async (session: StaffSessionRef, client: ClientContext) => {
    if ((await sessions.attempts.reserve(sourceKey(client), LOCK_AFTER_FAILURES, FAILURE_WINDOW_MINUTES)) === null)
      throw new AppError('ACCOUNT_LOCKED', `staff logins from ${client.ip} locked`);
    const place = await sessions.attempts.reserve(codeKey(session.id), STAFF_CODE_ATTEMPTS, FAILURE_WINDOW_MINUTES);
    if (place === null) {
      await sessions.revoke(session.sessionId, 'second factor failures');
      throw new AppError('ACCOUNT_LOCKED', `staff ${session.id}: too many wrong codes`);
    }
    return place;
  };
  const codeAccepted = async (session: StaffSessionRef, client: ClientContext) => {
    await sessions.attempts.clear(codeKey(session.id));
    await sessions.attempts.clear(sourceKey(client));
  };
  const codeRefused = async (
    session: StaffSessionRef,
    place: number,
    code: 'TOTP_INVALID' | 'SECOND_FACTOR_INVALID',
  ) => {
    if (place >= STAFF_CODE_ATTEMPTS) await sessions.revoke(session.sessionId, 'second factor failures');
    throw new AppError(code, `wrong code for staff ${session.id} (${place} of ${STAFF_CODE_ATTEMPTS})`);
  };

  return {
    /**
     * Back-office login: the slider first, as for players; a guesser locks the address it guesses
     * from (ten failures close it for the window), not the staff member: three failures on the
     * account bring the captcha and only a botnet's worth (STAFF_ACCOUNT_CEILING, each with a
     * solved captcha) closes it. The session opened waits for its second factor.
     */
    async loginStaff(
      input: { username: string; password: string; captcha?: string; captchaKey?: string; validate: string },
      client: ClientContext,
    ) {
      const accountKey = `staff:${input.username.toLowerCase()}`;
      const [byAccount = 0, bySource = 0] = await sessions.attempts.counts([accountKey, sourceKey(client)]);
      if (bySource >= LOCK_AFTER_FAILURES)
        throw new AppError('ACCOUNT_LOCKED', `staff logins from ${client.ip} locked`);
      const captcha = byAccount >= CAPTCHA_AFTER_FAILURES;
      if (!(await challenge.consumeSliderToken(input.validate))) {
        throw new AppError('CHALLENGE_REQUIRED', 'no solved slider challenge', { captcha });
      }
      if (captcha) {
        if (!input.captcha || !input.captchaKey) throw new AppError('CAPTCHA_REQUIRED', 'captcha needed', { captcha });
        if (!(await challenge.checkCaptcha(input.captchaKey, input.captcha))) {
          throw new AppError('CAPTCHA_INVALID', 'wrong captcha', { captcha });
        }
      }
      // Both places taken before the password is compared (issue 22 item 4).
      if ((await sessions.attempts.reserve(sourceKey(client), LOCK_AFTER_FAILURES, FAILURE_WINDOW_MINUTES)) === null)
        throw new AppError('ACCOUNT_LOCKED', `staff logins from ${client.ip} locked`);
      const place = await sessions.attempts.reserve(
        accountKey,
        captcha ? STAFF_ACCOUNT_CEILING : CAPTCHA_AFTER_FAILURES,
        FAILURE_WINDOW_MINUTES,
      );
      if (place === null) {
        if (captcha) throw new AppError('ACCOUNT_LOCKED', `${accountKey} at its ceiling`);
        throw new AppError('CAPTCHA_REQUIRED', `${accountKey}: captcha needed now`, { captcha: true });
      }
      const identity = await staff.verifyCredentials(input.username, input.password);
      if (!identity) {
        throw new AppError('LOGIN_FAILED', `wrong staff password for ${input.username}`, {
          captcha: place >= CAPTCHA_AFTER_FAILURES,
        });
      }
      await sessions.attempts.clear(accountKey);
      await sessions.attempts.clear(sourceKey(client));
      const secondFactor: StaffSecondFactorState = identity.totpEnrolled ? 'CODE' : 'ENROL';
      const { token } = await sessions.openStaffSession(identity.id, client, {
        secondFactor,
        mustChangePassword: identity.mustChangePassword,
      });
      await staff.recordSessionEvent(actorOf(identity, client), 'staff.login', identity.id, {
        after: { secondFactor, mustChangePassword: identity.mustChangePassword },
      });
      return { token, username: identity.username, displayName: identity.displayName, secondFactor };
    },

    /** The authenticator's code (or one recovery code) of a session in CODE: the session becomes DONE. */
    async giveSecondFactor(
      session: StaffSessionRef,
      input: { code: string } | { recoveryCode: string },
      client: ClientContext,
    ): Promise<{ secondFactor: 'DONE'; recoveryCodeUsed: boolean }> {
      if (session.secondFactor !== 'CODE')
        throw new AppError('ALREADY_PROCESSED', `staff session ${session.sessionId} is ${session.secondFactor}, not CODE`);
      const place = await reserveCodeCheck(session, client);
      const actor = actorOf(session, client);
      const byRecovery = 'recoveryCode' in input;
      const accepted = byRecovery
        ? await staff.useRecoveryCode(session.id, input.recoveryCode, actor)
        : await staff.checkCode(session.id, input.code);
      if (!accepted) return codeRefused(session, place, 'SECOND_FACTOR_INVALID');
      await codeAccepted(session, client);
      if (!(await sessions.advanceStaffSession(session.sessionId, { secondFactor: 'DONE' })))
        throw new AppError('AUTH_REQUIRED', `staff session ${session.sessionId} ended`);
      if (!byRecovery) await staff.recordSessionEvent(actor, 'staff.secondFactor.code', session.id);
      return { secondFactor: 'DONE', recoveryCodeUsed: byRecovery };
    },

    /** A new authenticator secret for a session in ENROL (the web draws the QR code from its URL). */
    async beginEnrolment(session: StaffSessionRef) {
      if (session.secondFactor !== 'ENROL')
        throw new AppError('ALREADY_PROCESSED', `staff session ${session.sessionId} is ${session.secondFactor}, not ENROL`);
      return staff.beginEnrolment(session.id);
    },

    /** The app's first code confirms the secret: the recovery codes (shown once), and the session is DONE. */
    async completeEnrolment(session: StaffSessionRef, code: string, client: ClientContext) {
      if (session.secondFactor !== 'ENROL')
        throw new AppError('ALREADY_PROCESSED', `staff session ${session.sessionId} is ${session.secondFactor}, not ENROL`);
      const place = await reserveCodeCheck(session, client);
      const recoveryCodes = await staff.completeEnrolment(session.id, code, actorOf(session, client));
      if (!recoveryCodes) return codeRefused(session, place, 'TOTP_INVALID');
      await codeAccepted(session, client);
      await sessions.advanceStaffSession(session.sessionId, { secondFactor: 'DONE' });
      return { recoveryCodes };
    },

    /** An invited staff member's own password: the session may go on (to enrol). */
    async changeOwnPassword(
      session: StaffSessionRef,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      client: ClientContext,
    ) {
      await staff.changeOwnPassword(session.id, input, actorOf(session, client));
      await sessions.advanceStaffSession(session.sessionId, { mustChangePassword: false });
      return { done: true as const };
    },

    async logoutStaff(session: StaffSessionRef, client: ClientContext) {
      if (await sessions.revoke(session.sessionId, 'logout')) {
        await staff.recordSessionEvent(actorOf(session, client), 'staff.logout', session.id);
      }
      return { done: true as const };
    },
  };
};
