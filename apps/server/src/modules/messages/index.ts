import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createMessagesRepository } from './messages.repository';
import type { MessagesService } from './messages.service';
import { createMessagesService } from './messages.service';

export { messageRoutes } from './messages.routes';
export type { MessagesService } from './messages.service';

declare module 'fastify' {
  interface FastifyInstance {
    messagesService: MessagesService;
  }
}

/** Platform messages (messageV2): to one member or broadcast, with each member's read state. */
export const messagesModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'messagesService',
      createMessagesService({
        db: app.database.db,
        messagesRepository: createMessagesRepository(app.database.db),
        members: app.membersService,
        audit: app.auditService,
        clock: options.clock,
      }),
    );
  },
  { name: 'messages', dependencies: ['database', 'members', 'audit'] },
);
