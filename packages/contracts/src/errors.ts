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
  PAYMENT_PASSWORD_LOCKED: 423,
  TOTP_INVALID: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  // Money
  INSUFFICIENT_FUNDS: 422,
  BALANCE_LIMIT: 422,
  DUPLICATE_REQUEST: 409,
  PENDING_RESOLVED: 409,
  AMOUNT_BELOW_MIN: 400,
  AMOUNT_ABOVE_MAX: 400,
  CHANNEL_UNAVAILABLE: 409,
  GATEWAY_UNAVAILABLE: 502,
  SIGNATURE_INVALID: 401,
  PAYMENT_PASSWORD_NOT_SET: 409,
  REAL_NAME_REQUIRED: 409,
  ACCOUNT_NAME_MISMATCH: 400,
  WITHDRAWAL_ACCOUNT_LIMIT: 409,
  WAGERING_OUTSTANDING: 422,
  WITHDRAW_LIMIT_REACHED: 409,
  NO_UPLINE: 409,
  NOT_DOWNLINE: 403,
  ALREADY_PROCESSED: 409,
  CONFIRMATION_CLOSED: 409,
  UPLOAD_INVALID: 400,
  SINGLE_WALLET_MODE: 409,
  // Games
  GAME_MAINTENANCE: 409,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  UNKNOWN_ROUND: 404,
  BET_ROLLED_BACK: 409,
  ROUND_CLOSED: 409,
  WIN_AFTER_ROLLBACK: 409,
  ROLLBACK_AFTER_WIN: 409,
  // Content, messages and chat
  CHAT_ROOM_CLOSED: 409,
  // Back office
  /** The record changed since the staff member opened it (optimistic version). */
  STALE_RECORD: 409,
  REASON_REQUIRED: 400,
  /** Above the four-eyes threshold: a second staff member must approve. */
  SECOND_APPROVER_REQUIRED: 409,
  /** The same staff member cannot give the second approval. */
  SAME_APPROVER: 409,
  /** A staff session that has not finished its second factor (enrolment or code). */
  STAFF_SECOND_FACTOR_REQUIRED: 403,
  /** The change would leave no active owner (disable or demote the last one). */
  LAST_OWNER: 409,
  /** Staff cannot disable themselves, change their own role or reset their own second factor. */
  STAFF_SELF_CHANGE: 409,
  /** Only a staff member who never set their password (INVITED) can be sent a new invitation. */
  STAFF_NOT_INVITED: 409,
  /** Members: the new upline is not an agent, is the member, or is in the member's own downline. */
  UPLINE_INVALID: 422,
  // Agent centre
  /** A member id or account outside the calling agent's team (every depth below it). */
  NOT_IN_TEAM: 403,
  /** A report's range ends before it starts, or a day is not a real one. */
  REPORT_RANGE_INVALID: 400,
  /** A report's range is longer than AGENT_REPORT_MAX_DAYS. */
  REPORT_RANGE_TOO_LONG: 400,
  // Player protection (issue 18)
  /** Timed out or self-excluded: no bets, deposits, transfers in or game launches. */
  PLAY_BLOCKED: 403,
  /** An agent acting on a downline that is excluded: shown only as unavailable. */
  MEMBER_UNAVAILABLE: 409,
  /** A deposit above what the member's deposit limit leaves. */
  DEPOSIT_LIMIT_REACHED: 422,
  /** A bet that would cross a loss or wager limit, or play past the session time limit. */
  PLAY_LIMIT_REACHED: 422,
  /** A change to a limit while an earlier increase of it is still in its cooling period. */
  LIMIT_COOLING: 409,
  /** Lifting or shortening an exclusion before its end. */
  EXCLUSION_IRREVOCABLE: 409,
  // Compliance (decision 038)
  /** The action needs a higher KYC tier: `action` and `requiredTier` say which. */
  KYC_REQUIRED: 403,
  /** A verification is waiting for staff already. */
  KYC_PENDING: 409,
  /** A list screening hit is under review: no play, no deposits. */
  SCREENING_HOLD: 403,
  /** The screening list file has bad rows: nothing imported, `errors` lists them. */
  SCREENING_CSV_INVALID: 400,
  /** Account closure: the balance must be withdrawn first. */
  BALANCE_NOT_ZERO: 409,
  // Agent contracts (decision 034)
  /** A tier's rate is above what the upline itself holds for the same kind, category and thresholds. */
  CONTRACT_RATE_ABOVE_UPLINE: 422,
  /** The upline holds no binding contract of that kind (and category, or ALL) to share from. */
  CONTRACT_UPLINE_HAS_NONE: 422,
  /** Tiers overlap: thresholds must rise strictly and rates must not fall. */
  CONTRACT_TIERS_INVALID: 400,
  /** The kind has no such period (or none at all), or it differs from the upline's. */
  CONTRACT_PERIOD_INVALID: 400,
  /** The contract's state does not allow this action (already answered, already ended). */
  CONTRACT_ACTION_INVALID: 409,
  /** Accepting would end the caller's own higher-rate downline contracts: repeat with confirmLowerRate. */
  CONTRACT_LOWER_RATE_CONFIRM: 409,
  /** Contracts are only between an upline and a real (non-trial) direct downline. */
  CONTRACT_PARTY_INVALID: 422,
  // Bonuses and turnover (decision 039)
  /** The bonus is already completed or forfeited: there is nothing to give up. */
  BONUS_NOT_ACTIVE: 409,
  // Promotions (issue 19, decision 040)
  /** Not started, ended, or ended by staff: nothing can be joined, applied for or claimed. */
  PROMOTION_CLOSED: 409,
  /** The member is outside the audience, on a break, or a trial account: `reasons` says why. */
  PROMOTION_NOT_ELIGIBLE: 403,
  /** The reward was claimed already (or is being paid). */
  PROMOTION_ALREADY_CLAIMED: 409,
  /** The promotion's budget cannot pay this reward. */
  PROMOTION_BUDGET_EXHAUSTED: 409,
  /** Another account claimed it from the same device, address or payout name. */
  PROMOTION_GUARD_HIT: 409,
  /** An application's comment or images break spec §5 (≤ 140 characters; ≤ 3 png/jpg of ≤ 5 MB). */
  PROMOTION_APPLICATION_INVALID: 400,
  /** Joined or applied already, or an application is waiting for review. */
  PROMOTION_ALREADY_JOINED: 409,
  /** Nothing earned yet to request: the trigger is not met. */
  PROMOTION_NO_REWARD: 409,
  // Red envelopes (decision 041)
  /** The drop has not opened yet, has closed or was cancelled. */
  RED_ENVELOPE_NOT_OPEN: 409,
  /** The member already opened an envelope of this drop. */
  RED_ENVELOPE_ALREADY_CLAIMED: 409,
  /** Every envelope of the drop has been claimed. */
  RED_ENVELOPE_NONE_LEFT: 409,
  /** The member is outside the drop's audience or short of its deposit or valid-bet minimum; `reasons` says which. */
  RED_ENVELOPE_NOT_ELIGIBLE: 403,
  // Missions and leaderboards (decision 048)
  /** The mission's milestone is not reached in the current period. */
  MISSION_NOT_MET: 409,
  /** The milestone's reward of this period was claimed already. */
  MISSION_ALREADY_CLAIMED: 409,
  /** The member may not take campaign rewards now (a break or self-exclusion). */
  MISSION_NOT_ELIGIBLE: 403,
  // Perya Originals (decision 043)
  /** The operator switched this original off. */
  GAME_DISABLED: 409,
  /** A mines action on a game that has ended. */
  GAME_FINISHED: 409,
  /** A mines tile picked a second time. */
  TILE_ALREADY_REVEALED: 409,
  /** A mines cash-out before any safe pick. */
  NOTHING_TO_CASH_OUT: 409,
  /** A mines game is still on: finish it before starting another or rotating the seeds. */
  GAME_IN_PROGRESS: 409,
  // Crash (decision 054)
  /** A crash bet outside the round's betting window. */
  BETTING_CLOSED: 409,
  /** The member already has a bet in this crash round. */
  ALREADY_IN_ROUND: 409,
  /** A cash-out of a crash round that has crashed (too late). */
  ROUND_CRASHED: 409,
  /** A crash bet cashed out already (by hand, automatically or by a maximum win). */
  ALREADY_CASHED_OUT: 409,
  /** The crash round's bets together would pass its maximum win even at 1.01×. */
  ROUND_FULL: 409,
  /** A cash-out before the crash round took off (or before it reached 1.01×). */
  ROUND_NOT_STARTED: 409,
  // Points mall (decision 049)
  /** The member has fewer points than the redemption or conversion needs. */
  POINTS_INSUFFICIENT: 409,
  /** The reward item is switched off (or the points mall is). */
  POINTS_ITEM_UNAVAILABLE: 409,
  /** Fewer items left than asked for. */
  POINTS_OUT_OF_STOCK: 409,
  /** The member's valid bet over the item's period is below its amount requirement. */
  POINTS_REQUIREMENT_NOT_MET: 403,
  /** A conversion below the minimum or not in whole steps. */
  POINTS_CONVERT_INVALID: 400,
  /** The redemption was approved or rejected already (or is not a goods item waiting for review). */
  POINTS_REDEMPTION_REVIEWED: 409,
  // VIP and rebate (issue 20, decision 047)
  /** No rebate accrued and unclaimed: nothing to claim yet. */
  REBATE_NOTHING_TO_CLAIM: 409,
  /** The withdrawal would take today's withdrawals above the member's VIP level's daily amount. */
  WITHDRAW_DAILY_AMOUNT_REACHED: 409,
  // Campaigns: pause and red-envelope guards (decision 052)
  /** Staff paused the promotion: nothing can be joined, applied for or claimed until they resume it. */
  PROMOTION_PAUSED: 409,
  /** Another account already opened an envelope of this drop from this device. */
  RED_ENVELOPE_SAME_DEVICE: 409,
  /** Another account already opened an envelope of this drop from this network address. */
  RED_ENVELOPE_SAME_IP: 409,
  // In-house lottery (issue 21, decision 053)
  /** The draw's sales have closed (or it was drawn): bet on the next draw. */
  LOTTERY_SALES_CLOSED: 409,
  /** The number (or combination) has reached the liability the operator accepts for this draw. */
  LOTTERY_EXPOSURE_FULL: 409,
  // Agent centre: declarations of downlines, four eyes on large payouts (decision 055)
  /** A member made by its agent has not declared yet that it is not a prohibited person: no money, no play. */
  DECLARATION_REQUIRED: 403,
} as const;

export type ErrorCode = Exclude<keyof typeof HTTP_STATUS_BY_CODE, 'OK'>;
export type ResultCode = keyof typeof HTTP_STATUS_BY_CODE;

export const RESULT_CODES = Object.keys(HTTP_STATUS_BY_CODE) as [ResultCode, ...ResultCode[]];

export const isResultCode = (value: unknown): value is ResultCode =>
  typeof value === 'string' && Object.hasOwn(HTTP_STATUS_BY_CODE, value);
