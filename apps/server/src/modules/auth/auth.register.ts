import { randomBytes } from 'node:crypto';

import type { LanguageCode, LoginSuccess, RegisterField, RegisterRequest } from '@perya/contracts';
import {
  DEFAULT_PASSWORD,
  MEMBER_ACCOUNT_TYPE,
  REGISTER_FIELDS,
  isAgentType,
  resultMessage,
  weakPasswordMessage,
  weakPasswordReason,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { FieldErrors } from '../members';
import { ageOn, fieldError, memberMessage } from '../members';
import { ageMessage, declarationMessage } from '../compliance';
import type { AuthDeps, ClientContext } from './auth.deps';
import type { LoginFlows } from './auth.login';

type RegisterInput = Omit<RegisterRequest, 'countryDialingCode'> & { countryDialingCode: string };
export type RegistrationMode = 'username' | 'mobile';

// Fields with rules of their own below, or that are not member data.
const SPECIAL_FIELDS = new Set<RegisterField>([
  'confirmPassword',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'referralCode',
]);
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
  const { members, verification, challenge, system, agents, compliance } = deps;

  /** The operator's rules for every enabled field, plus the rules of spec §5 across fields. */
  const validate = async (input: RegisterInput, mode: RegistrationMode, language: LanguageCode) => {
    const settings = await system.getRegisterSettings();
    const passwordAsked = mode === 'username' || (await system.isFeatureOn('MOBILENUMPASSREG3'));
    const errors: FieldErrors = {};
    // The rule applies to the number as stored: "0917 123 4567" is the 10 digits 9171234567.
    const phone = input.mobileNum ? verification.normalizeMobile(input.countryDialingCode, input.mobileNum) : null;
    const values: Record<string, string | undefined> = {
      ...(input as unknown as Record<string, string | undefined>),
      mobileNum: phone?.national ?? input.mobileNum,
    };
    const required = new Set<RegisterField>([
      ...(mode === 'username' ? (['username'] as const) : (['mobileNum'] as const)),
      ...(passwordAsked ? (['password'] as const) : []),
    ]);
    for (const field of REGISTER_FIELDS) {
      if (SPECIAL_FIELDS.has(field)) continue;
      if (!required.has(field) && !settings[field]?.enabled) continue;
      if (mode === 'mobile' && field === 'username') continue;
      const problem = fieldError(field, values[field], settings, language, required.has(field));
      if (problem) errors[field] = problem;
    }
    if (passwordAsked && !errors.password) {
      if (input.password === DEFAULT_PASSWORD) errors.password = memberMessage('defaultPassword', language);
      else if (weakPasswordReason(input.password ?? '', { username: input.username }))
        errors.password = weakPasswordMessage(language);
      else if (input.confirmPassword !== input.password)
        errors.confirmPassword = memberMessage('confirmMismatch', language);
    }
    // The operator's minimum age (21 by default: spec §5, PD 1869 as amended), and the declaration
    // of not being a prohibited person (domain-rules §6), kept with its time once registered.
    const minimumAge = await compliance.minimumAge();
    if (input.birthday && !errors.birthday && ageOn(input.birthday, now()) < minimumAge)
      errors.birthday = ageMessage(minimumAge, language);
    if (input.notProhibited !== true) errors.notProhibited = declarationMessage(language);
    if (input.mobileNum && !phone && !errors.mobileNum) errors.mobileNum = memberMessage('mobileInvalid', language);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'registration refused', { fields: errors });
    return { phone, passwordAsked };
  };

  /** The agent above the new member: the invitation code, else the domain's; a referrer's team otherwise. */
  const placement = async (input: RegisterInput, host: string, language: LanguageCode) => {
    const invalid = (field: string) =>
      new AppError('INVITATION_CODE_INVALID', `${field} not found`, {
        fields: { [field]: resultMessage('INVITATION_CODE_INVALID', language) },
      });
    const code = input.affiliateCode || (await system.getDomainRoute(input.domain || host)).affiliateCode;
    const agent = code ? await agents.findAffiliateAgent(code) : null;
    if (code && !agent) throw invalid('affiliateCode');
    const referrer = input.referralCode ? await members.findByReferralCode(input.referralCode) : undefined;
    if (input.referralCode && (!referrer || referrer.status !== 'ACTIVE')) throw invalid('referralCode');
    const uplineId = agent?.id ?? (referrer ? (isAgentType(referrer.type) ? referrer.id : referrer.uplineId) : null);
    return { uplineId, referredById: referrer?.id ?? null };
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
      const { uplineId, referredById } = await placement(input, client.host, language);
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
        type: MEMBER_ACCOUNT_TYPE,
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
