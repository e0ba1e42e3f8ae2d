import { GameRuleError } from '../errors';
import type { FairCrypto, SyncFairCrypto } from '../fair/crypto';
import { fromHex, utf8Bytes } from '../fair/encoding';
import { fraction, type Fraction } from '../math/fraction';
import { assertWager, type Multiplier, payoutFor, type Payout, type Wager } from '../money/payout';
import { ORIGINALS_HOUSE_EDGE_BPS } from '../originals/house-edge';

// Crash (bustabit v2 maths, domain-rules §4.1). Each game's hash comes from a published hash chain
// (chain.ts); its bust point is
//
//   h = HMAC-SHA256(key = the public salt as text, message = the game hash's 32 bytes)
//   r = the first 52 bits of h,  X = 99 / (1 − r/2⁵²),  bust = max(1, floor(X)/100)
//
// so P(bust ≥ m) = 0.99/m for every m ≥ 1.01 and P(bust = 1.00) = 2/101 (the house edge shows up
// as the instant bust). A bet that cashes out at m (by hand or automatically) before the bust wins
// m×: RTP 99 % whatever m. The expression is bustabit's float arithmetic, so its public verifiers
// agree. Multipliers are integers in hundredths: 200 is 2.00×.

export const CRASH_HOUSE_EDGE_BPS = ORIGINALS_HOUSE_EDGE_BPS;
export const CRASH_RTP: Fraction = fraction(10_000 - CRASH_HOUSE_EDGE_BPS, 10_000);
export const CRASH_MIN_CASH_OUT = 101;
export const CRASH_MAX_CASH_OUT = 100_000_000;
/** bustabit's curve: the multiplier is e^(0.00006·t) after t milliseconds of the round. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const BITS = 52;
const NUMERATOR = (10_000 - CRASH_HOUSE_EDGE_BPS) / 100; // 99

/** The bust point in hundredths from the HMAC's 32 bytes. */
export const crashPointFromHmac = (hmac: Uint8Array): number => {
  // 52 bits = the first 13 hex digits: six bytes and the high half of the seventh.
  let r = 0;
  for (let index = 0; index < 6; index += 1) r = r * 256 + hmac[index]!;
  r = r * 16 + (hmac[6]! >> 4);
  const x = NUMERATOR / (1 - r / 2 ** BITS);
  return Math.max(100, Math.floor(x));
};

const GAME_HASH_PATTERN = /^[0-9a-f]{64}$/;

const assertGameHash = (gameHash: string): void => {
  if (!GAME_HASH_PATTERN.test(gameHash)) throw new GameRuleError('INVALID_SEED', 'game hash must be 64 lowercase hex');
};

/** A game's bust point (hundredths) from its hash and the chain's public salt. */
export const crashPoint = async (crypto: FairCrypto, gameHash: string, salt: string): Promise<number> => {
  assertGameHash(gameHash);
  return crashPointFromHmac(await crypto.hmacSha256(utf8Bytes(salt), fromHex(gameHash)));
};

export const crashPointSync = (crypto: SyncFairCrypto, gameHash: string, salt: string): number => {
  assertGameHash(gameHash);
  return crashPointFromHmac(crypto.hmacSha256(utf8Bytes(salt), fromHex(gameHash)));
};

/** The multiplier shown t ms into a round, in hundredths (bustabit's curve). */
export const crashMultiplierAt = (elapsedMs: number): number =>
  Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs)));

/** The first millisecond at which the curve shows `multiplier` (hundredths): when to bust or cash out. */
export const crashElapsedMsFor = (multiplier: number): number => {
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS) - 1);
  while (crashMultiplierAt(ms) < multiplier) ms += 1;
  return ms;
};

export const assertCrashCashOut = (cashOutAt: number): void => {
  if (!Number.isInteger(cashOutAt) || cashOutAt < CRASH_MIN_CASH_OUT || cashOutAt > CRASH_MAX_CASH_OUT) {
    throw new GameRuleError('INVALID_BET', `cash-out must be ${CRASH_MIN_CASH_OUT}-${CRASH_MAX_CASH_OUT} hundredths`);
  }
};

export type CrashSettlement = Payout & { readonly isWin: boolean; readonly multiplier: Multiplier };

/**
 * Settles one bet of a finished round: `cashOutAt` is where the player cashed out (by hand or by
 * auto cash-out), null when they did not before the bust. A cash-out at the bust point itself wins.
 */
export const settleCrashBet = (
  input: Wager & { readonly cashOutAt: number | null; readonly crashPoint: number },
): CrashSettlement => {
  assertWager(input);
  if (input.cashOutAt !== null) assertCrashCashOut(input.cashOutAt);
  const isWin = input.cashOutAt !== null && input.cashOutAt <= input.crashPoint;
  const multiplier = isWin ? fraction(input.cashOutAt!, 100) : fraction(0);
  return { isWin, multiplier, ...payoutFor(input, multiplier) };
};

/**
 * The highest multiplier (hundredths) at which bets still riding together pay no more than
 * `capMinor`: the server cashes them all out there (the round's maximum win), or one bet alone
 * there (the bet's maximum win). Null when even 1.01× is over the cap.
 */
export const crashCapMultiplier = (stakesMinor: readonly bigint[], capMinor: bigint): number | null => {
  const payoutAt = (multiplier: number) =>
    stakesMinor.reduce((total, stake) => total + (stake * BigInt(multiplier)) / 100n, 0n);
  if (payoutAt(CRASH_MIN_CASH_OUT) > capMinor) return null;
  let low = CRASH_MIN_CASH_OUT;
  let high = CRASH_MAX_CASH_OUT + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (payoutAt(middle) <= capMinor) low = middle;
    else high = middle;
  }
  return low;
};

/** P(bust ≥ m) with ideal 52-bit draws: 0.99·100/m, the chance a cash-out at m wins. */
export const crashWinProbability = (cashOutAt: number): Fraction => {
  assertCrashCashOut(cashOutAt);
  // floor(X) ≥ m ⇔ 99/(1 − r/2⁵²) ≥ m ⇔ r ≥ 2⁵²·(1 − 99/m): count the r in [0, 2⁵²) that do.
  const total = 2n ** 52n;
  const m = BigInt(cashOutAt);
  const first = (total * (m - 99n) + m - 1n) / m;
  return fraction(total - first, total);
};
