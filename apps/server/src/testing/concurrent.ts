import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { queryRows } from './auth-helpers';

/**
 * Runs `work` in a transaction of its own and leaves it open — another process, mid-transaction,
 * holding what `work` locked — until `commit()`.
 */
export const openTransaction = async (
  db: Database,
  work: (tx: Transaction) => Promise<void>,
): Promise<{ commit: () => Promise<void> }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  const transaction = db.transaction(async (tx) => {
    await work(tx);
    holding();
    await released;
  });
  // If `work` fails, say so here rather than waiting forever.
  await Promise.race([held, transaction]);
  return {
    commit: async () => {
      release();
      await transaction;
    },
  };
};

/** Resolves once a session of this test's database waits for a lock (pg_stat_activity, polled). */
export const someoneWaitsForALock = async (database: DatabaseHandle): Promise<void> => {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const [waiting] = await queryRows<{ count: string }>(
      database,
      `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(waiting?.count) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no session of the test database waited for a lock');
};

/** The SQLSTATE of a database error, however the driver and Drizzle wrapped it; undefined for no error. */
export const sqlStateOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : sqlStateOf(cause);
};
