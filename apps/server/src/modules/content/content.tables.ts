import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Customer-service links (spec §3): live chat, Telegram, Viber … by position. */
export const customerServiceEntries = pgTable('customer_service_entries', {
  id: serial('id').primaryKey(),
  csPosition: text('cs_position').notNull(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  },
  (table) => [uniqueIndex('help_topics_tag_language_device').on(table.tag, table.language, table.device)],
);
