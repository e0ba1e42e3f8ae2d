import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';

/** Staff notes on a member's profile: append-only (no route changes or deletes one). */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    /** The author's username at the time. */
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('member_notes_member').on(table.memberId, table.createdAt)],
);
