import { z } from 'zod';

import { CRASH_GAME_PAGE_SIZE } from './constants';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PagedSchema, RecordVersionSchema } from './paging';

// Crash (issue 21, decision 054, modules/crash): multiplayer rounds every few seconds on the
// published hash chain of packages/games (bustabit v2). Bets and cash-outs move money through the
// provider wallet protocol as vendor BGS; the round's life and the players' cash-outs go out over
// the live events socket (topic 'crash').

export const CRASH_PHASES = ['BETTING', 'FLYING', 'CRASHED'] as const;
export const CrashPhaseSchema = z.enum(CRASH_PHASES);
export type CrashPhase = z.infer<typeof CrashPhaseSchema>;

/** A crash bet's id: the client's, a repeat is the same bet. At most 36 (a UUID) to fit the protocol's ids. */
export const CrashBetIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,36}$/, 'Letters, digits, _ and -: 8 to 36');

/** Multipliers are integers in hundredths (200 is 2.00×): 1.01× to 1,000,000×. */
export const CrashMultiplierSchema = z.number().int().min(101).max(100_000_000);

export const CrashBetRequestSchema = z.object({
  betId: CrashBetIdSchema,
  launchToken: z.string().min(16).max(128),
  amountMinor: AmountMinorSchema,
  /** Cash out automatically at this multiplier (hundredths); null rides until cashed out by hand. */
  autoCashOut: CrashMultiplierSchema.nullable().default(null),
});
export const CrashBetParamsSchema = z.object({ betId: CrashBetIdSchema });
export const CrashRoundParamsSchema = z.object({ roundId: z.coerce.number().int().min(1) });

/** What verifying a round needs: its hash (after it crashed), the chain's salt and terminating hash. */
export const CrashRoundSchema = z.object({
  roundId: z.number().int(),
  chainId: z.number().int(),
  /** The game's number in its chain: hashing its hash this many times gives the terminating hash. */
  gameNumber: z.number().int(),
  phase: CrashPhaseSchema,
  bettingEndsAt: z.string(),
  /** When the multiplier started rising (null while betting). */
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
  /** Hundredths; null until the round crashed. */
  crashPoint: z.number().int().nullable(),
  /** The game's hash from the chain; null until the round crashed. */
  hash: z.string().nullable(),
  salt: z.string(),
  terminatingHash: z.string(),
  /** The previous round's hash in this chain (SHA-256 of this round's hash), when it was played. */
  previousHash: z.string().nullable(),
});
export type CrashRound = z.infer<typeof CrashRoundSchema>;

export const CRASH_BET_STATUSES = ['PLAYING', 'SETTLING', 'SETTLED'] as const;

export const CrashBetSchema = z.object({
  betId: z.string(),
  roundId: z.number().int(),
  status: z.enum(CRASH_BET_STATUSES),
  amountMinor: MinorStringSchema,
  autoCashOut: z.number().int().nullable(),
  /** Where the bet cashed out (hundredths); null while riding or when it lost. */
  cashedOutAt: z.number().int().nullable(),
  payoutMinor: MinorStringSchema,
  isWin: z.boolean(),
  /** A maximum win (per bet or per round) cashed the bet out early. */
  isCapped: z.boolean(),
  currency: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The round, with its hash and crash point once it crashed. */
  round: CrashRoundSchema,
});
export type CrashBet = z.infer<typeof CrashBetSchema>;

export const CrashPlaySchema = z.object({ bet: CrashBetSchema, balanceMinor: MinorStringSchema });
export type CrashPlay = z.infer<typeof CrashPlaySchema>;

/** A player of the round as everyone sees them: a masked name, the stake and the cash-out. */
export const CrashPlayerSchema = z.object({
  /** Stable within a round: lets the list update a player's row. */
  key: z.string(),
  name: z.string(),
  amountMinor: MinorStringSchema,
  cashedOutAt: z.number().int().nullable(),
  payoutMinor: MinorStringSchema.nullable(),
});
export type CrashPlayer = z.infer<typeof CrashPlayerSchema>;

/** The round now: phase and timing (the client draws the curve from startedAt and serverNow). */
export const CrashLiveRoundSchema = z.object({
  roundId: z.number().int(),
  gameNumber: z.number().int(),
  phase: CrashPhaseSchema,
  bettingEndsAt: z.string(),
  startedAt: z.string().nullable(),
  crashPoint: z.number().int().nullable(),
  hash: z.string().nullable(),
  /** The server's clock when this was sent: the client corrects its own by the difference. */
  serverNow: z.string(),
});
export type CrashLiveRound = z.infer<typeof CrashLiveRoundSchema>;

export const CrashStateSchema = z.object({
  round: CrashLiveRoundSchema.nullable(),
  players: z.array(CrashPlayerSchema),
  /** The last crash points, newest first. */
  recent: z.array(z.object({ roundId: z.number().int(), crashPoint: z.number().int() })),
  /** Hundredths per ms growth of the curve: multiplier = 100·e^(growth·t). */
  growthPerMs: z.number(),
  minBetMinor: MinorStringSchema,
  maxBetMinor: MinorStringSchema,
  maxWinMinor: MinorStringSchema,
  rtpPercent: z.string(),
  terminatingHash: z.string().nullable(),
  salt: z.string().nullable(),
});
export type CrashState = z.infer<typeof CrashStateSchema>;

export const CrashRoundListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CRASH_GAME_PAGE_SIZE).default(CRASH_GAME_PAGE_SIZE),
});
export const CrashRoundPageSchema = PagedSchema(CrashRoundSchema);
export const CrashBetPageSchema = PagedSchema(CrashBetSchema);

// ---------------------------------------------------------------- live (topic 'crash')

/** The round changed phase (betting open, flying, crashed). */
export const LiveCrashRoundEventSchema = z.object({ type: z.literal('crash_round'), round: CrashLiveRoundSchema });
/** Players who joined or cashed out since the last one (batched, ~10 a second at most). */
export const LiveCrashPlayersEventSchema = z.object({
  type: z.literal('crash_players'),
  roundId: z.number().int(),
  players: z.array(CrashPlayerSchema),
});
/** Sent once after a socket subscribes: the whole state. */
export const LiveCrashStateEventSchema = CrashStateSchema.extend({ type: z.literal('crash_state') });

// ---------------------------------------------------------------- staff

export const StaffCrashSettingsSchema = z.object({
  /** The most one round may pay in total: riding bets are cashed out before it is passed. */
  maxRoundWinMinor: MinorStringSchema,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export const StaffCrashSettingsUpdateSchema = z.object({
  maxRoundWinMinor: AmountMinorSchema,
  version: RecordVersionSchema,
});
