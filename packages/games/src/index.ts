// @perya/games: Perya's in-house games and lottery draws as pure, deterministic mathematics.
// Nothing here does I/O or keeps state between calls; the server and the browser run the same
// code. README.md explains the scheme, each game's rules and maths, and how players verify.
//
// Shape of the API:
//  - fair/     seeds and commitments, the HMAC byte stream, and the runners that play an engine on
//              it with node:crypto (synchronous, '@perya/games/node') or WebCrypto (asynchronous)
//  - engines   pure functions of a RandomSource and the bet: playDice, playLimbo, startMines…,
//              playPlinko, playKeno, playSlot; crash points from the hash chain; lottery draws
//  - money     exact multipliers (fractions), payouts floored to the minor unit and capped at the
//              maximum win, minimum stakes
//  - maths     exact RTP of every configuration (…Rtp, …Outcomes) for tests, displays and
//              the operator's live RTP view

export { GAME_ERROR_CODES, type GameErrorCode, GameRuleError, isGameRuleError } from './errors';

// Provably fair base
export { createWebCrypto, type FairCrypto, type HmacSha256, type Sha256, type SyncFairCrypto } from './fair/crypto';
export { equalsConstantTime, fromHex, toHex, utf8Bytes } from './fair/encoding';
export {
  assertSeedPair,
  CLIENT_SEED_PATTERN,
  commitSeed,
  commitSeedSync,
  generateClientSeed,
  generateServerSeed,
  isClientSeed,
  isNonce,
  isServerSeed,
  MAX_NONCE,
  originalsStreamRequest,
  type RandomBytes,
  type SeedPair,
  SERVER_SEED_PATTERN,
  verifySeedCommitment,
} from './fair/seeds';
export {
  BLOCK_BYTES,
  BYTES_PER_FLOAT,
  floatFromBytes,
  floatsOfBlock,
  FLOATS_PER_BLOCK,
  openStreamSync,
  type RandomSource,
  runStream,
  runStreamSync,
  type StreamRequest,
  type StreamRun,
  type StreamTranscript,
} from './fair/stream';

// Exact maths and money
export { binomial, binomialHalf, hypergeometric } from './math/combinatorics';
export {
  add,
  compare,
  divide,
  type Fraction,
  fraction,
  fromDecimal,
  isEqual,
  multiply,
  subtract,
  sum,
  toDecimal,
  toNumber,
  toPercent,
} from './math/fraction';
export {
  crashMinimumStakeMinor,
  diceMinimumStakeMinor,
  kenoMinimumStakeMinor,
  limboMinimumStakeMinor,
  minesMinimumStakeMinor,
  MINIMUM_STAKES_MINOR,
  plinkoMinimumStakeMinor,
  slotMinimumStakeMinor,
} from './money/minimum-stakes';
export {
  assertWager,
  flooredRtpOf,
  minimumStakeMinor,
  type Multiplier,
  type Outcome,
  type Payout,
  payoutFor,
  rtpOf,
  type Wager,
} from './money/payout';

// Originals
export { ORIGINALS_HOUSE_EDGE_BPS } from './originals/house-edge';
export * from './originals/dice';
export * from './originals/limbo';
export * from './originals/mines';
export * from './originals/plinko';
export * from './originals/keno';
export * from './originals/play-original';
export * from './slot/slot-config';
export * from './slot/slot-engine';
export * from './slot/slot-rtp';
export { PERYA_LIGHTS } from './slot/perya-lights';

// Crash
export * from './crash/crash-point';
export * from './crash/chain';

// Lotteries
export * from './lottery/draw-seed';
export * from './lottery/vn-layouts';
export * from './lottery/vn-bets';
export * from './lottery/four-d';
export * from './lottery/lotto';
export * from './lottery/quick-draw';
export * from './lottery/settle';
