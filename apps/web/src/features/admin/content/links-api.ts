import type { z } from 'zod';

import {
  DeletedSchema,
  StaffCustomerServiceListSchema,
  StaffCustomerServiceSchema,
  StaffHelpTopicListSchema,
  StaffHelpTopicSchema,
  StaffResourceListSchema,
  StaffResourceSchema,
} from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// Customer-service links, resources (social links among them) and help topics: one shape for the
// screen's three tables (decision 031: edits carry the version opened).

export type LinkKind = 'customerService' | 'resources' | 'helpTopics';
type Field = { key: string; multiline?: boolean; options?: readonly string[] };

export const LINK_KINDS: Record<
  LinkKind,
  { path: string; list: z.ZodType; item: z.ZodType; fields: Field[]; columns: string[]; sort: string }
> = {
  customerService: {
    path: '/wps/admin/content/customerService',
    list: StaffCustomerServiceListSchema,
    item: StaffCustomerServiceSchema,
    fields: [{ key: 'csPosition' }, { key: 'csType' }, { key: 'title' }, { key: 'path' }],
    columns: ['csPosition', 'csType', 'title', 'path'],
    sort: 'sortOrder',
  },
  resources: {
    path: '/wps/admin/content/resources',
    list: StaffResourceListSchema,
    item: StaffResourceSchema,
    fields: [{ key: 'resourceType' }, { key: 'url' }, { key: 'labelNameEn' }],
    columns: ['resourceType', 'url', 'labelNameEn'],
    sort: 'sortOrder',
  },
  helpTopics: {
    path: '/wps/admin/content/helpTopics',
    list: StaffHelpTopicListSchema,
    item: StaffHelpTopicSchema,
    fields: [
      { key: 'tag' },
      { key: 'language', options: ['EN', 'TY', 'PT'] },
      { key: 'title' },
      { key: 'content', multiline: true },
    ],
    columns: ['tag', 'language', 'title'],
    sort: 'sortOrder',
  },
};

export type LinkRow = Record<string, string | number | boolean> & {
  id: number;
  version: number;
  sortOrder: number;
  enabled: boolean;
};

export const saveLink = ({ kind, id, body }: { kind: LinkKind; id: number | null; body: Record<string, unknown> }) => {
  const { path, item } = LINK_KINDS[kind];
  return id === null ? adminApi.post(path, item, body) : adminApi.put(`${path}/${id}`, item, body);
};

export const deleteLink = ({ kind, row }: { kind: LinkKind; row: LinkRow }) =>
  adminApi.delete(`${LINK_KINDS[kind].path}/${row.id}`, DeletedSchema, { version: row.version });
