import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { mailOutbox, smsOutbox, verificationCodes } from './verification.tables';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export const createVerificationRepository = (db: Executor) => ({
  async insertCode(row: typeof verificationCodes.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(verificationCodes).values(row);
  },

  /** The newest code for a destination and purpose that nobody has used yet. */
  async findLatestUnusedCode(destination: string, purpose: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  },

  async incrementAttempts(id: string, executor: Executor = db): Promise<void> {
    await executor
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  },

  /** Uses a code once; false when another request used it first. */
  async consumeCode(id: string, executor: Executor = db): Promise<boolean> {
    const consumed = await executor
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return consumed.length > 0;
  },

  /** Codes sent to a destination since a time, newest first. */
  async listCodesSince(destination: string, since: Date, executor: Executor = db) {
    return executor
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.destination, destination), gt(verificationCodes.createdAt, since)))
      .orderBy(desc(verificationCodes.createdAt));
  },

  async insertSms(row: typeof smsOutbox.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(smsOutbox).values(row);
  },

  async insertMail(row: typeof mailOutbox.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(mailOutbox).values(row);
  },

  async listSms(limit: number, executor: Executor = db): Promise<SmsOutboxRow[]> {
    return executor.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
  },

  async listMail(limit: number, executor: Executor = db): Promise<MailOutboxRow[]> {
    return executor.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  },
});

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
