import { fraction, type Fraction } from '../math/fraction';

// The originals' house edge, in basis points: the one number each game's multipliers are built
// from (dice 99/chance, limbo and crash 0.99/f, mines 0.99·C(25,k)/C(25−m,k)). Basis points keep
// it an integer, so it cannot be scaled twice by accident (the 0.01 → /100 bug of domain-rules
// §4.5): 100 bps is 1 %.
export const ORIGINALS_HOUSE_EDGE_BPS = 100;

/** 1 − edge as an exact fraction: 99/100. */
export const returnFactor = (edgeBps: number): Fraction => fraction(10_000 - edgeBps, 10_000);
