import { createHash } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createWebCrypto } from '../fair/crypto';
import { generateServerSeed } from '../fair/seeds';
import { fraction, subtract, toNumber } from '../math/fraction';
import { nodeCrypto } from '../node';
import { createCrashChain, previousGameHash, verifyCrashGame } from './chain';
import {
  CRASH_MAX_CASH_OUT,
  crashCapMultiplier,
  crashElapsedMsFor,
  crashMultiplierAt,
  crashPoint,
  crashPointFromHmac,
  crashPointSync,
  crashWinProbability,
  settleCrashBet,
} from './crash-point';

const hmacWithR = (r: number) => {
  // Put the 52-bit r in the first 13 hex digits of a 32-byte HMAC.
  const hex = r.toString(16).padStart(13, '0') + '0'.repeat(51);
  return Uint8Array.from(Buffer.from(hex, 'hex'));
};

describe('crash point', () => {
  it('should bust at max(1, floor(99 / (1 − r/2⁵²))/100)', () => {
    expect(crashPointFromHmac(hmacWithR(0))).toBe(100); // 0.99 → 1.00, the instant bust
    expect(crashPointFromHmac(hmacWithR(2 ** 51))).toBe(198);
    expect(crashPointFromHmac(hmacWithR(2 ** 52 - 1))).toBe(Math.floor(99 * 2 ** 52));
  });

  it('should give P(bust ≥ m) = 0.99/m and an instant bust 2/101 of the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: CRASH_MAX_CASH_OUT }), (cashOutAt) => {
        const gap = subtract(crashWinProbability(cashOutAt), fraction(99, cashOutAt));
        expect(Math.abs(toNumber(gap))).toBeLessThanOrEqual(2 ** -52);
      }),
    );
    expect(toNumber(subtract(fraction(1), crashWinProbability(101)))).toBeCloseTo(2 / 101, 12);
  });

  it('should bust at 2× or more about 49.5 % of the time over 20,000 random games', () => {
    let atLeastTwo = 0;
    for (let game = 0; game < 20_000; game += 1) {
      if (crashPointSync(nodeCrypto, generateServerSeed(), 'salt') >= 200) atLeastTwo += 1;
    }
    expect(Math.abs(atLeastTwo / 20_000 - 0.495)).toBeLessThan(5 * Math.sqrt(0.25 / 20_000));
  });

  it('should agree between node:crypto and WebCrypto', async () => {
    const gameHash = generateServerSeed();
    expect(await crashPoint(createWebCrypto(), gameHash, 'salt')).toBe(crashPointSync(nodeCrypto, gameHash, 'salt'));
    expect(() => crashPointSync(nodeCrypto, 'xyz', 'salt')).toThrow(expect.objectContaining({ code: 'INVALID_SEED' }));
  });

  it('should settle a cash-out at or below the bust as a win, and anything else as a loss', () => {
    const wager = { stakeMinor: 1_000n, maxWinMinor: 10n ** 9n };
    expect(settleCrashBet({ ...wager, cashOutAt: 250, crashPoint: 250 })).toMatchObject({
      isWin: true,
      payoutMinor: 2_500n,
    });
    expect(settleCrashBet({ ...wager, cashOutAt: 251, crashPoint: 250 })).toMatchObject({
      isWin: false,
      payoutMinor: 0n,
    });
    expect(settleCrashBet({ ...wager, cashOutAt: null, crashPoint: 9_999 })).toMatchObject({
      isWin: false,
      payoutMinor: 0n,
    });
    expect(settleCrashBet({ stakeMinor: 1_000n, maxWinMinor: 2_000n, cashOutAt: 250, crashPoint: 300 })).toMatchObject({
      payoutMinor: 2_000n,
      isCapped: true,
    });
    expect(() => settleCrashBet({ ...wager, cashOutAt: 100, crashPoint: 300 })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('should find where riding bets reach a cap', () => {
    expect(crashCapMultiplier([100n, 300n], 1_000n)).toBe(250);
    expect(crashCapMultiplier([1_000n], 5_000n)).toBe(500);
    expect(crashCapMultiplier([1_000n], 1_000n)).toBeNull();
    expect(crashCapMultiplier([1n], 10n ** 15n)).toBe(CRASH_MAX_CASH_OUT);
  });

  it('should grow as e^(0.00006·t) and name the first millisecond of each multiplier', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    const twoX = crashElapsedMsFor(200);
    expect(crashMultiplierAt(twoX)).toBeGreaterThanOrEqual(200);
    expect(crashMultiplierAt(twoX - 1)).toBeLessThan(200);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (multiplier) => {
        const ms = crashElapsedMsFor(multiplier);
        expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(multiplier);
        expect(crashMultiplierAt(ms - 1)).toBeLessThan(multiplier);
      }),
    );
  });
});

describe('crash chain', () => {
  it('should chain SHA-256 over the hash bytes and end in the terminating hash', async () => {
    const chain = createCrashChain(nodeCrypto, generateServerSeed(), 25);
    expect(chain.gameHashes).toHaveLength(25);
    for (let index = 0; index + 1 < chain.gameHashes.length; index += 1) {
      const next = Buffer.from(chain.gameHashes[index + 1]!, 'hex');
      expect(createHash('sha256').update(next).digest('hex')).toBe(chain.gameHashes[index]);
      expect(await previousGameHash(nodeCrypto, chain.gameHashes[index + 1]!)).toBe(chain.gameHashes[index]);
    }
    expect(createHash('sha256').update(Buffer.from(chain.gameHashes[0]!, 'hex')).digest('hex')).toBe(
      chain.terminatingHash,
    );
  });

  it("should verify a game's place in the chain, and refuse a hash from elsewhere", async () => {
    const chain = createCrashChain(nodeCrypto, generateServerSeed(), 30);
    const webCrypto = createWebCrypto();
    for (const gameNumber of [1, 2, 17, 30]) {
      expect(
        await verifyCrashGame(webCrypto, {
          gameHash: chain.gameHashes[gameNumber - 1]!,
          terminatingHash: chain.terminatingHash,
          maxGames: 30,
        }),
      ).toEqual({ isValid: true, gameNumber });
    }
    expect(
      await verifyCrashGame(webCrypto, {
        gameHash: generateServerSeed(),
        terminatingHash: chain.terminatingHash,
        maxGames: 100,
      }),
    ).toEqual({ isValid: false, gameNumber: null });
    expect(
      await verifyCrashGame(nodeCrypto, {
        gameHash: chain.gameHashes[29]!,
        terminatingHash: chain.terminatingHash,
        maxGames: 29,
      }),
    ).toEqual({ isValid: false, gameNumber: null });
    expect(() => createCrashChain(nodeCrypto, 'seed', 3)).toThrow(expect.objectContaining({ code: 'INVALID_SEED' }));
  });
});
