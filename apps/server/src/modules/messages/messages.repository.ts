import { and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { MessageAudience } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { staffUsers } from '../staff/staff.tables';
import { platformMessageReads, platformMessages } from './messages.tables';

export type MessageRow = typeof platformMessages.$inferSelect;
export type NewMessageRow = typeof platformMessages.$inferInsert;
export type MessageWithReadState = MessageRow & { readAt: Date | null };

/** Whose messages: one member, whether an agent, and since when broadcasts reach them. */
export type Reader = {
  memberId: number;
  isAgent: boolean;
  since: Date;
  /** Only the broadcasts to agents (the agent centre's announcements, decision 036). */
  agentsOnly?: boolean;
};

/** The messages a reader may see: their own, and broadcasts to them sent since they joined. */
const visibleTo = (reader: Reader): SQL => {
  const broadcastSince = gte(platformMessages.createdAt, reader.since);
  const direct = and(eq(platformMessages.audience, 'MEMBER'), eq(platformMessages.memberId, reader.memberId));
  const toAll = and(eq(platformMessages.audience, 'ALL'), broadcastSince);
  const toAgents = and(eq(platformMessages.audience, 'AGENTS'), broadcastSince);
  if (reader.agentsOnly) return reader.isAgent ? (toAgents ?? sql`false`) : sql`false`;
  return (reader.isAgent ? or(direct, toAll, toAgents) : or(direct, toAll)) ?? sql`false`;
};

const readJoin = (memberId: number) =>
  and(eq(platformMessageReads.messageId, platformMessages.id), eq(platformMessageReads.memberId, memberId));

export const createMessagesRepository = (db: Executor) => ({
  /** A page of the reader's messages, newest first (unread ones first when asked), with the totals. */
  async listVisible(
    reader: Reader,
    page: { limit: number; offset: number; unreadFirst: boolean },
    executor: Executor = db,
  ): Promise<{ rows: MessageWithReadState[]; total: number; unread: number }> {
    const where = visibleTo(reader);
    const rows = await executor
      .select({ message: platformMessages, readAt: platformMessageReads.readAt })
      .from(platformMessages)
      .leftJoin(platformMessageReads, readJoin(reader.memberId))
      .where(where)
      .orderBy(
        ...(page.unreadFirst ? [sql`(${platformMessageReads.readAt} is null) desc`] : []),
        desc(platformMessages.createdAt),
        desc(platformMessages.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [totals] = await executor
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${platformMessageReads.readAt} is null)::int`,
      })
      .from(platformMessages)
      .leftJoin(platformMessageReads, readJoin(reader.memberId))
      .where(where);
    return {
      rows: rows.map((row) => ({ ...row.message, readAt: row.readAt })),
      total: Number(totals?.total ?? 0),
      unread: Number(totals?.unread ?? 0),
    };
  },

  async findVisible(reader: Reader, id: number, executor: Executor = db): Promise<MessageWithReadState | undefined> {
    const [row] = await executor
      .select({ message: platformMessages, readAt: platformMessageReads.readAt })
      .from(platformMessages)
      .leftJoin(platformMessageReads, readJoin(reader.memberId))
      .where(and(eq(platformMessages.id, id), visibleTo(reader)));
    return row ? { ...row.message, readAt: row.readAt } : undefined;
  },

  async countUnread(reader: Reader, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ count: count() })
      .from(platformMessages)
      .leftJoin(platformMessageReads, readJoin(reader.memberId))
      .where(and(visibleTo(reader), isNull(platformMessageReads.readAt)));
    return Number(row?.count ?? 0);
  },

  async markRead(memberId: number, messageId: number, at: Date, executor: Executor = db): Promise<void> {
    await executor.insert(platformMessageReads).values({ memberId, messageId, readAt: at }).onConflictDoNothing();
  },

  /** Marks every unread message of the reader read; returns how many changed. */
  async markAllRead(reader: Reader, at: Date, executor: Executor = db): Promise<number> {
    const unread = await executor
      .select({ id: platformMessages.id })
      .from(platformMessages)
      .leftJoin(platformMessageReads, readJoin(reader.memberId))
      .where(and(visibleTo(reader), isNull(platformMessageReads.readAt)));
    if (unread.length === 0) return 0;
    const inserted = await executor
      .insert(platformMessageReads)
      .values(unread.map((row) => ({ memberId: reader.memberId, messageId: row.id, readAt: at })))
      .onConflictDoNothing()
      .returning({ messageId: platformMessageReads.messageId });
    return inserted.length;
  },

  async insert(row: NewMessageRow, executor: Executor = db): Promise<MessageRow> {
    const [inserted] = await executor.insert(platformMessages).values(row).returning();
    if (!inserted) throw new Error('message insert returned nothing');
    return inserted;
  },

  /** Messages as sent, newest first, with the sender's username. */
  async listSent(
    filter: { audience?: MessageAudience | undefined; limit: number; offset: number },
    executor: Executor = db,
  ): Promise<{ rows: Array<MessageRow & { sentBy: string | null }>; total: number }> {
    const where = filter.audience ? eq(platformMessages.audience, filter.audience) : undefined;
    const rows = await executor
      .select({ message: platformMessages, sentBy: staffUsers.username })
      .from(platformMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, platformMessages.senderStaffId))
      .where(where)
      .orderBy(desc(platformMessages.createdAt), desc(platformMessages.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [totals] = await executor.select({ total: count() }).from(platformMessages).where(where);
    return { rows: rows.map((row) => ({ ...row.message, sentBy: row.sentBy })), total: Number(totals?.total ?? 0) };
  },
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
