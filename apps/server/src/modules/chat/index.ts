import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { ChatProvider } from './chat.provider';
import { createBuiltinChatProvider } from './chat.provider';
import { createChatRepository } from './chat.repository';
import type { ChatService } from './chat.service';
import { createChatService } from './chat.service';

export { chatRoutes } from './chat.routes';
export type { ChatLaunch, ChatProvider } from './chat.provider';
export type { ChatService } from './chat.service';

declare module 'fastify' {
  interface FastifyInstance {
    chatService: ChatService;
  }
}

export type ChatProviderName = 'builtin';

/** Live chat: the queues, the configured provider, and the built-in chat rooms. */
export const chatModule = fp(
  async (app, options: { clock: Clock; provider: ChatProviderName }) => {
    const chatRepository = createChatRepository(app.database.db);
    const providers: Record<ChatProviderName, () => ChatProvider> = {
      builtin: () => createBuiltinChatProvider({ chatRepository, clock: options.clock }),
    };
    app.decorate(
      'chatService',
      createChatService({
        db: app.database.db,
        chatRepository,
        provider: providers[options.provider](),
        members: app.membersService,
        audit: app.auditService,
        clock: options.clock,
      }),
    );
  },
  { name: 'chat', dependencies: ['database', 'members', 'audit'] },
);
