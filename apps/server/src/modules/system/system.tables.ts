import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-set text of the maintenance page, by language code. */
export type MaintenanceMessages = Partial<Record<string, { title: string; info: string }>>;

/** The site-wide switches and settings: one row, changed by operators. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceMessages: jsonb('maintenance_messages').$type<MaintenanceMessages>().notNull().default({}),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    regionRestrictionEnabled: boolean('region_restriction_enabled').notNull().default(true),
    /** ISO 3166-1 alpha-2 codes allowed in when region restriction is on. */
    allowedCountries: text('allowed_countries')
      .array()
      .notNull()
      .default(sql`'{PH}'::text[]`),
    mainDomain: text('main_domain').notNull().default('localhost'),
    gtagId: text('gtag_id'),
    imageCdns: text('image_cdns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    launchGameCdns: text('launch_game_cdns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customerServiceUrl: text('customer_service_url'),
    /** The portal's languages offered in its selector; null offers every one (decision 030). */
    offeredLanguages: text('offered_languages').array(),
    /** Optimistic version: a staff edit names the version it read (STALE_RECORD otherwise). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

/** The white-label feature-flag tree (spec §6). */
export const featureFlags = pgTable('feature_flags', {
  modId: text('mod_id').primaryKey(),
  parentModId: text('parent_mod_id'),
  enabled: boolean('enabled').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  description: text('description').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-field registration rules (spec §3, §5). */
export const registerFieldSettings = pgTable(
  'register_field_settings',
  {
    field: text('field').primaryKey(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: integer('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('register_field_settings_lengths', sql`${table.minLength} >= 0 and ${table.minLength} <= ${table.maxLength}`),
  ],
);

/** Where visitors of a domain land, and the affiliate code registrations from it carry. */
export const domainRoutes = pgTable('domain_routes', {
  domain: text('domain').primaryKey(),
  route: text('route'),
  affiliateCode: text('affiliate_code'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named data sets applied once (the demo data), so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** RSA keys clients encrypt secrets to ("(enc)" payloads); one is current, older ones still decrypt. */
export const encryptionKeys = pgTable('encryption_keys', {
  kid: text('kid').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Keys that seal secrets at rest (provider signing keys, SMS/SMTP/gateway credentials): AES-256-GCM,
 * one current, older ones still open what they sealed (decision 030).
 */
export const secretKeys = pgTable('secret_keys', {
  kid: text('kid').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export type DeliveryKind = 'SMS' | 'SMTP' | 'GATEWAY';

/**
 * How SMS, e-mail and the payment gateway are reached, as staff set them (decision 030): the plain
 * fields in `settings`, the credential sealed in `secret` (never answered in clear).
 */
export const deliverySettings = pgTable('delivery_settings', {
  kind: text('kind').$type<DeliveryKind>().primaryKey(),
  settings: jsonb('settings').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  secret: text('secret'),
  secretChangedAt: timestamp('secret_changed_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
