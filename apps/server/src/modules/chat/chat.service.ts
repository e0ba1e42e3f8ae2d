import type { ChatMessage, ChatModel, CompleteLanguage, LanguageCode } from '@perya/contracts';
import { textLanguage } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { MembersService } from '../members';
import type { ChatProvider } from './chat.provider';
import { hashRoomToken } from './chat.provider';
import type { ChatMessageRow, ChatModelRow, ChatRepository, ChatRoomRow } from './chat.repository';
import type { ChatModelText } from './chat.tables';
import { CHAT_TEXT, DEFAULT_CHAT_MODELS, fillName } from './chat.text';

export type ChatServiceDeps = {
  db: Database;
  chatRepository: ChatRepository;
  provider: ChatProvider;
  members: Pick<MembersService, 'getMember'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
};

/** Who opens a chat: a signed-in player chats under their name; anyone else gives one. */
export type ChatVisitor = { kind: 'player'; memberId: number } | { kind: 'anonymous' };

const textOf = (model: ChatModelRow, language: CompleteLanguage): ChatModelText =>
  model.texts[language] ?? model.texts.EN ?? { name: model.code, description: '', greeting: '' };

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

const roomLanguage = (room: ChatRoomRow): CompleteLanguage =>
  room.language === 'TY' || room.language === 'PT' ? room.language : 'EN';

/** Live chat: the queues, launching through the configured provider, and the built-in rooms. */
export const createChatService = ({ db, chatRepository, provider, members, audit, clock }: ChatServiceDeps) => {
  const roomByToken = async (token: string): Promise<ChatRoomRow> => {
    const room = await chatRepository.findRoomByTokenHash(hashRoomToken(token));
    if (!room) throw new AppError('NOT_FOUND', 'no chat room for this token');
    return room;
  };
  const roomById = async (id: string): Promise<ChatRoomRow> => {
    const room = await chatRepository.findRoom(id);
    if (!room) throw new AppError('NOT_FOUND', `chat room ${id}`);
    return room;
  };

  const readRoomForStaff = async (id: string) => {
    const room = await roomById(id);
    return { status: room.status, messages: (await chatRepository.listMessages(room.id, 0)).map(toMessage) };
  };

  return {
    providerName: provider.name,

    /** The default queues (deposit help, account help, VIP host), kept as operators changed them. */
    async ensureDefaults(): Promise<void> {
      await chatRepository.insertModelsIfMissing(
        DEFAULT_CHAT_MODELS.map((model) => ({ code: model.code, texts: model.texts, sortOrder: model.sortOrder })),
      );
    },

    async listModels(language: LanguageCode): Promise<{ list: ChatModel[] }> {
      const wanted = textLanguage(language);
      return {
        list: (await chatRepository.listEnabledModels()).map((model) => {
          const text = textOf(model, wanted);
          return { code: model.code, name: text.name, description: text.description };
        }),
      };
    },

    async launch(
      input: { modelCode: string; displayName?: string | undefined },
      visitor: ChatVisitor,
      language: LanguageCode,
    ): Promise<{ chatUrl: string }> {
      const model = await chatRepository.findModel(input.modelCode);
      if (!model || !model.enabled) {
        throw new AppError('VALIDATION', `chat model ${input.modelCode}`, { fields: { modelCode: 'Unknown chat' } });
      }
      let visitorName = input.displayName;
      let memberId: number | null = null;
      if (visitor.kind === 'player') {
        const member = await members.getMember(visitor.memberId);
        memberId = member.id;
        visitorName = member.nickname || member.account;
      }
      if (!visitorName) {
        throw new AppError('VALIDATION', 'guest chat without a name', { fields: { displayName: 'Enter your name' } });
      }
      const wanted = textLanguage(language);
      const text = textOf(model, wanted);
      return provider.launch({
        model: { code: model.code, name: text.name, greeting: text.greeting },
        visitor: { memberId, displayName: visitorName },
        language: wanted,
      });
    },

    // ------------------------------------------------------------ built-in rooms (the visitor holds the token)

    /** The room's page: its queue's name, the visitor, and everything said so far. */
    async openRoomPage(token: string) {
      const room = await roomByToken(token);
      const model = await chatRepository.findModel(room.modelCode);
      const language = roomLanguage(room);
      return {
        language,
        title: model ? textOf(model, language).name : room.modelCode,
        displayName: room.displayName,
        status: room.status,
        messages: (await chatRepository.listMessages(room.id, 0)).map(toMessage),
      };
    },

    async readRoom(token: string, after: number) {
      const room = await roomByToken(token);
      return { status: room.status, messages: (await chatRepository.listMessages(room.id, after)).map(toMessage) };
    },

    /** The visitor writes; until someone from staff answers, the automatic agent says once that help is coming. */
    async postVisitorMessage(token: string, body: string) {
      const room = await roomByToken(token);
      if (room.status !== 'OPEN') throw new AppError('CHAT_ROOM_CLOSED', `chat room ${room.id} is closed`);
      const posted = await db.transaction(async (tx) => {
        const now = clock.now();
        const rows = [
          await chatRepository.insertMessage(
            { roomId: room.id, sender: 'VISITOR', authorName: room.displayName, body, createdAt: now },
            tx,
          ),
        ];
        const [agents, bots] = await Promise.all([
          chatRepository.countMessagesBy(room.id, 'AGENT', tx),
          chatRepository.countMessagesBy(room.id, 'BOT', tx),
        ]);
        if (agents === 0 && bots < 2) {
          const text = CHAT_TEXT[roomLanguage(room)];
          rows.push(
            await chatRepository.insertMessage(
              {
                roomId: room.id,
                sender: 'BOT',
                authorName: text.agentName,
                body: fillName(text.queued, room.displayName),
                createdAt: now,
              },
              tx,
            ),
          );
        }
        return rows;
      });
      return { status: room.status, messages: posted.map(toMessage) };
    },

    // ------------------------------------------------------------ staff

    async listRooms(status: ChatRoomRow['status'] | undefined) {
      return {
        list: (await chatRepository.listRooms(status)).map((room) => ({
          id: room.id,
          modelCode: room.modelCode,
          displayName: room.displayName,
          memberId: room.memberId,
          status: room.status,
          isAwaitingAgent: room.status === 'OPEN' && room.lastSender === 'VISITOR',
          createdAt: room.createdAt.toISOString(),
          lastMessageAt: room.lastMessageAt.toISOString(),
        })),
      };
    },

    readRoomForStaff,

    async answer(id: string, body: string, staff: { displayName: string }, actor: AuditActor) {
      const room = await roomById(id);
      if (room.status !== 'OPEN') throw new AppError('CHAT_ROOM_CLOSED', `chat room ${id} is closed`);
      const row = await db.transaction(async (tx) => {
        const inserted = await chatRepository.insertMessage(
          {
            roomId: id,
            sender: 'AGENT',
            staffId: actor.kind === 'STAFF' ? actor.id : null,
            authorName: staff.displayName,
            body,
            createdAt: clock.now(),
          },
          tx,
        );
        await audit.record(
          { actor, action: 'chat.answer', targetKind: 'chat_room', targetId: id, detail: { messageId: inserted.id } },
          tx,
        );
        return inserted;
      });
      return toMessage(row);
    },

    async close(id: string, actor: AuditActor) {
      const room = await roomById(id);
      await db.transaction(async (tx) => {
        const closed = await chatRepository.closeRoom(id, clock.now(), tx);
        if (!closed) throw new AppError('CHAT_ROOM_CLOSED', `chat room ${id} is closed already`);
        const text = CHAT_TEXT[roomLanguage(room)];
        await chatRepository.insertMessage(
          { roomId: id, sender: 'BOT', authorName: text.agentName, body: text.closedByStaff, createdAt: clock.now() },
          tx,
        );
        await audit.record({ actor, action: 'chat.close', targetKind: 'chat_room', targetId: id }, tx);
      });
      return readRoomForStaff(id);
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;
