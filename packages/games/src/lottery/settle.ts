import { GameRuleError } from '../errors';
import type { Multiplier, Payout, Wager } from '../money/payout';
import { type FourDBet, fourDExposure, type FourDResult, settleFourDBet } from './four-d';
import { type LottoBet, lottoExposure, settleLottoBet } from './lotto';
import { type LotteryExposure, settleVnBet, type VnBet, vnBetCostMinor, vnBetExposure } from './vn-bets';
import type { VnDrawResult } from './vn-layouts';

// One entry point per lottery operation for the server's settlement job and bet slip: a draw and a
// bet each say which family they are (regional lô-đề draws and quick draws, 4D, 6/xx lotto), and
// settling a bet against a draw of another family is refused rather than guessed.

export type LotteryDraw =
  | { readonly kind: 'vn'; readonly result: VnDrawResult }
  | { readonly kind: '4d'; readonly result: FourDResult }
  | { readonly kind: 'lotto'; readonly numbers: readonly number[] };

export type LotteryBet =
  ({ readonly kind: 'vn' } & VnBet) | ({ readonly kind: '4d' } & FourDBet) | ({ readonly kind: 'lotto' } & LottoBet);

export type LotterySettlement = Payout & { readonly isWin: boolean; readonly multiplier: Multiplier };

/** The payout of one bet on one draw (pure; the same inputs always settle the same). */
export const settleLotteryBet = (draw: LotteryDraw, bet: LotteryBet & Wager): LotterySettlement => {
  if (draw.kind !== bet.kind)
    throw new GameRuleError('INVALID_DRAW', `a ${bet.kind} bet cannot settle on a ${draw.kind} draw`);
  switch (bet.kind) {
    case 'vn': {
      const { payoutMinor, isCapped, isWin, multiplier } = settleVnBet(
        (draw as Extract<LotteryDraw, { kind: 'vn' }>).result,
        bet,
      );
      return { payoutMinor, isCapped, isWin, multiplier };
    }
    case '4d': {
      const settled = settleFourDBet((draw as Extract<LotteryDraw, { kind: '4d' }>).result, bet);
      return {
        payoutMinor: settled.payoutMinor,
        isCapped: settled.isCapped,
        isWin: settled.payoutMinor > 0n,
        multiplier: settled.multiplier,
      };
    }
    case 'lotto': {
      const settled = settleLottoBet((draw as Extract<LotteryDraw, { kind: 'lotto' }>).numbers, bet);
      return {
        payoutMinor: settled.payoutMinor,
        isCapped: settled.isCapped,
        isWin: settled.payoutMinor > 0n,
        multiplier: settled.multiplier,
      };
    }
  }
};

/** What a bet costs the player: lô-đề lô types cost a point per prize number; the rest one stake. */
export const lotteryBetCostMinor = (bet: LotteryBet & { readonly stakeMinor: bigint }): bigint =>
  bet.kind === 'vn' ? vnBetCostMinor(bet) : bet.stakeMinor;

/** The bet's liability on its number or combination, for the server's per-key exposure caps. */
export const lotteryExposure = (bet: LotteryBet & { readonly stakeMinor: bigint }): LotteryExposure => {
  switch (bet.kind) {
    case 'vn':
      return vnBetExposure(bet);
    case '4d':
      return fourDExposure(bet);
    case 'lotto':
      return lottoExposure(bet);
  }
};
