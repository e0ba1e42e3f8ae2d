import { createHash, randomUUID } from 'node:crypto';

import sharp from 'sharp';
import type { OutputInfo } from 'sharp';

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Slots } from '../../lib/decode-slots';
import { createSlots } from '../../lib/decode-slots';
import { AppError } from '../../lib/errors';
import type { UploadRow, UploadsRepository } from './uploads.repository';

/** Longest side kept: enough to read a receipt, small enough to store in the database. */
const MAX_SIDE = 1600;
/**
 * Decoding holds every pixel (24 MP is ~100 MB): two at a time per process, eight more waiting,
 * any more refused (RATE_LIMITED) — eight 40 MP decodes at once took a server to 800 MB.
 */
const DECODE_SLOTS = { concurrent: 2, queued: 8 };
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export type StoredUpload = { uploadId: string; width: number; height: number };
export type { UploadRow };

/**
 * Proof images. Every upload is decoded and re-encoded (never stored as sent): what is kept is a
 * plain WebP without EXIF (no GPS position, no camera data), turned upright, at most 1600 px.
 * The declared content type is not trusted; the decoder decides what the file is.
 */
export const createUploadsService = ({
  uploadsRepository,
  clock,
  decoding = createSlots(DECODE_SLOTS),
}: {
  uploadsRepository: UploadsRepository;
  clock: Clock;
  /** Bounds concurrent decoding (tests watch it). */
  decoding?: Slots;
}) => {
  /** Decodes and re-encodes an image as the rules above say; UPLOAD_INVALID for anything else. */
  const encodeImage = async (bytes: Buffer): Promise<{ data: Buffer; info: OutputInfo }> => {
    if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES)
      throw new AppError('UPLOAD_INVALID', `upload of ${bytes.length} bytes`);
    try {
      // The header first (no pixel decoded): the format and the size it would decode to.
      const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' });
      const { format, width = 0, height = 0 } = await image.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format))
        throw new AppError('UPLOAD_INVALID', `format ${format ?? 'unknown'}`);
      if (width * height > UPLOAD_MAX_PIXELS || width === 0 || height === 0)
        throw new AppError('UPLOAD_INVALID', `${width} × ${height} pixels`);
      return await decoding.run(() =>
        image
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true }),
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(
        'UPLOAD_INVALID',
        `not a readable image: ${error instanceof Error ? error.message : 'unknown'}`,
      );
    }
  };

  return {
    encodeImage,

    async storeImage(memberId: number, bytes: Buffer): Promise<StoredUpload> {
      const encoded = await encodeImage(bytes);
      const uploadId = randomUUID();
      await uploadsRepository.insert({
        id: uploadId,
        memberId,
        purpose: 'PROOF',
        mimeType: 'image/webp',
        width: encoded.info.width,
        height: encoded.info.height,
        bytes: encoded.data,
        sha256: createHash('sha256').update(encoded.data).digest('hex'),
        createdAt: clock.now(),
      });
      return { uploadId, width: encoded.info.width, height: encoded.info.height };
    },

    /**
     * Stores images that were all encoded first (encodeImage), in the caller's transaction: a form
     * with several images (a promotion application) stores all of them with its row, or none.
     */
    async storePrepared(
      memberId: number,
      images: Array<{ data: Buffer; info: OutputInfo }>,
      executor?: Executor,
    ): Promise<StoredUpload[]> {
      const stored: StoredUpload[] = [];
      for (const encoded of images) {
        const uploadId = randomUUID();
        await uploadsRepository.insert(
          {
            id: uploadId,
            memberId,
            purpose: 'PROOF',
            mimeType: 'image/webp',
            width: encoded.info.width,
            height: encoded.info.height,
            bytes: encoded.data,
            sha256: createHash('sha256').update(encoded.data).digest('hex'),
            createdAt: clock.now(),
          },
          executor,
        );
        stored.push({ uploadId, width: encoded.info.width, height: encoded.info.height });
      }
      return stored;
    },

    /** A member's own upload; another member's is as good as missing. */
    async findOwned(id: string, memberId: number): Promise<UploadRow> {
      const row = await uploadsRepository.findById(id);
      if (!row || row.memberId !== memberId) throw new AppError('NOT_FOUND', `upload ${id} for member ${memberId}`);
      return row;
    },

    async findForStaff(id: string): Promise<UploadRow> {
      const row = await uploadsRepository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', `upload ${id}`);
      return row;
    },
  };
};

export type UploadsService = ReturnType<typeof createUploadsService>;

/** Where the member's own app fetches an upload, and where staff do. */
export const uploadUrl = (id: string) => `/wps/v2/uploads/${id}`;
export const staffUploadUrl = (id: string) => `/wps/admin/uploads/${id}`;
