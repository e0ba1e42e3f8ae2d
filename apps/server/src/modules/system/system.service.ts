import type {
  DomainRoute,
  LanguageCode,
  PublicKey,
  Location,
  Permission,
  RegisterField,
  RegisterSettings,
  SystemStatus,
  WhitelabelNode,
} from '@perya/contracts';
import {
  DEFAULT_REGISTER_SETTINGS,
  FEATURE_FLAGS,
  PATTERNS,
  parseEncryptedSecret,
  REGISTER_FIELDS,
  SYSTEM_STATUS,
  isFlagOn,
  pickLanguageText,
  textLanguage,
} from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { cached } from '../../lib/cached';
import type { SecretKey } from '../../lib/secret-box';
import { generateSecretKey, isSealedSecret, openSecret, sealSecret, sealedKidOf } from '../../lib/secret-box';
import { createTtlCache } from '../../lib/ttl-cache';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { IpLocator } from '../../lib/ip-locator';
import type { AuditActor, AuditService } from '../audit';
import type { ContentService } from '../content';
import type {
  DeliverySettingsRow,
  DomainRouteRow,
  FeatureFlagRow,
  RegisterFieldSettingRow,
  SiteSettingsPatch,
  SiteSettingsRow,
  SystemRepository,
} from './system.repository';
import type { DeliveryKind } from './system.tables';
import { decryptWithKey, generateEncryptionKeyPairInBackground } from './system.encryption';
import { DEFAULT_MAINTENANCE_TEXT } from './system.text';

export type SystemServiceDeps = {
  db: Database;
  audit: AuditService;
  systemRepository: SystemRepository;
  contentService: ContentService;
  ipLocator: IpLocator;
  clock: Clock;
  /** How long settings are kept in memory before re-reading (other processes' changes). */
  settingsTtlMs?: number;
};

/** What the gate decides for a visitor before any non-system call. */
export type GateDecision = 'OPEN' | 'MAINTENANCE' | 'REGION_BLOCKED';

export type VisitorLocation = Location & { isInternal: boolean };

export type { SiteSettingsPatch };

/**
 * Who makes a change and which version of the record they read: staff routes pass both, the ops
 * commands pass the 'ops' system actor and no version (decision 030). Every change is audited.
 */
export type ChangeContext = { actor: AuditActor; version?: number };

/** The ops commands' actor in the audit log. */
export const OPS_ACTOR: AuditActor = { kind: 'SYSTEM', name: 'ops' };

/** Refuses an edit of a record that changed since the editor read it. */
export const assertVersion = (what: string, current: number, expected: number | undefined): void => {
  if (expected !== undefined && expected !== current)
    throw new AppError('STALE_RECORD', `${what} is at version ${current}, the edit read ${expected}`);
};

export const DELIVERY_KIND_LIST: readonly DeliveryKind[] = ['SMS', 'SMTP', 'GATEWAY'];

const siteSettingsView = (row: SiteSettingsRow) => ({
  maintenanceEnabled: row.maintenanceEnabled,
  maintenanceMessages: row.maintenanceMessages as Record<string, { title: string; info: string }>,
  maintenanceUntil: row.maintenanceUntil?.toISOString() ?? null,
  regionRestrictionEnabled: row.regionRestrictionEnabled,
  allowedCountries: row.allowedCountries,
  offeredLanguages: (row.offeredLanguages as LanguageCode[] | null) ?? null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});
const flagView = (row: FeatureFlagRow) => ({
  modId: row.modId,
  parentModId: row.parentModId,
  enabled: row.enabled,
  description: row.description,
  sortOrder: row.sortOrder,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});
const registerFieldView = (row: RegisterFieldSettingRow) => ({
  field: row.field as RegisterField,
  enabled: row.enabled,
  required: row.required,
  acceptedPattern: row.acceptedPattern,
  patternId: row.patternId,
  minLength: row.minLength,
  maxLength: row.maxLength,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});
const domainView = (row: DomainRouteRow) => ({
  domain: row.domain,
  route: row.route,
  affiliateCode: row.affiliateCode,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const deliveryView = (row: DeliverySettingsRow) => ({
  kind: row.kind,
  settings: row.settings,
  // A row never saved by staff is at version 1: the environment's settings apply meanwhile.
  configured: row.version > 1,
  secretSet: row.secret !== null,
  secretChangedAt: row.secretChangedAt?.toISOString() ?? null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** Fields of the registration that the form cannot work without: always on and required. */
const ESSENTIAL_REGISTER_FIELDS: readonly string[] = ['username', 'password'];

const toTree = (rows: FeatureFlagRow[]): WhitelabelNode[] => {
  const childrenOf = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((row) => row.parentModId === parent)
      .map((row) => ({ modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: childrenOf(row.modId) }));
  return childrenOf(null);
};

export const createSystemService = ({
  db,
  audit,
  systemRepository,
  contentService,
  ipLocator,
  clock,
  settingsTtlMs = 2000,
}: SystemServiceDeps) => {
  const settings = cached(
    async (): Promise<SiteSettingsRow> => {
      const row = await systemRepository.findSiteSettings();
      if (!row) throw new Error('site_settings has no row: ensureDefaults() did not run');
      return row;
    },
    settingsTtlMs,
    clock,
  );
  const whitelabel = cached(async () => toTree(await systemRepository.listFeatureFlags()), settingsTtlMs, clock);
  const registerSettings = cached(
    async (): Promise<RegisterSettings> => {
      const rows = await systemRepository.listRegisterFieldSettings();
      const known = new Set<string>(REGISTER_FIELDS);
      return Object.fromEntries(
        rows
          .filter((row) => known.has(row.field))
          .map(({ field, enabled, required, acceptedPattern, patternId, minLength, maxLength }) => [
            field,
            { enabled, required, acceptedPattern, patternId, minLength, maxLength },
          ]),
      ) as RegisterSettings;
    },
    settingsTtlMs,
    clock,
  );

  const currentKey = cached(
    async () => {
      const row = await systemRepository.findCurrentEncryptionKey();
      if (!row) throw new Error('no encryption key: ensureDefaults() did not run');
      return row;
    },
    60_000,
    clock,
  );
  const privateKeys = new Map<string, string>();

  // The key secrets are sealed under at rest, and the older ones that still open what they sealed.
  const secretKeys = new Map<string, SecretKey>();
  const currentSecretKey = cached(
    async (): Promise<SecretKey> => {
      const row = await systemRepository.findCurrentSecretKey();
      if (!row) throw new Error('no secret key: ensureDefaults() did not run');
      return { kid: row.kid, secret: Buffer.from(row.secret, 'base64') };
    },
    60_000,
    clock,
  );
  const secretKeyOf = async (kid: string): Promise<SecretKey> => {
    let key = secretKeys.get(kid);
    if (!key) {
      const row = await systemRepository.findSecretKey(kid);
      if (!row) throw new Error(`unknown secret key ${kid}`);
      key = { kid: row.kid, secret: Buffer.from(row.secret, 'base64') };
      secretKeys.set(kid, key);
    }
    return key;
  };
  const secrets = {
    /** Seals a secret for storage, bound to its purpose ('provider-key', 'delivery:SMTP' …). */
    async seal(purpose: string, plain: string): Promise<string> {
      return sealSecret(await currentSecretKey.get(), purpose, plain);
    },
    /** Opens a stored secret; a value stored before sealing existed comes back as it is. */
    async open(purpose: string, stored: string): Promise<string> {
      if (!isSealedSecret(stored)) return stored;
      return openSecret(await secretKeyOf(sealedKidOf(stored) ?? ''), purpose, stored);
    },
    isSealed: isSealedSecret,
  };

  const deliveries = cached(() => systemRepository.listDeliverySettings(), settingsTtlMs, clock);

  /** One audited change in one transaction: lock, check the version, write, record before and after. */
  const audited = async <Row>(
    change: ChangeContext,
    what: { action: string; targetKind: string; targetId: string | number },
    run: (tx: Executor) => Promise<{ row: Row; before: unknown; after: unknown } | null>,
  ): Promise<Row | null> =>
    db.transaction(async (tx) => {
      const result = await run(tx);
      if (!result) return null;
      await audit.record({ actor: change.actor, ...what, detail: { before: result.before, after: result.after } }, tx);
      return result.row;
    });

  // Every request asks where its address is: the answers are remembered (addresses do not move
  // between countries within minutes).
  const locations = createTtlCache<string, VisitorLocation>({ ttlMs: 10 * 60_000, maxEntries: 50_000, clock });
  const locate = (ip: string): VisitorLocation => {
    const known = locations.get(ip);
    if (known) return known;
    const location = { ip, country: ipLocator.countryOf(ip), isInternal: ipLocator.isInternal(ip) };
    locations.set(ip, location);
    return location;
  };

  // Internal addresses are never blocked. A public address whose country is unknown is refused
  // while the restriction is on: the licence allows play only from the listed countries.
  const isRegionBlocked = (row: SiteSettingsRow, location: VisitorLocation): boolean =>
    row.regionRestrictionEnabled &&
    !location.isInternal &&
    (location.country === null || !row.allowedCountries.includes(location.country));

  const decide = (row: SiteSettingsRow, location: VisitorLocation): GateDecision => {
    if (row.maintenanceEnabled) return 'MAINTENANCE';
    if (isRegionBlocked(row, location)) return 'REGION_BLOCKED';
    return 'OPEN';
  };

  // The maintenance and region pages replace the whole app, so their customer-service button
  // needs a link that leaves it: the configured one, else the first external contact.
  const outsideCustomerServiceUrl = async (): Promise<string | null> => {
    const entries = await contentService.listCustomerService();
    return entries.find((entry) => /^(https?:|mailto:|tel:|viber:)/i.test(entry.path))?.path ?? null;
  };

  const getDomainRoute = async (domain: string): Promise<DomainRoute> => {
    const row = await settings.get();
    const hostname = domain.toLowerCase().replace(/:\d+$/, '');
    const route = await systemRepository.findDomainRoute(hostname);
    return {
      domain: hostname,
      route: route?.route ?? null,
      affiliateCode: route?.affiliateCode ?? null,
      mainDomain: row.mainDomain,
    };
  };

  return {
    /** Inserts the rows the system needs (settings, every flag, every field), keeping changes. */
    async ensureDefaults(): Promise<void> {
      // A first start's RSA key is made on the thread pool while the rows below are written.
      const newKey = (await systemRepository.findCurrentEncryptionKey())
        ? null
        : generateEncryptionKeyPairInBackground();
      // Not left unhandled if a write below fails first.
      newKey?.catch(() => undefined);
      await systemRepository.insertSiteSettingsIfMissing();
      await systemRepository.insertFeatureFlagsIfMissing(
        FEATURE_FLAGS.map((flag, index) => ({
          modId: flag.modId,
          parentModId: flag.parent,
          enabled: flag.defaultEnabled,
          sortOrder: index,
          description: flag.description,
        })),
      );
      await systemRepository.insertRegisterFieldSettingsIfMissing(
        REGISTER_FIELDS.map((field, index) => ({ field, sortOrder: index, ...DEFAULT_REGISTER_SETTINGS[field] })),
      );
      if (newKey) await systemRepository.insertEncryptionKey(await newKey);
      if (!(await systemRepository.findCurrentSecretKey())) {
        await systemRepository.insertSecretKey(generateSecretKey());
      }
      await systemRepository.insertDeliverySettingsIfMissing(DELIVERY_KIND_LIST);
      currentSecretKey.invalidate();
      currentKey.invalidate();
      settings.invalidate();
      whitelabel.invalidate();
      registerSettings.invalidate();
    },

    locate,

    async gate(ip: string): Promise<GateDecision> {
      return decide(await settings.get(), locate(ip));
    },

    async getStatus(ip: string, language: LanguageCode): Promise<SystemStatus> {
      const row = await settings.get();
      const location = locate(ip);
      const decision = decide(row, location);
      const status =
        decision === 'MAINTENANCE'
          ? SYSTEM_STATUS.maintenance
          : decision === 'REGION_BLOCKED'
            ? SYSTEM_STATUS.regionBlocked
            : SYSTEM_STATUS.normal;
      // The operator's own words in any language beat the generic default in the visitor's.
      const text = pickLanguageText(row.maintenanceMessages, language);
      return {
        status,
        location: { ip: location.ip, country: location.country },
        maintenance:
          status === SYSTEM_STATUS.maintenance
            ? {
                ...(text ?? DEFAULT_MAINTENANCE_TEXT[textLanguage(language)]),
                until: row.maintenanceUntil?.toISOString() ?? null,
              }
            : null,
        customerServiceUrl: row.customerServiceUrl ?? (await outsideCustomerServiceUrl()),
      };
    },

    getWhitelabel: () => whitelabel.get(),

    async isFeatureOn(modId: string): Promise<boolean> {
      return isFlagOn(await whitelabel.get(), modId);
    },

    getRegisterSettings: () => registerSettings.get(),

    async getRegisterSetting(field: RegisterField) {
      return (await registerSettings.get())[field] ?? DEFAULT_REGISTER_SETTINGS[field];
    },

    getDomainRoute,

    async getPermission(ip: string, host: string): Promise<Permission> {
      const row = await settings.get();
      const location = locate(ip);
      const [customerService, resources, tree, register, domainRoute] = await Promise.all([
        contentService.listCustomerServiceForClients(),
        contentService.listResources(),
        whitelabel.get(),
        registerSettings.get(),
        getDomainRoute(host),
      ]);
      return {
        customerService: customerService.entries,
        customerServiceKey: customerService.key,
        domainRoute,
        resources,
        whitelabel: tree,
        register,
        mainDomain: row.mainDomain,
        analytics: { gtagId: row.gtagId },
        imageCDNs: row.imageCdns,
        launchGameCDNs: row.launchGameCdns,
        maintenance: row.maintenanceEnabled,
        regionRestriction: isRegionBlocked(row, location),
        location: { ip: location.ip, country: location.country },
        languages: (row.offeredLanguages as LanguageCode[] | null) ?? null,
      };
    },

    /** The key clients encrypt "(enc)" secrets to. */
    async getPublicKey(): Promise<PublicKey> {
      const row = await currentKey.get();
      return { kid: row.kid, algorithm: 'RSA-OAEP-256+A256GCM', publicKey: row.publicKey };
    },

    /** Decrypts an "(enc)" secret; a value that is not encrypted comes back unchanged. */
    async decryptSecret(value: string): Promise<string> {
      const parts = parseEncryptedSecret(value);
      if (!parts) return value;
      let privateKey = privateKeys.get(parts.kid);
      if (!privateKey) {
        const row = await systemRepository.findEncryptionKey(parts.kid);
        if (!row) throw new AppError('VALIDATION', `unknown encryption key ${parts.kid}`);
        privateKey = row.privateKey;
        privateKeys.set(parts.kid, privateKey);
      }
      try {
        return decryptWithKey(privateKey, parts);
      } catch {
        throw new AppError('VALIDATION', 'encrypted secret does not decrypt');
      }
    },

    async listHelpTopics(language: LanguageCode, device: string) {
      return contentService.listHelpTopics(language, device);
    },

    secrets,

    /** The site settings as staff edit them. */
    async getSiteSettings() {
      const row = await systemRepository.findSiteSettings();
      if (!row) throw new Error('site_settings has no row: ensureDefaults() did not run');
      return siteSettingsView(row);
    },

    /**
     * Changes the site settings (maintenance, region, languages …): `ops maintenance`, `ops region`
     * and the back office's system status all come here. Audited; a stale version changes nothing.
     */
    async updateSettings(patch: SiteSettingsPatch, change: ChangeContext = { actor: OPS_ACTOR }) {
      const saved = await audited(
        change,
        { action: 'settings.system', targetKind: 'site_settings', targetId: 1 },
        async (tx) => {
          const current = await systemRepository.lockSiteSettings(tx);
          if (!current) throw new Error('site_settings has no row: ensureDefaults() did not run');
          assertVersion('site settings', current.version, change.version);
          const row = await systemRepository.updateSiteSettings(patch, tx);
          if (!row) throw new Error('site_settings has no row');
          return { row, before: siteSettingsView(current), after: siteSettingsView(row) };
        },
      );
      settings.invalidate();
      if (!saved) throw new Error('site_settings has no row');
      return siteSettingsView(saved);
    },

    async listFeatureFlags() {
      return (await systemRepository.listFeatureFlags()).map(flagView);
    },

    /** Switches one flag of the white-label tree (`ops flag`); null when there is no such flag. */
    async setFeatureFlag(modId: string, enabled: boolean, change: ChangeContext = { actor: OPS_ACTOR }) {
      const saved = await audited(
        change,
        { action: 'settings.flag', targetKind: 'feature_flag', targetId: modId },
        async (tx) => {
          const current = await systemRepository.lockFeatureFlag(modId, tx);
          if (!current) return null;
          assertVersion(`flag ${modId}`, current.version, change.version);
          const row = await systemRepository.updateFeatureFlag(modId, enabled, tx);
          if (!row) return null;
          return { row, before: { enabled: current.enabled }, after: { enabled: row.enabled } };
        },
      );
      whitelabel.invalidate();
      return saved ? flagView(saved) : null;
    },

    async listRegisterFields() {
      return (await systemRepository.listRegisterFieldSettings()).map(registerFieldView);
    },

    /**
     * One registration field's rule. The pattern is one of the catalogue's (contracts PATTERNS),
     * never a staff-written expression: it runs on every registration (decision 030).
     */
    async setRegisterField(
      field: RegisterField,
      rule: { enabled: boolean; required: boolean; patternId: number; minLength: number; maxLength: number },
      change: ChangeContext,
    ) {
      const pattern = PATTERNS[rule.patternId];
      if (!pattern)
        throw new AppError('VALIDATION', `unknown pattern ${rule.patternId}`, {
          fields: { patternId: 'unknown pattern' },
        });
      if (ESSENTIAL_REGISTER_FIELDS.includes(field) && (!rule.enabled || !rule.required))
        throw new AppError('VALIDATION', `${field} is always asked`, {
          fields: { required: 'This field is always required' },
        });
      const saved = await audited(
        change,
        { action: 'settings.register', targetKind: 'register_field', targetId: field },
        async (tx) => {
          const current = await systemRepository.lockRegisterFieldSetting(field, tx);
          if (!current) throw new AppError('NOT_FOUND', `no register field ${field}`);
          assertVersion(`register field ${field}`, current.version, change.version);
          const row = await systemRepository.updateRegisterFieldSetting(
            field,
            { ...rule, acceptedPattern: pattern.source },
            tx,
          );
          if (!row) throw new AppError('NOT_FOUND', `no register field ${field}`);
          const { version: _before, updatedAt: _b, ...before } = registerFieldView(current);
          const { version: _after, updatedAt: _a, ...after } = registerFieldView(row);
          return { row, before, after };
        },
      );
      registerSettings.invalidate();
      if (!saved) throw new AppError('NOT_FOUND', `no register field ${field}`);
      return registerFieldView(saved);
    },

    async listDomainRoutes() {
      return (await systemRepository.listDomainRoutes()).map(domainView);
    },

    /** Where a domain's visitors land (`ops domain`); version 0 (or none, from ops) may add it. */
    async setDomainRoute(
      domain: string,
      route: string | null,
      affiliateCode: string | null,
      change: ChangeContext = { actor: OPS_ACTOR },
    ) {
      const hostname = domain.toLowerCase();
      const saved = await audited(
        change,
        { action: 'settings.domain', targetKind: 'domain_route', targetId: hostname },
        async (tx) => {
          const current = await systemRepository.lockDomainRoute(hostname, tx);
          assertVersion(`domain ${hostname}`, current?.version ?? 0, change.version);
          const row = await systemRepository.upsertDomainRoute({ domain: hostname, route, affiliateCode }, tx);
          if (!row) throw new Error('domain route not saved');
          return {
            row,
            before: current ? { route: current.route, affiliateCode: current.affiliateCode } : null,
            after: { route: row.route, affiliateCode: row.affiliateCode },
          };
        },
      );
      if (!saved) throw new Error('domain route not saved');
      return domainView(saved);
    },

    async deleteDomainRoute(domain: string, change: ChangeContext): Promise<boolean> {
      const deleted = await audited(
        change,
        { action: 'settings.domain.delete', targetKind: 'domain_route', targetId: domain },
        async (tx) => {
          const current = await systemRepository.lockDomainRoute(domain, tx);
          if (!current) return null;
          assertVersion(`domain ${domain}`, current.version, change.version);
          await systemRepository.deleteDomainRoute(domain, tx);
          return { row: true, before: { route: current.route, affiliateCode: current.affiliateCode }, after: null };
        },
      );
      return deleted === true;
    },

    async listDeliverySettings() {
      return (await systemRepository.listDeliverySettings()).map(deliveryView);
    },

    /**
     * How SMS, e-mail or the gateway are reached. The credential is sealed before it is stored and
     * never answered; the audit records only that it changed (decision 030).
     */
    async setDelivery(
      kind: DeliveryKind,
      input: { settings: Record<string, string | number | boolean | null>; secret?: string | null },
      change: ChangeContext,
    ) {
      const sealed =
        typeof input.secret === 'string' ? await secrets.seal(`delivery:${kind}`, input.secret) : input.secret;
      const saved = await audited(
        change,
        { action: 'settings.delivery', targetKind: 'delivery_settings', targetId: kind },
        async (tx) => {
          const current = await systemRepository.lockDeliverySettings(kind, tx);
          if (!current) throw new Error(`delivery_settings has no ${kind} row: ensureDefaults() did not run`);
          assertVersion(`${kind} settings`, current.version, change.version);
          const row = await systemRepository.updateDeliverySettings(
            kind,
            {
              settings: input.settings,
              secret: sealed === undefined ? current.secret : sealed,
              secretChangedAt: sealed === undefined ? current.secretChangedAt : clock.now(),
            },
            tx,
          );
          if (!row) throw new Error('delivery settings not saved');
          const secretChange = sealed === undefined ? 'kept' : sealed === null ? 'removed' : 'replaced';
          return {
            row,
            before: { settings: current.settings, secret: current.secret ? '(set)' : null },
            after: { settings: row.settings, secret: row.secret ? '(set)' : null, secretChange },
          };
        },
      );
      deliveries.invalidate();
      if (!saved) throw new Error('delivery settings not saved');
      return deliveryView(saved);
    },

    /** The saved settings of one kind with the credential opened, or null while staff saved none. */
    async getDelivery(
      kind: DeliveryKind,
    ): Promise<{ settings: Record<string, unknown>; secret: string | null } | null> {
      const row = (await deliveries.get()).find((entry) => entry.kind === kind);
      if (!row || row.version === 1) return null;
      return { settings: row.settings, secret: row.secret ? await secrets.open(`delivery:${kind}`, row.secret) : null };
    },

    async isSeedApplied(name: string): Promise<boolean> {
      return (await systemRepository.findSeedRun(name)) !== undefined;
    },

    markSeedApplied: (name: string) => systemRepository.insertSeedRun(name),
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
