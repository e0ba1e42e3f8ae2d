import type { VnRegion } from './vn-layouts';

// Quick draws ("lô đề nhanh", domain-rules §4.6): the same bet types as the regional draws, on a
// result drawn by us every few minutes instead of once a day. The maths is the regional one on the
// North layout (27 numbers, its odds and RTPs); the schedule is the server's, which draws each
// period with its own committed seed and draw id (drawStreamRequest), like any other draw.

/** The cadences offered, in minutes. */
export const QUICK_DRAW_CADENCES_MINUTES = [1, 3, 5] as const;
export type QuickDrawCadence = (typeof QUICK_DRAW_CADENCES_MINUTES)[number];

/** The layout (and so the odds board) quick draws use. */
export const QUICK_DRAW_REGION: VnRegion = 'north';

/** How many periods a cadence gives in a day: 1,440 / 480 / 288. */
export const quickDrawPeriodsPerDay = (cadence: QuickDrawCadence): number => (24 * 60) / cadence;
