import type { LotteryBetType, LotteryBetTypeInfo, LotteryGameDefinition } from '@perya/contracts';
import {
  commitSeedSync,
  drawFourD,
  drawLotto,
  drawStreamRequest,
  drawVnResult,
  FOUR_D_PRIZES,
  FOUR_D_TIERS,
  fourDRtp,
  GameRuleError,
  generateServerSeed,
  type LotteryBet,
  type LotteryDraw,
  lotteryBetCostMinor,
  lotteryExposure,
  LOTTO_GAMES,
  lottoRtp,
  openStreamSync,
  settleLotteryBet,
  toPercent,
  VN_BET_TYPES,
  VN_ODDS,
  vnBetRtp,
  vnBoardOf,
  type VnBetType,
} from '@perya/games';
import { nodeCrypto } from '@perya/games/node';

import { AppError } from '../../lib/errors';

// packages/games' lottery maths for the server (decision 017, 053): a game's draw from its seed,
// a bet line as the engine takes it, its cost, its exposure key and its payout, and each bet
// type's odds and exact RTP as shown to players. Rule errors are the caller's bad input.

export type StoredPrize = { tier: string; numbers: string[] };

export const newDrawSeed = () => {
  const drawSeed = generateServerSeed();
  return { drawSeed, commitment: commitSeedSync(nodeCrypto, drawSeed) };
};

/** The draw's result from its seed: the same seed and id always give the same numbers. */
export const drawResult = (game: LotteryGameDefinition, drawId: string, drawSeed: string): StoredPrize[] => {
  const source = openStreamSync(nodeCrypto, drawStreamRequest({ drawSeed, drawId }));
  switch (game.family) {
    case 'vn':
      return drawVnResult(source, game.region ?? 'north').prizes.map((prize) => ({
        tier: prize.tier,
        numbers: [...prize.numbers],
      }));
    case '4d':
      return drawFourD(source).prizes.map((prize) => ({ tier: prize.tier, numbers: [...prize.numbers] }));
    case 'lotto':
      return [{ tier: 'main', numbers: drawLotto(source, game.lottoGame ?? 'lotto-6-42').map(String) }];
  }
};

/** The engine's view of a stored result. */
export const engineDraw = (game: LotteryGameDefinition, prizes: StoredPrize[]): LotteryDraw => {
  switch (game.family) {
    case 'vn':
      return {
        kind: 'vn',
        result: { region: game.region ?? 'north', prizes: prizes as { tier: never; numbers: string[] }[] },
      };
    case '4d':
      return { kind: '4d', result: { prizes: prizes as { tier: never; numbers: string[] }[] } };
    case 'lotto':
      return { kind: 'lotto', numbers: (prizes[0]?.numbers ?? []).map(Number) };
  }
};

const invalid = (message: string) => new AppError('VALIDATION', message, { fields: { lines: message } });

/** A bet line as the engine takes it; a bet type the game does not offer is refused. */
export const engineBet = (
  game: LotteryGameDefinition,
  line: { betType: LotteryBetType; selection: string[] },
): LotteryBet => {
  switch (game.family) {
    case 'vn':
      if (!(VN_BET_TYPES as readonly string[]).includes(line.betType))
        throw invalid(`${line.betType} is not a bet type of ${game.gameCode}`);
      return { kind: 'vn', region: game.region ?? 'north', type: line.betType as VnBetType, selection: line.selection };
    case '4d':
      if (line.betType !== 'big' && line.betType !== 'small')
        throw invalid(`${line.betType} is not a bet type of ${game.gameCode}`);
      if (line.selection.length !== 1) throw invalid('a 4D line is one 4-digit number');
      return { kind: '4d', type: line.betType, number: line.selection[0]! };
    case 'lotto':
      if (line.betType !== 'pick6') throw invalid(`${line.betType} is not a bet type of ${game.gameCode}`);
      if (!line.selection.every((value) => /^\d{1,2}$/.test(value)))
        throw invalid('a lotto line is six different numbers');
      return { kind: 'lotto', gameId: game.lottoGame ?? 'lotto-6-42', numbers: line.selection.map(Number) };
  }
};

const ruled = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    if (error instanceof GameRuleError) throw invalid(error.message);
    throw error;
  }
};

/** What a line costs and what it puts on its number, checked by the engine (malformed numbers refused). */
export const priceLine = (bet: LotteryBet, stakeMinor: bigint) =>
  ruled(() => ({
    costMinor: lotteryBetCostMinor({ ...bet, stakeMinor }),
    exposure: lotteryExposure({ ...bet, stakeMinor }),
  }));

/** What a bet pays per unit staked on a draw (hits × odds): the same for every line of that bet. */
export const lineMultiplier = (draw: LotteryDraw, bet: LotteryBet) =>
  settleLotteryBet(draw, { ...bet, stakeMinor: 1n, maxWinMinor: 1n << 62n }).multiplier;

/** A line's payout on a draw (floored, capped at the maximum win). */
export const settleLine = (draw: LotteryDraw, bet: LotteryBet, stakeMinor: bigint, maxWinMinor: bigint): bigint =>
  settleLotteryBet(draw, { ...bet, stakeMinor, maxWinMinor }).payoutMinor;

const VN_PATTERNS: Record<VnBetType, { picks: number; pattern: string }> = {
  lo2: { picks: 1, pattern: '^\\d{2}$' },
  lo3: { picks: 1, pattern: '^\\d{3}$' },
  de: { picks: 1, pattern: '^\\d{2}$' },
  de_head: { picks: 1, pattern: '^\\d$' },
  de_tail: { picks: 1, pattern: '^\\d$' },
  xien2: { picks: 2, pattern: '^\\d{2}$' },
  xien3: { picks: 3, pattern: '^\\d{2}$' },
  xien4: { picks: 4, pattern: '^\\d{2}$' },
  big_small: { picks: 1, pattern: '^(big|small)$' },
  odd_even: { picks: 1, pattern: '^(odd|even)$' },
};

/** Each bet type of a game with its odds and exact RTP (computed, not copied: the figures cannot drift). */
export const betTypesOf = (game: LotteryGameDefinition): LotteryBetTypeInfo[] => {
  switch (game.family) {
    case 'vn': {
      const region = game.region ?? 'north';
      return VN_BET_TYPES.map((type) => {
        const odds = VN_ODDS[vnBoardOf(region)][type];
        return {
          betType: type,
          odds: String(odds.odds),
          costFactor: odds.costFactor,
          rtpPercent: toPercent(vnBetRtp(region, type), 2),
          ...VN_PATTERNS[type],
          prizes: [],
        };
      });
    }
    case '4d':
      return (['big', 'small'] as const).map((type) => ({
        betType: type,
        odds: String(FOUR_D_PRIZES[type].prizes.first),
        costFactor: 1,
        rtpPercent: toPercent(fourDRtp(type), 2),
        picks: 1,
        pattern: '^\\d{4}$',
        prizes: FOUR_D_TIERS.map((tier) => ({ tier, multiple: String(FOUR_D_PRIZES[type].prizes[tier]) })),
      }));
    case 'lotto': {
      const table = LOTTO_GAMES[game.lottoGame ?? 'lotto-6-42'];
      return [
        {
          betType: 'pick6',
          odds: String(table.prizes[6]),
          costFactor: 1,
          rtpPercent: toPercent(lottoRtp(table.id), 2),
          picks: 6,
          pattern: `^([1-9]|[1-${Math.floor(table.poolSize / 10)}]\\d)$`,
          prizes: table.prizes.map((multiple, matches) => ({ tier: `${matches}`, multiple: String(multiple) })),
        },
      ];
    }
  }
};
