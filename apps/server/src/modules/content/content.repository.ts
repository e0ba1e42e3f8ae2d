import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';

import type { AnnouncementKind } from '@perya/contracts';

import type { Executor } from '../../db/client';
import {
  announcementTexts,
  announcements,
  contentKeys,
  customerServiceEntries,
  helpTopics,
  siteResources,
} from './content.tables';

export type CustomerServiceRow = typeof customerServiceEntries.$inferSelect;
export type NewCustomerServiceRow = typeof customerServiceEntries.$inferInsert;
export type ResourceRow = typeof siteResources.$inferSelect;
export type NewResourceRow = typeof siteResources.$inferInsert;
export type HelpTopicRow = typeof helpTopics.$inferSelect;
export type NewHelpTopicRow = typeof helpTopics.$inferInsert;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
export type AnnouncementTextRow = typeof announcementTexts.$inferSelect;
export type ContentKeyRow = typeof contentKeys.$inferSelect;

/** An announcement with its texts by language. */
export type AnnouncementWithTexts = AnnouncementRow & { texts: AnnouncementTextRow[] };

export const createContentRepository = (db: Executor) => {
  const withTexts = async (rows: AnnouncementRow[], executor: Executor): Promise<AnnouncementWithTexts[]> => {
    if (rows.length === 0) return [];
    const texts = await executor
      .select()
      .from(announcementTexts)
      .where(
        inArray(
          announcementTexts.announcementId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.announcementId === row.id) }));
  };

  return {
    // ------------------------------------------------------------ customer service

    async listEnabledCustomerService(executor: Executor = db): Promise<CustomerServiceRow[]> {
      return executor
        .select()
        .from(customerServiceEntries)
        .where(eq(customerServiceEntries.enabled, true))
        .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
    },

    async listCustomerService(executor: Executor = db): Promise<CustomerServiceRow[]> {
      return executor
        .select()
        .from(customerServiceEntries)
        .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
    },

    async insertCustomerService(rows: NewCustomerServiceRow[], executor: Executor = db): Promise<CustomerServiceRow[]> {
      if (rows.length === 0) return [];
      return executor.insert(customerServiceEntries).values(rows).returning();
    },

    async updateCustomerService(
      id: number,
      patch: Partial<NewCustomerServiceRow>,
      executor: Executor = db,
    ): Promise<CustomerServiceRow | undefined> {
      const [row] = await executor
        .update(customerServiceEntries)
        .set(patch)
        .where(eq(customerServiceEntries.id, id))
        .returning();
      return row;
    },

    async deleteCustomerService(id: number, executor: Executor = db): Promise<CustomerServiceRow | undefined> {
      const [row] = await executor.delete(customerServiceEntries).where(eq(customerServiceEntries.id, id)).returning();
      return row;
    },

    // ------------------------------------------------------------ resources

    async listEnabledResources(executor: Executor = db): Promise<ResourceRow[]> {
      return executor
        .select()
        .from(siteResources)
        .where(eq(siteResources.enabled, true))
        .orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
    },

    async listResources(executor: Executor = db): Promise<ResourceRow[]> {
      return executor.select().from(siteResources).orderBy(asc(siteResources.sortOrder), asc(siteResources.id));
    },

    async insertResources(rows: NewResourceRow[], executor: Executor = db): Promise<ResourceRow[]> {
      if (rows.length === 0) return [];
      return executor.insert(siteResources).values(rows).returning();
    },

    async updateResource(
      id: number,
      patch: Partial<NewResourceRow>,
      executor: Executor = db,
    ): Promise<ResourceRow | undefined> {
      const [row] = await executor.update(siteResources).set(patch).where(eq(siteResources.id, id)).returning();
      return row;
    },

    async deleteResource(id: number, executor: Executor = db): Promise<ResourceRow | undefined> {
      const [row] = await executor.delete(siteResources).where(eq(siteResources.id, id)).returning();
      return row;
    },

    // ------------------------------------------------------------ help topics

    async listEnabledHelpTopics(languages: string[], device: string, executor: Executor = db): Promise<HelpTopicRow[]> {
      return executor
        .select()
        .from(helpTopics)
        .where(
          and(eq(helpTopics.enabled, true), eq(helpTopics.device, device), inArray(helpTopics.language, languages)),
        )
        .orderBy(asc(helpTopics.sortOrder), asc(helpTopics.id));
    },

    async listHelpTopics(executor: Executor = db): Promise<HelpTopicRow[]> {
      return executor
        .select()
        .from(helpTopics)
        .orderBy(asc(helpTopics.sortOrder), asc(helpTopics.tag), asc(helpTopics.language));
    },

    async upsertHelpTopics(rows: NewHelpTopicRow[], executor: Executor = db) {
      if (rows.length > 0) await executor.insert(helpTopics).values(rows).onConflictDoNothing();
    },

    /** Inserts one topic; undefined when (tag, language, device) is taken. */
    async insertHelpTopic(row: NewHelpTopicRow, executor: Executor = db): Promise<HelpTopicRow | undefined> {
      const [inserted] = await executor.insert(helpTopics).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async findHelpTopic(tag: string, language: string, device: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(helpTopics)
        .where(and(eq(helpTopics.tag, tag), eq(helpTopics.language, language), eq(helpTopics.device, device)));
      return row;
    },

    async updateHelpTopic(
      id: number,
      patch: Partial<NewHelpTopicRow>,
      executor: Executor = db,
    ): Promise<HelpTopicRow | undefined> {
      const [row] = await executor.update(helpTopics).set(patch).where(eq(helpTopics.id, id)).returning();
      return row;
    },

    async deleteHelpTopic(id: number, executor: Executor = db): Promise<HelpTopicRow | undefined> {
      const [row] = await executor.delete(helpTopics).where(eq(helpTopics.id, id)).returning();
      return row;
    },

    // ------------------------------------------------------------ content keys

    async findCurrentContentKey(executor: Executor = db): Promise<ContentKeyRow | undefined> {
      const [row] = await executor
        .select()
        .from(contentKeys)
        .where(isNull(contentKeys.retiredAt))
        .orderBy(desc(contentKeys.createdAt))
        .limit(1);
      return row;
    },

    async findContentKey(kid: string, executor: Executor = db): Promise<ContentKeyRow | undefined> {
      const [row] = await executor.select().from(contentKeys).where(eq(contentKeys.kid, kid));
      return row;
    },

    async insertContentKey(row: { kid: string; secret: string }, executor: Executor = db): Promise<void> {
      await executor.insert(contentKeys).values(row);
    },

    // ------------------------------------------------------------ announcements

    /** Enabled announcements not yet ended at `now` (including those still to start), with their texts. */
    async listLiveAnnouncements(now: Date, executor: Executor = db): Promise<AnnouncementWithTexts[]> {
      const rows = await executor
        .select()
        .from(announcements)
        .where(and(eq(announcements.enabled, true), or(isNull(announcements.endsAt), gt(announcements.endsAt, now))))
        .orderBy(asc(announcements.sequence), desc(announcements.startsAt), desc(announcements.id));
      return withTexts(rows, executor);
    },

    async listAnnouncements(kind: AnnouncementKind | undefined, executor: Executor = db) {
      const rows = await executor
        .select()
        .from(announcements)
        .where(kind ? eq(announcements.kind, kind) : undefined)
        .orderBy(
          asc(announcements.kind),
          asc(announcements.sequence),
          desc(announcements.startsAt),
          desc(announcements.id),
        );
      return withTexts(rows, executor);
    },

    async findAnnouncement(id: number, executor: Executor = db): Promise<AnnouncementWithTexts | undefined> {
      const rows = await executor.select().from(announcements).where(eq(announcements.id, id));
      return (await withTexts(rows, executor))[0];
    },

    async insertAnnouncement(row: NewAnnouncementRow, executor: Executor = db): Promise<AnnouncementRow> {
      const [inserted] = await executor.insert(announcements).values(row).returning();
      if (!inserted) throw new Error('announcement insert returned nothing');
      return inserted;
    },

    async updateAnnouncement(
      id: number,
      patch: Partial<NewAnnouncementRow>,
      executor: Executor = db,
    ): Promise<AnnouncementRow | undefined> {
      const [row] = await executor.update(announcements).set(patch).where(eq(announcements.id, id)).returning();
      return row;
    },

    async deleteAnnouncement(id: number, executor: Executor = db): Promise<AnnouncementRow | undefined> {
      const [row] = await executor.delete(announcements).where(eq(announcements.id, id)).returning();
      return row;
    },

    /** Replaces every text of an announcement. */
    async replaceAnnouncementTexts(
      announcementId: number,
      texts: Array<{ language: string; title: string; content: string; imageUrl: string | null }>,
      executor: Executor = db,
    ): Promise<void> {
      await executor.delete(announcementTexts).where(eq(announcementTexts.announcementId, announcementId));
      if (texts.length > 0) {
        await executor.insert(announcementTexts).values(texts.map((text) => ({ ...text, announcementId })));
      }
    },
  };
};

export type ContentRepository = ReturnType<typeof createContentRepository>;
