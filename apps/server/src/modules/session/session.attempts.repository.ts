import { eq, inArray, lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { attemptCounters } from './session.tables';

export const createAttemptsRepository = (db: Executor) => ({
  /**
   * Counts one attempt on `key` in one statement, unless its open window holds `limit` already:
   * the count with this one, or null when refused. A new window starts when there is none or it
   * ended. Concurrent calls on a key queue on its row and see each other's counts.
   */
  async reserve(key: string, limit: number, now: Date, windowMs: number, executor: Executor = db) {
    const ended = sql`${attemptCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await executor
      .insert(attemptCounters)
      .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          count: sql`case when ${ended} then 1 else ${attemptCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
        },
        setWhere: sql`${ended} or ${attemptCounters.count} < ${limit}`,
      })
      .returning({ count: attemptCounters.count });
    return row?.count ?? null;
  },

  /** The counts of these keys in their open windows (a key without one is absent). */
  async counts(keys: string[], now: Date, executor: Executor = db): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await executor
      .select({ key: attemptCounters.key, count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt })
      .from(attemptCounters)
      .where(inArray(attemptCounters.key, keys));
    return new Map(rows.filter((row) => row.windowEndsAt > now).map((row) => [row.key, row.count]));
  },

  async clear(key: string, executor: Executor = db): Promise<void> {
    await executor.delete(attemptCounters).where(eq(attemptCounters.key, key));
  },

  /** Forgets counters whose window ended; how many. */
  async deleteEnded(now: Date, executor: Executor = db): Promise<number> {
    const deleted = await executor
      .delete(attemptCounters)
      .where(lte(attemptCounters.windowEndsAt, now))
      .returning({ key: attemptCounters.key });
    return deleted.length;
  },
});

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
