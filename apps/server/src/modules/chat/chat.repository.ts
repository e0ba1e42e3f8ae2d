import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { chatMessages, chatModels, chatRooms } from './chat.tables';

export type ChatModelRow = typeof chatModels.$inferSelect;
export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type NewChatRoomRow = typeof chatRooms.$inferInsert;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;

/** At most this many messages per read: a long room is read in steps (`after`). */
const MESSAGES_PER_READ = 200;

export const createChatRepository = (db: Executor) => ({
  async insertModelsIfMissing(rows: Array<typeof chatModels.$inferInsert>, executor: Executor = db): Promise<void> {
    if (rows.length > 0) await executor.insert(chatModels).values(rows).onConflictDoNothing();
  },

  async listEnabledModels(executor: Executor = db): Promise<ChatModelRow[]> {
    return executor
      .select()
      .from(chatModels)
      .where(eq(chatModels.enabled, true))
      .orderBy(asc(chatModels.sortOrder), asc(chatModels.code));
  },

  async findModel(code: string, executor: Executor = db): Promise<ChatModelRow | undefined> {
    const [row] = await executor.select().from(chatModels).where(eq(chatModels.code, code));
    return row;
  },

  async insertRoom(row: NewChatRoomRow, executor: Executor = db): Promise<void> {
    await executor.insert(chatRooms).values(row);
  },

  async findRoomByTokenHash(tokenHash: string, executor: Executor = db): Promise<ChatRoomRow | undefined> {
    const [row] = await executor.select().from(chatRooms).where(eq(chatRooms.tokenHash, tokenHash));
    return row;
  },

  async findRoom(id: string, executor: Executor = db): Promise<ChatRoomRow | undefined> {
    const [row] = await executor.select().from(chatRooms).where(eq(chatRooms.id, id));
    return row;
  },

  /** Closes a room still open; undefined when it was not. */
  async closeRoom(id: string, at: Date, executor: Executor = db): Promise<ChatRoomRow | undefined> {
    const [row] = await executor
      .update(chatRooms)
      .set({ status: 'CLOSED', closedAt: at })
      .where(and(eq(chatRooms.id, id), eq(chatRooms.status, 'OPEN')))
      .returning();
    return row;
  },

  async insertMessage(row: NewChatMessageRow, executor: Executor = db): Promise<ChatMessageRow> {
    const [inserted] = await executor.insert(chatMessages).values(row).returning();
    if (!inserted) throw new Error('chat message insert returned nothing');
    await executor.update(chatRooms).set({ lastMessageAt: row.createdAt }).where(eq(chatRooms.id, row.roomId));
    return inserted;
  },

  async listMessages(roomId: string, afterId: number, executor: Executor = db): Promise<ChatMessageRow[]> {
    return executor
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, afterId)))
      .orderBy(asc(chatMessages.id))
      .limit(MESSAGES_PER_READ);
  },

  async countMessagesBy(roomId: string, sender: ChatMessageRow['sender'], executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.sender, sender)));
    return Number(row?.count ?? 0);
  },

  /** Rooms, latest activity first, with who of the visitor and staff spoke last (the automatic agent does not count). */
  async listRooms(
    status: ChatRoomRow['status'] | undefined,
    executor: Executor = db,
  ): Promise<Array<ChatRoomRow & { lastSender: string | null }>> {
    const rows = await executor
      .select({
        room: chatRooms,
        lastSender: sql<
          string | null
        >`(select m.sender from chat_messages m where m.room_id = chat_rooms.id and m.sender <> 'BOT' order by m.id desc limit 1)`,
      })
      .from(chatRooms)
      .where(status ? eq(chatRooms.status, status) : undefined)
      .orderBy(desc(chatRooms.lastMessageAt))
      .limit(200);
    return rows.map((row) => ({ ...row.room, lastSender: row.lastSender }));
  },
});

export type ChatRepository = ReturnType<typeof createChatRepository>;
