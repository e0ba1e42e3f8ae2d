import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { MessageAudience, MessageCategory, MessageTexts } from '@perya/contracts';

import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';

/**
 * Platform messages (messageV2): to one member, or broadcast to every member or every agent. A
 * broadcast reaches the members who had an account when it was sent. Content is HTML, sanitized on save.
 */
export const platformMessages = pgTable(
  'platform_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    audience: text('audience').$type<MessageAudience>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    category: text('category').$type<MessageCategory>().notNull().default('NOTICE'),
    /** In English, or the one language it was written in. */
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The same message in other languages, by code ({ TY: { title, content } }); a reader's language missing here reads `title`/`content`. */
    texts: jsonb('texts').$type<MessageTexts>().notNull().default({}),
    senderStaffId: integer('sender_staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('platform_messages_member').on(table.memberId, table.createdAt),
    index('platform_messages_broadcast')
      .on(table.audience, table.createdAt)
      .where(sql`${table.memberId} is null`),
    check('platform_messages_audience', sql`${table.audience} in ('MEMBER', 'ALL', 'AGENTS')`),
    check(
      'platform_messages_member_when_direct',
      sql`(${table.audience} = 'MEMBER') = (${table.memberId} is not null)`,
    ),
  ],
);

/** Which member read which message, and when. */
export const platformMessageReads = pgTable(
  'platform_message_reads',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => platformMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.messageId] })],
);
