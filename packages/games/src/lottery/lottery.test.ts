import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { generateServerSeed } from '../fair/seeds';
import { openStreamSync, type RandomSource } from '../fair/stream';
import { fraction, toNumber, toPercent } from '../math/fraction';
import { nodeCrypto } from '../node';
import { drawStreamRequest } from './draw-seed';
import { drawFourD, FOUR_D_PRIZES, fourDExposure, fourDRtp, settleFourDBet } from './four-d';
import { drawLotto, LOTTO_GAME_IDS, LOTTO_GAMES, lottoExposure, lottoRtp, settleLottoBet } from './lotto';
import { QUICK_DRAW_CADENCES_MINUTES, quickDrawPeriodsPerDay } from './quick-draw';
import { lotteryBetCostMinor, lotteryExposure, settleLotteryBet } from './settle';
import {
  settleVnBet,
  VN_BET_TYPES,
  VN_ODDS,
  type VnBet,
  vnBetCostMinor,
  vnBetExposure,
  vnBetHits,
  vnBetRtp,
  vnBoardOf,
} from './vn-bets';
import {
  drawVnResult,
  type VnDrawResult,
  VN_LAYOUTS,
  VN_REGIONS,
  vnBoardSize,
  vnNumbersWithDigits,
} from './vn-layouts';

// One seed for the run, a new draw id per draw: as the server does within a period's seed.
const DRAW_SEED = generateServerSeed();
const sourceFor = (drawId: string): RandomSource =>
  openStreamSync(nodeCrypto, drawStreamRequest({ drawSeed: DRAW_SEED, drawId }));
const wager = { stakeMinor: 1_000n, maxWinMinor: 10n ** 12n };

/** A North result with chosen numbers: every prize 00000-style except those given. */
const northResult = (special: string, others: Record<number, string> = {}): VnDrawResult => {
  let index = 0;
  return {
    region: 'north',
    prizes: VN_LAYOUTS.north.map(({ tier, count, digits }) => ({
      tier,
      numbers: Array.from({ length: count }, () => {
        const number = tier === 'special' ? special : (others[index] ?? '9'.repeat(digits - 2) + '99');
        index += 1;
        return number.slice(-digits).padStart(digits, '0');
      }),
    })),
  };
};

describe('vn regional draws', () => {
  it('should lay out 27 numbers in the North and 18 in Central and South (domain-rules §4.6)', () => {
    expect(vnBoardSize('north')).toBe(27);
    expect(vnBoardSize('central')).toBe(18);
    expect(vnBoardSize('south')).toBe(18);
    expect(vnNumbersWithDigits('north', 3)).toBe(23);
    expect(vnNumbersWithDigits('south', 3)).toBe(17);
    expect(VN_LAYOUTS.north.at(-1)).toEqual({ tier: 'special', count: 1, digits: 5 });
    expect(VN_LAYOUTS.south.at(-1)).toEqual({ tier: 'special', count: 1, digits: 6 });
  });

  it('should draw every number with its tier’s digits, last two digits uniform (chi-square over 2,000 draws)', () => {
    const counts = new Array<number>(100).fill(0);
    const malformed: string[] = [];
    for (let draw = 0; draw < 2_000; draw += 1) {
      const result = drawVnResult(sourceFor(`d-${draw}`), 'north');
      result.prizes.forEach(({ tier, numbers }) => {
        const { digits } = VN_LAYOUTS.north.find((layout) => layout.tier === tier)!;
        for (const number of numbers) {
          if (number.length !== digits || !/^\d+$/.test(number)) malformed.push(number);
          counts[Number(number.slice(-2))]! += 1;
        }
      });
    }
    expect(malformed).toEqual([]);
    const expected = (2_000 * 27) / 100;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(148.23); // 99 degrees of freedom, P = 0.001
  });

  it('should count hits per bet type', () => {
    // Special 12345; prize number 0 (G1) ends in 45 too; number 1 ends in 27; the rest end in 99.
    const result = northResult('12345', { 0: '00045', 1: '11127' });
    const hits = (type: VnBet['type'], selection: string[]) => vnBetHits(result, { region: 'north', type, selection });
    expect(hits('lo2', ['45'])).toBe(2);
    expect(hits('lo2', ['99'])).toBe(24);
    expect(hits('lo3', ['345'])).toBe(1);
    expect(hits('lo3', ['045'])).toBe(1);
    expect(hits('de', ['45'])).toBe(1);
    expect(hits('de', ['27'])).toBe(0);
    expect(hits('de_head', ['4'])).toBe(1);
    expect(hits('de_tail', ['5'])).toBe(1);
    expect(hits('xien2', ['45', '27'])).toBe(1);
    expect(hits('xien3', ['45', '27', '99'])).toBe(1);
    expect(hits('xien4', ['45', '27', '99', '00'])).toBe(0);
    expect(hits('big_small', ['small'])).toBe(1);
    expect(hits('odd_even', ['odd'])).toBe(1);
    expect(settleVnBet(result, { region: 'north', type: 'lo2', selection: ['45'], ...wager })).toMatchObject({
      hits: 2,
      payoutMinor: 190_000n,
    });
    expect(settleVnBet(result, { region: 'north', type: 'de_head', selection: ['4'], ...wager }).payoutMinor).toBe(
      9_500n,
    );
    expect(() => vnBetHits(result, { region: 'south', type: 'de', selection: ['45'] })).toThrow(
      expect.objectContaining({ code: 'INVALID_DRAW' }),
    );
  });

  it.each(VN_REGIONS.flatMap((region) => VN_BET_TYPES.map((type) => ({ region, type }))))(
    'should compute the exact RTP of $type in $region and declare it',
    ({ region, type }) => {
      const rtp = vnBetRtp(region, type);
      expect(toPercent(rtp, 4)).toBe(VN_ODDS[vnBoardOf(region)][type].rtpPercent);
      expect(toNumber(rtp)).toBeGreaterThan(0.9);
      expect(toNumber(rtp)).toBeLessThan(1);
    },
  );

  it('should match domain-rules §4.6 for xiên: P(all present) at 27 and 18 numbers', () => {
    const probability = (region: 'north' | 'south', type: 'xien2' | 'xien3' | 'xien4') =>
      toNumber(vnBetRtp(region, type)) / VN_ODDS[region][type].odds;
    expect(probability('north', 'xien2')).toBeCloseTo(0.0549, 4);
    expect(probability('north', 'xien3')).toBeCloseTo(0.0123, 4);
    expect(probability('north', 'xien4')).toBeCloseTo(0.00267, 5);
    expect(probability('south', 'xien2')).toBeCloseTo(0.0261, 4);
    expect(probability('south', 'xien3')).toBeCloseTo(0.0039, 4);
    expect(probability('south', 'xien4')).toBeCloseTo(0.00056, 5);
  });

  it('should agree with simulation on xiên 2 in the North (8,000 draws)', () => {
    let wins = 0;
    const draws = 8_000;
    for (let draw = 0; draw < draws; draw += 1) {
      const result = drawVnResult(sourceFor(`x-${draw}`), 'north');
      wins += vnBetHits(result, { region: 'north', type: 'xien2', selection: ['07', '70'] });
    }
    const p = toNumber(vnBetRtp('north', 'xien2')) / VN_ODDS.north.xien2.odds;
    expect(Math.abs(wins / draws - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / draws));
  });

  it('should cost a point per prize number for lô, one stake otherwise, and key exposure by number', () => {
    expect(vnBetCostMinor({ region: 'north', type: 'lo2', selection: ['27'], stakeMinor: 1_000n })).toBe(27_000n);
    expect(vnBetCostMinor({ region: 'south', type: 'lo3', selection: ['270'], stakeMinor: 1_000n })).toBe(17_000n);
    expect(vnBetCostMinor({ region: 'central', type: 'de', selection: ['27'], stakeMinor: 1_000n })).toBe(1_000n);
    expect(vnBetExposure({ region: 'north', type: 'lo2', selection: ['27'], stakeMinor: 1_000n })).toEqual({
      key: 'lo2:27',
      liabilityMinor: 95_000n,
      maxLiabilityMinor: 95_000n * 27n,
    });
    expect(vnBetExposure({ region: 'north', type: 'xien3', selection: ['70', '07', '33'], stakeMinor: 100n }).key).toBe(
      'xien3:07-33-70',
    );
    expect(vnBetExposure({ region: 'north', type: 'de_head', selection: ['4'], stakeMinor: 100n }).liabilityMinor).toBe(
      950n,
    );
  });

  it.each<VnBet>([
    { region: 'north', type: 'lo2', selection: ['7'] },
    { region: 'north', type: 'lo2', selection: ['07', '08'] },
    { region: 'north', type: 'lo3', selection: ['07'] },
    { region: 'north', type: 'de', selection: ['aa'] },
    { region: 'north', type: 'de_tail', selection: ['10'] },
    { region: 'north', type: 'xien2', selection: ['07', '07'] },
    { region: 'north', type: 'xien3', selection: ['07', '08'] },
    { region: 'north', type: 'big_small', selection: ['huge'] },
    { region: 'north', type: 'odd_even', selection: [] },
    { region: 'east' as never, type: 'de', selection: ['07'] },
    { region: 'north', type: 'jackpot' as never, selection: ['07'] },
  ])('should refuse the bet %o', (bet) => {
    expect(() => vnBetCostMinor({ ...bet, stakeMinor: 1n })).toThrow(expect.objectContaining({ code: 'INVALID_BET' }));
  });
});

describe('4D', () => {
  it('should draw 23 different 4-digit numbers in five tiers', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const result = drawFourD(sourceFor(`4d-${draw}`));
      const numbers = result.prizes.flatMap((prize) => prize.numbers);
      expect(result.prizes.map((prize) => prize.numbers.length)).toEqual([1, 1, 1, 10, 10]);
      expect(new Set(numbers).size).toBe(23);
      for (const number of numbers) expect(number).toMatch(/^\d{4}$/);
    }
  });

  it('should return 65.9 % on big and 58 % on small, exactly, and declare it', () => {
    expect(fourDRtp('big')).toEqual(fraction(659, 1_000));
    expect(fourDRtp('small')).toEqual(fraction(58, 100));
    expect(toPercent(fourDRtp('big'), 4)).toBe(FOUR_D_PRIZES.big.rtpPercent);
    expect(toPercent(fourDRtp('small'), 4)).toBe(FOUR_D_PRIZES.small.rtpPercent);
  });

  it('should pay the tier a number came up in, and nothing for small below third', () => {
    const result = {
      prizes: [
        { tier: 'first' as const, numbers: ['1234'] },
        { tier: 'second' as const, numbers: ['0001'] },
        { tier: 'third' as const, numbers: ['0002'] },
        { tier: 'starter' as const, numbers: ['5555'] },
        { tier: 'consolation' as const, numbers: ['7777'] },
      ],
    };
    expect(settleFourDBet(result, { type: 'big', number: '5555', ...wager })).toMatchObject({
      tier: 'starter',
      payoutMinor: 250_000n,
    });
    expect(settleFourDBet(result, { type: 'small', number: '5555', ...wager })).toMatchObject({
      tier: 'starter',
      payoutMinor: 0n,
    });
    expect(settleFourDBet(result, { type: 'small', number: '1234', ...wager }).payoutMinor).toBe(3_000_000n);
    expect(settleFourDBet(result, { type: 'big', number: '9999', ...wager })).toMatchObject({
      tier: null,
      payoutMinor: 0n,
    });
    expect(fourDExposure({ type: 'small', number: '0420', stakeMinor: 100n })).toEqual({
      key: '4d:0420',
      liabilityMinor: 300_000n,
      maxLiabilityMinor: 300_000n,
    });
    expect(() => settleFourDBet(result, { type: 'big', number: '123', ...wager })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });
});

describe('lotto 6/xx', () => {
  it.each(LOTTO_GAME_IDS)('should declare the exact RTP of %s', (gameId) => {
    expect(toPercent(lottoRtp(gameId), 4)).toBe(LOTTO_GAMES[gameId].rtpPercent);
    expect(toNumber(lottoRtp(gameId))).toBeGreaterThan(0.5);
  });

  it('should draw 6 different numbers in range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOTTO_GAME_IDS), fc.nat(), (gameId, draw) => {
        const drawn = drawLotto(sourceFor(`l-${draw}`), gameId);
        expect(new Set(drawn).size).toBe(6);
        for (const number of drawn) expect(number >= 1 && number <= LOTTO_GAMES[gameId].poolSize).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('should pay by matches, key exposure by the sorted combination, and refuse bad tickets', () => {
    const drawn = [5, 12, 19, 23, 31, 44];
    const bet = { gameId: 'lotto-6-45' as const, numbers: [44, 5, 12, 1, 2, 3], ...wager };
    expect(settleLottoBet(drawn, bet)).toMatchObject({ matches: 3, payoutMinor: 10_000n });
    expect(settleLottoBet(drawn, { ...bet, numbers: drawn })).toMatchObject({
      matches: 6,
      payoutMinor: 1_500_000_000n,
    });
    expect(lottoExposure({ ...bet, stakeMinor: 100n })).toEqual({
      key: 'lotto-6-45:1-2-3-5-12-44',
      liabilityMinor: 150_000_000n,
      maxLiabilityMinor: 150_000_000n,
    });
    for (const numbers of [
      [1, 2, 3, 4, 5],
      [1, 1, 2, 3, 4, 5],
      [0, 1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 46],
    ]) {
      expect(() => settleLottoBet(drawn, { ...bet, numbers })).toThrow(
        expect.objectContaining({ code: 'INVALID_BET' }),
      );
    }
    expect(() => settleLottoBet([1, 2, 3], bet)).toThrow(expect.objectContaining({ code: 'INVALID_DRAW' }));
    for (const gameId of ['lotto-6-99', 'constructor', '__proto__']) {
      expect(() => settleLottoBet(drawn, { ...bet, gameId: gameId as never })).toThrow(
        expect.objectContaining({ code: 'INVALID_BET' }),
      );
    }
  });
});

describe('quick draws', () => {
  it('should run 1,440, 480 or 288 periods a day', () => {
    expect(QUICK_DRAW_CADENCES_MINUTES.map(quickDrawPeriodsPerDay)).toEqual([1_440, 480, 288]);
  });
});

describe('draw seeds', () => {
  it('should refuse malformed seeds and draw ids', () => {
    for (const seed of [
      { drawSeed: 'short', drawId: 'd' },
      { drawSeed: 'a'.repeat(64), drawId: '' },
      { drawSeed: 'a'.repeat(64), drawId: 'has:colon' },
      { drawSeed: 'a'.repeat(64), drawId: 'x'.repeat(65) },
    ]) {
      expect(() => drawStreamRequest(seed)).toThrow(expect.objectContaining({ code: 'INVALID_SEED' }));
    }
    expect(drawStreamRequest({ drawSeed: 'a'.repeat(64), drawId: 'vn-north-1' }).messageFor(3)).toBe('vn-north-1:3');
  });
});

describe('settleLotteryBet', () => {
  it('should settle each family through one entry point and refuse a bet on another family’s draw', () => {
    const vn = { kind: 'vn' as const, result: northResult('12345') };
    const lotto = { kind: 'lotto' as const, numbers: [5, 12, 19, 23, 31, 44] };
    expect(
      settleLotteryBet(vn, { kind: 'vn', region: 'north', type: 'de', selection: ['45'], ...wager }),
    ).toMatchObject({
      isWin: true,
      payoutMinor: 95_000n,
    });
    expect(
      settleLotteryBet(lotto, { kind: 'lotto', gameId: 'lotto-6-45', numbers: [5, 12, 19, 1, 2, 3], ...wager }),
    ).toMatchObject({ isWin: true, payoutMinor: 10_000n });
    expect(() =>
      settleLotteryBet(lotto, { kind: 'vn', region: 'north', type: 'de', selection: ['45'], ...wager }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_DRAW' }));
    expect(lotteryBetCostMinor({ kind: 'vn', region: 'north', type: 'lo2', selection: ['45'], stakeMinor: 10n })).toBe(
      270n,
    );
    expect(lotteryBetCostMinor({ kind: '4d', type: 'big', number: '1234', stakeMinor: 10n })).toBe(10n);
    expect(lotteryExposure({ kind: '4d', type: 'big', number: '1234', stakeMinor: 10n }).key).toBe('4d:1234');
  });
});
