import { ApiError } from '@/lib/api-client';

// How each refusal of the deposit and withdraw calls is shown: the server's message (already in
// the member's language), plus what to do about it, on the field it concerns when there is one.

/** Form fields of this feature that a refusal can point at. */
export type PaymentField =
  | 'amount'
  | 'channel'
  | 'referenceNo'
  | 'proof'
  | 'accountId'
  | 'paymentPassword'
  | 'method'
  | 'bankName'
  | 'accountName'
  | 'accountNumber'
  | 'note';

/** Request-body names as the server reports them, to the form fields they belong to. */
const FIELD_BY_BODY_NAME: Record<string, PaymentField> = {
  amountMinor: 'amount',
  channelId: 'channel',
  referenceNo: 'referenceNo',
  proofUploadId: 'proof',
  accountId: 'accountId',
  paymentPassword: 'paymentPassword',
  method: 'method',
  bankName: 'bankName',
  accountName: 'accountName',
  accountNumber: 'accountNumber',
  note: 'note',
};

export const KNOWN_PAYMENT_ERRORS = [
  'AMOUNT_BELOW_MIN',
  'AMOUNT_ABOVE_MAX',
  'CHANNEL_UNAVAILABLE',
  'GATEWAY_UNAVAILABLE',
  'UPLOAD_INVALID',
  'INSUFFICIENT_FUNDS',
  'WAGERING_OUTSTANDING',
  'WITHDRAW_LIMIT_REACHED',
  'PAYMENT_PASSWORD_NOT_SET',
  'REAL_NAME_REQUIRED',
  'PAYMENT_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_LOCKED',
  'ACCOUNT_NAME_MISMATCH',
  'WITHDRAWAL_ACCOUNT_LIMIT',
  'CONFIRMATION_CLOSED',
  'ALREADY_PROCESSED',
  'DUPLICATE_REQUEST',
  'RATE_LIMITED',
  'VALIDATION',
  'NETWORK',
] as const;
export type KnownPaymentError = (typeof KNOWN_PAYMENT_ERRORS)[number];

type Presentation = {
  /** Key under `errors.guidance` of the payments namespace: what to do next. */
  guidance: string | null;
  /** The field the message belongs under, instead of the alert. */
  field: PaymentField | null;
  /** The fix is in the security centre (payment password, real name). */
  linksToSecurity: boolean;
  /** The page's data is out of date (limits, status): fetch it again. */
  refresh: boolean;
};

const present = (overrides: Partial<Presentation>): Presentation => ({
  guidance: null,
  field: null,
  linksToSecurity: false,
  refresh: false,
  ...overrides,
});

const PRESENTATION: Record<KnownPaymentError, Presentation> = {
  AMOUNT_BELOW_MIN: present({ field: 'amount' }),
  AMOUNT_ABOVE_MAX: present({ field: 'amount' }),
  CHANNEL_UNAVAILABLE: present({ guidance: 'channelUnavailable', refresh: true }),
  GATEWAY_UNAVAILABLE: present({ guidance: 'gatewayUnavailable' }),
  UPLOAD_INVALID: present({ field: 'proof' }),
  INSUFFICIENT_FUNDS: present({ guidance: 'insufficientFunds', refresh: true }),
  WAGERING_OUTSTANDING: present({ guidance: 'wageringOutstanding', refresh: true }),
  WITHDRAW_LIMIT_REACHED: present({ guidance: 'withdrawLimitReached', refresh: true }),
  PAYMENT_PASSWORD_NOT_SET: present({ guidance: 'paymentPasswordNotSet', linksToSecurity: true, refresh: true }),
  REAL_NAME_REQUIRED: present({ guidance: 'realNameRequired', linksToSecurity: true, refresh: true }),
  PAYMENT_PASSWORD_INCORRECT: present({ field: 'paymentPassword' }),
  PAYMENT_PASSWORD_LOCKED: present({ linksToSecurity: true }),
  ACCOUNT_NAME_MISMATCH: present({ field: 'accountName' }),
  WITHDRAWAL_ACCOUNT_LIMIT: present({ guidance: 'accountLimit', refresh: true }),
  CONFIRMATION_CLOSED: present({ guidance: 'confirmationClosed', refresh: true }),
  ALREADY_PROCESSED: present({ guidance: 'alreadyProcessed', refresh: true }),
  DUPLICATE_REQUEST: present({ guidance: 'alreadyProcessed', refresh: true }),
  RATE_LIMITED: present({ guidance: 'rateLimited' }),
  VALIDATION: present({}),
  NETWORK: present({ guidance: 'network' }),
};

export type PaymentErrorView = Presentation & {
  code: string;
  /** The server's words; empty for a network failure (the caller shows its own). */
  message: string;
  /** Per-field messages: VALIDATION's fields and the field of a field-bound refusal. */
  fieldErrors: Partial<Record<PaymentField, string>>;
};

const isKnown = (code: string): code is KnownPaymentError => (KNOWN_PAYMENT_ERRORS as readonly string[]).includes(code);

export const describePaymentError = (failure: unknown): PaymentErrorView => {
  if (!(failure instanceof ApiError)) {
    return { ...present({}), code: 'UNKNOWN', message: '', fieldErrors: {} };
  }
  const presentation = isKnown(failure.code) ? PRESENTATION[failure.code] : present({});
  const message = failure.code === 'NETWORK' ? '' : failure.message;
  const fieldErrors: Partial<Record<PaymentField, string>> = {};
  for (const [name, text] of Object.entries(failure.fields)) {
    const field = FIELD_BY_BODY_NAME[name];
    if (field) fieldErrors[field] = text;
  }
  if (presentation.field && message) fieldErrors[presentation.field] = message;
  return { ...presentation, code: failure.code, message, fieldErrors };
};

/** True when the refusal is said on the form's own fields, so no alert is needed. */
export const isShownOnFields = (view: PaymentErrorView, fields: readonly PaymentField[]): boolean =>
  fields.some((field) => view.fieldErrors[field]) &&
  (view.field !== null || view.code === 'VALIDATION') &&
  Object.keys(view.fieldErrors).every((field) => fields.includes(field as PaymentField));
