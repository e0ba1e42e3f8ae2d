import { z } from 'zod';

import { MAX_AMOUNT_MINOR } from './money';

// The provider wallet protocol (docs/provider-wallet-protocol.md): what an external game provider
// sends to POST /wps/provider/v1/{vendor}/{call}, and what it gets back in the envelope's value.

/** Headers of a provider's signed call: HMAC-SHA256 over `${timestamp}.${nonce}.${rawBody}`. */
export const PROVIDER_SIGNATURE_HEADERS = {
  keyId: 'x-perya-key-id',
  timestamp: 'x-perya-timestamp',
  nonce: 'x-perya-nonce',
  signature: 'x-perya-signature',
} as const;
export const PROVIDER_REPLAY_WINDOW_SECONDS = 300;
/** How long a launch token lets the provider place bets. */
export const LAUNCH_TOKEN_HOURS = 4;

const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Letters, digits and _.:- only, at most 64');
const user = z.string().regex(/^\d{1,18}$/, 'A member id');
// One pattern, not a pattern and a refinement: zod runs refinements even after a failed pattern,
// and BigInt('10.50') throws.
// At most MAX_AMOUNT_MINOR per call, as every amount (the balance has its own ceiling in the ledger).
const notAbove = (digits: string) => !/^\d+$/.test(digits) || BigInt(digits) <= MAX_AMOUNT_MINOR;
const positive = z
  .string()
  .regex(/^(?!0+$)\d{1,16}$/, 'Minor units as digits, more than zero')
  .refine(notAbove, 'Too large');
const notNegative = z
  .string()
  .regex(/^\d{1,16}$/, 'Minor units as digits')
  .refine(notAbove, 'Too large');
const currency = z.string().regex(/^[A-Z]{3}$/);
const token = z.string().min(16).max(128);

export const ProviderAuthenticateSchema = z.object({ token });
export const ProviderBalanceSchema = z.object({ user, token: token.optional() });
export const ProviderBetSchema = z.object({
  user,
  token,
  transaction_uuid: id,
  round: id,
  game_code: z.string().min(1).max(64),
  amount: positive,
  currency,
});
export const ProviderWinSchema = z.object({
  user,
  token: token.optional(),
  transaction_uuid: id,
  round: id,
  game_code: z.string().min(1).max(64),
  amount: notNegative,
  currency,
  reference_transaction_uuid: id.optional(),
  is_bonus: z.boolean().default(false),
  round_closed: z.boolean().default(false),
});
export const ProviderRollbackSchema = z.object({
  user,
  token: token.optional(),
  transaction_uuid: id,
  reference_transaction_uuid: id,
  round: id,
  game_code: z.string().min(1).max(64),
});
export const ProviderRoundEndSchema = z.object({ user, round: id, game_code: z.string().min(1).max(64) });

export const ProviderPlayerSchema = z.object({
  user: z.string(),
  account: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.string(),
  language: z.string(),
});
export const ProviderBalanceResultSchema = z.object({ user: z.string(), currency: z.string(), balance: z.string() });
export const ProviderTransactionResultSchema = ProviderBalanceResultSchema.extend({
  transaction_uuid: z.string(),
  /** Perya's ledger transfer id (null when nothing moved: a tombstone, a repeated rollback, a zero win). */
  reference: z.string().nullable(),
});
