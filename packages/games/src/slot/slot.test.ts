import { describe, expect, it } from 'vitest';

import { fraction, isEqual, toNumber, toPercent, ZERO, add, multiply } from '../math/fraction';
import { PERYA_LIGHTS } from './perya-lights';
import { type SlotConfig, validateSlotConfig } from './slot-config';
import { evaluateSlotLine, playSlot, spinSlotReels } from './slot-engine';
import { slotRtp, slotScatterDistribution } from './slot-rtp';

/** A source whose floats land each reel on the given stops, in order. */
const stopsSource = (config: SlotConfig, reelSet: 'base' | 'free', stops: number[]) => {
  let index = 0;
  return {
    float: () => {
      const reel = index % config.reels;
      const value = (stops[index]! + 0.5) / config.strips[reelSet][reel]!.length;
      index += 1;
      return value;
    },
    byte: () => 0,
    integerBelow: () => 0,
  };
};

const TINY: SlotConfig = {
  id: 'tiny',
  name: 'Tiny',
  reels: 3,
  rows: 2,
  symbols: [
    { id: 'W', kind: 'wild', name: 'Wild' },
    { id: 'S', kind: 'scatter', name: 'Scatter' },
    { id: 'A', kind: 'regular', name: 'A' },
    { id: 'B', kind: 'regular', name: 'B' },
  ],
  paylines: [
    [0, 0, 0],
    [1, 1, 1],
    [0, 1, 0],
  ],
  linePays: { W: [0, 0, 0, 20], A: [0, 0, 2, 10], B: [0, 0, 1, 4] },
  scatterPays: [0, 0, 1, 5],
  freeSpinsAwarded: [0, 0, 2, 4],
  freeSpinMultiplier: 3,
  maxFreeSpins: 6,
  strips: {
    base: [
      ['A', 'B', 'S', 'A', 'B'],
      ['W', 'A', 'B', 'S', 'B', 'A'],
      ['B', 'A', 'S', 'A'],
    ],
    free: [
      ['A', 'S', 'B'],
      ['W', 'S', 'A', 'B'],
      ['A', 'B', 'S'],
    ],
  },
  rtpPercent: '00.0000',
};

describe('slot', () => {
  it('should accept the default config and declare its exact RTP (96.0970 %)', () => {
    expect(() => validateSlotConfig(PERYA_LIGHTS)).not.toThrow();
    const rtp = slotRtp(PERYA_LIGHTS);
    expect((rtp.rtp * 100).toFixed(4)).toBe(PERYA_LIGHTS.rtpPercent);
    expect(toNumber(rtp.baseGame)).toBeGreaterThan(0.7);
    expect(rtp.featureContribution).toBeGreaterThan(0.15);
    expect(1 / toNumber(rtp.triggerProbability)).toBeLessThan(200);
    // GLI-11's floor is 75 % (domain-rules §4.1).
    expect(rtp.rtp).toBeGreaterThan(0.75);
  });

  it('should score a line from the left with wilds, taking a run of wilds alone when it pays more', () => {
    const line = (symbols: string[]) => evaluateSlotLine(PERYA_LIGHTS, symbols);
    expect(line(['jeepney', 'jeepney', 'jeepney', 'mango', 'banana'])).toEqual({
      symbol: 'jeepney',
      count: 3,
      pay: 30,
    });
    expect(line(['jeepney', 'parol', 'parol', 'jeepney', 'banana'])).toEqual({ symbol: 'jeepney', count: 4, pay: 150 });
    expect(line(['parol', 'parol', 'parol', 'mango', 'banana'])).toEqual({ symbol: 'parol', count: 3, pay: 50 });
    expect(line(['parol', 'parol', 'parol', 'parol', 'jeepney'])).toEqual({ symbol: 'jeepney', count: 5, pay: 750 });
    expect(line(['tsubibo', 'jeepney', 'jeepney', 'jeepney', 'jeepney'])).toBeNull();
    expect(line(['jeepney', 'tsubibo', 'jeepney', 'jeepney', 'jeepney'])).toBeNull();
    expect(line(['parol', 'tsubibo', 'jeepney', 'jeepney', 'jeepney'])).toBeNull();
    expect(line(['mango', 'mango', 'banana', 'mango', 'mango'])).toBeNull();
  });

  it('should match a brute-force enumeration of every stop on a small config, exactly', () => {
    for (const reelSet of ['base', 'free'] as const) {
      const [a, b, c] = TINY.strips[reelSet].map((strip) => strip.length) as [number, number, number];
      let total = ZERO;
      for (let x = 0; x < a; x += 1) {
        for (let y = 0; y < b; y += 1) {
          for (let z = 0; z < c; z += 1) {
            total = add(total, spinSlotReels(stopsSource(TINY, reelSet, [x, y, z]), TINY, reelSet).multiplier);
          }
        }
      }
      const average = multiply(total, fraction(1, a * b * c));
      const rtp = slotRtp(TINY);
      const expected = reelSet === 'base' ? rtp.baseGame : rtp.freeSpinValue;
      expect(isEqual(average, expected)).toBe(true);
    }
  });

  it('should expect F / (1 − Σ q·F) free spins per feature when the cap does not bind (branching process)', () => {
    const rtp = slotRtp(PERYA_LIGHTS);
    const award = (count: number) => PERYA_LIGHTS.freeSpinsAwarded[count] ?? 0;
    // Each free spin adds F_k spins with the free reels' probability q_k of k scatters.
    const perSpin = slotScatterDistribution(PERYA_LIGHTS, 'free').reduce(
      (mean, q, count) => mean + toNumber(q) * award(count),
      0,
    );
    const base = slotScatterDistribution(PERYA_LIGHTS, 'base');
    const initial =
      base.reduce((mean, p, count) => mean + toNumber(p) * award(count), 0) / toNumber(rtp.triggerProbability);
    expect(perSpin).toBeLessThan(1);
    expect(Math.abs(rtp.freeSpinsPerTrigger - initial / (1 - perSpin))).toBeLessThan(1e-6);
  });

  it('should play a whole round: the base spin, then every free spin it leads to, capped at maxFreeSpins', () => {
    // Tiny: the base window of stops [2, 3, 2] shows a scatter on each reel: 3 scatters → 4 free spins.
    let calls = 0;
    const base = [2, 3, 2];
    const source = {
      float: () => {
        const reelSet = calls < 3 ? 'base' : 'free';
        const reel = calls % 3;
        const stop = calls < 3 ? base[reel]! : 1; // every free spin on stop 1: scatters on reels 1 and 2
        calls += 1;
        return (stop + 0.5) / TINY.strips[reelSet][reel]!.length;
      },
      byte: () => 0,
      integerBelow: () => 0,
    };
    const result = playSlot(source, { config: TINY, stakeMinor: 300n, maxWinMinor: 10n ** 9n });
    expect(result.spins[0]!.scatterCount).toBe(3);
    expect(result.spins[0]!.freeSpinsAwarded).toBe(4);
    // Each free spin shows 2 scatters (+2 spins) until the cap of 6 is reached: 6 free spins in all.
    expect(result.spins).toHaveLength(1 + TINY.maxFreeSpins);
    const total = result.spins.reduce((sum, spin) => add(sum, spin.multiplier), ZERO);
    expect(isEqual(result.multiplier, total)).toBe(true);
    expect(result.payoutMinor).toBe((300n * total.numerator) / total.denominator);
  });

  it.each<[string, (config: SlotConfig) => SlotConfig]>([
    ['duplicate symbols', (c) => ({ ...c, symbols: [...c.symbols, c.symbols[2]!] })],
    ['no scatter', (c) => ({ ...c, symbols: c.symbols.filter((s) => s.kind !== 'scatter') })],
    ['a payline off the window', (c) => ({ ...c, paylines: [[0, 1, 3, 1, 0]] })],
    [
      'a strip with an unknown symbol',
      (c) => ({ ...c, strips: { ...c.strips, base: [['ghost'], ...c.strips.base.slice(1)] } }),
    ],
    [
      'two scatters in one window',
      (c) => ({
        ...c,
        strips: { ...c.strips, free: [['tsubibo', 'mango', 'tsubibo', 'banana'], ...c.strips.free.slice(1)] },
      }),
    ],
    ['fractional line pays', (c) => ({ ...c, linePays: { ...c.linePays, mango: [0, 0, 0, 1.5, 2, 3] } })],
    ['too few free spins allowed', (c) => ({ ...c, maxFreeSpins: 5 })],
    ['a bad RTP label', (c) => ({ ...c, rtpPercent: '96%' })],
  ])('should refuse a config with %s', (_, change) => {
    expect(() => validateSlotConfig(change(PERYA_LIGHTS))).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }));
  });

  it('should report the RTP as a percentage with 4 decimals', () => {
    expect(toPercent(fraction(Math.round(slotRtp(PERYA_LIGHTS).rtp * 1e8), 1e8), 4)).toBe(PERYA_LIGHTS.rtpPercent);
  });
});
