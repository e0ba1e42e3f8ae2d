import { describe, expect, it } from 'vitest';

import { nodeCrypto } from '../node';
import { originalsStreamRequest } from '../fair/seeds';
import { openStreamSync } from '../fair/stream';
import { compare, fraction, toNumber, toPercent } from '../math/fraction';
import {
  dropPlinkoBall,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_TABLES,
  plinkoDeclaredRtp,
  plinkoMultipliers,
  plinkoRtp,
  type PlinkoBet,
  playPlinko,
} from './plinko';

const everyTable = PLINKO_RISKS.flatMap((risk) => PLINKO_ROWS.map((rows) => ({ risk, rows })));

describe('plinko', () => {
  it.each(everyTable)('should give $risk $rows an exact RTP of 98.95–99 %, equal to its declared figure', (bet) => {
    const rtp = plinkoRtp(bet);
    expect(compare(rtp, fraction(99, 100))).toBeLessThanOrEqual(0);
    expect(compare(rtp, fraction(9895, 10_000))).toBeGreaterThanOrEqual(0);
    expect(toPercent(rtp, 4)).toBe(PLINKO_TABLES[bet.risk][bet.rows].rtpPercent);
    expect(Math.abs(toNumber(plinkoDeclaredRtp(bet)) - toNumber(rtp))).toBeLessThan(0.5e-6);
  });

  it.each(everyTable)(
    'should make $risk $rows symmetric, rising from the centre out, and below 1× in the centre',
    (bet) => {
      const multipliers = PLINKO_TABLES[bet.risk][bet.rows].multipliers;
      expect(multipliers).toHaveLength(bet.rows + 1);
      expect([...multipliers].reverse()).toEqual(multipliers);
      const half = Math.floor(bet.rows / 2);
      for (let k = 1; k <= half; k += 1) expect(multipliers[k - 1]!).toBeGreaterThanOrEqual(multipliers[k]!);
      expect(multipliers[half]!).toBeLessThan(1);
      expect(plinkoMultipliers(bet).every((multiplier) => multiplier.denominator <= 10n)).toBe(true);
    },
  );

  it('should order the risks by spread: the high edge pays most, the low one least', () => {
    for (const rows of PLINKO_ROWS) {
      const edge = (risk: 'low' | 'medium' | 'high') => PLINKO_TABLES[risk][rows].multipliers[0]!;
      expect(edge('low')).toBeLessThan(edge('medium'));
      expect(edge('medium')).toBeLessThan(edge('high'));
    }
    expect(PLINKO_TABLES.high[16].multipliers[0]).toBe(1000);
  });

  it('should land in bucket k with the binomial probability C(n,k)/2ⁿ (chi-square over 20,000 drops)', () => {
    const rows = 8;
    const counts = new Array<number>(rows + 1).fill(0);
    const drops = 20_000;
    for (let nonce = 0; nonce < drops; nonce += 1) {
      const source = openStreamSync(
        nodeCrypto,
        originalsStreamRequest({ serverSeed: 'a'.repeat(64), clientSeed: 'p', nonce }),
      );
      counts[dropPlinkoBall(source, rows).bucket]! += 1;
    }
    const binomial = [1, 8, 28, 56, 70, 56, 28, 8, 1];
    const chiSquare = counts.reduce((sum, count, k) => {
      const expected = (drops * binomial[k]!) / 256;
      return sum + (count - expected) ** 2 / expected;
    }, 0);
    // 8 degrees of freedom: P(χ² > 26.12) = 0.001.
    expect(chiSquare).toBeLessThan(26.12);
  });

  it('should pay the bucket multiplier, and refuse rows or risks outside the tables', () => {
    const right = { float: () => 0.75, byte: () => 0, integerBelow: () => 0 };
    const result = playPlinko(right, { rows: 8, risk: 'low', stakeMinor: 1_000n, maxWinMinor: 10n ** 9n });
    expect(result.bucket).toBe(8);
    expect(result.payoutMinor).toBe(BigInt(PLINKO_TABLES.low[8].multipliers[8]! * 1_000));
    for (const bet of [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 8, risk: 'extreme' },
    ]) {
      expect(() => playPlinko(right, { ...(bet as unknown as PlinkoBet), stakeMinor: 1n, maxWinMinor: 1n })).toThrow(
        expect.objectContaining({ code: 'INVALID_BET' }),
      );
    }
  });
});
