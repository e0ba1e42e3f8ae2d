/** The first reconnect waits up to this long … */
export const RETRY_MIN_MS = 1_000;
/** … each next one up to twice as long, never more than this. */
export const RETRY_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): exponential from 1 s,
 * capped at 30 s, with "equal jitter" — between half and all of it — so the tabs a server
 * restart dropped do not all come back in the same second.
 */
export const retryDelay = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};
