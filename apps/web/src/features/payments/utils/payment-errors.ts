import type { ApiErrorCode } from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { assertUnreachable } from '@/lib/assert-unreachable';

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

type Presentation = {
  /** Key under `errors.guidance` of the payments namespace: what to do next. */
  guidance: string | null;
  /** The field the message belongs under, instead of the alert. */
  field: PaymentField | null;
  /** The fix is in the security centre (payment password, real name). */
  linksToSecurity: boolean;
  /** The fix is verifying the member's identity (KYC, decision 038). */
  linksToVerification: boolean;
  /** The page's data is out of date (limits, status): fetch it again. */
  refresh: boolean;
};

const present = (overrides: Partial<Presentation>): Presentation => ({
  guidance: null,
  field: null,
  linksToSecurity: false,
  linksToVerification: false,
  refresh: false,
  ...overrides,
});

/**
 * How a refusal of the deposit and withdraw calls is presented. Exhaustive over the contracts'
 * codes: a code added there fails the build here until someone decides how payments show it.
 */
export const presentPaymentError = (code: ApiErrorCode): Presentation => {
  switch (code) {
    case 'AMOUNT_BELOW_MIN':
      return present({ field: 'amount' });
    case 'AMOUNT_ABOVE_MAX':
      return present({ field: 'amount' });
    case 'CHANNEL_UNAVAILABLE':
      return present({ guidance: 'channelUnavailable', refresh: true });
    case 'GATEWAY_UNAVAILABLE':
      return present({ guidance: 'gatewayUnavailable' });
    case 'UPLOAD_INVALID':
      return present({ field: 'proof' });
    case 'INSUFFICIENT_FUNDS':
      return present({ guidance: 'insufficientFunds', refresh: true });
    case 'WAGERING_OUTSTANDING':
      return present({ guidance: 'wageringOutstanding', refresh: true });
    case 'WITHDRAW_LIMIT_REACHED':
      return present({ guidance: 'withdrawLimitReached', refresh: true });
    case 'WITHDRAW_DAILY_AMOUNT_REACHED':
      return present({ field: 'amount', refresh: true });
    case 'PAYMENT_PASSWORD_NOT_SET':
      return present({ guidance: 'paymentPasswordNotSet', linksToSecurity: true, refresh: true });
    case 'REAL_NAME_REQUIRED':
      return present({ guidance: 'realNameRequired', linksToSecurity: true, refresh: true });
    case 'PAYMENT_PASSWORD_INCORRECT':
      return present({ field: 'paymentPassword' });
    case 'PAYMENT_PASSWORD_LOCKED':
      return present({ linksToSecurity: true });
    case 'ACCOUNT_NAME_MISMATCH':
      return present({ field: 'accountName' });
    case 'WITHDRAWAL_ACCOUNT_LIMIT':
      return present({ guidance: 'accountLimit', refresh: true });
    case 'CONFIRMATION_CLOSED':
      return present({ guidance: 'confirmationClosed', refresh: true });
    case 'ALREADY_PROCESSED':
      return present({ guidance: 'alreadyProcessed', refresh: true });
    case 'DUPLICATE_REQUEST':
      return present({ guidance: 'alreadyProcessed', refresh: true });
    case 'RATE_LIMITED':
      return present({ guidance: 'rateLimited' });
    case 'NETWORK':
      return present({ guidance: 'network' });
    // Player protection: the server's message says what and why (limit reached, on a break).
    case 'DEPOSIT_LIMIT_REACHED':
      return present({ field: 'amount' });
    case 'PLAY_BLOCKED':
    case 'MEMBER_UNAVAILABLE':
    case 'PLAY_LIMIT_REACHED':
    case 'LIMIT_COOLING':
    case 'EXCLUSION_IRREVOCABLE':
      return present({ refresh: true });
    case 'KYC_REQUIRED':
    case 'KYC_PENDING':
      return present({ linksToVerification: true });
    // Said by the server's message alone (VALIDATION's fields go under their inputs).
    case 'OK':
    case 'VALIDATION':
    case 'MALFORMED_BODY':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'PAYLOAD_TOO_LARGE':
    case 'NOT_FOUND':
    case 'AUTH_REQUIRED':
    case 'FORBIDDEN':
    case 'TRIAL_FORBIDDEN':
    case 'MAINTENANCE':
    case 'REGION_BLOCKED':
    case 'NOT_READY':
    case 'INTERNAL':
    case 'LOGIN_FAILED':
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
    case 'CHALLENGE_REQUIRED':
    case 'CHALLENGE_FAILED':
    case 'ACCOUNT_LOCKED':
    case 'ACCOUNT_SUSPENDED':
    case 'NOT_AGENT':
    case 'NOT_MEMBER':
    case 'SECOND_FACTOR_INVALID':
    case 'USERNAME_TAKEN':
    case 'MOBILE_TAKEN':
    case 'EMAIL_TAKEN':
    case 'INVITATION_CODE_INVALID':
    case 'PHONE_INVALID':
    case 'SMS_CODE_INVALID':
    case 'SMS_CODE_EXPIRED':
    case 'SMS_TOO_FREQUENT':
    case 'SMS_BLOCKED':
    case 'SMS_SEND_FAILED':
    case 'MAIL_SEND_FAILED':
    case 'FEATURE_DISABLED':
    case 'PASSWORD_INCORRECT':
    case 'RESET_LINK_INVALID':
    case 'ACCOUNT_NOT_FOUND':
    case 'TOTP_INVALID':
    case 'PASSWORD_CHANGE_REQUIRED':
    case 'PENDING_RESOLVED':
    case 'SIGNATURE_INVALID':
    case 'NO_UPLINE':
    case 'NOT_DOWNLINE':
    case 'SINGLE_WALLET_MODE':
    case 'GAME_MAINTENANCE':
    case 'TOKEN_INVALID':
    case 'TOKEN_EXPIRED':
    case 'UNKNOWN_ROUND':
    case 'BET_ROLLED_BACK':
    case 'ROUND_CLOSED':
    case 'WIN_AFTER_ROLLBACK':
    case 'ROLLBACK_AFTER_WIN':
    case 'CHAT_ROOM_CLOSED':
    case 'BALANCE_LIMIT':
    case 'STALE_RECORD':
    case 'REASON_REQUIRED':
    case 'SECOND_APPROVER_REQUIRED':
    case 'SAME_APPROVER':
    case 'STAFF_SECOND_FACTOR_REQUIRED':
    case 'LAST_OWNER':
    case 'STAFF_SELF_CHANGE':
    case 'STAFF_NOT_INVITED':
    case 'UPLINE_INVALID':
    case 'NOT_IN_TEAM':
    case 'REPORT_RANGE_INVALID':
    case 'REPORT_RANGE_TOO_LONG':
    case 'SCREENING_HOLD':
    case 'SCREENING_CSV_INVALID':
    case 'BALANCE_NOT_ZERO':
    case 'CONTRACT_RATE_ABOVE_UPLINE':
    case 'CONTRACT_UPLINE_HAS_NONE':
    case 'CONTRACT_TIERS_INVALID':
    case 'CONTRACT_PERIOD_INVALID':
    case 'CONTRACT_ACTION_INVALID':
    case 'CONTRACT_LOWER_RATE_CONFIRM':
    case 'CONTRACT_PARTY_INVALID':
    case 'BONUS_NOT_ACTIVE':
    case 'PROMOTION_CLOSED':
    case 'PROMOTION_NOT_ELIGIBLE':
    case 'PROMOTION_ALREADY_CLAIMED':
    case 'PROMOTION_BUDGET_EXHAUSTED':
    case 'PROMOTION_GUARD_HIT':
    case 'PROMOTION_APPLICATION_INVALID':
    case 'PROMOTION_ALREADY_JOINED':
    case 'PROMOTION_NO_REWARD':
    case 'RED_ENVELOPE_NOT_OPEN':
    case 'RED_ENVELOPE_ALREADY_CLAIMED':
    case 'RED_ENVELOPE_NONE_LEFT':
    case 'RED_ENVELOPE_NOT_ELIGIBLE':
    case 'MISSION_NOT_MET':
    case 'MISSION_ALREADY_CLAIMED':
    case 'MISSION_NOT_ELIGIBLE':
    case 'GAME_DISABLED':
    case 'GAME_FINISHED':
    case 'TILE_ALREADY_REVEALED':
    case 'NOTHING_TO_CASH_OUT':
    case 'GAME_IN_PROGRESS':
    case 'BETTING_CLOSED':
    case 'ALREADY_IN_ROUND':
    case 'ROUND_CRASHED':
    case 'ALREADY_CASHED_OUT':
    case 'ROUND_FULL':
    case 'ROUND_NOT_STARTED':
    case 'POINTS_INSUFFICIENT':
    case 'POINTS_ITEM_UNAVAILABLE':
    case 'POINTS_OUT_OF_STOCK':
    case 'POINTS_REQUIREMENT_NOT_MET':
    case 'POINTS_CONVERT_INVALID':
    case 'POINTS_REDEMPTION_REVIEWED':
    case 'REBATE_NOTHING_TO_CLAIM':
    case 'PROMOTION_PAUSED':
    case 'RED_ENVELOPE_SAME_DEVICE':
    case 'RED_ENVELOPE_SAME_IP':
    case 'LOTTERY_SALES_CLOSED':
    case 'LOTTERY_EXPOSURE_FULL':
    case 'DECLARATION_REQUIRED':
      return present({});
    default:
      return assertUnreachable(code);
  }
};

export type PaymentErrorView = Presentation & {
  code: ApiErrorCode | 'UNKNOWN';
  /** The server's words; empty for a network failure (the caller shows its own). */
  message: string;
  /** Per-field messages: VALIDATION's fields and the field of a field-bound refusal. */
  fieldErrors: Partial<Record<PaymentField, string>>;
};

export const describePaymentError = (failure: unknown): PaymentErrorView => {
  if (!(failure instanceof ApiError)) {
    return { ...present({}), code: 'UNKNOWN', message: '', fieldErrors: {} };
  }
  const presentation = presentPaymentError(failure.code);
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
