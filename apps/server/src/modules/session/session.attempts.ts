import type { Clock } from '../../lib/clock';
import type { AttemptsRepository } from './session.attempts.repository';

// Attempt counters for guessable secrets (login passwords, payment passwords, second factors):
// a check first reserves its place in the window, atomically, and only then compares the secret.
// Counting after the comparison let 40 simultaneous guesses all be compared (issue 22 item 4).

/** The largest count an unlimited key may reach: `record` never refuses. */
const UNLIMITED = 2_147_483_647;

export const createAttemptCounters = ({
  attemptsRepository,
  clock,
}: {
  attemptsRepository: AttemptsRepository;
  clock: Clock;
}) => ({
  /**
   * Counts one attempt on `key` unless its window already holds `limit`: the count including this
   * one, or null when refused (then nothing may be checked).
   */
  reserve: (key: string, limit: number, windowMinutes: number): Promise<number | null> =>
    attemptsRepository.reserve(key, limit, clock.now(), windowMinutes * 60_000),

  /** Counts one attempt on `key`, always: the count including it. */
  record: async (key: string, windowMinutes: number): Promise<number> =>
    (await attemptsRepository.reserve(key, UNLIMITED, clock.now(), windowMinutes * 60_000)) ?? UNLIMITED,

  /** The count of `key` in its open window (0 without one). */
  count: async (key: string): Promise<number> => (await attemptsRepository.counts([key], clock.now())).get(key) ?? 0,

  /** The counts of several keys at once, in their order. */
  counts: async (keys: string[]): Promise<number[]> => {
    const found = await attemptsRepository.counts(keys, clock.now());
    return keys.map((key) => found.get(key) ?? 0);
  },

  /** Starts `key` afresh (the right secret was given, or the member reset it). */
  clear: (key: string): Promise<void> => attemptsRepository.clear(key),

  /** Forgets ended windows; for the scheduler. */
  deleteEnded: (): Promise<number> => attemptsRepository.deleteEnded(clock.now()),
});

export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
