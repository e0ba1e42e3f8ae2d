import type { SQL } from 'drizzle-orm';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { AnnouncementKind, AnnouncementState, BannerGroup, PopupExecution } from '@perya/contracts';
import { SOCIAL_RESOURCE_TYPES } from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { AnnouncementWithTexts } from './content.repository';
import {
  announcementTexts,
  announcements,
  contentImages,
  customerServiceEntries,
  helpTopics,
  siteResources,
} from './content.tables';

// The back office's reads and writes of content: lists filtered, sorted and paged in SQL (sort
// keys whitelisted by the contracts' enums), rows read FOR UPDATE before an edit (the audit's
// "before" and the version check), banner order, uploaded pictures.

export type Page = { pageNo: number; pageSize: number };
export type SortOrder = 'asc' | 'desc';

/** `%words%` for ILIKE with the pattern's own characters taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const ordered = (column: PgColumn, order: SortOrder, id: PgColumn) =>
  order === 'desc' ? [desc(column), desc(id)] : [asc(column), asc(id)];

const totalOf = async (executor: Executor, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [counted] = await executor.select({ total: count() }).from(table).where(where);
  return counted?.total ?? 0;
};

const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

export type AnnouncementFilter = {
  kind?: AnnouncementKind | undefined;
  groupName?: BannerGroup | undefined;
  execution?: PopupExecution | undefined;
  state?: AnnouncementState | undefined;
  enabled?: boolean | undefined;
  q?: string | undefined;
  sort: 'sequence' | 'startsAt' | 'endsAt' | 'updatedAt' | 'id';
  order: SortOrder;
};

const stateCondition = (state: AnnouncementState, now: Date): SQL | undefined => {
  switch (state) {
    case 'OFF':
      return eq(announcements.enabled, false);
    case 'SCHEDULED':
      return and(eq(announcements.enabled, true), gt(announcements.startsAt, now));
    case 'ENDED':
      return and(eq(announcements.enabled, true), isNotNull(announcements.endsAt), lte(announcements.endsAt, now));
    case 'LIVE':
      return and(
        eq(announcements.enabled, true),
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      );
  }
};

export const createContentStaffRepository = (db: Executor) => {
  const withTexts = async (rows: Array<typeof announcements.$inferSelect>, executor: Executor) => {
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
    async listAnnouncements(
      filter: AnnouncementFilter,
      page: Page,
      now: Date,
      executor: Executor = db,
    ): Promise<{ rows: AnnouncementWithTexts[]; total: number }> {
      const where = and(
        filter.kind ? eq(announcements.kind, filter.kind) : undefined,
        filter.groupName ? eq(announcements.groupName, filter.groupName) : undefined,
        filter.execution ? eq(announcements.execution, filter.execution) : undefined,
        filter.enabled === undefined ? undefined : eq(announcements.enabled, filter.enabled),
        filter.state ? stateCondition(filter.state, now) : undefined,
        filter.q
          ? exists(
              executor
                .select({ one: sql`1` })
                .from(announcementTexts)
                .where(
                  and(
                    eq(announcementTexts.announcementId, announcements.id),
                    ilike(announcementTexts.title, containing(filter.q)),
                  ),
                ),
            )
          : undefined,
      );
      const column = {
        sequence: announcements.sequence,
        startsAt: announcements.startsAt,
        endsAt: announcements.endsAt,
        updatedAt: announcements.updatedAt,
        id: announcements.id,
      }[filter.sort];
      const [rows, total] = await Promise.all([
        executor
          .select()
          .from(announcements)
          .where(where)
          .orderBy(...ordered(column, filter.order, announcements.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        totalOf(executor, announcements, where),
      ]);
      return { rows: await withTexts(rows, executor), total };
    },

    /** The announcement with its texts, locked for the rest of the transaction. */
    async lockAnnouncement(id: number, executor: Executor): Promise<AnnouncementWithTexts | undefined> {
      const rows = await executor.select().from(announcements).where(eq(announcements.id, id)).for('update');
      return (await withTexts(rows, executor))[0];
    },

    /** Every banner of a group, locked (the order is rewritten as a whole). */
    async lockBannerGroup(groupName: BannerGroup, executor: Executor) {
      return executor
        .select({ id: announcements.id, sequence: announcements.sequence, version: announcements.version })
        .from(announcements)
        .where(and(eq(announcements.kind, 'BANNER'), eq(announcements.groupName, groupName)))
        .orderBy(asc(announcements.id))
        .for('update');
    },

    async setSequence(id: number, sequence: number, now: Date, executor: Executor) {
      await executor
        .update(announcements)
        .set({ sequence, updatedAt: now, version: sql`${announcements.version} + 1` })
        .where(eq(announcements.id, id));
    },

    async listAnnouncementsByIds(ids: number[], executor: Executor = db): Promise<AnnouncementWithTexts[]> {
      if (ids.length === 0) return [];
      const rows = await executor.select().from(announcements).where(inArray(announcements.id, ids));
      return withTexts(rows, executor);
    },

    // ------------------------------------------------------------ customer service, resources, help

    async listCustomerService(
      filter: { csType?: string | undefined; enabled?: boolean | undefined; q?: string | undefined },
      sort: { sort: 'sortOrder' | 'csPosition' | 'title' | 'updatedAt' | 'id'; order: SortOrder },
      page: Page,
      executor: Executor = db,
    ) {
      const table = customerServiceEntries;
      const where = and(
        filter.csType ? eq(table.csType, filter.csType) : undefined,
        filter.enabled === undefined ? undefined : eq(table.enabled, filter.enabled),
        filter.q
          ? or(ilike(table.title, containing(filter.q)), ilike(table.csPosition, containing(filter.q)))
          : undefined,
      );
      const column = {
        sortOrder: table.sortOrder,
        csPosition: table.csPosition,
        title: table.title,
        updatedAt: table.updatedAt,
        id: table.id,
      }[sort.sort];
      const [rows, total] = await Promise.all([
        executor
          .select()
          .from(table)
          .where(where)
          .orderBy(...ordered(column, sort.order, table.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        totalOf(executor, table, where),
      ]);
      return { rows, total };
    },

    async listResources(
      filter: {
        resourceType?: string | undefined;
        group?: 'SOCIAL' | 'OTHER' | undefined;
        enabled?: boolean | undefined;
        q?: string | undefined;
      },
      sort: { sort: 'sortOrder' | 'resourceType' | 'updatedAt' | 'id'; order: SortOrder },
      page: Page,
      executor: Executor = db,
    ) {
      const table = siteResources;
      const social = [...SOCIAL_RESOURCE_TYPES];
      const where = and(
        filter.resourceType ? eq(table.resourceType, filter.resourceType) : undefined,
        filter.group === 'SOCIAL' ? inArray(table.resourceType, social) : undefined,
        filter.group === 'OTHER' ? notInArray(table.resourceType, social) : undefined,
        filter.enabled === undefined ? undefined : eq(table.enabled, filter.enabled),
        filter.q
          ? or(ilike(table.labelNameEn, containing(filter.q)), ilike(table.url, containing(filter.q)))
          : undefined,
      );
      const column = {
        sortOrder: table.sortOrder,
        resourceType: table.resourceType,
        updatedAt: table.updatedAt,
        id: table.id,
      }[sort.sort];
      const [rows, total] = await Promise.all([
        executor
          .select()
          .from(table)
          .where(where)
          .orderBy(...ordered(column, sort.order, table.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        totalOf(executor, table, where),
      ]);
      return { rows, total };
    },

    async listHelpTopics(
      filter: {
        tag?: string | undefined;
        language?: string | undefined;
        enabled?: boolean | undefined;
        q?: string | undefined;
      },
      sort: { sort: 'sortOrder' | 'tag' | 'title' | 'updatedAt' | 'id'; order: SortOrder },
      page: Page,
      executor: Executor = db,
    ) {
      const table = helpTopics;
      const where = and(
        filter.tag ? eq(table.tag, filter.tag) : undefined,
        filter.language ? eq(table.language, filter.language) : undefined,
        filter.enabled === undefined ? undefined : eq(table.enabled, filter.enabled),
        filter.q ? ilike(table.title, containing(filter.q)) : undefined,
      );
      const column = {
        sortOrder: table.sortOrder,
        tag: table.tag,
        title: table.title,
        updatedAt: table.updatedAt,
        id: table.id,
      }[sort.sort];
      const [rows, total] = await Promise.all([
        executor
          .select()
          .from(table)
          .where(where)
          .orderBy(...ordered(column, sort.order, table.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        totalOf(executor, table, where),
      ]);
      return { rows, total };
    },

    lockCustomerService: async (id: number, executor: Executor) =>
      (await executor.select().from(customerServiceEntries).where(eq(customerServiceEntries.id, id)).for('update'))[0],
    lockResource: async (id: number, executor: Executor) =>
      (await executor.select().from(siteResources).where(eq(siteResources.id, id)).for('update'))[0],
    lockHelpTopic: async (id: number, executor: Executor) =>
      (await executor.select().from(helpTopics).where(eq(helpTopics.id, id)).for('update'))[0],

    // ------------------------------------------------------------ pictures

    async insertImage(row: typeof contentImages.$inferInsert, executor: Executor = db) {
      await executor.insert(contentImages).values(row).onConflictDoNothing();
    },

    async findImage(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(contentImages).where(eq(contentImages.id, id));
      return row;
    },
  };
};

export type ContentStaffRepository = ReturnType<typeof createContentStaffRepository>;
