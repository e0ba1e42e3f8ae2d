import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { IdParamsSchema, UPLOAD_MAX_BYTES, UploadSchema } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/access-control';
import type { UploadRow } from './uploads.service';
import { uploadUrl } from './uploads.service';

const sendImage = (reply: FastifyReply, upload: UploadRow) =>
  reply
    .header('content-type', upload.mimeType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(upload.bytes);

/** Proof images: a member uploads and sees their own; staff see any. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing (request.file(), isMultipart()) in this scope only: the plugin adds two hooks
  // to every request of its scope. One file per request, at most 5 MB (the route re-checks and
  // re-encodes it).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const uploads = app.uploadsService;

  app.post(
    '/wps/v2/uploads',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Upload a proof image (multipart field "file"; PNG, JPG or WebP, at most 5 MB) (tok)',
        consumes: ['multipart/form-data'],
        response: { 200: UploadSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
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
      const stored = await uploads.storeImage(memberOf(request).id, bytes);
      return { ...stored, url: uploadUrl(stored.uploadId) };
    },
  );

  app.get(
    '/wps/v2/uploads/:id',
    { schema: { tags: ['wallet'], summary: 'One of my uploads, as an image (tok)', params: IdParamsSchema } },
    async (request, reply) => sendImage(reply, await uploads.findOwned(request.params.id, memberOf(request).id)),
  );

  app.get(
    '/wps/admin/uploads/:id',
    { schema: { tags: ['back office'], summary: 'A member upload, as an image (staff)', params: IdParamsSchema } },
    async (request, reply) => sendImage(reply, await uploads.findForStaff(request.params.id)),
  );
};
