import type { CustomerServiceEntry, HelpItem, LanguageCode, Resource } from '@perya/contracts';

import type { ContentRepository, HelpTopicRow } from './content.repository';

export type NewHelpTopic = { tag: string; language: string; title: string; content: string; sortOrder: number };

export type ContentServiceDeps = { contentRepository: ContentRepository };

export const createContentService = ({ contentRepository }: ContentServiceDeps) => ({
  async listCustomerService(): Promise<CustomerServiceEntry[]> {
    const rows = await contentRepository.listEnabledCustomerService();
    return rows.map(({ csPosition, csType, title, path }) => ({ csPosition, csType, title, path }));
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
    await contentRepository.insertCustomerService(entries);
  },

  async addResources(resources: Array<Resource & { sortOrder: number }>): Promise<void> {
    await contentRepository.insertResources(resources);
  },

  /** Adds help topics; a (tag, language, device) that exists is kept as operators left it. */
  async addHelpTopics(topics: NewHelpTopic[], device = 'WEB'): Promise<void> {
    await contentRepository.upsertHelpTopics(topics.map((topic) => ({ ...topic, device })));
  },
});

export type ContentService = ReturnType<typeof createContentService>;
