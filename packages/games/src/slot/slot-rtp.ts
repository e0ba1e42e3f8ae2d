import { add, fraction, type Fraction, multiply, toNumber, ZERO } from '../math/fraction';
import type { SlotConfig } from './slot-config';
import { evaluateSlotLine, type SlotReelSet } from './slot-engine';

// The slot's RTP by enumeration, no simulation:
//  - A payline shows one cell per reel; with the stops uniform, each cell is a uniform draw from
//    its strip and the reels are independent, so one line's expected pay is a sum over every
//    combination of symbols weighted by their counts on the strips (Π strip lengths in all). Every
//    line has the same expectation, and line pays are in line bets, so the spin's expected line win
//    per unit of total bet is that one expectation.
//  - Scatters: at most one per window of a reel (validateSlotConfig), shown with probability
//    rows × scatters / length on each reel; the count over the reels is a convolution.
//  - Free spins: by Wald's identity the feature pays E[spins played] × E[win of one free spin].
//    E[spins played] from an award comes from the exact recurrence over (spins awarded, spins left)
//    with retriggers and the maxFreeSpins cap; it is the one step done in double precision.

export type SlotRtp = {
  /** Per unit of total bet: lines and scatters of the base spin. */
  readonly baseGame: Fraction;
  /** The probability a base spin awards free spins. */
  readonly triggerProbability: Fraction;
  /** Expected win of one free spin per unit of total bet, multiplier included. */
  readonly freeSpinValue: Fraction;
  /** Expected free spins played per trigger (double precision). */
  readonly freeSpinsPerTrigger: number;
  /** Expected feature win per base spin (double precision). */
  readonly featureContribution: number;
  /** The RTP (double precision; the exact parts above). */
  readonly rtp: number;
};

const countsOf = (strip: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const id of strip) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/** One line's expected pay in line bets on a reel set. */
export const slotLineExpectation = (config: SlotConfig, reelSet: SlotReelSet): Fraction => {
  const strips = config.strips[reelSet];
  const reels = strips.map((strip) => [...countsOf(strip)]);
  const total = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let weighted = 0n;
  const symbols: string[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === reels.length) {
      const win = evaluateSlotLine(config, symbols);
      if (win) weighted += weight * BigInt(win.pay);
      return;
    }
    for (const [id, count] of reels[reel]!) {
      symbols.push(id);
      walk(reel + 1, weight * BigInt(count));
      symbols.pop();
    }
  };
  walk(0, 1n);
  return fraction(weighted, total);
};

/** P(k scatters in the window), k = 0 … reels. */
export const slotScatterDistribution = (config: SlotConfig, reelSet: SlotReelSet): Fraction[] => {
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  let distribution: Fraction[] = [fraction(1)];
  for (const strip of config.strips[reelSet]) {
    const shown = fraction(config.rows * strip.filter((id) => id === scatter).length, strip.length);
    const hidden = fraction(shown.denominator - shown.numerator, shown.denominator);
    const next: Fraction[] = Array.from({ length: distribution.length + 1 }, () => ZERO);
    distribution.forEach((probability, count) => {
      next[count] = add(next[count]!, multiply(probability, hidden));
      next[count + 1] = add(next[count + 1]!, multiply(probability, shown));
    });
    distribution = next;
  }
  return distribution;
};

const spinValue = (config: SlotConfig, reelSet: SlotReelSet): Fraction => {
  const scatters = slotScatterDistribution(config, reelSet).reduce(
    (total, probability, count) => add(total, multiply(probability, fraction(config.scatterPays[count] ?? 0))),
    ZERO,
  );
  return add(slotLineExpectation(config, reelSet), scatters);
};

/** E[free spins played] when a feature starts with `initial` spins. */
const expectedFreeSpins = (config: SlotConfig, initial: number): number => {
  const retrigger = slotScatterDistribution(config, 'free')
    .map((probability, count) => ({ probability: toNumber(probability), spins: config.freeSpinsAwarded[count] ?? 0 }))
    .filter(({ spins, probability }) => spins > 0 && probability > 0);
  // played[a][l]: the expected final number of spins awarded (all of which get played) with a
  // awarded so far and l left. A spin never lowers a, so the table fills from the largest a down,
  // and within one a from l = 0 up.
  const cap = config.maxFreeSpins;
  const played: Float64Array[] = Array.from({ length: cap + 1 }, () => new Float64Array(cap + 1));
  for (let awarded = cap; awarded >= 0; awarded -= 1) {
    const row = played[awarded]!;
    row[0] = awarded;
    for (let left = 1; left <= awarded; left += 1) {
      let none = 1;
      let value = 0;
      for (const { probability, spins } of retrigger) {
        const added = Math.min(spins, cap - awarded);
        value += probability * (added === 0 ? row[left - 1]! : played[awarded + added]![left - 1 + added]!);
        none -= probability;
      }
      row[left] = value + none * row[left - 1]!;
    }
  }
  const start = Math.min(initial, cap);
  return played[start]![start]!;
};

export const slotRtp = (config: SlotConfig): SlotRtp => {
  const baseScatters = slotScatterDistribution(config, 'base');
  const baseGame = spinValue(config, 'base');
  const freeSpinValue = multiply(spinValue(config, 'free'), fraction(config.freeSpinMultiplier));
  let triggerProbability = ZERO;
  let featureContribution = 0;
  let triggeredSpins = 0;
  baseScatters.forEach((probability, count) => {
    const award = config.freeSpinsAwarded[count] ?? 0;
    if (award === 0) return;
    triggerProbability = add(triggerProbability, probability);
    const spins = expectedFreeSpins(config, award);
    triggeredSpins += toNumber(probability) * spins;
    featureContribution += toNumber(probability) * spins * toNumber(freeSpinValue);
  });
  const triggerChance = toNumber(triggerProbability);
  return {
    baseGame,
    triggerProbability,
    freeSpinValue,
    freeSpinsPerTrigger: triggerChance === 0 ? 0 : triggeredSpins / triggerChance,
    featureContribution,
    rtp: toNumber(baseGame) + featureContribution,
  };
};
