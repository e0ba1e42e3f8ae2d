import { lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { rateLimitCounters } from './rate-limit.tables';

export const createRateLimitRepository = (db: Executor) => ({
  /**
   * Counts a hit on `key` in one statement: a new window when there is none or it ended, else one
   * more in the current one. Concurrent hits on a key queue on its row, so none is lost.
   */
  async hit(key: string, now: Date, windowMs: number, executor: Executor = db) {
    const resetsAt = new Date(now.getTime() + windowMs);
    const ended = sql`${rateLimitCounters.resetsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await executor
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetsAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
    if (!row) throw new Error('rate_limit_counters upsert returned no row');
    return row;
  },

  /** Forgets counters whose window ended; the number forgotten. */
  async deleteEnded(now: Date, executor: Executor = db): Promise<number> {
    const deleted = await executor
      .delete(rateLimitCounters)
      .where(lte(rateLimitCounters.resetsAt, now))
      .returning({ key: rateLimitCounters.key });
    return deleted.length;
  },
});

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
