import { asc, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import type { DeliveryKind } from './system.tables';
import {
  deliverySettings,
  domainRoutes,
  encryptionKeys,
  featureFlags,
  registerFieldSettings,
  secretKeys,
  seedRuns,
  siteSettings,
} from './system.tables';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SiteSettingsPatch = Partial<Omit<SiteSettingsRow, 'id' | 'updatedAt'>>;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type RegisterFieldSettingRow = typeof registerFieldSettings.$inferSelect;
export type DomainRouteRow = typeof domainRoutes.$inferSelect;
export type EncryptionKeyRow = typeof encryptionKeys.$inferSelect;
export type SecretKeyRow = typeof secretKeys.$inferSelect;
export type DeliverySettingsRow = typeof deliverySettings.$inferSelect;

export const createSystemRepository = (db: Executor) => ({
  async findSiteSettings(executor: Executor = db): Promise<SiteSettingsRow | undefined> {
    const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, 1));
    return row;
  },

  /** The row locked for a change (staff and ops edits, in their transaction). */
  async lockSiteSettings(executor: Executor): Promise<SiteSettingsRow | undefined> {
    const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    return row;
  },

  async insertSiteSettingsIfMissing(executor: Executor = db): Promise<void> {
    await executor.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  },

  async updateSiteSettings(patch: SiteSettingsPatch, executor: Executor = db): Promise<SiteSettingsRow | undefined> {
    const [row] = await executor
      .update(siteSettings)
      .set({ ...patch, version: sql`${siteSettings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(siteSettings.id, 1))
      .returning();
    return row;
  },

  async listFeatureFlags(executor: Executor = db): Promise<FeatureFlagRow[]> {
    return executor.select().from(featureFlags).orderBy(asc(featureFlags.sortOrder), asc(featureFlags.modId));
  },

  async insertFeatureFlagsIfMissing(
    rows: Array<Pick<FeatureFlagRow, 'modId' | 'parentModId' | 'enabled' | 'sortOrder' | 'description'>>,
    executor: Executor = db,
  ): Promise<void> {
    if (rows.length > 0) await executor.insert(featureFlags).values(rows).onConflictDoNothing();
  },

  async lockFeatureFlag(modId: string, executor: Executor): Promise<FeatureFlagRow | undefined> {
    const [row] = await executor.select().from(featureFlags).where(eq(featureFlags.modId, modId)).for('update');
    return row;
  },

  async updateFeatureFlag(
    modId: string,
    enabled: boolean,
    executor: Executor = db,
  ): Promise<FeatureFlagRow | undefined> {
    const [row] = await executor
      .update(featureFlags)
      .set({ enabled, version: sql`${featureFlags.version} + 1`, updatedAt: sql`now()` })
      .where(eq(featureFlags.modId, modId))
      .returning();
    return row;
  },

  async lockRegisterFieldSetting(field: string, executor: Executor): Promise<RegisterFieldSettingRow | undefined> {
    const [row] = await executor
      .select()
      .from(registerFieldSettings)
      .where(eq(registerFieldSettings.field, field))
      .for('update');
    return row;
  },

  async updateRegisterFieldSetting(
    field: string,
    patch: Pick<
      RegisterFieldSettingRow,
      'enabled' | 'required' | 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'
    >,
    executor: Executor,
  ): Promise<RegisterFieldSettingRow | undefined> {
    const [row] = await executor
      .update(registerFieldSettings)
      .set({ ...patch, version: sql`${registerFieldSettings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(registerFieldSettings.field, field))
      .returning();
    return row;
  },

  async listRegisterFieldSettings(executor: Executor = db): Promise<RegisterFieldSettingRow[]> {
    return executor.select().from(registerFieldSettings).orderBy(asc(registerFieldSettings.sortOrder));
  },

  async insertRegisterFieldSettingsIfMissing(
    rows: Array<Omit<RegisterFieldSettingRow, 'updatedAt' | 'version'>>,
    executor: Executor = db,
  ): Promise<void> {
    if (rows.length > 0) await executor.insert(registerFieldSettings).values(rows).onConflictDoNothing();
  },

  async findDomainRoute(domain: string, executor: Executor = db): Promise<DomainRouteRow | undefined> {
    const [row] = await executor.select().from(domainRoutes).where(eq(domainRoutes.domain, domain));
    return row;
  },

  async listDomainRoutes(executor: Executor = db): Promise<DomainRouteRow[]> {
    return executor.select().from(domainRoutes).orderBy(asc(domainRoutes.domain));
  },

  async lockDomainRoute(domain: string, executor: Executor): Promise<DomainRouteRow | undefined> {
    const [row] = await executor.select().from(domainRoutes).where(eq(domainRoutes.domain, domain)).for('update');
    return row;
  },

  async upsertDomainRoute(
    row: Omit<DomainRouteRow, 'updatedAt' | 'version'>,
    executor: Executor = db,
  ): Promise<DomainRouteRow | undefined> {
    const [saved] = await executor
      .insert(domainRoutes)
      .values(row)
      .onConflictDoUpdate({
        target: domainRoutes.domain,
        set: {
          route: row.route,
          affiliateCode: row.affiliateCode,
          version: sql`${domainRoutes.version} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return saved;
  },

  async deleteDomainRoute(domain: string, executor: Executor): Promise<void> {
    await executor.delete(domainRoutes).where(eq(domainRoutes.domain, domain));
  },

  async findCurrentSecretKey(executor: Executor = db): Promise<SecretKeyRow | undefined> {
    const [row] = await executor
      .select()
      .from(secretKeys)
      .where(isNull(secretKeys.retiredAt))
      .orderBy(desc(secretKeys.createdAt))
      .limit(1);
    return row;
  },

  async findSecretKey(kid: string, executor: Executor = db): Promise<SecretKeyRow | undefined> {
    const [row] = await executor.select().from(secretKeys).where(eq(secretKeys.kid, kid));
    return row;
  },

  async insertSecretKey(row: Pick<SecretKeyRow, 'kid' | 'secret'>, executor: Executor = db): Promise<void> {
    await executor.insert(secretKeys).values(row).onConflictDoNothing();
  },

  async listDeliverySettings(executor: Executor = db): Promise<DeliverySettingsRow[]> {
    return executor.select().from(deliverySettings).orderBy(asc(deliverySettings.kind));
  },

  async insertDeliverySettingsIfMissing(kinds: readonly DeliveryKind[], executor: Executor = db): Promise<void> {
    await executor
      .insert(deliverySettings)
      .values(kinds.map((kind) => ({ kind })))
      .onConflictDoNothing();
  },

  async lockDeliverySettings(kind: DeliveryKind, executor: Executor): Promise<DeliverySettingsRow | undefined> {
    const [row] = await executor.select().from(deliverySettings).where(eq(deliverySettings.kind, kind)).for('update');
    return row;
  },

  async updateDeliverySettings(
    kind: DeliveryKind,
    patch: Pick<DeliverySettingsRow, 'settings' | 'secret' | 'secretChangedAt'>,
    executor: Executor,
  ): Promise<DeliverySettingsRow | undefined> {
    const [row] = await executor
      .update(deliverySettings)
      .set({ ...patch, version: sql`${deliverySettings.version} + 1`, updatedAt: sql`now()` })
      .where(eq(deliverySettings.kind, kind))
      .returning();
    return row;
  },

  async findCurrentEncryptionKey(executor: Executor = db): Promise<EncryptionKeyRow | undefined> {
    const [row] = await executor
      .select()
      .from(encryptionKeys)
      .where(isNull(encryptionKeys.retiredAt))
      .orderBy(desc(encryptionKeys.createdAt))
      .limit(1);
    return row;
  },

  async findEncryptionKey(kid: string, executor: Executor = db): Promise<EncryptionKeyRow | undefined> {
    const [row] = await executor.select().from(encryptionKeys).where(eq(encryptionKeys.kid, kid));
    return row;
  },

  async insertEncryptionKey(row: Pick<EncryptionKeyRow, 'kid' | 'publicKey' | 'privateKey'>, executor: Executor = db) {
    await executor.insert(encryptionKeys).values(row).onConflictDoNothing();
  },

  async findSeedRun(name: string, executor: Executor = db) {
    const [row] = await executor.select().from(seedRuns).where(eq(seedRuns.name, name));
    return row;
  },

  async insertSeedRun(name: string, executor: Executor = db): Promise<void> {
    await executor.insert(seedRuns).values({ name }).onConflictDoNothing();
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
