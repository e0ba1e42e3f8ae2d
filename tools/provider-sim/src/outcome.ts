// What a spin shows and pays. A draw of `random()` picks the row of the pay table; the reels are
// then drawn to match it. Return to player: 0.18×1.5 + 0.11×2 + 0.06×3 + 0.035×5 + 0.015×10 =
// 99.5 %, which is plausible and irrelevant: no real money moves.
import { multiplyMinor } from './money';

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export type Reels = [SlotSymbol, SlotSymbol, SlotSymbol];

/** Three of a kind pays the bet times `tenths` / 10; `upTo` is the row's cumulative chance. */
export type PayLine = { symbol: SlotSymbol; tenths: number; upTo: number };

/** Below 0.60 nothing pays; three diamonds are the bonus (a win without a bet). */
export const NO_WIN_CHANCE = 0.6;
export const PAY_TABLE: readonly PayLine[] = [
  { symbol: 'cherry', tenths: 15, upTo: 0.78 },
  { symbol: 'lemon', tenths: 20, upTo: 0.89 },
  { symbol: 'bell', tenths: 30, upTo: 0.95 },
  { symbol: 'star', tenths: 50, upTo: 0.985 },
  { symbol: 'seven', tenths: 100, upTo: 1 },
];
export const BONUS_SYMBOL: SlotSymbol = 'diamond';

export type Outcome = { reels: Reels; multiplierTenths: number; win: string };

// An injected random() is trusted to be in [0, 1), but a bad one must not crash a spin.
const draw = (random: () => number): number => {
  const value = random();
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 0.999_999) : 0;
};

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(draw(random) * items.length)] as T;

const payLineAt = (value: number): PayLine =>
  PAY_TABLE.find((line) => value < line.upTo) ?? (PAY_TABLE[PAY_TABLE.length - 1] as PayLine);

// Any three symbols but three of a kind.
const losingReels = (random: () => number): Reels => {
  const first = pick(SYMBOLS, random);
  const second = pick(SYMBOLS, random);
  let third = pick(SYMBOLS, random);
  if (first === second && second === third)
    third = SYMBOLS[(SYMBOLS.indexOf(third) + 1) % SYMBOLS.length] as SlotSymbol;
  return [first, second, third];
};

/** A paid spin: no win (60 %), or three of a kind paying 1.5×, 2×, 3×, 5× or 10× the bet. */
export const spinOutcome = (bet: string, random: () => number): Outcome => {
  const value = draw(random);
  if (value < NO_WIN_CHANCE) return { reels: losingReels(random), multiplierTenths: 0, win: '0' };
  const line = payLineAt(value);
  return {
    reels: [line.symbol, line.symbol, line.symbol],
    multiplierTenths: line.tenths,
    win: multiplyMinor(bet, line.tenths),
  };
};

/** A bonus: three diamonds, paying `base` times a multiplier of the pay table, always above 0. */
export const bonusOutcome = (base: string, random: () => number): Outcome => {
  // Spread the draw over the winning rows only, with their weights.
  const line = payLineAt(NO_WIN_CHANCE + draw(random) * (1 - NO_WIN_CHANCE));
  return {
    reels: [BONUS_SYMBOL, BONUS_SYMBOL, BONUS_SYMBOL],
    multiplierTenths: line.tenths,
    win: multiplyMinor(base, line.tenths),
  };
};
