import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createUploadsRepository } from './uploads.repository';
import type { UploadsService } from './uploads.service';
import { createUploadsService } from './uploads.service';

export { uploadRoutes } from './uploads.routes';
export { staffUploadUrl, uploadUrl } from './uploads.service';
export type { UploadsService } from './uploads.service';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsService: UploadsService;
  }
}

/** Proof images members upload (deposit slips, payout disputes), re-encoded and kept in the database. */
export const uploadsModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'uploadsService',
      createUploadsService({ uploadsRepository: createUploadsRepository(app.database.db), clock: options.clock }),
    );
  },
  { name: 'uploads', dependencies: ['database'] },
);
