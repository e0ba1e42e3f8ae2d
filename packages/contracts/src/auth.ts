import { z } from 'zod';

import { ChallengeTokenSchema } from './challenge';
import { DEFAULT_DIALING_CODE, VERIFICATION_CODE_MAX_LENGTH } from './constants';
import { LANGUAGE_CODES } from './languages';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff-access';

// Identity: log in, register, second factor, passwords, SMS codes, sessions (spec §3, §4, §7.1).
// Request schemas check shapes and hard limits; the per-field registration rules (patterns and
// lengths an operator sets) are applied by the server with `checkRegisterField`.

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

export const DialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/)
  .default(DEFAULT_DIALING_CODE);
export const MobileNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/);
export const VerificationCodeSchema = z.string().trim().min(1).max(VERIFICATION_CODE_MAX_LENGTH);
/** Passwords are never trimmed; (enc) routes receive them encrypted (see encryption.ts). */
export const PasswordSchema = z.string().min(1).max(128);

/** Which page a login comes from: agent-page logins must be agents and go to /agentHome. */
export const LoginPageSchema = z.enum(['portal', 'agent']).default('portal');

export const UsernameLoginRequestSchema = z.object({
  type: z.literal('username'),
  username: text(64).min(1),
  password: PasswordSchema,
  captcha: optionalText(16),
  captchaKey: z.uuid().optional(),
  validate: ChallengeTokenSchema,
  page: LoginPageSchema,
});

export const SmsLoginRequestSchema = z.object({
  type: z.literal('sms'),
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
  verificationCode: VerificationCodeSchema,
  page: LoginPageSchema,
});

export const LoginRequestSchema = z.discriminatedUnion('type', [UsernameLoginRequestSchema, SmsLoginRequestSchema]);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** BANK_NAME: the holder name of one of the member's payout accounts (spec §4). */
export const SECOND_FACTOR_METHODS = ['SMS', 'TOTP', 'EMAIL', 'BANK_NAME'] as const;
export const SecondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethodSchema>;

/** A session was opened: the token goes to session storage (spec §4). */
export const LoginSuccessSchema = z.object({
  status: z.literal('OK'),
  token: z.string(),
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean().describe('Expired under PWDEXPFORCECHANGE3'),
  mustChangePassword: z.boolean().describe('Default password 123456 or expired, and not an SMS login'),
});

/** A login from an address the member never used: prove it with a second factor first. */
export const SecondFactorRequiredSchema = z.object({
  status: z.literal('SECOND_FACTOR'),
  challengeId: z.uuid(),
  methods: z.array(SecondFactorMethodSchema).min(1),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});

export const LoginResultSchema = z.discriminatedUnion('status', [LoginSuccessSchema, SecondFactorRequiredSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;
export type LoginSuccess = z.infer<typeof LoginSuccessSchema>;

/** The value of a failed login: whether the image captcha must be shown (spec §4). */
export const LoginFailureValueSchema = z.object({ captcha: z.boolean() });

export const SecondFactorVerifyRequestSchema = z.object({
  challengeId: z.uuid(),
  method: SecondFactorMethodSchema,
  /** The code sent or shown (SMS, EMAIL, TOTP), or the payout account's holder name (BANK_NAME). */
  code: text(100).min(1),
});

export const SecondFactorSendRequestSchema = z.object({
  challengeId: z.uuid(),
  method: z.enum(['SMS', 'EMAIL']),
});

export const FreeplayLoginRequestSchema = z.object({
  os: optionalText(64),
  platform: z.literal('W').default('W'),
  random: text(512).optional().describe('Client nonce (encrypted random string in the spec)'),
  gatewayVersion: z.coerce.number().int().default(3),
});

export const SmsSentSchema = z.object({
  expiredMinutes: z.number().int(),
  maskedMobile: z.string().nullable(),
});
export type SmsSent = z.infer<typeof SmsSentSchema>;

export const SMS_NO_LOGIN_PURPOSES = ['LOGIN', 'RESET_PASSWORD'] as const;

export const SmsNoLoginRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
  purpose: z.enum(SMS_NO_LOGIN_PURPOSES).default('LOGIN'),
  validate: ChallengeTokenSchema,
});

export const SmsRegisterRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNo: MobileNumberSchema,
  validate: ChallengeTokenSchema,
});

export const SmsBindRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
});

// Registration payload (spec §3). Lengths here are hard ceilings; the operator's per-field rules
// are checked by the server after this.
export const RegisterRequestSchema = z.object({
  username: optionalText(64),
  password: PasswordSchema.optional(),
  confirmPassword: PasswordSchema.optional(),
  payeeName: optionalText(100),
  email: optionalText(255),
  qqNum: optionalText(64),
  mobileNum: optionalText(32),
  countryDialingCode: DialingCodeSchema,
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(VERIFICATION_CODE_MAX_LENGTH),
  affiliateCode: optionalText(64),
  referralCode: optionalText(64),
  inviteCode: optionalText(32).describe("An agent's invitation link (?invite=): places and types the new account"),
  paymentPassword: PasswordSchema.optional(),
  line: optionalText(100),
  whatsapp: optionalText(100),
  facebook: optionalText(100),
  wechat: optionalText(100),
  telegram: optionalText(100),
  zalo: optionalText(100),
  idNumber: optionalText(64),
  nickname: optionalText(64),
  fullname: optionalText(100),
  birthday: optionalText(10),
  address: optionalText(255),
  nationality: optionalText(64),
  occupation: optionalText(100),
  sourceOfIncome: optionalText(100),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.literal(true).default(true),
  agreeTerms: z.literal(true, { error: 'terms' }).describe('Confirms the terms and an age of 18 or over'),
  notProhibited: z
    .boolean()
    .optional()
    .describe(
      'Declares the member is not a prohibited person (government official, military or police, student, licensee employee); must be true (decision 038)',
    ),
  validate: ChallengeTokenSchema,
  phoneAuthChannel: optionalText(32).describe('Third-party phone authentication channel, when used'),
  idToken: optionalText(4096).describe('Third-party phone authentication token, when used'),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const AffiliateQuerySchema = z.object({
  code: text(64).min(1),
  domain: optionalText(253),
});
export const AffiliateSchema = z.object({
  code: z.string(),
  agentNickname: z.string().nullable(),
});

export const ChangePasswordRequestSchema = z.object({
  oldPassword: PasswordSchema,
  newPassword: PasswordSchema,
  confirmNewPassword: PasswordSchema,
});

// The answer is the same for any well-formed pair (issue 22 item 13), so only the form is checked here.
export const ForgotPasswordByEmailRequestSchema = z.object({
  username: text(64).min(1),
  email: text(255).min(1).pipe(z.email()),
});

export const ResetPasswordRequestSchema = z.object({
  token: text(200).min(1),
  newPassword: PasswordSchema,
  confirmNewPassword: PasswordSchema,
});

export const ForgotPasswordByPhoneRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
  verificationCode: VerificationCodeSchema,
  newPassword: PasswordSchema,
  confirmNewPassword: PasswordSchema.optional(),
});

export const PaymentPasswordRequestSchema = z.object({
  /** The current payment password when changing; the login password when setting the first one. */
  currentPassword: PasswordSchema,
  newPaymentPassword: PasswordSchema,
  confirmPaymentPassword: PasswordSchema,
});

/** A code to the signed-in member's own mobile, for what needs the phone as proof. */
export const SmsOwnMobileRequestSchema = z.object({
  purpose: z.enum(['RESET_PAYMENT_PASSWORD']),
});

/** The way back from a locked (or forgotten) payment password: an SMS code to the member's own mobile. */
export const PaymentPasswordResetRequestSchema = z.object({
  verificationCode: VerificationCodeSchema,
  newPaymentPassword: PasswordSchema,
  confirmPaymentPassword: PasswordSchema,
});

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  vipLevel: z.number().int(),
  isVip: z.boolean(),
  vipLabel: z.string().nullable(),
  rankLevel: z.number().int(),
  language: z.enum(LANGUAGE_CODES),
  avatarId: z.number().int(),
  hasPaymentPassword: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The member's UTC offset in minutes (480 = GMT+8, Manila): records show times in it. */
  utcOffsetMinutes: z.number().int(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const AVATAR_COUNT = 12;
export const MemberIconSchema = z.object({ avatarId: z.number().int().min(1).max(AVATAR_COUNT), iconUrl: z.string() });
export const SetMemberIconRequestSchema = z.object({ avatarId: z.number().int().min(1).max(AVATAR_COUNT) });

export const MemberProfileSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobileNum: z.string().nullable(),
  totpEnabled: z.boolean(),
  hasPaymentPassword: z.boolean(),
  utcOffsetMinutes: z.number().int(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const UpdateProfileRequestSchema = z
  .object({
    nickname: optionalText(64),
    payeeName: optionalText(100),
    email: optionalText(255),
    birthday: optionalText(10),
    /** Spec §5: a birthday must come with the 21+ confirmation. */
    confirmAge: z.boolean().optional(),
    /** GMT-12 to GMT+14, in whole quarter hours. */
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-720)
      .max(840)
      .refine((minutes) => minutes % 15 === 0, 'Choose a listed offset')
      .optional(),
  })
  .refine(
    (update) => ['nickname', 'payeeName', 'email', 'birthday', 'utcOffsetMinutes'].some((field) => field in update),
    {
      error: 'Nothing to update',
      path: ['nickname'],
    },
  );

export const ChangeMobileRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
  verificationCode: VerificationCodeSchema,
});

export const LanguageUpdateRequestSchema = z.object({ lang: z.enum(LANGUAGE_CODES) });

/** Consolidated contract info (spec §3): pending requests per contract kind and derived flags. */
export const ConsolidatedSchema = z.object({
  dailysalreqtype: z.number().int().describe('0 none, 1 new contract offered, 2 termination requested'),
  divtypereq: z.number().int(),
  contracthoursalreqt: z.number().int(),
  realtimesalreqtype: z.number().int(),
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  salary: z.boolean(),
  enableCt: z.boolean(),
});
export type Consolidated = z.infer<typeof ConsolidatedSchema>;

export const SessionDeviceSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const SessionDevicesSchema = z.array(SessionDeviceSchema);
export const SessionDeviceParamsSchema = z.object({ id: z.uuid() });

export const TotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const TotpCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const StaffLoginRequestSchema = z.object({
  username: text(64).min(1),
  password: PasswordSchema,
  /** The solved slider challenge (GET /wps/challenge/slider), as for players' password logins. */
  validate: ChallengeTokenSchema,
  /** After three failures on the account: the image captcha (GET /wps/captcha), as for players. */
  captcha: optionalText(16),
  captchaKey: z.uuid().optional(),
});
/**
 * Where a staff session stands with its mandatory second factor: ENROL (no authenticator yet:
 * set one up), CODE (enter the authenticator's code or a recovery code), DONE (full access).
 * Until DONE the session may call only GET /wps/admin/me, logout and the second-factor routes.
 */
export const STAFF_SECOND_FACTOR_STATES = ['ENROL', 'CODE', 'DONE'] as const;
export type StaffSecondFactorState = (typeof STAFF_SECOND_FACTOR_STATES)[number];

export const StaffLoginResultSchema = z.object({
  token: z.string(),
  username: z.string(),
  displayName: z.string(),
  secondFactor: z.enum(STAFF_SECOND_FACTOR_STATES),
});
export const StaffMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  secondFactor: z.enum(STAFF_SECOND_FACTOR_STATES),
  /** An invited staff member sets their own password first. */
  mustChangePassword: z.boolean(),
});
/** POST /wps/admin/session/secondFactor: the authenticator's code, or one unused recovery code. */
export const StaffSecondFactorRequestSchema = z.union([
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
  z.object({ recoveryCode: text(32).min(8) }),
]);
/** POST /wps/admin/session/secondFactor answers: the session is DONE. */
export const StaffSecondFactorResultSchema = z.object({
  secondFactor: z.literal('DONE'),
  /** True when a recovery code was used (the web may suggest enrolling a new authenticator soon). */
  recoveryCodeUsed: z.boolean(),
});
/** POST /wps/admin/totp/setup: a new secret (the web draws the QR code from otpauthUrl). */
export const StaffTotpSetupSchema = TotpSetupSchema;
/** POST /wps/admin/totp/enable answers the recovery codes, shown this once. */
export const StaffTotpEnableResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** POST /wps/admin/totp/enable: the first code of the authenticator just set up. */
export const StaffTotpEnableRequestSchema = TotpCodeRequestSchema;
/** POST /wps/admin/password: an invited staff member replaces the temporary password (enc). */
export const StaffPasswordChangeRequestSchema = z.object({
  oldPassword: PasswordSchema,
  newPassword: PasswordSchema,
  confirmNewPassword: PasswordSchema,
});

export const SuccessSchema = z.object({ done: z.literal(true) });

/** Shows only the last digits of a mobile number: 917*****67. */
export const maskMobile = (mobile: string | null | undefined): string | null =>
  mobile ? `${mobile.slice(0, 3)}${'*'.repeat(Math.max(mobile.length - 5, 0))}${mobile.slice(-2)}` : null;

/** Shows the first letter and the domain of an e-mail: j***@example.com. */
export const maskEmail = (email: string | null | undefined): string | null => {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};
