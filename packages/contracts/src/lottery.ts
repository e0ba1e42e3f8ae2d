import { z } from 'zod';

import { LANGUAGE_CODES } from './languages';
import { LOTTERY_GAME_CODES, LOTTERY_PRIZE_MODES } from './lottery-games';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';

// The in-house lottery (issue 21, decision 053, modules/lottery): draws on a schedule with a
// committed seed, bet slips of several lines, settlement of a whole draw in one job. Money moves
// through the provider wallet protocol as the in-house vendor (LOTTERY_VENDOR); these are the
// player's and the staff's shapes of it, and the spec's §7.2 lottery calls.

/** Every bet type: the lô-đề types of the VN draws and quick draws, 4D's big/small, lotto's six numbers. */
export const LOTTERY_BET_TYPES = [
  'lo2',
  'lo3',
  'de',
  'de_head',
  'de_tail',
  'xien2',
  'xien3',
  'xien4',
  'big_small',
  'odd_even',
  'big',
  'small',
  'pick6',
] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export const LotteryGameCodeSchema = z.enum(LOTTERY_GAME_CODES);
export const LotteryPrizeModeSchema = z.enum(LOTTERY_PRIZE_MODES);

/** The client's id of a slip: a repeat of the same id is the same slip (idempotency). */
export const LotterySlipIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'Letters, digits, _ and -: 8 to 40');
export const LotteryDrawIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

/** The most lines one slip may hold. */
export const LOTTERY_MAX_SLIP_LINES = 20;

export const LotteryBetLineSchema = z.object({
  betType: z.enum(LOTTERY_BET_TYPES),
  /** Digit strings ("07", "123", "1234"), big/small/odd/even, or lotto's six numbers ("3" … "42"). */
  selection: z
    .array(z.string().regex(/^[a-z0-9]{1,8}$/, 'Digits or a word'))
    .min(1)
    .max(6),
  /** The stake per point (lô types cost it once per prize number). */
  stakeMinor: AmountMinorSchema,
});
export type LotteryBetLine = z.input<typeof LotteryBetLineSchema>;

export const LotterySlipRequestSchema = z.object({
  slipId: LotterySlipIdSchema,
  /** The launch token of the lottery screen: bets need a live launch, as with every vendor. */
  launchToken: z.string().min(16).max(128),
  drawId: LotteryDrawIdSchema,
  lines: z.array(LotteryBetLineSchema).min(1).max(LOTTERY_MAX_SLIP_LINES),
});
export type LotterySlipRequest = z.input<typeof LotterySlipRequestSchema>;

export const LotteryPrizeSchema = z.object({ tier: z.string(), numbers: z.array(z.string()) });

export const LotteryDrawStatusSchema = z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED']);

/** A draw as anyone sees it: the seed's commitment from the start, the seed and result after the draw. */
export const LotteryDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  status: LotteryDrawStatusSchema,
  /** SHA-256 of the draw seed, published before sales open. */
  commitment: z.string(),
  /** The draw seed, revealed once the draw is made. */
  drawSeed: z.string().nullable(),
  /** The prize numbers by tier in draw order (lotto: one tier "main" with the six numbers). */
  result: z.array(LotteryPrizeSchema).nullable(),
  /** Settlement's check, once settled: winning lines found and paid. */
  winnersFound: z.number().int().nullable(),
  winnersPaid: z.number().int().nullable(),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

export const LotteryBetTypeInfoSchema = z.object({
  betType: z.enum(LOTTERY_BET_TYPES),
  /** Pays stake × odds per hit (4D and lotto: the top prize's multiple). */
  odds: z.string(),
  /** A line costs stake × costFactor. */
  costFactor: z.number().int(),
  /** The exact return to player, shown beside every bet type (domain-rules §4.8 item 4). */
  rtpPercent: z.string(),
  /** How many values a selection holds, and what each looks like. */
  picks: z.number().int(),
  pattern: z.string(),
  /** Lotto and 4D: the prize multiple per tier or match count. */
  prizes: z.array(z.object({ tier: z.string(), multiple: z.string() })),
});
export type LotteryBetTypeInfo = z.infer<typeof LotteryBetTypeInfoSchema>;

export const LotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  family: z.enum(['vn', '4d', 'lotto']),
  region: z.string().nullable(),
  prizeMode: LotteryPrizeModeSchema,
  lottoArea: z.string(),
  path: z.string(),
  /** "every:1" (minutes) or "daily:19:15" (Asia/Manila). */
  schedule: z.string(),
  enabled: z.boolean(),
  minBetMinor: MinorStringSchema,
  maxBetMinor: MinorStringSchema,
  closeSeconds: z.number().int(),
  betTypes: z.array(LotteryBetTypeInfoSchema),
  /** The draw now on sale, if any. */
  nextDraw: LotteryDrawSchema.nullable(),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

/** GET /lgw/vn/games/game_menu: the lottery games by prize mode (spec §7.2). */
export const LotteryMenuSchema = z.object({
  menu: z.array(z.object({ prizeMode: LotteryPrizeModeSchema, games: z.array(LotteryGameSchema) })),
});
export type LotteryMenu = z.infer<typeof LotteryMenuSchema>;

/** The lottery game list GET with prizeMode (spec §7.2). */
export const LotteryGameListQuerySchema = z.object({ prizeMode: LotteryPrizeModeSchema.optional() });
export const LotteryGameListSchema = z.object({ games: z.array(LotteryGameSchema) });

export const LotteryGameQuerySchema = z.object({
  gameCode: LotteryGameCodeSchema,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
/** /lgw/vn/numeros/opened/game (last results) and /lotto/lgw/games/opened/numero (draws on sale). */
export const LotteryDrawListSchema = z.object({ gameCode: z.string(), draws: z.array(LotteryDrawSchema) });
export type LotteryDrawList = z.infer<typeof LotteryDrawListSchema>;

export const LotteryLineStatusSchema = z.enum(['OPEN', 'WON', 'LOST']);

export const LotteryTicketLineSchema = z.object({
  line: z.number().int(),
  betType: z.enum(LOTTERY_BET_TYPES),
  selection: z.array(z.string()),
  stakeMinor: MinorStringSchema,
  costMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  status: LotteryLineStatusSchema,
});

export const LotterySlipSchema = z.object({
  slipId: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  currency: z.string(),
  costMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  /** PLACED: waiting for the draw; SETTLING: decided, the payout being sent; SETTLED: paid (or lost). */
  status: z.enum(['PLACED', 'SETTLING', 'SETTLED']),
  lines: z.array(LotteryTicketLineSchema),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotterySlip = z.infer<typeof LotterySlipSchema>;

export const LotteryPlaceResultSchema = z.object({ slip: LotterySlipSchema, balanceMinor: MinorStringSchema });
export type LotteryPlaceResult = z.infer<typeof LotteryPlaceResultSchema>;

export const LotterySlipListQuerySchema = z.object({
  gameCode: LotteryGameCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const LotterySlipListSchema = z.object({ slips: z.array(LotterySlipSchema) });

export const LotteryDrawParamsSchema = z.object({ drawId: LotteryDrawIdSchema });
export const LotteryGameParamsSchema = z.object({ gameCode: LotteryGameCodeSchema });

/** The lottery launch of spec §7.2: the area, the mode, the prize mode, the game, betting or lobby. */
export const LotteryLaunchRequestSchema = z.object({
  lottoArea: z.enum(['VN', 'SEA', 'PH']),
  launchMode: z.literal('LOTT'),
  prizeMode: LotteryPrizeModeSchema,
  gameCode: LotteryGameCodeSchema,
  view: z.enum(['BETTING', 'LOBBY']).default('BETTING'),
  device: z.enum(['DESKTOP', 'MOBILE']).default('DESKTOP'),
  language: z.enum(LANGUAGE_CODES).optional(),
  backUrl: z.string().max(512).optional(),
});
export type LotteryLaunchRequest = z.input<typeof LotteryLaunchRequestSchema>;

// ---------------------------------------------------------------- staff

export const StaffLotterySettingSchema = z.object({
  gameCode: z.string(),
  enabled: z.boolean(),
  minBetMinor: MinorStringSchema,
  maxBetMinor: MinorStringSchema,
  maxWinMinor: MinorStringSchema,
  /** The most a draw may have to pay on one number or combination (per-number liability, 限号). */
  exposureCapMinor: MinorStringSchema,
  closeSeconds: z.number().int(),
  /** Daily games: the draw time, HH:MM Asia/Manila; quick draws: null (their cadence is the game). */
  drawTime: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type StaffLotterySetting = z.infer<typeof StaffLotterySettingSchema>;
export const StaffLotterySettingListSchema = z.object({ settings: z.array(StaffLotterySettingSchema) });

export const StaffLotterySettingUpdateSchema = z.object({
  enabled: z.boolean(),
  minBetMinor: AmountMinorSchema,
  maxBetMinor: AmountMinorSchema,
  maxWinMinor: AmountMinorSchema,
  exposureCapMinor: AmountMinorSchema,
  closeSeconds: z.number().int().min(5).max(86_400),
  drawTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
    .nullable(),
  version: RecordVersionSchema,
});

/** A draw's liability per number or combination, highest first (the exposure view). */
export const StaffLotteryExposureSchema = z.object({
  drawId: z.string(),
  capMinor: MinorStringSchema,
  keys: z.array(z.object({ key: z.string(), liabilityMinor: MinorStringSchema })),
});

/** The staff list of draws: upcoming (soonest first) or past (latest first), by game and state. */
export const StaffLotteryDrawQuerySchema = z.object({
  gameCode: LotteryGameCodeSchema.optional(),
  status: LotteryDrawStatusSchema.optional(),
  when: z.enum(['upcoming', 'past']).default('past').describe('upcoming: drawn after now, soonest first'),
  ...PAGE_QUERY_FIELDS,
});
export type StaffLotteryDrawQuery = z.output<typeof StaffLotteryDrawQuerySchema>;

/** A draw as staff see it: the public view, its sales and payout, and its highest liability against the cap. */
export const StaffLotteryDrawSchema = LotteryDrawSchema.extend({
  slipCount: z.number().int(),
  salesMinor: MinorStringSchema,
  /** What the settlement paid (recorded once SETTLED), else null. */
  payoutMinor: MinorStringSchema.nullable(),
  /** The largest liability on one number or combination, null before any sale. */
  topLiabilityMinor: MinorStringSchema.nullable(),
  /** The game's exposure cap now (the one new slips meet). */
  capMinor: MinorStringSchema,
});
export type StaffLotteryDraw = z.infer<typeof StaffLotteryDrawSchema>;
export const StaffLotteryDrawPageSchema = PagedSchema(StaffLotteryDrawSchema);
export type StaffLotteryDrawPage = z.infer<typeof StaffLotteryDrawPageSchema>;
