import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { customerServiceEntries, helpTopics, siteResources } from './content.tables';

export type CustomerServiceRow = typeof customerServiceEntries.$inferSelect;
export type ResourceRow = typeof siteResources.$inferSelect;
export type HelpTopicRow = typeof helpTopics.$inferSelect;

export const createContentRepository = (db: Executor) => ({
  async listEnabledCustomerService(executor: Executor = db): Promise<CustomerServiceRow[]> {
    return executor
      .select()
      .from(customerServiceEntries)
      .where(eq(customerServiceEntries.enabled, true))
      .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
  },

  async listEnabledResources(executor: Executor = db): Promise<ResourceRow[]> {
    return executor
      .select()
      .from(siteResources)
      .where(eq(siteResources.enabled, true))
      .orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
  },

  async listEnabledHelpTopics(languages: string[], device: string, executor: Executor = db): Promise<HelpTopicRow[]> {
    return executor
      .select()
      .from(helpTopics)
      .where(and(eq(helpTopics.enabled, true), eq(helpTopics.device, device), inArray(helpTopics.language, languages)))
      .orderBy(asc(helpTopics.sortOrder), asc(helpTopics.id));
  },

  async insertCustomerService(rows: Array<typeof customerServiceEntries.$inferInsert>, executor: Executor = db) {
    if (rows.length > 0) await executor.insert(customerServiceEntries).values(rows);
  },

  async insertResources(rows: Array<typeof siteResources.$inferInsert>, executor: Executor = db) {
    if (rows.length > 0) await executor.insert(siteResources).values(rows);
  },

  async upsertHelpTopics(rows: Array<typeof helpTopics.$inferInsert>, executor: Executor = db) {
    if (rows.length > 0) await executor.insert(helpTopics).values(rows).onConflictDoNothing();
  },
});

export type ContentRepository = ReturnType<typeof createContentRepository>;
