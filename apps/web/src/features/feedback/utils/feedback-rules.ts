import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_CONTENT_MIN_LENGTH,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_REMARK_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
} from '@perya/contracts';

// The server's feedback rules (spec §5), checked in the form before anything is sent.

export const IMAGE_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);
export const IMAGE_ACCEPT = FEEDBACK_IMAGE_TYPES.join(',');

export type FeedbackFieldProblem = 'contentLength' | 'remarkLength' | 'imageType' | 'imageSize' | 'imageCount';

export const contentProblem = (content: string): FeedbackFieldProblem | null => {
  const length = content.trim().length;
  return length < FEEDBACK_CONTENT_MIN_LENGTH || length > FEEDBACK_CONTENT_MAX_LENGTH ? 'contentLength' : null;
};

export const remarkProblem = (remark: string): FeedbackFieldProblem | null =>
  remark.trim().length > FEEDBACK_REMARK_MAX_LENGTH ? 'remarkLength' : null;

/** Whether a picked file may be sent: png or jpg, at most 5 MB. */
export const imageProblem = (file: File): FeedbackFieldProblem | null => {
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > UPLOAD_MAX_BYTES) return 'imageSize';
  return null;
};

export const imagesProblem = (files: File[]): FeedbackFieldProblem | null =>
  files.length > FEEDBACK_IMAGES_MAX ? 'imageCount' : (files.map(imageProblem).find(Boolean) ?? null);

/** The values a problem's message needs. */
export const PROBLEM_VALUES = {
  min: FEEDBACK_CONTENT_MIN_LENGTH,
  max: FEEDBACK_CONTENT_MAX_LENGTH,
  remarkMax: FEEDBACK_REMARK_MAX_LENGTH,
  imageMax: IMAGE_MAX_MEGABYTES,
  imageCount: FEEDBACK_IMAGES_MAX,
};
