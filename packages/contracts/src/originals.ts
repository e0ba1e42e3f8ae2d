import { z } from 'zod';

import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { RecordVersionSchema } from './paging';

// Perya Originals (issue 21, decision 043, modules/originals): the in-house instant games on the
// provably fair scheme of packages/games. The bet path moves money through the provider wallet
// protocol as vendor BGS; these are the player's and the staff's shapes of it.

/** The originals this API plays, by the name in its paths. */
export const ORIGINALS_GAMES = ['dice', 'limbo', 'plinko', 'keno', 'mines', 'crash', 'slot'] as const;
export type OriginalsGame = (typeof ORIGINALS_GAMES)[number];
export const OriginalsGameSchema = z.enum(ORIGINALS_GAMES);

/** The in-house vendor of the catalogue and the wallet protocol. */
export const ORIGINALS_VENDOR = 'BGS';
/** Each original's game code in the catalogue (vendor BGS). */
export const ORIGINALS_GAME_CODES: Record<OriginalsGame, string> = {
  dice: 'DICE',
  limbo: 'LIMBO',
  plinko: 'PLINKO',
  keno: 'KENO',
  mines: 'MINES',
  crash: 'CRASH',
  slot: 'PERYA_LIGHTS',
};

/** The client's id of a bet: a repeat of the same id is the same bet (idempotency). */
export const OriginalsBetIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'Letters, digits, _ and -: 8 to 40');
/** 1–64 printable ASCII characters, no space and no ':' (packages/games CLIENT_SEED_PATTERN). */
export const ClientSeedSchema = z
  .string()
  .regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, '1 to 64 printable characters, no space and no colon');

const betBase = {
  betId: OriginalsBetIdSchema,
  /** The launch token of the game screen's URL: bets need a live launch, as with every vendor. */
  launchToken: z.string().min(16).max(128),
  amountMinor: AmountMinorSchema,
};

export const DiceBetRequestSchema = z.object({
  ...betBase,
  direction: z.enum(['over', 'under']),
  /** Hundredths, 0.01–99.99; the chance it gives must be 0.01 %–98.00 %. */
  target: z.number().int().min(1).max(9_999),
});
export const LimboBetRequestSchema = z.object({
  ...betBase,
  /** Hundredths: 101 (1.01×) to 100,000,000 (1,000,000×). */
  target: z.number().int().min(101).max(100_000_000),
});
export const PlinkoBetRequestSchema = z.object({
  ...betBase,
  rows: z.number().int().min(8).max(16),
  risk: z.enum(['low', 'medium', 'high']),
});
export const KenoBetRequestSchema = z.object({
  ...betBase,
  picks: z
    .array(z.number().int().min(1).max(40))
    .min(1)
    .max(10)
    .refine((picks) => new Set(picks).size === picks.length, 'Each number once'),
  risk: z.enum(['classic', 'low', 'medium', 'high']),
});
export const MinesStartRequestSchema = z.object({
  ...betBase,
  mineCount: z.number().int().min(1).max(24),
});
/** The 5-reel video slot (packages/games PERYA_LIGHTS): the total bet over its 20 lines. */
export const SlotBetRequestSchema = z.object({ ...betBase });
export const MinesPickRequestSchema = z.object({ tile: z.number().int().min(0).max(24) });
export const OriginalsBetParamsSchema = z.object({ betId: OriginalsBetIdSchema });
export const OriginalsGameParamsSchema = z.object({ game: OriginalsGameSchema });

const fairnessOfBet = z.object({
  /** SHA-256 of the server seed, published before the bet. */
  commitment: z.string(),
  /** The server seed once rotated away (null while it is the active one). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The first HMAC block the bet read (the engines read on from there). */
  cursor: z.number().int(),
});

const outcomeSchemas = [
  z.object({
    game: z.literal('dice'),
    direction: z.enum(['over', 'under']),
    target: z.number().int(),
    roll: z.number().int().nullable(),
  }),
  z.object({ game: z.literal('limbo'), target: z.number().int(), result: z.number().int().nullable() }),
  z.object({
    game: z.literal('plinko'),
    rows: z.number().int(),
    risk: z.string(),
    path: z.array(z.number().int()).nullable(),
    bucket: z.number().int().nullable(),
  }),
  z.object({
    game: z.literal('keno'),
    risk: z.string(),
    picks: z.array(z.number().int()),
    drawn: z.array(z.number().int()).nullable(),
    hits: z.array(z.number().int()).nullable(),
  }),
  z.object({
    game: z.literal('mines'),
    mineCount: z.number().int(),
    revealed: z.array(z.number().int()),
    /** Hidden (null) while the game is on. */
    mines: z.array(z.number().int()).nullable(),
    hitTile: z.number().int().nullable(),
    endedBy: z.enum(['mine', 'cash_out', 'all_safe_revealed', 'max_win']).nullable(),
    /** What a cash-out now would pay per unit, in hundredths (rounded down). */
    currentMultiplier: z.number().int(),
    /** The value of the next safe pick, in hundredths (null once no pick is left). */
    nextMultiplier: z.number().int().nullable(),
  }),
  z.object({
    game: z.literal('slot'),
    /** The slot's configuration (packages/games SLOT_CONFIGS). */
    configId: z.string(),
    /** The base spin, then every free spin it led to, in the order played. */
    spins: z.array(
      z.object({
        reelSet: z.enum(['base', 'free']),
        stops: z.array(z.number().int()),
        /** window[reel][row]: the symbols shown. */
        window: z.array(z.array(z.string())),
        lineWins: z.array(
          z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.number().int() }),
        ),
        scatterCount: z.number().int(),
        freeSpinsAwarded: z.number().int(),
        /** The spin's win per unit of total bet, in hundredths (free-spin multiplier included). */
        multiplier: z.number().int(),
      }),
    ),
  }),
] as const;
export const OriginalsOutcomeSchema = z.discriminatedUnion('game', [...outcomeSchemas]);
export type OriginalsOutcome = z.infer<typeof OriginalsOutcomeSchema>;

export const ORIGINALS_BET_STATUSES = ['PLAYING', 'SETTLING', 'SETTLED'] as const;

export const OriginalsBetSchema = z.object({
  betId: z.string(),
  game: OriginalsGameSchema,
  /** PLAYING: a mines game still on; SETTLING: decided, its win still being paid; SETTLED. */
  status: z.enum(ORIGINALS_BET_STATUSES),
  amountMinor: MinorStringSchema,
  payoutMinor: MinorStringSchema,
  /** What the bet paid per unit, in hundredths rounded down (0 on a loss). */
  multiplier: z.number().int(),
  isWin: z.boolean(),
  /** The maximum win per bet lowered the payout. */
  isCapped: z.boolean(),
  currency: z.string(),
  outcome: OriginalsOutcomeSchema,
  fairness: fairnessOfBet,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OriginalsBet = z.infer<typeof OriginalsBetSchema>;

/** A bet's answer: the bet and the balance of the wallet it was played from. */
export const OriginalsPlaySchema = z.object({ bet: OriginalsBetSchema, balanceMinor: MinorStringSchema });
export type OriginalsPlay = z.infer<typeof OriginalsPlaySchema>;

export const OriginalsBetListQuerySchema = z.object({
  game: OriginalsGameSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const OriginalsBetListSchema = z.object({ bets: z.array(OriginalsBetSchema) });

/** A game as players see it: its limits and the RTP it returns (from packages/games). */
export const OriginalsGameInfoSchema = z.object({
  game: OriginalsGameSchema,
  gameCode: z.string(),
  enabled: z.boolean(),
  minBetMinor: MinorStringSchema,
  maxBetMinor: MinorStringSchema,
  maxWinMinor: MinorStringSchema,
  houseEdgeBps: z.number().int(),
  /** The RTP as a percentage with 4 decimals ("98.9901"); for plinko and keno the lowest of its tables. */
  rtpPercent: z.string(),
  /** Plinko and keno: each table's RTP by configuration ("16:high", "10:classic"). */
  tableRtpPercent: z.record(z.string(), z.string()),
});
export const OriginalsGameListSchema = z.object({ games: z.array(OriginalsGameInfoSchema) });
export type OriginalsGameInfo = z.infer<typeof OriginalsGameInfoSchema>;

/** Seeds the member has played: the active pair (server seed hidden) and the revealed ones. */
export const FairnessStateSchema = z.object({
  commitment: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet takes. */
  nonce: z.number().int(),
  revealed: z.array(
    z.object({
      serverSeed: z.string(),
      commitment: z.string(),
      clientSeed: z.string(),
      /** Bets played on this pair: nonces 0 to betCount − 1. */
      betCount: z.number().int(),
      revealedAt: z.string(),
    }),
  ),
});
export type FairnessState = z.infer<typeof FairnessStateSchema>;
export const ClientSeedRequestSchema = z.object({ clientSeed: ClientSeedSchema });
export const RotateSeedRequestSchema = z.object({ clientSeed: ClientSeedSchema.optional() });

// ---------------------------------------------------------------- staff

export const StaffOriginalsSettingSchema = z.object({
  game: OriginalsGameSchema,
  enabled: z.boolean(),
  minBetMinor: MinorStringSchema,
  maxBetMinor: MinorStringSchema,
  maxWinMinor: MinorStringSchema,
  /** The smallest minimum bet the game allows (flooring must not cost more than the edge). */
  floorMinBetMinor: MinorStringSchema,
  /** As players see it (OriginalsGameInfo): declared by packages/games, not a setting. */
  houseEdgeBps: z.number().int(),
  rtpPercent: z.string(),
  /** Plinko and keno: the highest of their tables' RTPs (rtpPercent is the lowest); else rtpPercent. */
  maxRtpPercent: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export const StaffOriginalsSettingListSchema = z.object({ settings: z.array(StaffOriginalsSettingSchema) });
export const StaffOriginalsSettingUpdateSchema = z.object({
  enabled: z.boolean(),
  minBetMinor: AmountMinorSchema,
  maxBetMinor: AmountMinorSchema,
  maxWinMinor: AmountMinorSchema,
  /** The version the editor read (STALE_RECORD when another change came first). */
  version: RecordVersionSchema,
});
export type StaffOriginalsSetting = z.infer<typeof StaffOriginalsSettingSchema>;
