import type { LanguageCode, LoginSuccess } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { passwordResetMail } from '../verification';
import type { AuthDeps, ClientContext } from './auth.deps';
import type { LoginFlows } from './auth.login';

const refuse = (fields: Record<string, string>, reason: string) => new AppError('VALIDATION', reason, { fields });

/** Changing, forgetting and resetting passwords; numbers and codes that prove a phone. */
export const createRecovery = (
  { members, sessions, verification, challenge, system, settings }: AuthDeps,
  login: LoginFlows,
) => {
  const requireFeature = async (modId: string) => {
    if (!(await system.isFeatureOn(modId))) throw new AppError('FEATURE_DISABLED', `${modId} is off`);
  };

  const phoneOf = (countryDialingCode: string, mobileNum: string) => {
    const phone = verification.normalizeMobile(countryDialingCode, mobileNum);
    if (!phone) throw new AppError('PHONE_INVALID', 'not a mobile number');
    return phone;
  };

  /** The signed-in member's own mobile, where codes for their account go. */
  const ownPhone = async (memberId: number) => {
    const member = await members.findById(memberId);
    const phone =
      member?.dialingCode && member.mobileNum
        ? verification.normalizeMobile(member.dialingCode, member.mobileNum)
        : null;
    if (!phone) throw new AppError('PHONE_INVALID', `member ${memberId} has no mobile to send a code to`);
    return phone;
  };

  const codeRefused = (reason: 'INVALID' | 'EXPIRED') =>
    new AppError(reason === 'EXPIRED' ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID', 'SMS code refused');

  return {
    /** The signed-in member changes the password; other devices are signed out. */
    async changePassword(
      member: { id: number; sessionId: string },
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      language: LanguageCode,
    ): Promise<void> {
      await members.changePassword(member.id, input, language);
      await sessions.passwordChanged(member.id);
      await sessions.revokeMemberSessions(member.id, 'password changed', member.sessionId);
    },

    /**
     * Forgot by e-mail (CHNGPASSMAIL3): a single-use link to the address on the account. The answer
     * is the same whether or not the pair matches an account (issue 22 item 13).
     */
    async forgotByEmail(input: { username: string; email: string }): Promise<void> {
      await requireFeature('CHNGPASSMAIL3');
      const member = await members.findByAccount(input.username);
      if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) return;
      const { token, minutes } = await members.createPasswordReset(member.id);
      const url = `${settings.publicUrl}/resetPassword?token=${encodeURIComponent(token)}`;
      await verification.sendMail(
        passwordResetMail(members.languageOf(member), member.email, member.account, url, minutes),
      );
    },

    /** The e-mailed link: a new password, every session ended. */
    async resetPassword(
      input: { token: string; newPassword: string; confirmNewPassword: string },
      language: LanguageCode,
    ) {
      const errors = await members.checkNewPassword(
        { newPassword: input.newPassword, confirm: input.confirmNewPassword },
        language,
      );
      if (Object.keys(errors).length > 0) throw refuse(errors, 'new password refused');
      const memberId = await members.usePasswordReset(input.token);
      if (memberId === null) throw new AppError('RESET_LINK_INVALID', 'reset link unknown, expired or used');
      await members.setPassword(memberId, input.newPassword);
      await sessions.passwordChanged(memberId);
      await sessions.revokeMemberSessions(memberId, 'password reset');
    },

    /** Forgot by phone (CHNGPASSVERIF3): the SMS code sets a new password, then logs in. */
    async resetPasswordByPhone(
      input: {
        countryDialingCode: string;
        mobileNum: string;
        verificationCode: string;
        newPassword: string;
        confirmNewPassword?: string;
      },
      client: ClientContext,
      language: LanguageCode,
    ): Promise<LoginSuccess> {
      await requireFeature('CHNGPASSVERIF3');
      const phone = phoneOf(input.countryDialingCode, input.mobileNum);
      const errors = await members.checkNewPassword(
        { newPassword: input.newPassword, confirm: input.confirmNewPassword },
        language,
      );
      if (Object.keys(errors).length > 0) throw refuse(errors, 'new password refused');
      // The code first: a number without an account never got one, and answers as a wrong code.
      const check = await verification.checkSmsCode('RESET_PASSWORD', phone, input.verificationCode);
      if (!check.ok) throw codeRefused(check.reason);
      const member = await members.findByMobile(phone.dialingCode, phone.national);
      if (!member) throw codeRefused('INVALID');
      login.checkAllowed(member, 'portal');
      await members.setPassword(member.id, input.newPassword);
      await sessions.passwordChanged(member.id);
      await sessions.revokeMemberSessions(member.id, 'password reset');
      return login.openSession(member, client, {
        method: 'PASSWORD_RESET',
        mustChangePassword: false,
        passwordExpired: false,
      });
    },

    /**
     * SMS code to log in or to reset a password, after the slider. A number without an account gets
     * the same answer and limits, and no SMS (issue 22 items 13 and 26).
     */
    async sendNoLoginCode(
      input: { countryDialingCode: string; mobileNum: string; purpose: 'LOGIN' | 'RESET_PASSWORD'; validate: string },
      client: ClientContext,
      language: LanguageCode,
    ) {
      await requireFeature(input.purpose === 'LOGIN' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3');
      const phone = phoneOf(input.countryDialingCode, input.mobileNum);
      if (!(await challenge.consumeSliderToken(input.validate)))
        throw new AppError('CHALLENGE_REQUIRED', 'no solved slider challenge');
      const member = await members.findByMobile(phone.dialingCode, phone.national);
      if (!member) return verification.sendNoSmsCode({ purpose: input.purpose, phone, ip: client.ip });
      // Worded in the language the person reads the portal in right now.
      return verification.sendSmsCode({ purpose: input.purpose, phone, language, ip: client.ip });
    },

    /** SMS code to register a number (REGMOBVERF3), after the slider. */
    async sendRegistrationCode(
      input: { countryDialingCode: string; mobileNo: string; validate: string },
      client: ClientContext,
      language: LanguageCode,
    ) {
      await requireFeature('REGMOBVERF3');
      const phone = phoneOf(input.countryDialingCode, input.mobileNo);
      if (await members.findByMobile(phone.dialingCode, phone.national))
        throw new AppError('MOBILE_TAKEN', 'mobile registered');
      if (!(await challenge.consumeSliderToken(input.validate)))
        throw new AppError('CHALLENGE_REQUIRED', 'no solved slider challenge');
      return verification.sendSmsCode({ purpose: 'REGISTER', phone, language, ip: client.ip });
    },

    /** SMS code for a signed-in member to link a new number. */
    async sendBindCode(
      memberId: number,
      input: { countryDialingCode: string; mobileNum: string },
      client: ClientContext,
      language: LanguageCode,
    ) {
      const phone = phoneOf(input.countryDialingCode, input.mobileNum);
      const owner = await members.findByMobile(phone.dialingCode, phone.national);
      if (owner && owner.id !== memberId) throw new AppError('MOBILE_TAKEN', 'mobile registered to another member');
      return verification.sendSmsCode({ purpose: 'BIND_MOBILE', phone, language, ip: client.ip });
    },

    /** SMS code to the signed-in member's own mobile, to reset a locked or forgotten payment password. */
    async sendPaymentPasswordResetCode(memberId: number, client: ClientContext, language: LanguageCode) {
      const phone = await ownPhone(memberId);
      return verification.sendSmsCode({ purpose: 'RESET_PAYMENT_PASSWORD', phone, language, ip: client.ip });
    },

    /** The way back from a locked payment password (issue 22 item 6): the SMS code sets a new one. */
    async resetPaymentPasswordBySms(
      memberId: number,
      input: { verificationCode: string; newPaymentPassword: string; confirmPaymentPassword: string },
      language: LanguageCode,
    ): Promise<void> {
      const phone = await ownPhone(memberId);
      const check = await verification.checkSmsCode('RESET_PAYMENT_PASSWORD', phone, input.verificationCode);
      if (!check.ok) throw codeRefused(check.reason);
      await members.resetPaymentPassword(memberId, input, language);
    },

    /** Links the number the code was sent to. */
    async changeMobile(
      memberId: number,
      input: { countryDialingCode: string; mobileNum: string; verificationCode: string },
    ) {
      const phone = phoneOf(input.countryDialingCode, input.mobileNum);
      const check = await verification.checkSmsCode('BIND_MOBILE', phone, input.verificationCode);
      if (!check.ok) throw codeRefused(check.reason);
      await members.setMobile(memberId, phone.dialingCode, phone.national);
    },
  };
};
