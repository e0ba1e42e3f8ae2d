import { z } from 'zod';

// Uploads (modules/uploads): proof images for deposits and withdrawal disputes.

/** POST /wps/v2/uploads (multipart, field "file"): an image, re-encoded by the server. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Most pixels an upload may decode to (a 24-megapixel photo): a small file can hide many more. */
export const UPLOAD_MAX_PIXELS = 24_000_000;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UploadSchema = z.object({
  uploadId: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
