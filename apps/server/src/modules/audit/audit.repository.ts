import { and, asc, desc, eq, gte, like, lt, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** What the viewer filters by: every field optional, all of them together. */
export type AuditFilter = {
  actorName?: string;
  /** The start of the action ("staff." finds staff.invite, staff.disable …). */
  actionPrefix?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  order: 'asc' | 'desc';
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const whereOf = (input: AuditFilter) =>
  and(
    input.actorName ? sql`lower(${auditLog.actorName}) = lower(${input.actorName})` : undefined,
    input.actionPrefix ? like(auditLog.action, `${escapeLike(input.actionPrefix)}%`) : undefined,
    input.targetKind ? eq(auditLog.targetKind, input.targetKind) : undefined,
    input.targetId ? eq(auditLog.targetId, input.targetId) : undefined,
    input.from ? gte(auditLog.createdAt, input.from) : undefined,
    input.to ? lt(auditLog.createdAt, input.to) : undefined,
  );

export const createAuditRepository = (db: Executor) => ({
  async insert(rows: NewAuditRow[], executor: Executor = db): Promise<void> {
    if (rows.length > 0) await executor.insert(auditLog).values(rows);
  },

  async list(input: AuditFilter & { limit: number; offset: number; withTotal?: boolean }, executor: Executor = db) {
    const where = whereOf(input);
    const order =
      input.order === 'asc'
        ? [asc(auditLog.createdAt), asc(auditLog.id)]
        : [desc(auditLog.createdAt), desc(auditLog.id)];
    const [rows, [count]] = await Promise.all([
      executor
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(input.limit)
        .offset(input.offset),
      input.withTotal === false
        ? Promise.resolve([{ total: 0 }])
        : executor
            .select({ total: sql<number>`count(*)::int` })
            .from(auditLog)
            .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
