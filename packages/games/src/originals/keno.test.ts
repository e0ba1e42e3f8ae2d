import { describe, expect, it } from 'vitest';

import { hypergeometric } from '../math/combinatorics';
import { compare, fraction, sum, toNumber, toPercent } from '../math/fraction';
import { drawKeno, KENO_PICK_COUNTS, KENO_RISKS, KENO_TABLES, kenoDeclaredRtp, kenoRtp, playKeno } from './keno';

const everyTable = KENO_RISKS.flatMap((risk) => KENO_PICK_COUNTS.map((picks) => ({ risk, picks })));

describe('keno', () => {
  it('should use the hypergeometric law C(10,k)·C(30,n−k)/C(40,n): domain-rules §4.3', () => {
    expect(hypergeometric(40, 10, 1, 1)).toEqual(fraction(1, 4));
    expect(hypergeometric(40, 10, 10, 10)).toEqual(fraction(1, 847_660_528));
    for (const picks of KENO_PICK_COUNTS) {
      expect(sum(Array.from({ length: picks + 1 }, (_, k) => hypergeometric(40, 10, picks, k)))).toEqual(fraction(1));
    }
  });

  it.each(everyTable)(
    'should give $risk with $picks picks an exact RTP of 98.95–99 %, equal to its declared figure',
    ({ risk, picks }) => {
      const rtp = kenoRtp(risk, picks);
      expect(compare(rtp, fraction(99, 100))).toBeLessThanOrEqual(0);
      expect(compare(rtp, fraction(9895, 10_000))).toBeGreaterThanOrEqual(0);
      expect(toPercent(rtp, 4)).toBe(KENO_TABLES[risk][picks].rtpPercent);
      expect(Math.abs(toNumber(kenoDeclaredRtp(risk, picks)) - toNumber(rtp))).toBeLessThan(0.5e-6);
    },
  );

  it.each(everyTable)('should pay more for more hits in $risk with $picks picks', ({ risk, picks }) => {
    const payouts = KENO_TABLES[risk][picks].payouts;
    expect(payouts).toHaveLength(picks + 1);
    const paying = payouts.filter((payout) => payout > 0);
    for (let index = 1; index < paying.length; index += 1) expect(paying[index]!).toBeGreaterThan(paying[index - 1]!);
    expect(payouts[picks]).toBe(Math.max(...payouts));
  });

  it('should top 10 of 10 at 100× on classic and 1,000× on low, medium and high (domain-rules §4.2)', () => {
    expect(KENO_TABLES.classic[10].payouts[10]).toBe(100);
    for (const risk of ['low', 'medium', 'high'] as const) expect(KENO_TABLES[risk][10].payouts[10]).toBe(1000);
  });

  it('should draw 10 different numbers from 1–40', () => {
    let index = 0;
    const floats = [0, 0, 0.999, 0.5, 0.25, 0.75, 0.1, 0.9, 0.33, 0.66];
    const drawn = drawKeno({ float: () => floats[index++]!, byte: () => 0, integerBelow: () => 0 });
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.slice(0, 3)).toEqual([1, 2, 40]);
  });

  it('should count the hits and pay the table, and refuse bad picks', () => {
    const source = () => {
      let index = 0;
      return { float: () => [0, 0, 0, 0, 0, 0, 0, 0, 0, 0][index++]!, byte: () => 0, integerBelow: () => 0 };
    };
    // Every float 0 draws 1–10.
    const result = playKeno(source(), {
      picks: [1, 2, 3, 40],
      risk: 'classic',
      stakeMinor: 1_000n,
      maxWinMinor: 10n ** 9n,
    });
    expect(result.hits).toEqual([1, 2, 3]);
    expect(result.payoutMinor).toBe(BigInt(Math.round(KENO_TABLES.classic[4].payouts[3]! * 1_000)));
    for (const picks of [[], [0], [41], [1, 1], [1.5], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      expect(() => playKeno(source(), { picks, risk: 'low', stakeMinor: 1n, maxWinMinor: 1n })).toThrow(
        expect.objectContaining({ code: 'INVALID_BET' }),
      );
    }
  });
});
