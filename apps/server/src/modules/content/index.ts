import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { AnnouncementsService, ViewerLookups } from './content.announcements';
import { createAnnouncementsService } from './content.announcements';
import { createContentRepository } from './content.repository';
import type { ContentService } from './content.service';
import { createContentService } from './content.service';

export { contentAdminRoutes } from './content.admin.routes';
export { contentRoutes } from './content.routes';
export { bannerImageUrl, promotionImageUrl } from './content.images';
export { sanitizeRichText, toPlainText } from './content.sanitize';
export type { AnnouncementsService, ViewerLookups } from './content.announcements';
export type { ContentService, NewHelpTopic } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    contentService: ContentService;
    announcementsService: AnnouncementsService;
  }
}

/**
 * Site content: announcements (banners, notices, popups, promotions, the notice bar),
 * customer-service links (sealed), social and app resources, help topics.
 */
export const contentModule = fp(
  async (app, options: { clock: Clock; viewers: ViewerLookups }) => {
    const contentRepository = createContentRepository(app.database.db);
    const deps = { db: app.database.db, contentRepository, audit: app.auditService, clock: options.clock };
    app.decorate('contentService', createContentService(deps));
    app.decorate('announcementsService', createAnnouncementsService({ ...deps, viewers: options.viewers }));
  },
  { name: 'content', dependencies: ['database', 'audit'] },
);
