import { randomBytes } from 'node:crypto';

import type { LanguageCode, LoginSuccess } from '@perya/contracts';
import { MEMBER_ACCOUNT_TYPE, resultMessage } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuthDeps, ClientContext } from './auth.deps';
import type { LoginFlows } from './auth.login';
import type { RegisterInput, RegistrationMode } from './auth.register-rules';
import { createRegistrationRules } from './auth.register-rules';

export type { RegistrationMode } from './auth.register-rules';

const CONTACT_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'recommenderId',
] as const;
const KYC_FIELDS = ['idNumber', 'fullname', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const;

const pick = <K extends string>(input: Partial<Record<K, string | undefined>>, keys: readonly K[]) =>
  Object.fromEntries(keys.filter((key) => input[key]).map((key) => [key, input[key]])) as Partial<Record<K, string>>;

export const createRegistration = (deps: AuthDeps, login: LoginFlows, now: () => Date) => {
  const { members, verification, challenge, system, agents, invitations, compliance, referrals } = deps;

  const validate = createRegistrationRules(deps, now).validate;

  /**
   * The agent above the new member and what the member becomes: an agent's invitation link first
   * (it names the agent and the account type; decision 033), else the invitation code or the
   * domain's, else a referrer's team.
   */
  const placement = async (input: RegisterInput, host: string, language: LanguageCode) => {
    const invalid = (field: string) =>
      new AppError('INVITATION_CODE_INVALID', `${field} not found`, {
        fields: { [field]: resultMessage('INVITATION_CODE_INVALID', language) },
      });
    if (input.inviteCode) {
      const invitation = await invitations.resolveInvitation(input.inviteCode);
      // The link's agent must be the code's agent when the link carries one (a tampered URL).
      const codeAgent = input.affiliateCode ? await agents.findAffiliateAgent(input.affiliateCode) : null;
      if (!invitation || (input.affiliateCode && codeAgent?.id !== invitation.uplineId)) throw invalid('affiliateCode');
      return { ...invitation, referredById: null };
    }
    const code = input.affiliateCode || (await system.getDomainRoute(input.domain || host)).affiliateCode;
    const agent = code ? await agents.findAffiliateAgent(code) : null;
    if (code && !agent) throw invalid('affiliateCode');
    // A member's code refers the friend (and places it in the referrer's agent team); an agent's
    // code keeps its invitation meaning and refers nobody (referral.rules.ts, decision 042).
    const referral = input.referralCode ? await referrals.placementOf(input.referralCode) : null;
    if (referral?.kind === 'INVALID') throw invalid('referralCode');
    const referrerId = referral?.kind === 'REFERRER' ? referral.referrerId : null;
    const codeUplineId =
      referral?.kind === 'AGENT' ? referral.agentId : referral?.kind === 'REFERRER' ? referral.uplineId : null;
    return {
      uplineId: agent?.id ?? codeUplineId,
      referredById: referrerId,
      type: MEMBER_ACCOUNT_TYPE,
      affiliateCode: null,
      linkId: null,
    };
  };

  return {
    /**
     * Registers a member (spec §4 "Registration"): field rules, invitation code, the slider
     * challenge, the SMS code when REGMOBVERF3 is on, then a session. Nothing is written unless
     * every check passes.
     */
    async register(
      input: RegisterInput,
      mode: RegistrationMode,
      client: ClientContext & { host: string },
      language: LanguageCode,
    ): Promise<LoginSuccess> {
      if (!(await system.isFeatureOn(mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3'))) {
        throw new AppError('FEATURE_DISABLED', `${mode} registration is off`);
      }
      const { phone, passwordAsked } = await validate(input, mode, language);
      const { uplineId, referredById, type, affiliateCode, linkId } = await placement(input, client.host, language);
      const account = mode === 'username' ? (input.username ?? '') : `m${phone?.dialingCode}${phone?.national}`;

      // Checked before the challenge and the code are spent, so a taken name costs nothing to fix.
      if (phone && (await members.findByMobile(phone.dialingCode, phone.national)))
        throw new AppError('MOBILE_TAKEN', 'mobile');
      if (await members.findByAccount(account)) throw new AppError('USERNAME_TAKEN', `account ${account}`);
      if (input.email && (await members.findByEmail(input.email))) throw new AppError('EMAIL_TAKEN', 'email');

      if (!(await challenge.consumeSliderToken(input.validate)))
        throw new AppError('CHALLENGE_REQUIRED', 'no solved slider challenge');
      if (phone && (await system.isFeatureOn('REGMOBVERF3'))) {
        const check = await verification.checkSmsCode('REGISTER', phone, input.verificationCode ?? '');
        if (!check.ok)
          throw new AppError(check.reason === 'EXPIRED' ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_INVALID', 'registration code');
      }

      const member = await members.createMember({
        account,
        password: passwordAsked && input.password ? input.password : randomBytes(18).toString('base64url'),
        type,
        affiliateCode,
        nickname: input.nickname || null,
        uplineId,
        referredById,
        email: input.email || null,
        dialingCode: phone?.dialingCode ?? null,
        mobileNum: phone?.national ?? null,
        payeeName: input.payeeName || null,
        birthday: input.birthday || null,
        contacts: pick(input, CONTACT_FIELDS),
        kyc: pick(input, KYC_FIELDS),
        language,
        registeredIp: client.ip,
        registeredDomain: input.domain || client.host,
        // In the registration's transaction: the invitation link's count, who referred whom.
        afterCreate: async (member, tx) => {
          if (linkId !== null) await invitations.recordRegistration(linkId, member.id, tx);
          if (referredById !== null)
            await referrals.recordReferral(
              { friendId: member.id, referrerId: referredById, ip: client.ip, deviceId: client.deviceId ?? null },
              tx,
            );
        },
      });
      await compliance.afterRegistration(member.id);
      return login.openSession(member, client, {
        method: 'REGISTER',
        mustChangePassword: false,
        passwordExpired: false,
      });
    },
  };
};
