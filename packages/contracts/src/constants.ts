// Business constants and limits of spec §9, shared by the server and the web app.

export const PLATFORM = 'WEB';
export const DEVICE = 'WEB';

/** Account types (spec §3): agents 1, 2, 41, 42; trial 4; plain members 0. */
export const MEMBER_ACCOUNT_TYPE = 0;
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
export const isAgentType = (type: number): boolean => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_ACCOUNT_TYPE;

export const MIN_AGE_TERMS = 18;
export const MIN_AGE_BIRTHDAY = 21;

export const DEFAULT_PASSWORD = '123456';

/** Country calling codes offered beside a mobile number: home first, then where Filipinos work abroad. */
export const DIALING_CODES = [
  { code: '63', country: 'PH' },
  { code: '65', country: 'SG' },
  { code: '852', country: 'HK' },
  { code: '60', country: 'MY' },
  { code: '971', country: 'AE' },
  { code: '966', country: 'SA' },
  { code: '974', country: 'QA' },
  { code: '965', country: 'KW' },
  { code: '886', country: 'TW' },
  { code: '81', country: 'JP' },
  { code: '82', country: 'KR' },
  { code: '62', country: 'ID' },
  { code: '66', country: 'TH' },
  { code: '84', country: 'VN' },
  { code: '1', country: 'US' },
  { code: '44', country: 'GB' },
] as const;
export const DEFAULT_DIALING_CODE = '63';

export const SMS_THIRD_PARTY_COUNTDOWN_SECONDS = 60;
export const SMS_TOO_MANY_REQUESTS_WAIT_MINUTES = 5;
export const REMEMBER_ME_DAYS = 1;
export const CAPTCHA_REFRESH_MS = 1000;
export const LOGIN_SMS_THROTTLE_MS = 1000;
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;
export const MODAL_OPEN_DELAY_MS = 100;

export const ACTIVITY_COMMENT_MAX_LENGTH = 140;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_IMAGES_MAX = 3;
export const FEEDBACK_REMARK_MAX_LENGTH = 140;
export const VERIFICATION_CODE_MAX_LENGTH = 255;

export const NOTICE_PAGE_SIZE = 9;
export const ANNOUNCEMENT_PAGE_RANGE = 5;
export const NOTICE_PAGE_RANGE = 1;
export const PAGINATION_MARGIN = 1;

export const GAME_PAGE_SIZE = 30;
export const CRASH_GAME_PAGE_SIZE = 12;
export const RECENT_GAMES_PAGE_SIZE = 30;
export const FAVOURITES_PAGE_SIZE = 999;
export const WINNER_BOARD_LIMIT = 20;
export const WINNER_BOARD_SHOWN = 9;
export const WINNER_BOARD_SCROLL_STEP = 0.5;
export const HOT_GAMES_MAX = 30;
export const HOME_ROW_SIZE = 12;

export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
export const BANNER_SPACING_PX = 20;
export const PROMOTIONS_PER_VIEW = 3;
export const PROMOTIONS_GAP_PX = 20;
export const VIDEOS_PER_VIEW = 1;
export const HOT_GAMES_PER_VIEW = 6;
export const HOT_GAMES_ARROWS_ABOVE = 7;
export const PROVIDER_DROPDOWN_LARGE_ABOVE = 10;

export const JACKPOT_START_MIN = 100_000_000;
export const JACKPOT_START_MAX = 200_000_000;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;
export const ROLLING_COUNTER_STEP = 165.11;
export const ROLLING_COUNTER_INTERVAL_MS = 3000;

export const AMOUNT_DECIMALS = 2;
/** Symbols shown beside balances (spec §2.3 header). */
export const CURRENCY_SYMBOLS: Record<string, string> = { PHP: '₱', PLY: 'PLY ', USD: '$', EUR: '€', BRL: 'R$' };
export const TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const QUICK_DATE_RANGE_DAYS = [7, 30] as const;
export const AGENT_CLOCK_REFRESH_MS = 1000;

export const REALTIME_SALARY_SETTLE_MINUTES = 5;
export const DAILY_SALARY_INTERVAL_DAYS = 2;
export const ZALO_REWARD_MAX_PHP = 131_000;
export const SLOT_CATALOGUE_SIZE = 10_000;

export const PROMOTION_CATEGORIES = ['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP'] as const;
/** Contract period codes: D daily, W weekly, H semi-monthly, M monthly. */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;

export const LOTTERY_TYPE = 'Lott';
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
/** RNG vendors shown as the in-house category instead of RNG (spec §4, §9). */
export const RNG_EXCLUDED_VENDORS = ['BGS'] as const;

export const SIDE_MENU_QR_SIZE = 88;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The announcement types of spec §7.3 (`types=B,PL,PU,PR,H`):
 * B banners, PL player notices, PU popups, PR promotions, H the home page's scrolling notice bar.
 */
export const ANNOUNCEMENT_TYPE_CODES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Popup execution audiences (spec §3): A logged-in, B logged-out, F first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

/** Browser storage keys (spec §3 "Stored values"). */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  merchantCode: 'merchantCode',
} as const;
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
} as const;

/** Request header carrying the interface language to the server. */
export const LANGUAGE_HEADER = 'x-lang';

/** 0 normal, 1 maintenance, 2 region blocked. Maintenance wins over region block. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;
