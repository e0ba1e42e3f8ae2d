import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what to which record, and when: every staff action on money, and automatic ones. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorKind: text('actor_kind').$type<'STAFF' | 'MEMBER' | 'SYSTEM'>().notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    /** The actor's name at the time (staff username, member account, or the job's name). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_target').on(table.targetKind, table.targetId, table.createdAt),
    index('audit_log_created').on(table.createdAt),
  ],
);
