import type { CustomerServiceEntry, CustomerServiceKey, HelpItem, LanguageCode, Resource } from '@perya/contracts';

import { cached } from '../../lib/cached';
import type { Clock } from '../../lib/clock';
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
import type { ContentRepository, HelpTopicRow } from './content.repository';
import { sanitizeRichText } from './content.sanitize';

export type NewHelpTopic = { tag: string; language: string; title: string; content: string; sortOrder: number };

export type ContentServiceDeps = {
  contentRepository: ContentRepository;
  clock: Clock;
};

/**
 * Customer-service links (sealed at rest, sealed again for clients), social and app resources,
 * and help topics as visitors read them (staff change them through content.staff-links.ts).
 */
export const createContentService = ({ contentRepository, clock }: ContentServiceDeps) => {
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

    /** Paths of customer-service links as stored (sealed) and as staff read them (opened). */
    paths: { seal: sealPath, open: openPath },

    /** Forgets the cached links (after a staff change). */
    refresh: () => customerService.invalidate(),
  };
};

export type ContentService = ReturnType<typeof createContentService>;
