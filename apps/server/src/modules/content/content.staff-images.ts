import { createHash } from 'node:crypto';

import type { ContentImage } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { ContentStaffRepository } from './content.staff.repository';

/** Decodes and re-encodes a picture (the uploads module's rules: WebP, no metadata, ≤ 1600 px). */
export type ImageEncoder = (bytes: Buffer) => Promise<{ data: Buffer; info: { width: number; height: number } }>;

export const contentImageUrl = (id: string) => `/lgw/images/content/${id}.webp`;

/**
 * Pictures staff upload for content. The id is the first half of the re-encoded bytes' SHA-256:
 * the same picture uploaded twice is one row, and a URL never changes what it shows, so the
 * portal serves it with a year's cache.
 */
export const createStaffImages = (deps: {
  db: Database;
  staffRepository: ContentStaffRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
}) => ({
  async upload(bytes: Buffer, encode: ImageEncoder, actor: AuditActor & { kind: 'STAFF' }): Promise<ContentImage> {
    const encoded = await encode(bytes);
    const sha256 = createHash('sha256').update(encoded.data).digest('hex');
    const id = sha256.slice(0, 32);
    const image = { id, url: contentImageUrl(id), width: encoded.info.width, height: encoded.info.height };
    await deps.db.transaction(async (tx) => {
      await deps.staffRepository.insertImage(
        {
          id,
          mimeType: 'image/webp',
          width: image.width,
          height: image.height,
          bytes: encoded.data,
          sha256,
          uploadedBy: actor.id,
          createdAt: deps.clock.now(),
        },
        tx,
      );
      await deps.audit.record(
        {
          actor,
          action: 'content.image.upload',
          targetKind: 'content_image',
          targetId: id,
          detail: { before: null, after: { ...image, bytes: encoded.data.length } },
        },
        tx,
      );
    });
    return image;
  },

  async find(id: string) {
    const row = await deps.staffRepository.findImage(id);
    if (!row) throw new AppError('NOT_FOUND', `content image ${id}`);
    return row;
  },
});

export type StaffImages = ReturnType<typeof createStaffImages>;
