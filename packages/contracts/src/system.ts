import { z } from 'zod';

import { CustomerServiceKeySchema } from './content';
import type { WhitelabelNode } from './feature-flags';
import { LANGUAGE_CODES } from './languages';
import { REGISTER_FIELDS } from './register-fields';

// Schemas of the system calls (spec §7.1, §2.2, §3 "Permission response").

export const SystemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof SystemStatusCodeSchema>;

export const LocationSchema = z.object({
  ip: z.string().describe('The visitor IP as the server sees it'),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 country of the IP, when known'),
});
export type Location = z.infer<typeof LocationSchema>;

export const MaintenanceNoticeSchema = z.object({
  title: z.string(),
  info: z.string(),
  until: z.string().nullable().describe('Expected end (ISO 8601), when announced'),
});

export const SystemStatusSchema = z.object({
  status: SystemStatusCodeSchema,
  location: LocationSchema,
  maintenance: MaintenanceNoticeSchema.nullable(),
  customerServiceUrl: z.string().nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(WhitelabelNodeSchema),
  }),
);
export const WhitelabelSchema = z.array(WhitelabelNodeSchema);

export const RegisterFieldSchema = z.enum(REGISTER_FIELDS);
export const RegisterFieldSettingSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().describe("Regular expression (flag u) the value must match; '*' matches all"),
  patternId: z.number().int().describe('Which pattern message explains the rule (spec §5)'),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export const RegisterSettingsSchema = z.record(RegisterFieldSchema, RegisterFieldSettingSchema);
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const DomainRouteQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional().describe('Defaults to the Host of the request'),
});
export const DomainRouteSchema = z.object({
  domain: z.string(),
  route: z.string().nullable().describe('Page a visitor of this domain lands on, e.g. /agent'),
  affiliateCode: z.string().nullable().describe('Affiliate code applied to registrations from this domain'),
  mainDomain: z.string(),
});
export type DomainRoute = z.infer<typeof DomainRouteSchema>;

export const CustomerServiceEntrySchema = z.object({
  csPosition: z.string().describe('Where the link shows, e.g. LIVECHAT-1'),
  csType: z.string(),
  title: z.string(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntrySchema>;

export const ResourceSchema = z.object({
  resourceType: z.string().describe('FACEBOOK, TELEGRAM, Android, REGISTERPOP …'),
  url: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const PermissionSchema = z.object({
  /** Paths arrive sealed ("csd1.…", content.ts); `customerServiceKey` opens them in the browser. */
  customerService: z.array(CustomerServiceEntrySchema),
  customerServiceKey: CustomerServiceKeySchema.optional(),
  domainRoute: DomainRouteSchema,
  resources: z.array(ResourceSchema),
  whitelabel: WhitelabelSchema,
  register: RegisterSettingsSchema,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: LocationSchema,
  languages: z
    .array(z.enum(LANGUAGE_CODES))
    .nullable()
    .optional()
    .describe("The languages the portal's selector offers (staff-set); null or absent: every one"),
});
export type Permission = z.infer<typeof PermissionSchema>;

export const HelpCenterQuerySchema = z.object({
  lang: z.enum(LANGUAGE_CODES).default('EN'),
  device: z.enum(['WEB']).default('WEB'),
});
export const HelpItemSchema = z.object({
  tag: z.string(),
  title: z.string(),
  content: z.string().describe('HTML, sanitized on save'),
});
export type HelpItem = z.infer<typeof HelpItemSchema>;
export const HelpCenterSchema = z.array(HelpItemSchema);

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** Staff only: each activity-stream subscriber's backlog (events not yet handled, age of the oldest). */
  streams: z.array(z.object({ subscriber: z.string(), pending: z.number().int(), lagMs: z.number().int() })).optional(),
});

/** GET /wps/system/publicKey: the key "(enc)" secrets are encrypted to (encryption.ts). */
export const PublicKeySchema = z.object({
  kid: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  publicKey: z.string().describe('SubjectPublicKeyInfo (SPKI), DER, base64'),
});
export type PublicKey = z.infer<typeof PublicKeySchema>;
