import type { z } from 'zod';

import type {
  CustomerServiceEntry,
  CustomerServiceInputSchema,
  CustomerServiceKey,
  HelpItem,
  HelpTopicInputSchema,
  LanguageCode,
  Resource,
  ResourceInputSchema,
} from '@perya/contracts';

import type { Database, Transaction } from '../../db/client';
import { cached } from '../../lib/cached';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { ContentKey } from './content.crypto';
import {
  deliveryKeyOf,
  generateContentKey,
  isSealedAtRest,
  kidOf,
  openAtRest,
  sealAtRest,
  sealForDelivery,
} from './content.crypto';
import type { ContentRepository, CustomerServiceRow, HelpTopicRow, ResourceRow } from './content.repository';
import { sanitizeRichText, toPlainText } from './content.sanitize';

export type NewHelpTopic = { tag: string; language: string; title: string; content: string; sortOrder: number };

type CustomerServiceInput = z.output<typeof CustomerServiceInputSchema>;
type ResourceInput = z.output<typeof ResourceInputSchema>;
type HelpTopicInput = z.output<typeof HelpTopicInputSchema>;

export type ContentServiceDeps = {
  db: Database;
  contentRepository: ContentRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
};

const notFound = (what: string, id: number) => new AppError('NOT_FOUND', `${what} ${id} not found`);

const toStaffResource = (row: ResourceRow) => ({
  id: row.id,
  resourceType: row.resourceType,
  url: row.url,
  labelNameEn: row.labelNameEn,
  sortOrder: row.sortOrder,
  enabled: row.enabled,
});

const toStaffHelpTopic = (row: HelpTopicRow) => ({
  id: row.id,
  tag: row.tag,
  language: row.language,
  device: row.device,
  title: row.title,
  content: row.content,
  sortOrder: row.sortOrder,
  enabled: row.enabled,
});

/**
 * Customer-service links (sealed at rest, sealed again for clients), social and app resources,
 * and help topics: what visitors read, and what staff change (audited).
 */
export const createContentService = ({ db, contentRepository, audit, clock }: ContentServiceDeps) => {
  const keys = new Map<string, ContentKey>();
  const toKey = (row: { kid: string; secret: string }): ContentKey => {
    const key = { kid: row.kid, secret: Buffer.from(row.secret, 'base64') };
    keys.set(key.kid, key);
    return key;
  };
  const currentKey = cached(
    async () => {
      const row = await contentRepository.findCurrentContentKey();
      if (!row) throw new Error('no content key: ensureDefaults() did not run');
      return toKey(row);
    },
    60_000,
    clock,
  );
  const keyFor = async (kid: string): Promise<ContentKey> => {
    const known = keys.get(kid);
    if (known) return known;
    const row = await contentRepository.findContentKey(kid);
    if (!row) throw new Error(`unknown content key ${kid}`);
    return toKey(row);
  };
  const openPath = async (stored: string): Promise<string> =>
    isSealedAtRest(stored) ? openAtRest(await keyFor(kidOf(stored) ?? ''), stored) : stored;
  const sealPath = async (path: string): Promise<string> => sealAtRest(await currentKey.get(), path);

  const toStaffCustomerService = async (row: CustomerServiceRow) => ({
    id: row.id,
    csPosition: row.csPosition,
    csType: row.csType,
    title: row.title,
    path: await openPath(row.path),
    sortOrder: row.sortOrder,
    enabled: row.enabled,
  });

  // Every status and permission call reads them: kept opened for 2 s.
  const customerService = cached(
    async (): Promise<CustomerServiceEntry[]> =>
      Promise.all(
        (await contentRepository.listEnabledCustomerService()).map(async (row) => ({
          csPosition: row.csPosition,
          csType: row.csType,
          title: row.title,
          path: await openPath(row.path),
        })),
      ),
    2000,
    clock,
  );

  /** Runs a staff change and its audit entry in one transaction, then forgets cached copies. */
  const audited = async <T>(
    actor: AuditActor,
    action: string,
    targetKind: string,
    work: (tx: Transaction) => Promise<{ result: T; targetId: number | string; detail?: Record<string, unknown> }>,
  ): Promise<T> => {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      await audit.record({ actor, action, targetKind, targetId: done.targetId, detail: done.detail ?? {} }, tx);
      return done.result;
    });
    customerService.invalidate();
    return result;
  };

  const helpTopicRow = (input: HelpTopicInput) => ({
    tag: input.tag,
    language: input.language,
    device: input.device,
    title: toPlainText(input.title),
    content: sanitizeRichText(input.content),
    sortOrder: input.sortOrder,
    enabled: input.enabled,
    updatedAt: clock.now(),
  });

  const requireFreeHelpTopic = async (input: HelpTopicInput, exceptId?: number) => {
    const taken = await contentRepository.findHelpTopic(input.tag, input.language, input.device);
    if (taken && taken.id !== exceptId) {
      throw new AppError('VALIDATION', `help topic ${input.tag}/${input.language} exists`, {
        fields: { tag: 'This topic is already written in this language' },
      });
    }
  };

  return {
    /** A content key to seal paths with, and every path still in plain text sealed (older installs). */
    async ensureDefaults(): Promise<void> {
      if (!(await contentRepository.findCurrentContentKey())) {
        await contentRepository.insertContentKey(generateContentKey());
      }
      currentKey.invalidate();
      for (const row of await contentRepository.listCustomerService()) {
        if (!isSealedAtRest(row.path)) {
          await contentRepository.updateCustomerService(row.id, { path: await sealPath(row.path) });
        }
      }
      customerService.invalidate();
    },

    /** Enabled customer-service links with their paths opened (for the server's own pages). */
    listCustomerService: (): Promise<CustomerServiceEntry[]> => customerService.get(),

    /** Enabled customer-service links as clients get them: paths sealed, with the key to open them. */
    async listCustomerServiceForClients(): Promise<{ entries: CustomerServiceEntry[]; key: CustomerServiceKey }> {
      const key = await currentKey.get();
      const entries = (await customerService.get()).map((entry) => ({
        ...entry,
        path: sealForDelivery(key, entry.path),
      }));
      return { entries, key: { kid: key.kid, key: deliveryKeyOf(key).toString('base64') } };
    },

    async listResources(): Promise<Resource[]> {
      const rows = await contentRepository.listEnabledResources();
      return rows.map(({ resourceType, url, labelNameEn }) => ({ resourceType, url, labelNameEn }));
    },

    /** Help topics in `language`; a topic not yet written in it shows in English. */
    async listHelpTopics(language: LanguageCode, device: string): Promise<HelpItem[]> {
      const rows = await contentRepository.listEnabledHelpTopics([...new Set([language, 'EN'])], device);
      const byTag = new Map<string, HelpTopicRow>();
      for (const row of rows) {
        const current = byTag.get(row.tag);
        if (!current || (current.language !== language && row.language === language)) byTag.set(row.tag, row);
      }
      return [...byTag.values()]
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map(({ tag, title, content }) => ({ tag, title, content }));
    },

    async addCustomerService(entries: Array<CustomerServiceEntry & { sortOrder: number }>): Promise<void> {
      const sealed = await Promise.all(entries.map(async (entry) => ({ ...entry, path: await sealPath(entry.path) })));
      await contentRepository.insertCustomerService(sealed);
      customerService.invalidate();
    },

    async addResources(resources: Array<Resource & { sortOrder: number }>): Promise<void> {
      await contentRepository.insertResources(resources);
    },

    /** Adds help topics (cleaned like staff input); a (tag, language, device) that exists is kept as operators left it. */
    async addHelpTopics(topics: NewHelpTopic[], device = 'WEB'): Promise<void> {
      await contentRepository.upsertHelpTopics(
        topics.map((topic) => ({ ...topic, content: sanitizeRichText(topic.content), device })),
      );
    },

    // ------------------------------------------------------------ staff

    staffCustomerService: {
      async list() {
        return { list: await Promise.all((await contentRepository.listCustomerService()).map(toStaffCustomerService)) };
      },
      create: async (input: CustomerServiceInput, actor: AuditActor) =>
        audited(actor, 'content.customerService.create', 'customer_service', async (tx) => {
          const [row] = await contentRepository.insertCustomerService(
            [{ ...input, path: await sealPath(input.path), updatedAt: clock.now() }],
            tx,
          );
          if (!row) throw new Error('customer service insert returned nothing');
          return {
            result: await toStaffCustomerService(row),
            targetId: row.id,
            detail: { csPosition: row.csPosition },
          };
        }),
      update: async (id: number, input: CustomerServiceInput, actor: AuditActor) =>
        audited(actor, 'content.customerService.update', 'customer_service', async (tx) => {
          const row = await contentRepository.updateCustomerService(
            id,
            { ...input, path: await sealPath(input.path), updatedAt: clock.now() },
            tx,
          );
          if (!row) throw notFound('customer service entry', id);
          return { result: await toStaffCustomerService(row), targetId: id, detail: { csPosition: row.csPosition } };
        }),
      remove: async (id: number, actor: AuditActor) =>
        audited(actor, 'content.customerService.delete', 'customer_service', async (tx) => {
          const row = await contentRepository.deleteCustomerService(id, tx);
          if (!row) throw notFound('customer service entry', id);
          return { result: { deleted: true as const }, targetId: id, detail: { csPosition: row.csPosition } };
        }),
    },

    staffResources: {
      async list() {
        return { list: (await contentRepository.listResources()).map(toStaffResource) };
      },
      create: async (input: ResourceInput, actor: AuditActor) =>
        audited(actor, 'content.resource.create', 'resource', async (tx) => {
          const [row] = await contentRepository.insertResources([{ ...input, updatedAt: clock.now() }], tx);
          if (!row) throw new Error('resource insert returned nothing');
          return { result: toStaffResource(row), targetId: row.id, detail: { resourceType: row.resourceType } };
        }),
      update: async (id: number, input: ResourceInput, actor: AuditActor) =>
        audited(actor, 'content.resource.update', 'resource', async (tx) => {
          const row = await contentRepository.updateResource(id, { ...input, updatedAt: clock.now() }, tx);
          if (!row) throw notFound('resource', id);
          return { result: toStaffResource(row), targetId: id, detail: { resourceType: row.resourceType } };
        }),
      remove: async (id: number, actor: AuditActor) =>
        audited(actor, 'content.resource.delete', 'resource', async (tx) => {
          const row = await contentRepository.deleteResource(id, tx);
          if (!row) throw notFound('resource', id);
          return { result: { deleted: true as const }, targetId: id, detail: { resourceType: row.resourceType } };
        }),
    },

    staffHelpTopics: {
      async list() {
        return { list: (await contentRepository.listHelpTopics()).map(toStaffHelpTopic) };
      },
      async create(input: HelpTopicInput, actor: AuditActor) {
        await requireFreeHelpTopic(input);
        return audited(actor, 'content.helpTopic.create', 'help_topic', async (tx) => {
          const row = await contentRepository.insertHelpTopic(helpTopicRow(input), tx);
          if (!row) await requireFreeHelpTopic(input);
          if (!row) throw new Error('help topic insert returned nothing');
          return { result: toStaffHelpTopic(row), targetId: row.id, detail: { tag: row.tag, language: row.language } };
        });
      },
      async update(id: number, input: HelpTopicInput, actor: AuditActor) {
        await requireFreeHelpTopic(input, id);
        return audited(actor, 'content.helpTopic.update', 'help_topic', async (tx) => {
          const row = await contentRepository.updateHelpTopic(id, helpTopicRow(input), tx);
          if (!row) throw notFound('help topic', id);
          return { result: toStaffHelpTopic(row), targetId: id, detail: { tag: row.tag, language: row.language } };
        });
      },
      remove: async (id: number, actor: AuditActor) =>
        audited(actor, 'content.helpTopic.delete', 'help_topic', async (tx) => {
          const row = await contentRepository.deleteHelpTopic(id, tx);
          if (!row) throw notFound('help topic', id);
          return { result: { deleted: true as const }, targetId: id, detail: { tag: row.tag, language: row.language } };
        }),
    },
  };
};

export type ContentService = ReturnType<typeof createContentService>;
