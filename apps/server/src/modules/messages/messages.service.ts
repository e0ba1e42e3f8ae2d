import type { z } from 'zod';

import type {
  LanguageCode,
  MessageCategory,
  MessagePage,
  MessageTexts,
  PlatformMessage,
  SendMessageRequestSchema,
  SentMessage,
} from '@perya/contracts';
import { isAgentType, pickLanguageText } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { formatMemberTime } from '../../lib/member-time';
import type { AuditActor, AuditService } from '../audit';
import { sanitizeRichText, toPlainText } from '../content';
import type { MembersService } from '../members';
import type { MessageRow, MessagesRepository, MessageWithReadState, Reader } from './messages.repository';

type SendMessageInput = z.output<typeof SendMessageRequestSchema>;

export type MessagesServiceDeps = {
  db: Database;
  messagesRepository: MessagesRepository;
  members: Pick<MembersService, 'getMember' | 'findByAccount'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
};

type MessageText = { title: string; content: string };

/** Other languages' texts cleaned like the main one. */
const cleanTexts = (texts: MessageTexts): MessageTexts =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([language, text]) =>
      text ? [[language, { title: toPlainText(text.title), content: sanitizeRichText(text.content) }]] : [],
    ),
  );

const toSent = (row: MessageRow & { sentBy: string | null }): SentMessage => ({
  id: row.id,
  audience: row.audience,
  memberId: row.memberId,
  category: row.category,
  title: row.title,
  content: row.content,
  texts: row.texts,
  createdAt: row.createdAt.toISOString(),
  sentBy: row.sentBy,
});

/** Platform messages (messageV2): what a member reads, and what staff send (audited). */
export const createMessagesService = ({ db, messagesRepository, members, audit, clock }: MessagesServiceDeps) => {
  const readerOf = async (memberId: number): Promise<Reader & { offset: number }> => {
    const member = await members.getMember(memberId);
    return {
      memberId,
      isAgent: isAgentType(member.type),
      since: member.createdAt,
      offset: member.utcOffsetMinutes,
    };
  };

  /** The message in the reader's language where staff wrote one, else its main text. */
  const toMessage = (row: MessageWithReadState, offset: number, language: LanguageCode): PlatformMessage => {
    const text = pickLanguageText<MessageText>(
      { ...row.texts, EN: { title: row.title, content: row.content } },
      language,
    );
    return {
      id: row.id,
      category: row.category,
      title: text?.title ?? row.title,
      content: text?.content ?? row.content,
      time: formatMemberTime(row.createdAt, offset),
      isRead: row.readAt !== null,
    };
  };

  return {
    async list(
      memberId: number,
      query: { pageNo: number; pageSize: number; unreadFirst: boolean },
      language: LanguageCode,
      options: { agentsOnly?: boolean } = {},
    ): Promise<MessagePage> {
      const reader = { ...(await readerOf(memberId)), agentsOnly: options.agentsOnly === true };
      const { rows, total, unread } = await messagesRepository.listVisible(reader, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
        unreadFirst: query.unreadFirst,
      });
      return {
        list: rows.map((row) => toMessage(row, reader.offset, language)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        unread,
      };
    },

    /** One message, marked read; another member's is as good as missing. */
    async read(memberId: number, id: number, language: LanguageCode): Promise<PlatformMessage> {
      const reader = await readerOf(memberId);
      const row = await messagesRepository.findVisible(reader, id);
      if (!row) throw new AppError('NOT_FOUND', `message ${id} for member ${memberId}`);
      const readAt = row.readAt ?? clock.now();
      if (!row.readAt) await messagesRepository.markRead(memberId, id, readAt);
      return toMessage({ ...row, readAt }, reader.offset, language);
    },

    async readAll(memberId: number): Promise<{ marked: number }> {
      return { marked: await messagesRepository.markAllRead(await readerOf(memberId), clock.now()) };
    },

    async unreadCount(memberId: number): Promise<{ count: number }> {
      return { count: await messagesRepository.countUnread(await readerOf(memberId)) };
    },

    /** Staff send a message to one member or a broadcast; HTML is cleaned on save. */
    async send(input: SendMessageInput, actor: AuditActor): Promise<SentMessage> {
      let memberId: number | null = null;
      if (input.audience === 'MEMBER') {
        const member =
          input.memberId !== undefined
            ? await members.getMember(input.memberId).catch(() => undefined)
            : await members.findByAccount(input.account ?? '');
        if (!member || (input.account !== undefined && member.account.toLowerCase() !== input.account.toLowerCase())) {
          throw new AppError('VALIDATION', 'message to an unknown member', {
            fields: { [input.memberId !== undefined ? 'memberId' : 'account']: 'No such member' },
          });
        }
        memberId = member.id;
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await messagesRepository.insert(
          {
            audience: input.audience,
            memberId,
            category: input.category,
            title: toPlainText(input.title),
            content: sanitizeRichText(input.content),
            texts: cleanTexts(input.texts),
            senderStaffId: actor.kind === 'STAFF' ? actor.id : null,
            createdAt: clock.now(),
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: 'message.send',
            targetKind: 'platform_message',
            targetId: inserted.id,
            detail: { audience: inserted.audience, memberId, title: inserted.title },
          },
          tx,
        );
        return inserted;
      });
      return toSent({ ...row, sentBy: actor.kind === 'SYSTEM' ? null : actor.name });
    },

    /** A message the system sends one member (a feedback answer …), inside the caller's transaction. */
    async notifyMember(
      input: { memberId: number; category: MessageCategory; title: string; content: string; staffId?: number | null },
      executor?: Executor,
    ): Promise<void> {
      await messagesRepository.insert(
        {
          audience: 'MEMBER',
          memberId: input.memberId,
          category: input.category,
          title: toPlainText(input.title),
          content: sanitizeRichText(input.content),
          senderStaffId: input.staffId ?? null,
          createdAt: clock.now(),
        },
        executor,
      );
    },

    async listSent(query: { audience?: SendMessageInput['audience'] | undefined; pageNo: number; pageSize: number }) {
      const { rows, total } = await messagesRepository.listSent({
        audience: query.audience,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map(toSent),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
