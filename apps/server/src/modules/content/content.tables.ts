import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { AnnouncementImage, AnnouncementKind } from '@perya/contracts';

/**
 * Customer-service links (spec §3): live chat, Telegram, Viber … by position. `path` is stored
 * sealed (AES-256-GCM under a content key, content.crypto.ts); clients get it sealed again under
 * the delivery key and open it in the browser.
 */
export const customerServiceEntries = pgTable('customer_service_entries', {
  id: serial('id').primaryKey(),
  csPosition: text('cs_position').notNull(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Optimistic lock: staff edits carry the version they opened (STALE_RECORD when it moved). */
  version: integer('version').notNull().default(1),
});

/** Social and app links (spec §3 Resource): FACEBOOK, TELEGRAM, Android, REGISTERPOP … */
export const siteResources = pgTable('site_resources', {
  id: serial('id').primaryKey(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Optimistic lock: staff edits carry the version they opened (STALE_RECORD when it moved). */
  version: integer('version').notNull().default(1),
});

/** Help-centre topics by tag, language and device (spec §7.1 helpCenter). */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull(),
    language: text('language').notNull(),
    device: text('device').notNull().default('WEB'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('help_topics_tag_language_device').on(table.tag, table.language, table.device)],
);

/**
 * Announcements (spec §3, §7.3): banners, player notices, popups, promotions and the scrolling
 * notice bar, in one table; the columns of one kind are null for the others. Shown while enabled
 * and between starts_at and ends_at, by sequence.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AnnouncementKind>().notNull(),
    groupName: text('group_name'),
    url: text('url'),
    linkageType: text('linkage_type'),
    linkage: text('linkage'),
    execution: text('execution'),
    category: text('category'),
    images: jsonb('images').$type<AnnouncementImage[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('announcements_kind_start').on(table.kind, table.startsAt),
    check('announcements_kind', sql`${table.kind} in ('BANNER', 'PLAYER', 'POPUP', 'PROMOTION', 'MARQUEE')`),
    check('announcements_window', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Title, content and picture of an announcement per language (EN always; others fall back to it). */
export const announcementTexts = pgTable(
  'announcement_texts',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /**
     * The picture in this language (a banner's, a promotion card's): operators have art drawn with
     * its words in each language. Null: the announcement's own picture.
     */
    imageUrl: text('image_url'),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.language] })],
);

/** Keys that seal customer-service paths at rest; one is current, retired ones still open old values. */
export const contentKeys = pgTable('content_keys', {
  kid: text('kid').primaryKey(),
  /** 32 random bytes, base64. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures staff upload for banners, promotions and notices: re-encoded (WebP, no metadata, at
 * most 1600 px) and served publicly at /lgw/images/content/:id.webp, cached for a year (an id
 * never changes its bytes).
 */
export const contentImages = pgTable('content_images', {
  id: text('id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: bigint('uploaded_by', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
