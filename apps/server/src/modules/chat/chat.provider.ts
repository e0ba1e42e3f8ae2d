import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { CompleteLanguage } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import type { ChatRepository } from './chat.repository';
import { fillName } from './chat.text';

/** What a provider needs to open a chat: the queue, who is asking, in which language. */
export type ChatLaunch = {
  model: { code: string; name: string; greeting: string };
  visitor: { memberId: number | null; displayName: string };
  language: CompleteLanguage;
};

/**
 * A live-chat provider (spec §7.2 CBS_launchChat): opens a conversation and says where the
 * visitor's browser goes. CHAT_PROVIDER picks one; 'builtin' is the chat room this server hosts.
 * A hosted service (LiveChat, Zendesk …) is another implementation of this type.
 */
export type ChatProvider = {
  readonly name: string;
  launch: (input: ChatLaunch) => Promise<{ chatUrl: string }>;
};

/** A room's secret as the visitor's link carries it (32 random bytes, base64url: 43 characters). */
export const newRoomToken = (): string => randomBytes(32).toString('base64url');
export const hashRoomToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Where the built-in provider's rooms live, on this server (relative to the portal). */
export const chatRoomPath = (token: string) => `/chat/${token}`;

/**
 * The built-in provider: a room on this server (/chat/:roomToken). The automatic agent greets
 * the visitor at once; staff read and answer rooms through the back-office API.
 */
export const createBuiltinChatProvider = ({
  chatRepository,
  clock,
}: {
  chatRepository: ChatRepository;
  clock: Clock;
}): ChatProvider => ({
  name: 'builtin',
  async launch({ model, visitor, language }) {
    const token = newRoomToken();
    const id = randomUUID();
    const now = clock.now();
    await chatRepository.insertRoom({
      id,
      tokenHash: hashRoomToken(token),
      modelCode: model.code,
      memberId: visitor.memberId,
      displayName: visitor.displayName,
      language,
      createdAt: now,
      lastMessageAt: now,
    });
    await chatRepository.insertMessage({
      roomId: id,
      sender: 'BOT',
      authorName: model.name,
      body: fillName(model.greeting, visitor.displayName),
      createdAt: now,
    });
    return { chatUrl: chatRoomPath(token) };
  },
});
