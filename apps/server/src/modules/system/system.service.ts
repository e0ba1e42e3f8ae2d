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
  parseEncryptedSecret,
  REGISTER_FIELDS,
  SYSTEM_STATUS,
  isFlagOn,
  pickLanguageText,
  textLanguage,
} from '@perya/contracts';

import { cached } from '../../lib/cached';
import { createTtlCache } from '../../lib/ttl-cache';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { IpLocator } from '../../lib/ip-locator';
import type { ContentService } from '../content';
import type { FeatureFlagRow, SiteSettingsPatch, SiteSettingsRow, SystemRepository } from './system.repository';
import { decryptWithKey, generateEncryptionKeyPair } from './system.encryption';
import { DEFAULT_MAINTENANCE_TEXT } from './system.text';

export type SystemServiceDeps = {
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

const toTree = (rows: FeatureFlagRow[]): WhitelabelNode[] => {
  const childrenOf = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((row) => row.parentModId === parent)
      .map((row) => ({ modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: childrenOf(row.modId) }));
  return childrenOf(null);
};

export const createSystemService = ({
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
      if (!(await systemRepository.findCurrentEncryptionKey())) {
        await systemRepository.insertEncryptionKey(generateEncryptionKeyPair());
      }
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

    async updateSettings(patch: SiteSettingsPatch): Promise<void> {
      await systemRepository.updateSiteSettings(patch);
      settings.invalidate();
    },

    async setFeatureFlag(modId: string, enabled: boolean): Promise<boolean> {
      const updated = await systemRepository.updateFeatureFlag(modId, enabled);
      whitelabel.invalidate();
      return updated > 0;
    },

    async setDomainRoute(domain: string, route: string | null, affiliateCode: string | null): Promise<void> {
      await systemRepository.upsertDomainRoute({ domain: domain.toLowerCase(), route, affiliateCode });
    },

    async isSeedApplied(name: string): Promise<boolean> {
      return (await systemRepository.findSeedRun(name)) !== undefined;
    },

    markSeedApplied: (name: string) => systemRepository.insertSeedRun(name),
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
