import { randomBytes } from 'node:crypto';

import type { LanguageCode, LoginResult, LoginSuccess, SecondFactorMethod } from '@perya/contracts';
import {
  DEFAULT_PASSWORD,
  TRIAL_ACCOUNT_TYPE,
  isAgentType,
  isTrialType,
  maskEmail,
  maskMobile,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { holderNameKey } from '../../lib/holder-name';
import type { MemberRow } from '../members';
import type { AuthDeps, ClientContext } from './auth.deps';

// Spec §4: the image captcha appears after failed logins; past that, the account rests a while.
export const FAILURE_WINDOW_MINUTES = 15;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
/**
 * Failures from one address before everyone there is shown the captcha: far above the per-account
 * three, as a mobile carrier's NAT puts many strangers behind one address (issue 22 item 25).
 */
const CAPTCHA_AFTER_ADDRESS_FAILURES = 30;

type Page = 'portal' | 'agent';

type OpenOptions = {
  method: 'PASSWORD' | 'SMS' | 'REGISTER' | 'FREEPLAY' | 'PASSWORD_RESET';
  mustChangePassword: boolean;
  passwordExpired: boolean;
};

export const createLoginFlows = ({
  members,
  sessions,
  verification,
  challenge,
  system,
  wallet,
  payments,
  settings,
  compliance,
}: AuthDeps) => {
  /** Agent-page logins are for agents only (spec §2.6, §8). */
  const checkAllowed = (member: MemberRow, page: Page): void => {
    if (member.status !== 'ACTIVE') throw new AppError('ACCOUNT_SUSPENDED', `member ${member.id} is ${member.status}`);
    if (page !== 'agent') return;
    if (isTrialType(member.type)) throw new AppError('NOT_MEMBER', `trial ${member.id} on the agent page`);
    if (!isAgentType(member.type)) throw new AppError('NOT_AGENT', `member ${member.id} on the agent page`);
  };

  const openSession = async (member: MemberRow, client: ClientContext, options: OpenOptions): Promise<LoginSuccess> => {
    const { token, firstTimeLogin } = await sessions.openMemberSession(member.id, client, {
      method: options.method,
      mustChangePassword: options.mustChangePassword,
    });
    await members.recordLogin(member.id);
    // List screening at every login (a hit pauses play and deposits, not the login: withdrawals stay open).
    if (options.method !== 'REGISTER' && !isTrialType(member.type)) await compliance.screenAtLogin(member.id);
    return {
      status: 'OK',
      token,
      username: member.account,
      type: member.type,
      isAgent: isAgentType(member.type),
      isTrial: isTrialType(member.type),
      firstTimeLogin,
      passwordExpired: options.passwordExpired,
      mustChangePassword: options.mustChangePassword,
    };
  };

  /** The holder names of the member's payout accounts (its real name: payments checks it). */
  const payoutHolderNames = async (memberId: number): Promise<string[]> =>
    (await payments.listAccounts(memberId)).accounts.map((account) => account.accountName);

  const secondFactorMethods = async (member: MemberRow): Promise<SecondFactorMethod[]> => [
    ...(member.mobileNum ? (['SMS'] as const) : []),
    ...(member.totpSecret ? (['TOTP'] as const) : []),
    ...(member.email ? (['EMAIL'] as const) : []),
    ...((await payoutHolderNames(member.id)).length > 0 ? (['BANK_NAME'] as const) : []),
  ];

  const requireFeature = async (modId: string) => {
    if (!(await system.isFeatureOn(modId))) throw new AppError('FEATURE_DISABLED', `${modId} is off`);
  };

  return {
    openSession,
    checkAllowed,

    /** Username and password, after the slider challenge; captcha once failures pile up. */
    async loginWithPassword(
      input: {
        username: string;
        password: string;
        captcha?: string;
        captchaKey?: string;
        validate: string;
        page: Page;
      },
      client: ClientContext,
    ): Promise<LoginResult> {
      const accountKey = `member:${input.username.toLowerCase()}`;
      const addressKey = `login-ip:${client.ip}`;
      const [byAccount = 0, byAddress = 0] = await sessions.attempts.counts([accountKey, addressKey]);
      if (byAccount >= LOCK_AFTER_FAILURES) throw new AppError('ACCOUNT_LOCKED', `${accountKey} locked`);
      const captcha = byAccount >= CAPTCHA_AFTER_FAILURES || byAddress >= CAPTCHA_AFTER_ADDRESS_FAILURES;
      if (!(await challenge.consumeSliderToken(input.validate))) {
        throw new AppError('CHALLENGE_REQUIRED', 'no solved slider challenge', { captcha });
      }
      if (captcha) {
        if (!input.captcha || !input.captchaKey) throw new AppError('CAPTCHA_REQUIRED', 'captcha needed', { captcha });
        if (!(await challenge.checkCaptcha(input.captchaKey, input.captcha))) {
          throw new AppError('CAPTCHA_INVALID', 'wrong captcha', { captcha });
        }
      }
      // The place of this check, taken before the password is compared: without a captcha only the
      // first few checks of a window get one, with it the rest up to the lock (issue 22 item 4).
      const place = await sessions.attempts.reserve(
        accountKey,
        captcha ? LOCK_AFTER_FAILURES : CAPTCHA_AFTER_FAILURES,
        FAILURE_WINDOW_MINUTES,
      );
      if (place === null) {
        if (captcha) throw new AppError('ACCOUNT_LOCKED', `${accountKey} locked`);
        throw new AppError('CAPTCHA_REQUIRED', `${accountKey}: captcha needed now`, { captcha: true });
      }
      const member = await members.findByAccount(input.username);
      if (!member || !(await members.verifyLoginPassword(member, input.password))) {
        const addressFailures = await sessions.attempts.record(addressKey, FAILURE_WINDOW_MINUTES);
        const showCaptcha = place >= CAPTCHA_AFTER_FAILURES || addressFailures >= CAPTCHA_AFTER_ADDRESS_FAILURES;
        throw new AppError('LOGIN_FAILED', `wrong password for ${accountKey}`, { captcha: showCaptcha });
      }
      await sessions.attempts.clear(accountKey);
      checkAllowed(member, input.page);

      const passwordExpired =
        (await system.isFeatureOn('PWDEXPFORCECHANGE3')) &&
        members.isPasswordExpired(member, settings.passwordMaxAgeDays);
      const mustChangePassword =
        input.password === DEFAULT_PASSWORD || passwordExpired || member.passwordChangeRequired;
      const methods =
        !isTrialType(member.type) && (await sessions.isNewAddress(member.id, client.ip))
          ? await secondFactorMethods(member)
          : [];
      if (methods.length > 0) {
        const challengeId = await sessions.createLoginChallenge({
          memberId: member.id,
          client,
          page: input.page,
          methods,
          mustChangePassword,
          passwordExpired,
        });
        return {
          status: 'SECOND_FACTOR',
          challengeId,
          methods,
          maskedMobile: maskMobile(member.mobileNum),
          maskedEmail: maskEmail(member.email),
        };
      }
      return openSession(member, client, { method: 'PASSWORD', mustChangePassword, passwordExpired });
    },

    /**
     * Mobile number and SMS code (MOBILEVERCODELOGIN3): the phone is the proof, no slider. A member
     * with an authenticator app still needs its code: the SMS does not replace it (issue 22 item 11).
     */
    async loginWithSms(
      input: { countryDialingCode: string; mobileNum: string; verificationCode: string; page: Page },
      client: ClientContext,
    ): Promise<LoginResult> {
      await requireFeature('MOBILEVERCODELOGIN3');
      const phone = verification.normalizeMobile(input.countryDialingCode, input.mobileNum);
      if (!phone) throw new AppError('PHONE_INVALID', 'not a mobile number');
      const member = await members.findByMobile(phone.dialingCode, phone.national);
      const check = await verification.checkSmsCode('LOGIN', phone, input.verificationCode);
      if (!check.ok)
        throw new AppError(check.reason === 'EXPIRED' ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID', 'SMS login code');
      if (!member) throw new AppError('LOGIN_FAILED', 'no member with that mobile', { captcha: false });
      checkAllowed(member, input.page);
      if (member.totpSecret && !isTrialType(member.type)) {
        const challengeId = await sessions.createLoginChallenge({
          memberId: member.id,
          client,
          page: input.page,
          methods: ['TOTP'],
          mustChangePassword: false,
          passwordExpired: false,
          sessionMethod: 'SMS',
        });
        return { status: 'SECOND_FACTOR', challengeId, methods: ['TOTP'], maskedMobile: null, maskedEmail: null };
      }
      return openSession(member, client, { method: 'SMS', mustChangePassword: false, passwordExpired: false });
    },

    /** Sends the SMS or e-mail code of a login waiting for its second factor. */
    async sendSecondFactorCode(
      input: { challengeId: string; method: 'SMS' | 'EMAIL' },
      client: ClientContext,
      language: LanguageCode,
    ) {
      const pending = await sessions.findOpenLoginChallenge(input.challengeId, client.ip);
      if (!pending || !pending.methods.includes(input.method))
        throw new AppError('SECOND_FACTOR_INVALID', 'no open login challenge');
      const member = await members.findById(pending.memberId);
      if (!member) throw new AppError('SECOND_FACTOR_INVALID', 'member gone');
      if (input.method === 'EMAIL' && member.email) {
        const sent = await verification.sendEmailCode({
          purpose: 'LOGIN_2FA',
          email: member.email,
          language,
          ip: client.ip,
        });
        return { expiredMinutes: sent.expiredMinutes, maskedMobile: null };
      }
      const phone =
        member.dialingCode && member.mobileNum
          ? verification.normalizeMobile(member.dialingCode, member.mobileNum)
          : null;
      if (!phone) throw new AppError('SECOND_FACTOR_INVALID', 'member has no valid mobile');
      return verification.sendSmsCode({ purpose: 'LOGIN_2FA', phone, language, ip: client.ip });
    },

    /** Completes a login from a new address with its second factor; the address becomes known. */
    async completeSecondFactor(
      input: { challengeId: string; method: SecondFactorMethod; code: string },
      client: ClientContext,
    ): Promise<LoginSuccess> {
      const pending = await sessions.attemptLoginChallenge(input.challengeId, client.ip);
      if (!pending || !pending.methods.includes(input.method))
        throw new AppError('SECOND_FACTOR_INVALID', 'no open login challenge');
      const member = await members.findById(pending.memberId);
      if (!member) throw new AppError('SECOND_FACTOR_INVALID', 'member gone');
      let verified = false;
      if (input.method === 'TOTP') verified = await members.verifyTotp(member, input.code);
      else if (input.method === 'BANK_NAME') {
        const given = holderNameKey(input.code);
        verified = (await payoutHolderNames(member.id)).some((name) => holderNameKey(name) === given);
      } else if (input.method === 'EMAIL' && member.email) {
        verified = (await verification.checkEmailCode('LOGIN_2FA', member.email, input.code)).ok;
      } else if (input.method === 'SMS' && member.dialingCode && member.mobileNum) {
        const phone = verification.normalizeMobile(member.dialingCode, member.mobileNum);
        verified = phone !== null && (await verification.checkSmsCode('LOGIN_2FA', phone, input.code)).ok;
      }
      if (!verified || !(await sessions.completeLoginChallenge(pending.id))) {
        throw new AppError('SECOND_FACTOR_INVALID', `second factor ${input.method} refused`);
      }
      checkAllowed(member, pending.page);
      return openSession(member, client, {
        method: pending.sessionMethod,
        mustChangePassword: pending.mustChangePassword,
        passwordExpired: pending.passwordExpired,
      });
    },

    /** A free-play (trial, type 4) account for a visitor (FREEPLAY3). */
    async loginFreeplay(client: ClientContext, language: LanguageCode): Promise<LoginSuccess> {
      await requireFeature('FREEPLAY3');
      const suffix = randomBytes(5).toString('hex');
      const member = await members.createMember({
        account: `guest${suffix}`,
        password: randomBytes(18).toString('base64url'),
        type: TRIAL_ACCOUNT_TYPE,
        nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
        language,
        registeredIp: client.ip,
      });
      // Play money to try the portal with (its own currency: never real pesos).
      await wallet.creditTrial(member.id);
      return openSession(member, client, { method: 'FREEPLAY', mustChangePassword: false, passwordExpired: false });
    },
  };
};

export type LoginFlows = ReturnType<typeof createLoginFlows>;
