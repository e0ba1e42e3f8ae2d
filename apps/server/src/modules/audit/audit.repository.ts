import { and, desc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export const createAuditRepository = (db: Executor) => ({
  async insert(rows: NewAuditRow[], executor: Executor = db): Promise<void> {
    if (rows.length > 0) await executor.insert(auditLog).values(rows);
  },

  async list(
    input: { targetKind?: string; targetId?: string; limit: number; offset: number },
    executor: Executor = db,
  ) {
    const where = and(
      input.targetKind ? eq(auditLog.targetKind, input.targetKind) : undefined,
      input.targetId ? eq(auditLog.targetId, input.targetId) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      executor
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(input.limit)
        .offset(input.offset),
      executor
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
