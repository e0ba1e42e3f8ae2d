/** The time source; tests pass a fixed or stepping clock instead of Date.now. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
