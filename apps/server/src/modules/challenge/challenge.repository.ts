import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { challenges } from './challenge.tables';

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallengeRow = Pick<ChallengeRow, 'id' | 'kind' | 'answer' | 'ip' | 'createdAt' | 'expiresAt'>;

export const createChallengeRepository = (db: Executor) => ({
  async insert(row: NewChallengeRow, executor: Executor = db): Promise<void> {
    await executor.insert(challenges).values(row);
  },

  /** Inserts a captcha, or replaces the captcha already under this id; never overwrites a slider. */
  async upsertCaptcha(row: Omit<NewChallengeRow, 'kind'>, executor: Executor = db): Promise<boolean> {
    const written = await executor
      .insert(challenges)
      .values({ ...row, kind: 'CAPTCHA' })
      .onConflictDoUpdate({
        target: challenges.id,
        set: {
          answer: row.answer,
          ip: row.ip,
          attempts: 0,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
          solvedAt: null,
          tokenHash: null,
          tokenExpiresAt: null,
          consumedAt: null,
        },
        setWhere: eq(challenges.kind, 'CAPTCHA'),
      })
      .returning({ id: challenges.id });
    return written.length > 0;
  },

  /** Counts one attempt on a challenge and returns it, row-locked until the transaction ends. */
  async incrementAttempts(id: string, kind: ChallengeRow['kind'], executor: Executor = db) {
    const [row] = await executor
      .update(challenges)
      .set({ attempts: sql`${challenges.attempts} + 1` })
      .where(and(eq(challenges.id, id), eq(challenges.kind, kind)))
      .returning();
    return row as ChallengeRow | undefined;
  },

  async markSolved(
    id: string,
    solution: { solvedAt: Date; tokenHash: string; tokenExpiresAt: Date },
    executor: Executor = db,
  ): Promise<void> {
    await executor.update(challenges).set(solution).where(eq(challenges.id, id));
  },

  /**
   * Marks a solved, unexpired, unconsumed challenge's token consumed, in one conditional update:
   * of two concurrent calls with the same token, exactly one gets the row back.
   */
  async consumeToken(tokenHash: string, now: Date, executor: Executor = db): Promise<boolean> {
    const consumed = await executor
      .update(challenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(challenges.tokenHash, tokenHash),
          eq(challenges.kind, 'SLIDER'),
          isNotNull(challenges.solvedAt),
          isNull(challenges.consumedAt),
          gt(challenges.tokenExpiresAt, now),
        ),
      )
      .returning({ id: challenges.id });
    return consumed.length > 0;
  },

  /** Deletes a captcha and returns it: a captcha is answered once, right or wrong. */
  async deleteCaptcha(id: string, executor: Executor = db) {
    const [row] = await executor
      .delete(challenges)
      .where(and(eq(challenges.id, id), eq(challenges.kind, 'CAPTCHA')))
      .returning({ answer: challenges.answer, expiresAt: challenges.expiresAt });
    return row;
  },

  /** Deletes challenges past their expiry whose token (if any) has expired too. */
  async deleteExpired(now: Date, executor: Executor = db): Promise<number> {
    const deleted = await executor
      .delete(challenges)
      .where(
        and(lt(challenges.expiresAt, now), or(isNull(challenges.tokenExpiresAt), lt(challenges.tokenExpiresAt, now))),
      )
      .returning({ id: challenges.id });
    return deleted.length;
  },

  async findById(id: string, executor: Executor = db): Promise<ChallengeRow | undefined> {
    const [row] = await executor.select().from(challenges).where(eq(challenges.id, id));
    return row;
  },
});

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
