import { eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { complianceSettings } from './compliance.tables';

export type SettingsRow = typeof complianceSettings.$inferSelect;
export type SettingsPatch = Partial<Omit<typeof complianceSettings.$inferInsert, 'id' | 'updatedAt'>>;

/** The one settings row (id 1); created by the migration, and again here if someone removed it. */
export const createSettingsRepository = (db: Executor) => {
  const read = async (executor: Executor = db): Promise<SettingsRow> => {
    const [row] = await executor.select().from(complianceSettings).where(eq(complianceSettings.id, 1));
    if (row) return row;
    await executor.insert(complianceSettings).values({ id: 1 }).onConflictDoNothing();
    const [created] = await executor.select().from(complianceSettings).where(eq(complianceSettings.id, 1));
    if (!created) throw new Error('compliance settings row missing');
    return created;
  };
  return {
    read,
    async update(patch: SettingsPatch, executor: Executor = db): Promise<void> {
      await executor
        .update(complianceSettings)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(complianceSettings.id, 1));
    },
  };
};

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
