import type { RandomSource } from '../fair/stream';
import { add, fraction, ZERO } from '../math/fraction';
import { assertWager, type Multiplier, payoutFor, type Payout, type Wager } from '../money/payout';
import { type SlotConfig, validateSlotConfig } from './slot-config';

// Playing the slot. Each reel's stop is floor(f × strip length), one float per reel, left to
// right; the window shows rows stop, stop + 1, … of each strip (cyclically). A spin pays:
//  - each payline its best run from the left reel: the first non-wild symbol with the wilds
//    around it, or a run of wilds alone when that pays more; scatters are never substituted;
//  - scatters anywhere: scatterPays[count] × the total bet, and freeSpinsAwarded[count] free spins.
// Free spins use the free strips and multiply every win by freeSpinMultiplier; scatters in them
// add spins up to maxFreeSpins in all. One bet is the base spin and all the free spins it leads
// to; the payout is floored once, on the round's total.

export type SlotReelSet = 'base' | 'free';

export type SlotLineWin = {
  /** Index in config.paylines. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** In multiples of the line bet (before the free-spin multiplier). */
  readonly pay: number;
};

export type SlotSpin = {
  readonly reelSet: SlotReelSet;
  readonly stops: readonly number[];
  /** window[reel][row]: the symbol ids shown. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatterCount: number;
  readonly freeSpinsAwarded: number;
  /** The spin's win per unit of total bet, free-spin multiplier included. */
  readonly multiplier: Multiplier;
};

export type SlotResult = Payout & {
  /** The base spin, then every free spin in order. */
  readonly spins: readonly SlotSpin[];
  /** The round's win per unit of total bet. */
  readonly multiplier: Multiplier;
};

type Prepared = { readonly wild: string | null; readonly scatter: string };
const prepared = new WeakMap<SlotConfig, Prepared>();

const prepare = (config: SlotConfig): Prepared => {
  let ready = prepared.get(config);
  if (!ready) {
    validateSlotConfig(config);
    ready = {
      wild: config.symbols.find((symbol) => symbol.kind === 'wild')?.id ?? null,
      scatter: config.symbols.find((symbol) => symbol.kind === 'scatter')!.id,
    };
    prepared.set(config, ready);
  }
  return ready;
};

/** The best win of one line's symbols (left to right), or null. */
export const evaluateSlotLine = (
  config: SlotConfig,
  symbols: readonly string[],
): { readonly symbol: string; readonly count: number; readonly pay: number } | null => {
  const { wild, scatter } = prepare(config);
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const wildPay = wild !== null && wilds > 0 ? (config.linePays[wild]?.[wilds] ?? 0) : 0;
  const first = symbols[wilds];
  let best = wildPay > 0 ? { symbol: wild!, count: wilds, pay: wildPay } : null;
  if (first !== undefined && first !== scatter) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count += 1;
    const pay = config.linePays[first]?.[count] ?? 0;
    if (pay > 0 && (!best || pay > best.pay)) best = { symbol: first, count, pay };
  }
  return best;
};

/** One spin on the given reel set. */
export const spinSlotReels = (source: RandomSource, config: SlotConfig, reelSet: SlotReelSet): SlotSpin => {
  const { scatter } = prepare(config);
  const strips = config.strips[reelSet];
  const stops = strips.map((strip) => Math.floor(source.float() * strip.length));
  const window = strips.map((strip, reel) =>
    Array.from({ length: config.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lineWins: SlotLineWin[] = [];
  let linePayTotal = 0;
  config.paylines.forEach((rows, line) => {
    const win = evaluateSlotLine(
      config,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (win) {
      lineWins.push({ line, ...win });
      linePayTotal += win.pay;
    }
  });
  const scatterCount = window.reduce((count, column) => count + column.filter((id) => id === scatter).length, 0);
  const factor = reelSet === 'free' ? config.freeSpinMultiplier : 1;
  // Line pays are in line bets (total / lines); scatter pays in total bets.
  const multiplier = fraction(
    BigInt(factor) *
      (BigInt(linePayTotal) + BigInt(config.scatterPays[scatterCount] ?? 0) * BigInt(config.paylines.length)),
    config.paylines.length,
  );
  return {
    reelSet,
    stops,
    window,
    lineWins,
    scatterCount,
    freeSpinsAwarded: config.freeSpinsAwarded[scatterCount] ?? 0,
    multiplier,
  };
};

/** One bet: the base spin and every free spin it leads to. */
export const playSlot = (source: RandomSource, input: { readonly config: SlotConfig } & Wager): SlotResult => {
  assertWager(input);
  const { config } = input;
  const base = spinSlotReels(source, config, 'base');
  const spins: SlotSpin[] = [base];
  let awarded = Math.min(base.freeSpinsAwarded, config.maxFreeSpins);
  for (let played = 0; played < awarded; played += 1) {
    const spin = spinSlotReels(source, config, 'free');
    spins.push(spin);
    awarded = Math.min(config.maxFreeSpins, awarded + spin.freeSpinsAwarded);
  }
  const multiplier = spins.reduce((total, spin) => add(total, spin.multiplier), ZERO);
  return { spins, multiplier, ...payoutFor(input, multiplier) };
};
