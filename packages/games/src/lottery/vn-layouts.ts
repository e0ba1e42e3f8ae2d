import type { RandomSource } from '../fair/stream';

// Vietnamese regional draws (xổ số kiến thiết, domain-rules §4.6), drawn by us. Each region's
// result is a fixed list of prize numbers of fixed lengths, drawn in the official order:
//   North (27 numbers): G1 1×5 · G2 2×5 · G3 6×5 · G4 4×4 · G5 6×4 · G6 3×3 · G7 4×2, ĐB 1×5 last.
//   Central and South (18): G8 1×2 · G7 1×3 · G6 3×4 · G5 1×4 · G4 7×5 · G3 2×5 · G2 1×5 ·
//   G1 1×5, ĐB 1×6 last.
// Every digit of every number is uniform and independent, which is all the bet maths needs.

export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

export const VN_TIERS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VnTier = (typeof VN_TIERS)[number];

export type VnTierLayout = { readonly tier: VnTier; readonly count: number; readonly digits: number };

const NORTH: readonly VnTierLayout[] = [
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
  { tier: 'special', count: 1, digits: 5 },
];

const CENTRAL_SOUTH: readonly VnTierLayout[] = [
  { tier: 'eighth', count: 1, digits: 2 },
  { tier: 'seventh', count: 1, digits: 3 },
  { tier: 'sixth', count: 3, digits: 4 },
  { tier: 'fifth', count: 1, digits: 4 },
  { tier: 'fourth', count: 7, digits: 5 },
  { tier: 'third', count: 2, digits: 5 },
  { tier: 'second', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'special', count: 1, digits: 6 },
];

/** Each region's prize tiers in draw order. */
export const VN_LAYOUTS: Record<VnRegion, readonly VnTierLayout[]> = {
  north: NORTH,
  central: CENTRAL_SOUTH,
  south: CENTRAL_SOUTH,
};

export type VnDrawResult = {
  readonly region: VnRegion;
  /** The prize numbers by tier, in draw order, as digit strings ("04217"). */
  readonly prizes: readonly { readonly tier: VnTier; readonly numbers: readonly string[] }[];
};

/** How many numbers a region's result has (27 or 18). */
export const vnBoardSize = (region: VnRegion): number =>
  VN_LAYOUTS[region].reduce((total, { count }) => total + count, 0);

/** How many of a region's numbers have at least `digits` digits (lô 3 số counts 23 North, 17 South). */
export const vnNumbersWithDigits = (region: VnRegion, digits: number): number =>
  VN_LAYOUTS[region].reduce((total, tier) => total + (tier.digits >= digits ? tier.count : 0), 0);

/** Draws a region's result. */
export const drawVnResult = (source: RandomSource, region: VnRegion): VnDrawResult => ({
  region,
  prizes: VN_LAYOUTS[region].map(({ tier, count, digits }) => ({
    tier,
    numbers: Array.from({ length: count }, () => String(source.integerBelow(10 ** digits)).padStart(digits, '0')),
  })),
});
