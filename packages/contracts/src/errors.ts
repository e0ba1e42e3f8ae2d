// Stable error codes of the API. `code` in the envelope is one of these; clients branch on it,
// never on message text. Each domain adds its codes here, with an HTTP status and its messages.

export const HTTP_STATUS_BY_CODE = {
  OK: 200,
  VALIDATION: 400,
  MALFORMED_BODY: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  AUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  TRIAL_FORBIDDEN: 403,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  REGION_BLOCKED: 451,
  NOT_READY: 503,
  INTERNAL: 500,
  // Identity
  LOGIN_FAILED: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  CHALLENGE_REQUIRED: 400,
  CHALLENGE_FAILED: 400,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_SUSPENDED: 403,
  NOT_AGENT: 403,
  NOT_MEMBER: 403,
  SECOND_FACTOR_INVALID: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVITATION_CODE_INVALID: 400,
  PHONE_INVALID: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_TOO_FREQUENT: 429,
  SMS_BLOCKED: 429,
  SMS_SEND_FAILED: 502,
  MAIL_SEND_FAILED: 502,
  FEATURE_DISABLED: 403,
  PASSWORD_INCORRECT: 400,
  RESET_LINK_INVALID: 400,
  ACCOUNT_NOT_FOUND: 404,
  PAYMENT_PASSWORD_INCORRECT: 400,
  TOTP_INVALID: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
} as const;

export type ErrorCode = Exclude<keyof typeof HTTP_STATUS_BY_CODE, 'OK'>;
export type ResultCode = keyof typeof HTTP_STATUS_BY_CODE;

export const RESULT_CODES = Object.keys(HTTP_STATUS_BY_CODE) as [ResultCode, ...ResultCode[]];

export const isResultCode = (value: unknown): value is ResultCode =>
  typeof value === 'string' && Object.hasOwn(HTTP_STATUS_BY_CODE, value);
