import type { LanguageCode, RegisterField, RegisterRequest } from '@perya/contracts';
import { DEFAULT_PASSWORD, REGISTER_FIELDS, weakPasswordMessage, weakPasswordReason } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { ComplianceService } from '../compliance';
import { ageMessage, declarationMessage } from '../compliance';
import type { FieldErrors } from '../members';
import { ageOn, fieldError, memberMessage } from '../members';
import type { AuthDeps } from './auth.deps';

export type RegisterInput = Omit<RegisterRequest, 'countryDialingCode'> & { countryDialingCode: string };
export type RegistrationMode = 'username' | 'mobile';
/** The member data the field rules judge (a registration, or a downline an agent makes). */
export type RegistrationFields = Omit<Partial<RegisterRequest>, 'countryDialingCode'> & { countryDialingCode: string };

// Fields with rules of their own below, or that are not member data.
const SPECIAL_FIELDS = new Set<RegisterField>([
  'confirmPassword',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'referralCode',
]);

/**
 * The registration's field rules (spec §5 and the operator's settings), shared by the register
 * form and an agent's register centre (decision 033), so both refuse the same values with the
 * same messages.
 */
export const createRegistrationRules = (
  deps: {
    system: Pick<AuthDeps['system'], 'getRegisterSettings' | 'isFeatureOn'>;
    verification: Pick<AuthDeps['verification'], 'normalizeMobile'>;
    compliance: Pick<ComplianceService, 'minimumAge'>;
  },
  now: () => Date,
) => {
  const { system, verification, compliance } = deps;
  return {
    /** The operator's rules for every enabled field, plus the rules of spec §5 across fields. */
    /**
     * `declaration`: the member's own declaration of not being a prohibited person is asked (the
     * register form); an agent creating a downline cannot make it for them (decision 038).
     */
    validate: async (
      input: RegistrationFields,
      mode: RegistrationMode,
      language: LanguageCode,
      { declaration = true }: { declaration?: boolean } = {},
    ) => {
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
      if (declaration && input.notProhibited !== true) errors.notProhibited = declarationMessage(language);
      if (input.mobileNum && !phone && !errors.mobileNum) errors.mobileNum = memberMessage('mobileInvalid', language);
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'registration refused', { fields: errors });
      return { phone, passwordAsked };
    },
  };
};
