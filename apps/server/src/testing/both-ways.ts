import fc from 'fast-check';
import { expect } from 'vitest';

import type { Scratch } from './rolled-back';

/** A batch function's rows, and the rows of the tables it wrote. */
export type Outcome = { answers: unknown[] } & Record<string, unknown>;

/** What a batch did as a set and item by item, from the same state, and which path the set function took. */
export type BothWays = { asSet: Outcome; oneByOne: Outcome; setPath: boolean };

/**
 * Runs a batch both ways from the same state (each undone afterwards): `plan` answers whether the
 * set path takes it (`[{ ok }]`), `asSet` and `oneByOne` run it and answer their rows, and `state`
 * reads the rows both must leave the same.
 */
export const runBothWays = async (
  { undone }: Scratch,
  ways: {
    plan: () => Promise<unknown[]>;
    asSet: () => Promise<unknown[]>;
    oneByOne: () => Promise<unknown[]>;
    state: () => Promise<Record<string, unknown>>;
  },
): Promise<BothWays> => {
  const [planned] = (await undone(ways.plan)) as { ok?: boolean }[];
  // The batch first, then the tables it wrote.
  const run = (batch: () => Promise<unknown[]>) =>
    undone(async (): Promise<Outcome> => {
      const answers = await batch();
      return { ...(await ways.state()), answers };
    });
  return { asSet: await run(ways.asSet), oneByOne: await run(ways.oneByOne), setPath: planned?.ok === true };
};

/**
 * Property: every scenario's batch answers and writes the same both ways. With `setPathOnly`, every
 * one must also take the set path; without, each path must have been compared more than 20 times
 * (so a generator that drifts to one side fails loudly instead of testing half).
 */
export const expectSameBothWays = async <S>(
  scenarios: fc.Arbitrary<S>,
  bothWays: (scenario: S) => Promise<BothWays>,
  { numRuns, setPathOnly = false }: { numRuns: number; setPathOnly?: boolean },
): Promise<void> => {
  const paths = { set: 0, oneByOne: 0 };
  await fc.assert(
    fc.asyncProperty(scenarios, async (scenario) => {
      const { asSet, oneByOne, setPath } = await bothWays(scenario);
      if (setPathOnly) expect(setPath).toBe(true);
      paths[setPath ? 'set' : 'oneByOne'] += 1;
      expect(asSet).toEqual(oneByOne);
    }),
    { numRuns },
  );
  if (!setPathOnly) {
    expect(paths.set).toBeGreaterThan(20);
    expect(paths.oneByOne).toBeGreaterThan(20);
  }
};
