import { z } from 'zod';

import { NOTICE_PAGE_SIZE } from './constants';
import { CONTENT_HTML_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from './content';

// Platform messages (messageV2, spec §2.5, §7.3 CSP_unreadCount): messages to one member, to every
// member, or to every agent, with each member's read state. Real members only: trial accounts do
// not fetch them (spec §6).

/** Who a message is for. MEMBER: one member. ALL: every member. AGENTS: every agent. */
export const MESSAGE_AUDIENCES = ['MEMBER', 'ALL', 'AGENTS'] as const;
export const MessageAudienceSchema = z.enum(MESSAGE_AUDIENCES);
export type MessageAudience = z.infer<typeof MessageAudienceSchema>;

/** What a message is about, for its icon. */
export const MESSAGE_CATEGORIES = ['NOTICE', 'PROMOTION', 'ACCOUNT', 'FEEDBACK'] as const;
export const MessageCategorySchema = z.enum(MESSAGE_CATEGORIES);
export type MessageCategory = z.infer<typeof MessageCategorySchema>;

export const PlatformMessageSchema = z.object({
  id: z.number().int(),
  category: MessageCategorySchema,
  title: z.string(),
  /** HTML, sanitized on save. */
  content: z.string(),
  /** "yyyy-MM-dd HH:mm:ss" in the member's offset. */
  time: z.string(),
  isRead: z.boolean(),
});
export type PlatformMessage = z.infer<typeof PlatformMessageSchema>;

/** GET /wps/messages (tok): newest first; `unreadFirst` puts unread ones on top. */
export const MessageListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTICE_PAGE_SIZE),
  unreadFirst: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type MessageListQuery = z.input<typeof MessageListQuerySchema>;

export const MessagePageSchema = z.object({
  list: z.array(PlatformMessageSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const MessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET /wps/relay/CSP_unreadCount (tok). */
export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** POST /wps/messages/readAll (tok): how many became read. */
export const MarkAllReadResultSchema = z.object({ marked: z.number().int().min(0) });

/** A message's title and HTML content in one language. */
export const MessageTextSchema = z.object({
  title: z.string().trim().min(1).max(CONTENT_TITLE_MAX_LENGTH),
  content: z.string().trim().min(1).max(CONTENT_HTML_MAX_LENGTH),
});
/** The same message in Filipino and Portuguese beside the main `title`/`content` (English). */
export const MessageTextsSchema = z.object({
  TY: MessageTextSchema.optional(),
  PT: MessageTextSchema.optional(),
});
export type MessageTexts = z.infer<typeof MessageTextsSchema>;

/**
 * POST /wps/admin/messages (staff): to one member (by id or account), or a broadcast. `title` and
 * `content` are the English text (or the one language it is written in); `texts` adds others, and
 * each member reads the message in their language, or in the main text where it has none.
 */
export const SendMessageRequestSchema = z
  .object({
    audience: MessageAudienceSchema,
    memberId: z.number().int().positive().optional(),
    account: z.string().trim().min(1).max(64).optional(),
    category: MessageCategorySchema.default('NOTICE'),
    title: z.string().trim().min(1).max(CONTENT_TITLE_MAX_LENGTH),
    content: z.string().trim().min(1).max(CONTENT_HTML_MAX_LENGTH),
    texts: MessageTextsSchema.default({}),
  })
  .superRefine((input, context) => {
    const hasMember = input.memberId !== undefined || input.account !== undefined;
    if (input.audience === 'MEMBER' && !hasMember) {
      context.addIssue({ code: 'custom', path: ['memberId'], message: 'Choose the member (id or account)' });
    }
    if (input.audience !== 'MEMBER' && hasMember) {
      context.addIssue({ code: 'custom', path: ['audience'], message: 'A broadcast has no member' });
    }
  });
export type SendMessageRequest = z.input<typeof SendMessageRequestSchema>;

export const SentMessageSchema = z.object({
  id: z.number().int(),
  audience: MessageAudienceSchema,
  memberId: z.number().int().nullable(),
  category: MessageCategorySchema,
  title: z.string(),
  content: z.string(),
  texts: MessageTextsSchema,
  createdAt: z.string(),
  sentBy: z.string().nullable(),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;
export const SentMessagePageSchema = z.object({
  list: z.array(SentMessageSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const SentMessageQuerySchema = z.object({
  audience: MessageAudienceSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
