import { z } from 'zod';

import { ACTIVITY_IMAGES_MAX, FEEDBACK_REMARK_MAX_LENGTH, NOTICE_PAGE_SIZE } from './constants';

// Feedback and complaints (spec §2.5 feedback, §3 "Feedback: question type and content", §5
// "feedback content must be between a min and max", "Feedback remark at most 140 characters",
// §7.3 PUT /wps/feedback). Proof images go through the uploads call first (png/jpg, 5 MB, at most 3).

export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'PROMOTION',
  'SUGGESTION',
  'OTHER',
] as const;
export const FeedbackQuestionTypeSchema = z.enum(FEEDBACK_QUESTION_TYPES);
export type FeedbackQuestionType = z.infer<typeof FeedbackQuestionTypeSchema>;

export const FEEDBACK_CONTENT_MIN_LENGTH = 10;
export const FEEDBACK_CONTENT_MAX_LENGTH = 500;
export const FEEDBACK_REPLY_MAX_LENGTH = 2000;
export const FEEDBACK_IMAGES_MAX = ACTIVITY_IMAGES_MAX;
/** What the picker accepts (spec §5: png or jpg). */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED'] as const;
export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;

/** PUT /wps/feedback (tok). */
export const FeedbackRequestSchema = z.object({
  questionType: FeedbackQuestionTypeSchema,
  content: z
    .string()
    .trim()
    .min(
      FEEDBACK_CONTENT_MIN_LENGTH,
      `Write between ${FEEDBACK_CONTENT_MIN_LENGTH} and ${FEEDBACK_CONTENT_MAX_LENGTH} characters`,
    )
    .max(
      FEEDBACK_CONTENT_MAX_LENGTH,
      `Write between ${FEEDBACK_CONTENT_MIN_LENGTH} and ${FEEDBACK_CONTENT_MAX_LENGTH} characters`,
    ),
  remark: z.string().trim().max(FEEDBACK_REMARK_MAX_LENGTH).optional(),
  /** Ids from POST /wps/v2/uploads, the member's own. */
  imageUploadIds: z.array(z.uuid()).max(FEEDBACK_IMAGES_MAX).default([]),
});
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;

export const FeedbackSchema = z.object({
  id: z.number().int(),
  questionType: FeedbackQuestionTypeSchema,
  content: z.string(),
  remark: z.string().nullable(),
  /** Where the member's app shows each image (their own uploads). */
  imageUrls: z.array(z.string()),
  status: FeedbackStatusSchema,
  /** Customer service's answer, plain text. */
  reply: z.string().nullable(),
  /** "yyyy-MM-dd HH:mm:ss" in the member's offset. */
  time: z.string(),
  repliedTime: z.string().nullable(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** GET /wps/feedback (tok): my feedback, newest first. */
export const FeedbackListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTICE_PAGE_SIZE),
});
export const FeedbackPageSchema = z.object({
  list: z.array(FeedbackSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;

// ---------------------------------------------------------------- staff

export const StaffFeedbackSchema = FeedbackSchema.omit({ imageUrls: true }).extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  /** Where staff fetch each image. */
  imageUrls: z.array(z.string()),
  repliedBy: z.string().nullable(),
  createdAt: z.string(),
});
export const StaffFeedbackPageSchema = z.object({
  list: z.array(StaffFeedbackSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const StaffFeedbackQuerySchema = z.object({
  status: FeedbackStatusSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** POST /wps/admin/feedback/:id/reply (staff): answers it; the member also gets a platform message. */
export const FeedbackReplyRequestSchema = z.object({ reply: z.string().trim().min(2).max(FEEDBACK_REPLY_MAX_LENGTH) });
export const FeedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
