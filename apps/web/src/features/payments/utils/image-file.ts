import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@perya/contracts';

export type ImageFileProblem = 'type' | 'size';

/** The accept attribute of the proof pickers. */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The server's upload rules, checked before a byte is sent. */
export const checkImageFile = (file: File): ImageFileProblem | null => {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
};
