import fp from 'fastify-plugin';

import { createContentRepository } from './content.repository';
import type { ContentService } from './content.service';
import { createContentService } from './content.service';

export type { ContentService, NewHelpTopic } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    contentService: ContentService;
  }
}

/** Site content: customer-service links, social and app resources, help topics. */
export const contentModule = fp(
  async (app) => {
    const contentRepository = createContentRepository(app.database.db);
    app.decorate('contentService', createContentService({ contentRepository }));
  },
  { name: 'content', dependencies: ['database'] },
);
