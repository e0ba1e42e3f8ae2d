import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { AnnouncementsService, ViewerLookups } from './content.announcements';
import { createAnnouncementsService } from './content.announcements';
import { createContentRepository } from './content.repository';
import type { ContentService } from './content.service';
import { createContentService } from './content.service';
import type { StaffAnnouncements } from './content.staff-announcements';
import { createStaffAnnouncements } from './content.staff-announcements';
import type { StaffImages } from './content.staff-images';
import { createStaffImages } from './content.staff-images';
import type { StaffLinks } from './content.staff-links';
import { createStaffLinks } from './content.staff-links';
import { createContentStaffRepository } from './content.staff.repository';

export { contentAdminRoutes } from './content.admin.routes';
export { contentCsv, sendCsv } from './content.csv';
export { contentImageRoutes } from './content.images.routes';
export { contentRoutes } from './content.routes';
export { bannerImageUrl, promotionImageUrl } from './content.images';
export { sanitizeRichText, toPlainText } from './content.sanitize';
export type { AnnouncementsService, ViewerLookups } from './content.announcements';
export type { ContentService, NewHelpTopic } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    contentService: ContentService;
    announcementsService: AnnouncementsService;
    /** The back office's side of content (content.admin.routes.ts). */
    staffContent: { announcements: StaffAnnouncements; links: StaffLinks; images: StaffImages };
  }
}

/**
 * Site content: announcements (banners, notices, popups, promotions, the notice bar),
 * customer-service links (sealed), social and app resources, help topics.
 */
export const contentModule = fp(
  async (app, options: { clock: Clock; viewers: ViewerLookups }) => {
    const contentRepository = createContentRepository(app.database.db);
    const contentService = createContentService({ contentRepository, clock: options.clock });
    const announcementsService = createAnnouncementsService({
      contentRepository,
      clock: options.clock,
      viewers: options.viewers,
    });
    app.decorate('contentService', contentService);
    app.decorate('announcementsService', announcementsService);
    const staff = {
      db: app.database.db,
      contentRepository,
      staffRepository: createContentStaffRepository(app.database.db),
      audit: app.auditService,
      clock: options.clock,
    };
    app.decorate('staffContent', {
      announcements: createStaffAnnouncements({ ...staff, onChange: announcementsService.refresh }),
      links: createStaffLinks({ ...staff, paths: contentService.paths, onChange: contentService.refresh }),
      images: createStaffImages(staff),
    });
  },
  { name: 'content', dependencies: ['database', 'audit'] },
);
