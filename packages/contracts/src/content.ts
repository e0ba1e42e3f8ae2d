import { z } from 'zod';

import { ANNOUNCEMENT_TYPE_CODES, NOTICE_PAGE_SIZE, POPUP_EXECUTIONS, PROMOTION_CATEGORIES } from './constants';
import { COMPLETE_LANGUAGES } from './languages';
import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';

// Site content (spec §3 "Announcement content", §7.3 "Announcements"): banners, player notices,
// popups, promotions and the home page's scrolling notice bar; the operator's customer-service
// links, resources and help topics; the country dialing codes. HTML travels already sanitized:
// the server cleans it when staff save it, and the web app renders it through its sanitizer again.
//
// Times: `time` is "yyyy-MM-dd HH:mm:ss" in the caller's offset (a member's own, Manila for
// guests); `startsAt` / `endsAt` are ISO instants a client may compute with.

export const AnnouncementTypeCodeSchema = z.enum(ANNOUNCEMENT_TYPE_CODES);
export type AnnouncementTypeCode = z.infer<typeof AnnouncementTypeCodeSchema>;

/** Where a banner shows (spec §3): home carousel, home video block, register popup, forgot popup, side menu. */
export const BANNER_GROUPS = ['w_home', 'w_video', 'w_reg', 'w_forget', 'w_leftmenu'] as const;
export const BannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroupSchema>;

/**
 * What clicking a banner does. NONE: nothing. URL: opens `linkage` (http(s)) in a new tab. GAME: launches
 * the game whose nodeId is `linkage`. PROMOTION: /promotions#`linkage`. ROUTE: navigates to the portal
 * path `linkage` (e.g. "/rng").
 */
export const LINKAGE_TYPES = ['NONE', 'URL', 'GAME', 'PROMOTION', 'ROUTE'] as const;
export const LinkageTypeSchema = z.enum(LINKAGE_TYPES);
export type LinkageType = z.infer<typeof LinkageTypeSchema>;

export const PopupExecutionSchema = z.enum(POPUP_EXECUTIONS);
export type PopupExecution = z.infer<typeof PopupExecutionSchema>;

export const PromotionCategorySchema = z.enum(PROMOTION_CATEGORIES);
export type PromotionCategory = z.infer<typeof PromotionCategorySchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  groupName: BannerGroupSchema,
  /** The picture, or for w_video the video's link (YouTube). */
  url: z.string(),
  linkageType: LinkageTypeSchema,
  /** Per linkage type: a URL, a game nodeId, a promotion id or a portal path; "" for NONE. */
  linkage: z.string(),
  title: z.string(),
  sequence: z.number().int(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A player notice (noticeModal, notice list): title, HTML content, time. */
export const PlayerNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitized on save. */
  content: z.string(),
  time: z.string(),
  startsAt: z.string(),
});
export type PlayerNotice = z.infer<typeof PlayerNoticeSchema>;

/** A popup announcement (publicModal). Execution A: logged-in, B: logged-out, F: first login. */
export const PopupAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  execution: PopupExecutionSchema,
  time: z.string(),
});
export type PopupAnnouncement = z.infer<typeof PopupAnnouncementSchema>;

export const AnnouncementImageSchema = z.object({ url: z.string(), sequence: z.number().int() });
export type AnnouncementImage = z.infer<typeof AnnouncementImageSchema>;

export const PromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: PromotionCategorySchema,
  content: z.string(),
  /** Sorted by sequence; the first is the card picture. */
  announcementImages: z.array(AnnouncementImageSchema),
  time: z.string(),
  startsAt: z.string(),
  /** null: open-ended. */
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** A line of the home page's scrolling notice bar (type H): plain text. */
export const MarqueeNoticeSchema = z.object({ id: z.number().int(), content: z.string(), time: z.string() });
export type MarqueeNotice = z.infer<typeof MarqueeNoticeSchema>;

const typesListSchema = z
  .string()
  .trim()
  .max(64)
  .transform((value, context) => {
    const codes = value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    const unknown = codes.filter((code) => !(ANNOUNCEMENT_TYPE_CODES as readonly string[]).includes(code));
    if (codes.length === 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Types must be a comma list of ${ANNOUNCEMENT_TYPE_CODES.join(', ')}`,
      });
      return z.NEVER;
    }
    return [...new Set(codes)] as AnnouncementTypeCode[];
  });

/**
 * GET /wps/announcements (public). Popups follow the caller: a guest gets B, a signed-in player A,
 * plus F in the session of the member's first login. `execution` narrows popups to one of those.
 */
export const AnnouncementsQuerySchema = z.object({
  types: typesListSchema.default(['B', 'PL', 'PU', 'PR', 'H']),
  platform: z.enum(['W']).default('W'),
  execution: PopupExecutionSchema.optional(),
});
export type AnnouncementsQuery = z.input<typeof AnnouncementsQuerySchema>;

/** Every list is present; a type not asked for is empty. */
export const AnnouncementsSchema = z.object({
  banners: z.array(BannerSchema),
  player: z.array(PlayerNoticeSchema),
  popup: z.array(PopupAnnouncementSchema),
  promotion: z.array(PromotionSchema),
  marquee: z.array(MarqueeNoticeSchema),
});
export type Announcements = z.infer<typeof AnnouncementsSchema>;

/** GET /wps/notices (public): player notices, newest first, 9 to a page (spec §9). */
export const NoticesQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTICE_PAGE_SIZE),
});
export const NoticePageSchema = z.object({
  list: z.array(PlayerNoticeSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type NoticePage = z.infer<typeof NoticePageSchema>;

// ---------------------------------------------------------------- customer-service paths

export const CustomerServiceKeySchema = z.object({
  kid: z.string(),
  key: z.string().describe('AES-256 key, base64'),
});
export type CustomerServiceKey = z.infer<typeof CustomerServiceKeySchema>;

// ---------------------------------------------------------------- country dialing codes

/** GET /wps/system/countries (public): every country with its dialing code, the Philippines first. */
export const CountrySchema = z.object({
  countryCode: z.string().describe('ISO 3166-1 alpha-2'),
  countryDialingCode: z.string().describe('Digits only, e.g. "63"'),
  name: z.string().describe('In the caller language when the runtime knows it, else English'),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);

// ---------------------------------------------------------------- staff: announcements

/** Stored announcement kinds (the long names of the type codes). */
export const ANNOUNCEMENT_KINDS = ['BANNER', 'PLAYER', 'POPUP', 'PROMOTION', 'MARQUEE'] as const;
export const AnnouncementKindSchema = z.enum(ANNOUNCEMENT_KINDS);
export type AnnouncementKind = z.infer<typeof AnnouncementKindSchema>;
export const ANNOUNCEMENT_KIND_BY_CODE: Record<AnnouncementTypeCode, AnnouncementKind> = {
  B: 'BANNER',
  PL: 'PLAYER',
  PU: 'POPUP',
  PR: 'PROMOTION',
  H: 'MARQUEE',
};

export const CONTENT_HTML_MAX_LENGTH = 20_000;
export const CONTENT_TITLE_MAX_LENGTH = 120;

/** An http(s) URL, or a path on this site ("/lgw/images/…"). */
export const ContentUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\s][^\s]*$/.test(value), {
    message: 'Must be an http(s) link or a path on this site',
  });

/** Title and content in one language. Content is HTML (cleaned on save); plain text for MARQUEE. */
export const ContentTextSchema = z.object({
  title: z.string().trim().max(CONTENT_TITLE_MAX_LENGTH),
  content: z.string().max(CONTENT_HTML_MAX_LENGTH),
  /**
   * The picture in this language, for banners and promotions whose art carries words: it replaces
   * the banner's `url` or the promotion's first image for readers of this language (and of the
   * languages that fall back to it). Absent: the announcement's own picture.
   */
  imageUrl: ContentUrlSchema.optional(),
});
/** English is required; Filipino (TY) and Portuguese (PT) are optional and fall back to English. */
export const ContentTextsSchema = z.object({
  EN: ContentTextSchema,
  TY: ContentTextSchema.optional(),
  PT: ContentTextSchema.optional(),
});
export type ContentTexts = z.infer<typeof ContentTextsSchema>;
export const CONTENT_LANGUAGES = COMPLETE_LANGUAGES;

const announcementCommon = {
  texts: ContentTextsSchema,
  /** ISO instant; defaults to now. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  enabled: z.boolean().default(true),
  sequence: z.number().int().min(0).max(10_000).default(0),
};

export const BannerInputSchema = z.object({
  kind: z.literal('BANNER'),
  ...announcementCommon,
  groupName: BannerGroupSchema,
  url: ContentUrlSchema,
  linkageType: LinkageTypeSchema.default('NONE'),
  linkage: z.string().trim().max(500).default(''),
});
export const PlayerNoticeInputSchema = z.object({ kind: z.literal('PLAYER'), ...announcementCommon });
export const PopupInputSchema = z.object({
  kind: z.literal('POPUP'),
  ...announcementCommon,
  execution: PopupExecutionSchema,
});
export const PromotionInputSchema = z.object({
  kind: z.literal('PROMOTION'),
  ...announcementCommon,
  category: PromotionCategorySchema,
  images: z
    .array(z.object({ url: ContentUrlSchema, sequence: z.number().int().min(0).max(100) }))
    .max(10)
    .default([]),
});
export const MarqueeInputSchema = z.object({ kind: z.literal('MARQUEE'), ...announcementCommon });

const versioned = { version: RecordVersionSchema };

type AnnouncementVariant =
  | typeof BannerInputSchema
  | typeof PlayerNoticeInputSchema
  | typeof PopupInputSchema
  | typeof PromotionInputSchema
  | typeof MarqueeInputSchema;

/** The rules every announcement input follows, new or edited. */
const refineAnnouncement = (
  input: z.output<AnnouncementVariant>,
  context: z.core.$RefinementCtx<z.output<AnnouncementVariant>>,
) => {
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'Must be after the start' });
  }
  if (input.kind === 'BANNER') {
    if (input.linkageType === 'URL' && !/^https?:\/\/\S+$/i.test(input.linkage)) {
      context.addIssue({ code: 'custom', path: ['linkage'], message: 'Must be an http(s) link' });
    }
    if (input.linkageType === 'ROUTE' && !/^\/(?!\/)\S*$/.test(input.linkage)) {
      context.addIssue({
        code: 'custom',
        path: ['linkage'],
        message: 'Must be a path on this site, starting with one /',
      });
    }
    if ((input.linkageType === 'GAME' || input.linkageType === 'PROMOTION') && !/^\d{1,10}$/.test(input.linkage)) {
      context.addIssue({ code: 'custom', path: ['linkage'], message: 'Must be an id' });
    }
  }
  if (input.kind !== 'MARQUEE' && input.texts.EN.title.length === 0) {
    context.addIssue({ code: 'custom', path: ['texts', 'EN', 'title'], message: 'Required' });
  }
  if (input.kind !== 'BANNER' && input.texts.EN.content.trim().length === 0) {
    context.addIssue({ code: 'custom', path: ['texts', 'EN', 'content'], message: 'Required' });
  }
};

/** POST /wps/admin/content/announcements. */
export const AnnouncementInputSchema = z
  .discriminatedUnion('kind', [
    BannerInputSchema,
    PlayerNoticeInputSchema,
    PopupInputSchema,
    PromotionInputSchema,
    MarqueeInputSchema,
  ])
  .superRefine(refineAnnouncement);
/** PUT /wps/admin/content/announcements/:id: the input and the version opened (the kind cannot change). */
export const AnnouncementUpdateSchema = z
  .discriminatedUnion('kind', [
    BannerInputSchema.extend(versioned),
    PlayerNoticeInputSchema.extend(versioned),
    PopupInputSchema.extend(versioned),
    PromotionInputSchema.extend(versioned),
    MarqueeInputSchema.extend(versioned),
  ])
  .superRefine(refineAnnouncement);
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

/** An announcement as staff see it: every field, every language, as stored (already cleaned). */
export const StaffAnnouncementSchema = z.object({
  id: z.number().int(),
  kind: AnnouncementKindSchema,
  texts: ContentTextsSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  groupName: BannerGroupSchema.nullable(),
  url: z.string().nullable(),
  linkageType: LinkageTypeSchema.nullable(),
  linkage: z.string().nullable(),
  execution: PopupExecutionSchema.nullable(),
  category: PromotionCategorySchema.nullable(),
  images: z.array(AnnouncementImageSchema),
  updatedAt: z.string(),
  /** Sent back with an edit: a record changed since it was opened is refused (STALE_RECORD). */
  version: z.number().int(),
});
export type StaffAnnouncement = z.infer<typeof StaffAnnouncementSchema>;

/** A yes/no filter in a query string. */
const QueryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Words to find in a list's titles (or names); matched case-insensitively. */
const QuerySearchSchema = z
  .string()
  .trim()
  .max(100)
  .refine((value) => [...value].every((character) => character.charCodeAt(0) >= 0x20), {
    message: 'No control characters',
  });
const sortOrderField = { order: z.enum(['asc', 'desc']).default('asc') };
const listPage = {
  ...PAGE_QUERY_FIELDS,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'csv']).default('json').describe('csv: every filtered row (up to 10,000) as text/csv'),
};

/** Whether an announcement is showing now, scheduled for later, or over (its window; disabled ones are OFF). */
export const ANNOUNCEMENT_STATES = ['LIVE', 'SCHEDULED', 'ENDED', 'OFF'] as const;
export const AnnouncementStateSchema = z.enum(ANNOUNCEMENT_STATES);
export type AnnouncementState = z.infer<typeof AnnouncementStateSchema>;

export const ANNOUNCEMENT_SORTS = ['sequence', 'startsAt', 'endsAt', 'updatedAt', 'id'] as const;
/** GET /wps/admin/content/announcements: filtered, sorted and paged on the server. */
export const StaffAnnouncementListQuerySchema = z.object({
  kind: AnnouncementKindSchema.optional(),
  groupName: BannerGroupSchema.optional(),
  execution: PopupExecutionSchema.optional(),
  state: AnnouncementStateSchema.optional(),
  enabled: QueryFlagSchema.optional(),
  q: QuerySearchSchema.optional(),
  sort: z.enum(ANNOUNCEMENT_SORTS).default('sequence'),
  ...sortOrderField,
  ...listPage,
});
export type StaffAnnouncementListQuery = z.input<typeof StaffAnnouncementListQuerySchema>;
export const StaffAnnouncementListSchema = PagedSchema(StaffAnnouncementSchema);

/** POST /wps/admin/content/banners/order: a group's banners in the order they show (sequence 10, 20 …). */
export const BannerOrderInputSchema = z.object({
  groupName: BannerGroupSchema,
  /** Every banner of the group, each once, first shown first. */
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200),
});
export const BannerOrderSchema = z.object({ list: z.array(StaffAnnouncementSchema) });

/** DELETE …/:id?version=: the version opened (optional; when given, a changed record is refused). */
export const ContentDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const ContentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const DeletedSchema = z.object({ deleted: z.literal(true) });

// ---------------------------------------------------------------- staff: customer service, resources, help

/** A customer-service link as staff write it: `path` in plain text (stored encrypted). */
export const CustomerServiceInputSchema = z.object({
  csPosition: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_-]{2,32}$/, 'Use capitals, digits, - and _ (e.g. LIVECHAT-1)'),
  csType: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,32}$/, 'Use capitals, digits and _ (e.g. LIVECHAT)'),
  title: z.string().trim().min(1).max(64),
  path: z
    .string()
    .trim()
    .max(1000)
    .refine((value) => /^(https?:\/\/|mailto:|tel:|viber:|tg:)\S+$/i.test(value) || /^\/[^/\s]\S*$/.test(value), {
      message: 'Must be an http(s), mailto:, tel:, viber: or tg: link, or a path on this site',
    }),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  enabled: z.boolean().default(true),
});
export const StaffCustomerServiceSchema = z.object({
  id: z.number().int(),
  csPosition: z.string(),
  csType: z.string(),
  title: z.string(),
  path: z.string().describe('Decrypted for staff'),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const CustomerServiceUpdateSchema = CustomerServiceInputSchema.extend(versioned);
export const CUSTOMER_SERVICE_SORTS = ['sortOrder', 'csPosition', 'title', 'updatedAt', 'id'] as const;
export const StaffCustomerServiceListQuerySchema = z.object({
  csType: z.string().trim().max(32).optional(),
  enabled: QueryFlagSchema.optional(),
  q: QuerySearchSchema.optional(),
  sort: z.enum(CUSTOMER_SERVICE_SORTS).default('sortOrder'),
  ...sortOrderField,
  ...listPage,
});
export const StaffCustomerServiceListSchema = PagedSchema(StaffCustomerServiceSchema);

export const ResourceInputSchema = z.object({
  resourceType: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{2,32}$/, 'Letters, digits and _ (e.g. FACEBOOK, Android)'),
  url: ContentUrlSchema,
  labelNameEn: z.string().trim().max(64).default(''),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  enabled: z.boolean().default(true),
});
export const StaffResourceSchema = z.object({
  id: z.number().int(),
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const ResourceUpdateSchema = ResourceInputSchema.extend(versioned);
/** Resource types the portal shows as social links (side menu, footer), the rest are app links and pictures. */
export const SOCIAL_RESOURCE_TYPES = [
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'VIBER',
  'INSTAGRAM',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'WHATSAPP',
] as const;
export const RESOURCE_SORTS = ['sortOrder', 'resourceType', 'updatedAt', 'id'] as const;
export const StaffResourceListQuerySchema = z.object({
  resourceType: z.string().trim().max(32).optional(),
  /** SOCIAL: the social links only; OTHER: everything else. */
  group: z.enum(['SOCIAL', 'OTHER']).optional(),
  enabled: QueryFlagSchema.optional(),
  q: QuerySearchSchema.optional(),
  sort: z.enum(RESOURCE_SORTS).default('sortOrder'),
  ...sortOrderField,
  ...listPage,
});
export const StaffResourceListSchema = PagedSchema(StaffResourceSchema);

export const HelpTopicInputSchema = z.object({
  tag: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Letters, digits, - and _'),
  language: z.enum(COMPLETE_LANGUAGES),
  device: z.enum(['WEB']).default('WEB'),
  title: z.string().trim().min(1).max(CONTENT_TITLE_MAX_LENGTH),
  content: z.string().min(1).max(CONTENT_HTML_MAX_LENGTH),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  enabled: z.boolean().default(true),
});
export const StaffHelpTopicSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  language: z.string(),
  device: z.string(),
  title: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const HelpTopicUpdateSchema = HelpTopicInputSchema.extend(versioned);
export const HELP_TOPIC_SORTS = ['sortOrder', 'tag', 'title', 'updatedAt', 'id'] as const;
export const StaffHelpTopicListQuerySchema = z.object({
  tag: z.string().trim().max(32).optional(),
  language: z.enum(COMPLETE_LANGUAGES).optional(),
  enabled: QueryFlagSchema.optional(),
  q: QuerySearchSchema.optional(),
  sort: z.enum(HELP_TOPIC_SORTS).default('sortOrder'),
  ...sortOrderField,
  ...listPage,
});
export const StaffHelpTopicListSchema = PagedSchema(StaffHelpTopicSchema);

/** POST /wps/admin/content/images (multipart field "file"): a picture for a banner, promotion or notice. */
export const ContentImageSchema = z.object({
  id: z.string(),
  /** Public, cached for a year: the same id always has the same bytes. Use it as a banner's url. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;
export const ContentImageFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.webp$/) });
