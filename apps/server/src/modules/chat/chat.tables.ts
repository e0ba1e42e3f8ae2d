import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';

/** A chat model's words in one language: its name, a line about it, and the automatic greeting. */
export type ChatModelText = { name: string; description: string; greeting: string };

/** The queues a visitor can chat with (spec §7.2 CBS_modelList): deposit help, account help, VIP host … */
export const chatModels = pgTable('chat_models', {
  code: text('code').primaryKey(),
  /** By language code; EN always present. */
  texts: jsonb('texts').$type<Record<string, ChatModelText>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rooms of the built-in chat provider. The visitor's link carries a random token; only its
 * SHA-256 is stored. Staff find rooms by id.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    modelCode: text('model_code')
      .notNull()
      .references(() => chatModels.code),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    displayName: text('display_name').notNull(),
    language: text('language').notNull().default('EN'),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_rooms_status_last').on(table.status, table.lastMessageAt),
    check('chat_rooms_status', sql`${table.status} in ('OPEN', 'CLOSED')`),
  ],
);

/** What was said in a room: by the visitor, by staff, or by the automatic agent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'VISITOR' | 'AGENT' | 'BOT'>().notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('chat_messages_room').on(table.roomId, table.id),
    check('chat_messages_sender', sql`${table.sender} in ('VISITOR', 'AGENT', 'BOT')`),
  ],
);
