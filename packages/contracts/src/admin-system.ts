import { z } from 'zod';

import { GAME_CLASSIFY_TABS, GAME_TYPES } from './games';
import { LANGUAGE_CODES } from './languages';
import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';
import { PATTERN_IDS, REGISTER_FIELDS } from './register-fields';

// The back office's Games and Settings sections (issue 16, decision 030): what staff read and send.
// Every edit names the `version` it read; a record changed since is refused with STALE_RECORD.

const isoTime = z.iso.datetime({ offset: true });
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

// ── Games ────────────────────────────────────────────────────────────────────────────────────────

export const VendorCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
export const NodeIdParamsSchema = z.object({ nodeId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const StaffVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.string(),
  sortOrder: z.number().int(),
  isEnabled: z.boolean(),
  isMaintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  gameCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type StaffVendor = z.infer<typeof StaffVendorSchema>;
export const StaffVendorListSchema = z.object({ list: z.array(StaffVendorSchema) });

export const StaffVendorUpdateSchema = z.object({
  version: RecordVersionSchema,
  displayName: z.string().trim().min(1).max(64).optional(),
  isEnabled: z.boolean().optional(),
  isMaintenance: z.boolean().optional(),
  maintenanceMessage: z.string().trim().max(500).nullable().optional(),
  maintenanceUntil: isoTime.nullable().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
});
export type StaffVendorUpdate = z.infer<typeof StaffVendorUpdateSchema>;

export const STAFF_GAME_SORTS = ['sortOrder', 'name', 'vendor', 'nodeId', 'updatedAt'] as const;
export const STAFF_GAME_STATUSES = ['ENABLED', 'DISABLED', 'MAINTENANCE'] as const;

export const StaffGameListQuerySchema = z.object({
  vendor: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional(),
  category: z.enum(GAME_TYPES).optional(),
  status: z.enum(STAFF_GAME_STATUSES).optional(),
  hot: flag.optional(),
  new: flag.optional(),
  name: z.string().trim().max(64).optional().describe('Part of the name, any case'),
  sort: z.enum(STAFF_GAME_SORTS).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  format: z.enum(['json', 'csv']).default('json').describe('csv: every filtered row (up to 100,000) as text/csv'),
  ...PAGE_QUERY_FIELDS,
});
export type StaffGameListQuery = z.output<typeof StaffGameListQuerySchema>;

export const StaffGameSchema = z.object({
  nodeId: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  classify: z.enum(GAME_CLASSIFY_TABS).nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  isMaintenance: z.boolean(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type StaffGame = z.infer<typeof StaffGameSchema>;
export const StaffGamePageSchema = PagedSchema(StaffGameSchema);

export const StaffGameUpdateSchema = z.object({
  version: RecordVersionSchema,
  displayName: z.string().trim().min(1).max(128).optional(),
  isEnabled: z.boolean().optional(),
  isMaintenance: z.boolean().optional(),
  isHot: z.boolean().optional(),
  isNew: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type StaffGameUpdate = z.infer<typeof StaffGameUpdateSchema>;

export const StaffGameBulkSchema = z.object({
  nodeIds: z
    .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .min(1)
    .max(500)
    .describe('The games as the editor saw them, each with its version'),
  versions: z.array(RecordVersionSchema).min(1).max(500).describe('The version of each game, in the same order'),
  set: z
    .object({
      isEnabled: z.boolean().optional(),
      isMaintenance: z.boolean().optional(),
      isHot: z.boolean().optional(),
      isNew: z.boolean().optional(),
    })
    .refine((set) => Object.values(set).some((value) => value !== undefined), { message: 'nothing to set' }),
});
export type StaffGameBulk = z.infer<typeof StaffGameBulkSchema>;
export const StaffGameBulkResultSchema = z.object({ updated: z.number().int() });

/** A provider feed (docs/catalogue-feed.md) as text: JSON, or gzip in base64. */
export const CatalogueImportSchema = z.object({
  encoding: z.enum(['json', 'gzip-base64']).default('json'),
  content: z.string().min(2).max(40_000_000),
});
export const CatalogueImportResultSchema = z.object({
  vendors: z.number().int(),
  games: z.number().int(),
  newVendors: z.number().int(),
  newGames: z.number().int(),
});
export type CatalogueImportResult = z.infer<typeof CatalogueImportResultSchema>;

export const StaffProviderKeySchema = z.object({
  vendorCode: z.string(),
  keyId: z.string(),
  active: z.boolean(),
  fingerprint: z.string().describe('First 12 hex digits of the SHA-256 of the secret: never the secret'),
  createdAt: z.string(),
});
export type StaffProviderKey = z.infer<typeof StaffProviderKeySchema>;
export const StaffProviderKeyListSchema = z.object({ list: z.array(StaffProviderKeySchema) });
export const ProviderKeyIdSchema = z.string().regex(/^[A-Za-z0-9._-]{3,40}$/);
export const ProviderKeyParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  keyId: ProviderKeyIdSchema,
});
export const ProviderKeyCreateSchema = z.object({
  keyId: ProviderKeyIdSchema.optional().describe('Defaults to <vendor>-<yyyymmdd>-<random>'),
});
export const ProviderKeyCreatedSchema = z.object({
  key: StaffProviderKeySchema,
  secret: z.string().describe('The new signing secret, shown this once: hand it to the provider now'),
});
export type ProviderKeyCreated = z.infer<typeof ProviderKeyCreatedSchema>;

// ── Settings ─────────────────────────────────────────────────────────────────────────────────────

const countryCode = z.string().regex(/^[A-Z]{2}$/);
const MaintenanceTextSchema = z.object({
  title: z.string().trim().min(1).max(100),
  info: z.string().trim().max(1000),
});

export const StaffSystemSettingsSchema = z.object({
  maintenanceEnabled: z.boolean(),
  maintenanceMessages: z.record(z.string(), MaintenanceTextSchema),
  maintenanceUntil: z.string().nullable(),
  regionRestrictionEnabled: z.boolean(),
  allowedCountries: z.array(z.string()),
  offeredLanguages: z.array(z.enum(LANGUAGE_CODES)).nullable().describe('null: every language'),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type StaffSystemSettings = z.infer<typeof StaffSystemSettingsSchema>;

export const StaffSystemSettingsUpdateSchema = z.object({
  version: RecordVersionSchema,
  maintenanceEnabled: z.boolean().optional(),
  maintenanceMessages: z.partialRecord(z.enum(LANGUAGE_CODES), MaintenanceTextSchema).optional(),
  maintenanceUntil: isoTime.nullable().optional(),
  regionRestrictionEnabled: z.boolean().optional(),
  allowedCountries: z.array(countryCode).min(1).max(250).optional(),
  offeredLanguages: z.array(z.enum(LANGUAGE_CODES)).min(1).max(LANGUAGE_CODES.length).nullable().optional(),
});
export type StaffSystemSettingsUpdate = z.infer<typeof StaffSystemSettingsUpdateSchema>;

export const StaffFeatureFlagSchema = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  enabled: z.boolean(),
  description: z.string(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const StaffFeatureFlagListSchema = z.object({ list: z.array(StaffFeatureFlagSchema) });
export const FeatureFlagParamsSchema = z.object({ modId: z.string().regex(/^[A-Z0-9_]{2,40}$/) });
export const StaffFeatureFlagUpdateSchema = z.object({ version: RecordVersionSchema, enabled: z.boolean() });

export const StaffRegisterFieldSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const StaffRegisterFieldListSchema = z.object({
  list: z.array(StaffRegisterFieldSchema),
  patternIds: z.array(z.number().int()).describe('The patterns a field may use (contracts/register-fields.ts)'),
});
export const RegisterFieldParamsSchema = z.object({ field: z.enum(REGISTER_FIELDS) });
export const StaffRegisterFieldUpdateSchema = z
  .object({
    version: RecordVersionSchema,
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z
      .number()
      .int()
      .refine((id) => PATTERN_IDS.includes(id), { message: 'unknown pattern' }),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(0).max(255),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, { message: 'minimum above maximum', path: ['minLength'] });

export const StaffDomainRouteSchema = z.object({
  domain: z.string(),
  route: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type StaffDomainRoute = z.infer<typeof StaffDomainRouteSchema>;
export const StaffDomainRouteListSchema = z.object({ list: z.array(StaffDomainRouteSchema) });
export const DomainParamsSchema = z.object({
  domain: z
    .string()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/),
});
export const StaffDomainRouteUpdateSchema = z.object({
  version: z.number().int().min(0).max(2_147_483_647).describe('0 adds a new domain'),
  route: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]{0,100}$/)
    .nullable(),
  affiliateCode: z
    .string()
    .regex(/^[A-Za-z0-9]{4,16}$/)
    .nullable(),
});
export const DeletedDomainSchema = z.object({ deleted: z.boolean() });
export const DomainDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) });

export const DELIVERY_KINDS = ['SMS', 'SMTP', 'GATEWAY'] as const;
export type DeliveryKindCode = (typeof DELIVERY_KINDS)[number];
export const DeliveryKindParamsSchema = z.object({ kind: z.enum(DELIVERY_KINDS) });

/** The plain fields of each kind; the credential travels beside them as `secret` and never comes back. */
export const SmsDeliverySchema = z.object({
  provider: z.enum(['dev', 'semaphore']),
  apiUrl: z.url({ protocol: /^https?$/ }).max(300),
  sender: z.string().trim().min(1).max(11),
});
export const SmtpDeliverySchema = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$/),
  port: z.number().int().min(1).max(65_535),
  secure: z.boolean(),
  username: z.string().trim().max(200),
  from: z.string().trim().min(3).max(200),
});
export const GatewayDeliverySchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(300),
  merchant: z.string().trim().min(1).max(64),
});

const secretInput = z
  .string()
  .min(1)
  .max(500)
  .nullable()
  .optional()
  .describe('A new credential (stored sealed); null removes it; absent keeps the stored one');

export const StaffDeliveryUpdateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SMS'), version: RecordVersionSchema, settings: SmsDeliverySchema, secret: secretInput }),
  z.object({
    kind: z.literal('SMTP'),
    version: RecordVersionSchema,
    settings: SmtpDeliverySchema,
    secret: secretInput,
  }),
  z.object({
    kind: z.literal('GATEWAY'),
    version: RecordVersionSchema,
    settings: GatewayDeliverySchema,
    secret: secretInput,
  }),
]);
export type StaffDeliveryUpdate = z.infer<typeof StaffDeliveryUpdateSchema>;

export const StaffDeliverySettingsSchema = z.object({
  kind: z.enum(DELIVERY_KINDS),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  configured: z.boolean().describe('Staff have saved settings of this kind (else the environment applies)'),
  secretSet: z.boolean(),
  secretChangedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type StaffDeliverySettings = z.infer<typeof StaffDeliverySettingsSchema>;
export const StaffDeliverySettingsListSchema = z.object({ list: z.array(StaffDeliverySettingsSchema) });

export const DeliveryTestSchema = z.object({
  to: z.string().trim().min(3).max(200).describe('A mobile number (SMS) or an e-mail address (SMTP)'),
});
export const DeliveryTestResultSchema = z.object({ sent: z.boolean(), via: z.string() });
