// The in-house lottery's games (issue 21, decision 053), as plain data without a schema so the
// launch rules and any client can read them without loading zod. One in-house vendor files them
// all in the catalogue; each game says which family of packages/games' maths it plays, which
// page opens it (spec §2.1, §2.7) and which prize mode lists it (spec §9: LOTT, ZY, ELOTT, SEA).

/** The in-house lottery's vendor in the catalogue and the provider wallet protocol. */
export const LOTTERY_VENDOR = 'PERYA_LOTTO';

export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

export const LOTTERY_FAMILIES = ['vn', '4d', 'lotto'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

export type LotterySchedule =
  /** A draw every `minutes`, on the clock (quick draws). */
  | { readonly kind: 'every'; readonly minutes: number }
  /** One draw a day at this time of day, Asia/Manila (UTC+8, no daylight saving). */
  | { readonly kind: 'daily'; readonly at: string };

export type LotteryGameDefinition = {
  readonly gameCode: string;
  readonly family: LotteryFamily;
  /** VN draws: the region whose layout (27 or 18 numbers) the result has. */
  readonly region?: 'north' | 'central' | 'south';
  /** Lotto draws: the packages/games table. */
  readonly lottoGame?: 'lotto-6-42' | 'lotto-6-45' | 'lotto-6-49' | 'lotto-6-55' | 'lotto-6-58';
  readonly prizeMode: LotteryPrizeMode;
  /** The spec's lottoArea of a launch. */
  readonly lottoArea: 'VN' | 'SEA' | 'PH';
  readonly path: '/vnLottery' | '/seaLottery' | '/lottery';
  readonly schedule: LotterySchedule;
  /** Seconds before the draw that sales close (the operator may change it). */
  readonly closeSeconds: number;
};

const vn = (
  gameCode: string,
  region: 'north' | 'central' | 'south',
  prizeMode: LotteryPrizeMode,
  schedule: LotterySchedule,
  closeSeconds: number,
): LotteryGameDefinition => ({
  gameCode,
  family: 'vn',
  region,
  prizeMode,
  lottoArea: 'VN',
  path: '/vnLottery',
  schedule,
  closeSeconds,
});

const lotto = (gameCode: string, lottoGame: NonNullable<LotteryGameDefinition['lottoGame']>) =>
  ({
    gameCode,
    family: 'lotto',
    lottoGame,
    prizeMode: 'ELOTT',
    lottoArea: 'PH',
    path: '/lottery',
    schedule: { kind: 'daily', at: '21:00' },
    closeSeconds: 3600,
  }) satisfies LotteryGameDefinition;

/** Every in-house lottery game. Daily times follow the regional draw windows of domain-rules §4.6. */
export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [
  vn('PL_QUICK_1', 'north', 'ZY', { kind: 'every', minutes: 1 }, 10),
  vn('PL_QUICK_3', 'north', 'ZY', { kind: 'every', minutes: 3 }, 15),
  vn('PL_QUICK_5', 'north', 'ZY', { kind: 'every', minutes: 5 }, 20),
  vn('PL_VN_NORTH', 'north', 'LOTT', { kind: 'daily', at: '19:15' }, 900),
  vn('PL_VN_CENTRAL', 'central', 'LOTT', { kind: 'daily', at: '18:15' }, 900),
  vn('PL_VN_SOUTH', 'south', 'LOTT', { kind: 'daily', at: '17:15' }, 900),
  {
    gameCode: 'PL_4D',
    family: '4d',
    prizeMode: 'SEA',
    lottoArea: 'SEA',
    path: '/seaLottery',
    schedule: { kind: 'daily', at: '19:00' },
    closeSeconds: 900,
  },
  lotto('PL_LOTTO_642', 'lotto-6-42'),
  lotto('PL_LOTTO_645', 'lotto-6-45'),
  lotto('PL_LOTTO_649', 'lotto-6-49'),
  lotto('PL_LOTTO_655', 'lotto-6-55'),
  lotto('PL_LOTTO_658', 'lotto-6-58'),
];

export const LOTTERY_GAME_CODES = LOTTERY_GAMES.map((game) => game.gameCode) as [string, ...string[]];

/** An in-house lottery game by its code, or undefined. */
export const lotteryGameOf = (gameCode: string): LotteryGameDefinition | undefined =>
  LOTTERY_GAMES.find((game) => game.gameCode === gameCode);
