import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ContentImageFileParamsSchema, ContentImageSchema, UPLOAD_MAX_BYTES } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffOf } from '../../plugins/access-control';

/**
 * Pictures for banners, promotions and notices: staff upload them (re-encoded by the uploads
 * module's rules), everyone reads them at /lgw/images/content/:id.webp.
 */
export const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing in this scope only (as the uploads routes do): one file, at most 5 MB.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const images = app.staffContent.images;

  app.post(
    '/wps/admin/content/images',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Upload a picture for content (multipart field "file"; PNG, JPG or WebP, at most 5 MB); its url goes into a banner (staff, audited)',
        consumes: ['multipart/form-data'],
        response: { 200: ContentImageSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UPLOAD_INVALID', 'not multipart');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new AppError('UPLOAD_INVALID', 'no "file" field');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'UPLOAD_INVALID',
          `multipart refused: ${error instanceof Error ? error.message : 'unknown'}`,
        );
      }
      const staff = staffOf(request);
      return images.upload(bytes, app.uploadsService.encodeImage, {
        kind: 'STAFF',
        id: staff.id,
        name: staff.username,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/lgw/images/content/:file',
    {
      schema: {
        tags: ['content'],
        summary: 'A picture staff uploaded for content (WebP; the same URL never changes)',
        params: ContentImageFileParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await images.find(request.params.file.slice(0, 32));
      return reply
        .header('content-type', row.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  );
};
