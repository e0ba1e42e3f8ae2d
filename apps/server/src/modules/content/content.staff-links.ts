import type { z } from 'zod';

import type {
  CustomerServiceInputSchema,
  HelpTopicInputSchema,
  ResourceInputSchema,
  StaffCustomerServiceListQuerySchema,
  StaffHelpTopicListQuerySchema,
  StaffResourceListQuerySchema,
} from '@perya/contracts';

import type { Database, Executor, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { ContentRepository, CustomerServiceRow, HelpTopicRow, ResourceRow } from './content.repository';
import { sanitizeRichText, toPlainText } from './content.sanitize';
import type { ContentStaffRepository } from './content.staff.repository';
import { requireVersion } from './content.versions';

type CustomerServiceInput = z.output<typeof CustomerServiceInputSchema>;
type ResourceInput = z.output<typeof ResourceInputSchema>;
type HelpTopicInput = z.output<typeof HelpTopicInputSchema>;
type Versioned<T> = T & { version: number };

export type StaffLinksDeps = {
  db: Database;
  contentRepository: ContentRepository;
  staffRepository: ContentStaffRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  /** Customer-service paths: sealed at rest, opened for staff (content.service.ts holds the keys). */
  paths: { seal: (path: string) => Promise<string>; open: (stored: string) => Promise<string> };
  /** Called after every committed change: cached copies are dropped. */
  onChange: () => void;
};

const notFound = (what: string, id: number) => new AppError('NOT_FOUND', `${what} ${id} not found`);

const common = (row: { sortOrder: number; enabled: boolean; updatedAt: Date; version: number }) => ({
  sortOrder: row.sortOrder,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const toStaffResource = (row: ResourceRow) => ({
  id: row.id,
  resourceType: row.resourceType,
  url: row.url,
  labelNameEn: row.labelNameEn,
  ...common(row),
});

const toStaffHelpTopic = (row: HelpTopicRow) => ({
  id: row.id,
  tag: row.tag,
  language: row.language,
  device: row.device,
  title: row.title,
  content: row.content,
  ...common(row),
});

const pageOf = <T>(list: T[], total: number, page: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: page.pageNo,
  pageSize: page.pageSize,
  total,
  totalPages: Math.ceil(total / page.pageSize),
});

/**
 * What staff do with customer-service links, social and app resources, and help topics: lists
 * filtered and paged on the server, edits at the version opened, each change with its audit
 * entry (before and after) in one transaction.
 */
export const createStaffLinks = (deps: StaffLinksDeps) => {
  const { db, contentRepository, staffRepository, audit, clock, paths } = deps;

  const toStaffCustomerService = async (row: CustomerServiceRow) => ({
    id: row.id,
    csPosition: row.csPosition,
    csType: row.csType,
    title: row.title,
    path: await paths.open(row.path),
    ...common(row),
  });

  /** One change: the work, then the audit entry with before and after, in one transaction. */
  const change = async <Before, After>(
    actor: AuditActor,
    action: string,
    targetKind: string,
    work: (tx: Transaction) => Promise<{ before: Before; after: After; id: number }>,
  ) => {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      await audit.record(
        { actor, action, targetKind, targetId: done.id, detail: { before: done.before, after: done.after } },
        tx,
      );
      return done;
    });
    deps.onChange();
    return result;
  };

  /** Reads a record FOR UPDATE and checks the version opened (when given). */
  const locked = async <Row extends { version: number }>(
    what: string,
    id: number,
    lock: (id: number, executor: Executor) => Promise<Row | undefined>,
    tx: Transaction,
    version: number | undefined,
  ): Promise<Row> => {
    const row = await lock(id, tx);
    if (!row) throw notFound(what, id);
    if (version !== undefined) requireVersion(what, id, row.version, version);
    return row;
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

  const requireFreeHelpTopic = async (input: HelpTopicInput, exceptId: number | undefined, tx: Transaction) => {
    const taken = await contentRepository.findHelpTopic(input.tag, input.language, input.device, tx);
    if (taken && taken.id !== exceptId) {
      throw new AppError('VALIDATION', `help topic ${input.tag}/${input.language} exists`, {
        fields: { tag: 'This topic is already written in this language' },
      });
    }
  };

  const customerService = {
    async list(query: Omit<z.output<typeof StaffCustomerServiceListQuerySchema>, 'format'>) {
      const { pageNo, pageSize, sort, order, ...filter } = query;
      const { rows, total } = await staffRepository.listCustomerService(filter, { sort, order }, { pageNo, pageSize });
      return pageOf(await Promise.all(rows.map(toStaffCustomerService)), total, { pageNo, pageSize });
    },
    create: async (input: CustomerServiceInput, actor: AuditActor) =>
      (
        await change(actor, 'content.customerService.create', 'customer_service', async (tx) => {
          const [row] = await contentRepository.insertCustomerService(
            [{ ...input, path: await paths.seal(input.path), updatedAt: clock.now() }],
            tx,
          );
          if (!row) throw new Error('customer service insert returned nothing');
          return { before: null, after: await toStaffCustomerService(row), id: row.id };
        })
      ).after,
    update: async (id: number, input: Versioned<CustomerServiceInput>, actor: AuditActor) =>
      (
        await change(actor, 'content.customerService.update', 'customer_service', async (tx) => {
          const existing = await locked(
            'customer service entry',
            id,
            staffRepository.lockCustomerService,
            tx,
            input.version,
          );
          const { version: _version, ...fields } = input;
          const row = await contentRepository.updateCustomerService(
            id,
            { ...fields, path: await paths.seal(fields.path), updatedAt: clock.now(), version: existing.version + 1 },
            tx,
          );
          if (!row) throw notFound('customer service entry', id);
          return { before: await toStaffCustomerService(existing), after: await toStaffCustomerService(row), id };
        })
      ).after,
    remove: async (id: number, version: number | undefined, actor: AuditActor) => {
      await change(actor, 'content.customerService.delete', 'customer_service', async (tx) => {
        const existing = await locked('customer service entry', id, staffRepository.lockCustomerService, tx, version);
        await contentRepository.deleteCustomerService(id, tx);
        return { before: await toStaffCustomerService(existing), after: null, id };
      });
      return { deleted: true as const };
    },
  };

  const resources = {
    async list(query: Omit<z.output<typeof StaffResourceListQuerySchema>, 'format'>) {
      const { pageNo, pageSize, sort, order, ...filter } = query;
      const { rows, total } = await staffRepository.listResources(filter, { sort, order }, { pageNo, pageSize });
      return pageOf(rows.map(toStaffResource), total, { pageNo, pageSize });
    },
    create: async (input: ResourceInput, actor: AuditActor) =>
      (
        await change(actor, 'content.resource.create', 'resource', async (tx) => {
          const [row] = await contentRepository.insertResources([{ ...input, updatedAt: clock.now() }], tx);
          if (!row) throw new Error('resource insert returned nothing');
          return { before: null, after: toStaffResource(row), id: row.id };
        })
      ).after,
    update: async (id: number, input: Versioned<ResourceInput>, actor: AuditActor) =>
      (
        await change(actor, 'content.resource.update', 'resource', async (tx) => {
          const existing = await locked('resource', id, staffRepository.lockResource, tx, input.version);
          const { version: _version, ...fields } = input;
          const row = await contentRepository.updateResource(
            id,
            { ...fields, updatedAt: clock.now(), version: existing.version + 1 },
            tx,
          );
          if (!row) throw notFound('resource', id);
          return { before: toStaffResource(existing), after: toStaffResource(row), id };
        })
      ).after,
    remove: async (id: number, version: number | undefined, actor: AuditActor) => {
      await change(actor, 'content.resource.delete', 'resource', async (tx) => {
        const existing = await locked('resource', id, staffRepository.lockResource, tx, version);
        await contentRepository.deleteResource(id, tx);
        return { before: toStaffResource(existing), after: null, id };
      });
      return { deleted: true as const };
    },
  };

  const helpTopics = {
    async list(query: Omit<z.output<typeof StaffHelpTopicListQuerySchema>, 'format'>) {
      const { pageNo, pageSize, sort, order, ...filter } = query;
      const { rows, total } = await staffRepository.listHelpTopics(filter, { sort, order }, { pageNo, pageSize });
      return pageOf(rows.map(toStaffHelpTopic), total, { pageNo, pageSize });
    },
    create: async (input: HelpTopicInput, actor: AuditActor) =>
      (
        await change(actor, 'content.helpTopic.create', 'help_topic', async (tx) => {
          await requireFreeHelpTopic(input, undefined, tx);
          const row = await contentRepository.insertHelpTopic(helpTopicRow(input), tx);
          if (!row) await requireFreeHelpTopic(input, undefined, tx);
          if (!row) throw new Error('help topic insert returned nothing');
          return { before: null, after: toStaffHelpTopic(row), id: row.id };
        })
      ).after,
    update: async (id: number, input: Versioned<HelpTopicInput>, actor: AuditActor) =>
      (
        await change(actor, 'content.helpTopic.update', 'help_topic', async (tx) => {
          const existing = await locked('help topic', id, staffRepository.lockHelpTopic, tx, input.version);
          await requireFreeHelpTopic(input, id, tx);
          const row = await contentRepository.updateHelpTopic(
            id,
            { ...helpTopicRow(input), version: existing.version + 1 },
            tx,
          );
          if (!row) throw notFound('help topic', id);
          return { before: toStaffHelpTopic(existing), after: toStaffHelpTopic(row), id };
        })
      ).after,
    remove: async (id: number, version: number | undefined, actor: AuditActor) => {
      await change(actor, 'content.helpTopic.delete', 'help_topic', async (tx) => {
        const existing = await locked('help topic', id, staffRepository.lockHelpTopic, tx, version);
        await contentRepository.deleteHelpTopic(id, tx);
        return { before: toStaffHelpTopic(existing), after: null, id };
      });
      return { deleted: true as const };
    },
  };

  return { customerService, resources, helpTopics };
};

export type StaffLinks = ReturnType<typeof createStaffLinks>;
