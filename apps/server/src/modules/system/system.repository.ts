import { asc, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import {
  domainRoutes,
  encryptionKeys,
  featureFlags,
  registerFieldSettings,
  seedRuns,
  siteSettings,
} from './system.tables';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SiteSettingsPatch = Partial<Omit<SiteSettingsRow, 'id' | 'updatedAt'>>;
export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type RegisterFieldSettingRow = typeof registerFieldSettings.$inferSelect;
export type DomainRouteRow = typeof domainRoutes.$inferSelect;
export type EncryptionKeyRow = typeof encryptionKeys.$inferSelect;

export const createSystemRepository = (db: Executor) => ({
  async findSiteSettings(executor: Executor = db): Promise<SiteSettingsRow | undefined> {
    const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, 1));
    return row;
  },

  async insertSiteSettingsIfMissing(executor: Executor = db): Promise<void> {
    await executor.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  },

  async updateSiteSettings(patch: SiteSettingsPatch, executor: Executor = db): Promise<void> {
    await executor
      .update(siteSettings)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(siteSettings.id, 1));
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

  async updateFeatureFlag(modId: string, enabled: boolean, executor: Executor = db): Promise<number> {
    const updated = await executor
      .update(featureFlags)
      .set({ enabled, updatedAt: sql`now()` })
      .where(eq(featureFlags.modId, modId))
      .returning({ modId: featureFlags.modId });
    return updated.length;
  },

  async listRegisterFieldSettings(executor: Executor = db): Promise<RegisterFieldSettingRow[]> {
    return executor.select().from(registerFieldSettings).orderBy(asc(registerFieldSettings.sortOrder));
  },

  async insertRegisterFieldSettingsIfMissing(
    rows: Array<Omit<RegisterFieldSettingRow, 'updatedAt'>>,
    executor: Executor = db,
  ): Promise<void> {
    if (rows.length > 0) await executor.insert(registerFieldSettings).values(rows).onConflictDoNothing();
  },

  async findDomainRoute(domain: string, executor: Executor = db): Promise<DomainRouteRow | undefined> {
    const [row] = await executor.select().from(domainRoutes).where(eq(domainRoutes.domain, domain));
    return row;
  },

  async upsertDomainRoute(row: Omit<DomainRouteRow, 'updatedAt'>, executor: Executor = db): Promise<void> {
    await executor
      .insert(domainRoutes)
      .values(row)
      .onConflictDoUpdate({
        target: domainRoutes.domain,
        set: { route: row.route, affiliateCode: row.affiliateCode, updatedAt: sql`now()` },
      });
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
