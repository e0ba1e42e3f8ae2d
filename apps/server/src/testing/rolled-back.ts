import { sql } from 'drizzle-orm';

import type { Database, Transaction } from '../db/client';

class RolledBack extends Error {}

/** Raw SQL inside a test's transaction. */
export type Scratch = {
  /** Runs a query written as a tagged template (the values become parameters); its rows, in plain form. */
  rows: (strings: TemplateStringsArray, ...values: unknown[]) => Promise<unknown[]>;
  /** Runs `work`, then undoes everything it wrote (a savepoint); returns what `work` returned. */
  undone: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Bigints and numbers as strings, times as ISO strings: the same on PGlite and PostgreSQL. */
const plainValue = (_key: string, value: unknown): unknown =>
  typeof value === 'bigint' || typeof value === 'number' ? String(value) : value;

const scratchOf = (tx: Transaction): Scratch => {
  let savepoints = 0;
  const rows: Scratch['rows'] = async (strings, ...values) => {
    const { rows: found } = (await tx.execute(sql(strings, ...values))) as unknown as {
      rows: Record<string, unknown>[];
    };
    return found.map((row) => JSON.parse(JSON.stringify(row, plainValue)) as unknown);
  };
  return {
    rows,
    undone: async (work) => {
      savepoints += 1;
      const name = sql.raw(`scratch_${savepoints}`);
      await tx.execute(sql`savepoint ${name}`);
      const result = await work();
      await tx.execute(sql`rollback to savepoint ${name}`);
      return result;
    },
  };
};

/**
 * Runs `work` in a transaction that is always rolled back, and returns what it returned: for tests
 * of the database's own functions, which set up rows, try something, and compare.
 */
export const inRolledBackTransaction = async <T>(db: Database, work: (scratch: Scratch) => Promise<T>): Promise<T> => {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      result = { value: await work(scratchOf(tx)) };
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!result) throw new Error('the transaction ended without a result');
  return result.value;
};
