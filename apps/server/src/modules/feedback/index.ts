import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createFeedbackRepository } from './feedback.repository';
import type { FeedbackService } from './feedback.service';
import { createFeedbackService } from './feedback.service';

export { feedbackRoutes } from './feedback.routes';
export type { FeedbackService } from './feedback.service';

declare module 'fastify' {
  interface FastifyInstance {
    feedbackService: FeedbackService;
  }
}

/** Feedback and complaints from members, answered by staff. */
export const feedbackModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'feedbackService',
      createFeedbackService({
        db: app.database.db,
        feedbackRepository: createFeedbackRepository(app.database.db),
        members: app.membersService,
        uploads: app.uploadsService,
        messages: app.messagesService,
        audit: app.auditService,
        clock: options.clock,
      }),
    );
  },
  { name: 'feedback', dependencies: ['database', 'members', 'uploads', 'messages', 'audit'] },
);
