import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AnnouncementInputSchema,
  AnnouncementUpdateSchema,
  BannerOrderInputSchema,
  BannerOrderSchema,
  ContentDeleteQuerySchema,
  ContentIdParamsSchema,
  CustomerServiceInputSchema,
  CustomerServiceUpdateSchema,
  DeletedSchema,
  HelpTopicInputSchema,
  HelpTopicUpdateSchema,
  ResourceInputSchema,
  ResourceUpdateSchema,
  StaffAnnouncementListQuerySchema,
  StaffCustomerServiceListQuerySchema,
  StaffHelpTopicListQuerySchema,
  StaffResourceListQuerySchema,
  StaffAnnouncementListSchema,
  StaffAnnouncementSchema,
  StaffCustomerServiceListSchema,
  StaffCustomerServiceSchema,
  StaffHelpTopicListSchema,
  StaffHelpTopicSchema,
  StaffResourceListSchema,
  StaffResourceSchema,
} from '@perya/contracts';

import type { StaffAnnouncement } from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';
import { contentCsv, sendCsv } from './content.csv';

const tags = ['back office'];

/** The CSV columns of each content list: its record's fields (texts and images as JSON). */
const ANNOUNCEMENT_CSV_COLUMNS = [
  'id',
  'kind',
  'titleEN',
  'titleTY',
  'titlePT',
  'groupName',
  'execution',
  'category',
  'enabled',
  'startsAt',
  'endsAt',
  'sequence',
  'url',
  'linkageType',
  'linkage',
  'updatedAt',
  'version',
] as const;
/** An announcement's titles one column per language (its HTML content stays out of a spreadsheet). */
const flatAnnouncement = (row: StaffAnnouncement): Record<string, unknown> => ({
  ...row,
  titleEN: row.texts.EN?.title ?? null,
  titleTY: row.texts.TY?.title ?? null,
  titlePT: row.texts.PT?.title ?? null,
});
const COLUMNS = {
  customerService: Object.keys(StaffCustomerServiceSchema.shape),
  resources: Object.keys(StaffResourceSchema.shape),
  helpTopics: Object.keys(StaffHelpTopicSchema.shape),
};

const actorOf = (request: FastifyRequest): AuditActor & { kind: 'STAFF' } => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

const edit = 'Carries the `version` opened; a record changed since is refused (STALE_RECORD, 409)';

/** Staff edit what visitors read: announcements, customer-service links, resources, help topics (audited). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements, links } = app.staffContent;

  app.get(
    '/wps/admin/content/announcements',
    {
      schema: {
        tags,
        summary:
          'Announcements with every language, filtered (kind, banner group, popup execution, state, words), sorted and paged; format=csv exports every match (staff)',
        querystring: StaffAnnouncementListQuerySchema,
        response: { 200: StaffAnnouncementListSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format !== 'csv') return announcements.list(query);
      const csv = await contentCsv(
        (page) => announcements.list({ ...query, ...page }),
        ANNOUNCEMENT_CSV_COLUMNS,
        flatAnnouncement,
      );
      return sendCsv(reply as unknown as FastifyReply, `${query.kind?.toLowerCase() ?? 'announcement'}s`, csv);
    },
  );

  app.post(
    '/wps/admin/content/announcements',
    {
      schema: {
        tags,
        summary:
          'Create a banner, notice, popup, promotion or notice-bar line; HTML is cleaned on save (staff, audited)',
        body: AnnouncementInputSchema,
        response: { 200: StaffAnnouncementSchema },
      },
    },
    async (request) => announcements.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Replace an announcement (its kind stays) (staff, audited)',
        description: edit,
        params: ContentIdParamsSchema,
        body: AnnouncementUpdateSchema,
        response: { 200: StaffAnnouncementSchema },
      },
    },
    async (request) => announcements.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Delete an announcement (staff, audited)',
        params: ContentIdParamsSchema,
        querystring: ContentDeleteQuerySchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => announcements.remove(request.params.id, request.query.version, actorOf(request)),
  );

  app.post(
    '/wps/admin/content/banners/order',
    {
      schema: {
        tags,
        summary: "Order a banner group: every banner of the group's ids, first shown first (staff, audited)",
        description: 'A banner added to or removed from the group since it was opened: STALE_RECORD (409)',
        body: BannerOrderInputSchema,
        response: { 200: BannerOrderSchema },
      },
    },
    async (request) => announcements.orderBanners(request.body, actorOf(request)),
  );

  app.get(
    '/wps/admin/content/customerService',
    {
      schema: {
        tags,
        summary:
          'Customer-service links, paths opened; filtered, sorted and paged; format=csv exports every match (staff)',
        querystring: StaffCustomerServiceListQuerySchema,
        response: { 200: StaffCustomerServiceListSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format !== 'csv') return links.customerService.list(query);
      const csv = await contentCsv(
        (page) => links.customerService.list({ ...query, ...page }),
        COLUMNS.customerService,
      );
      return sendCsv(reply as unknown as FastifyReply, 'customer-service', csv);
    },
  );

  app.post(
    '/wps/admin/content/customerService',
    {
      schema: {
        tags,
        summary: 'Add a customer-service link; the path is stored sealed (staff, audited)',
        body: CustomerServiceInputSchema,
        response: { 200: StaffCustomerServiceSchema },
      },
    },
    async (request) => links.customerService.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/customerService/:id',
    {
      schema: {
        tags,
        summary: 'Replace a customer-service link (staff, audited)',
        description: edit,
        params: ContentIdParamsSchema,
        body: CustomerServiceUpdateSchema,
        response: { 200: StaffCustomerServiceSchema },
      },
    },
    async (request) => links.customerService.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/customerService/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer-service link (staff, audited)',
        params: ContentIdParamsSchema,
        querystring: ContentDeleteQuerySchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => links.customerService.remove(request.params.id, request.query.version, actorOf(request)),
  );

  app.get(
    '/wps/admin/content/resources',
    {
      schema: {
        tags,
        summary:
          'Social links and app resources; filtered (SOCIAL / OTHER), sorted and paged; format=csv exports every match (staff)',
        querystring: StaffResourceListQuerySchema,
        response: { 200: StaffResourceListSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format !== 'csv') return links.resources.list(query);
      const csv = await contentCsv((page) => links.resources.list({ ...query, ...page }), COLUMNS.resources);
      return sendCsv(reply as unknown as FastifyReply, 'resources', csv);
    },
  );

  app.post(
    '/wps/admin/content/resources',
    {
      schema: {
        tags,
        summary: 'Add a social or app resource (staff, audited)',
        body: ResourceInputSchema,
        response: { 200: StaffResourceSchema },
      },
    },
    async (request) => links.resources.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/resources/:id',
    {
      schema: {
        tags,
        summary: 'Replace a resource (staff, audited)',
        description: edit,
        params: ContentIdParamsSchema,
        body: ResourceUpdateSchema,
        response: { 200: StaffResourceSchema },
      },
    },
    async (request) => links.resources.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/resources/:id',
    {
      schema: {
        tags,
        summary: 'Delete a resource (staff, audited)',
        params: ContentIdParamsSchema,
        querystring: ContentDeleteQuerySchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => links.resources.remove(request.params.id, request.query.version, actorOf(request)),
  );

  app.get(
    '/wps/admin/content/helpTopics',
    {
      schema: {
        tags,
        summary: 'Help topics in every language; filtered, sorted and paged; format=csv exports every match (staff)',
        querystring: StaffHelpTopicListQuerySchema,
        response: { 200: StaffHelpTopicListSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format !== 'csv') return links.helpTopics.list(query);
      const csv = await contentCsv((page) => links.helpTopics.list({ ...query, ...page }), COLUMNS.helpTopics);
      return sendCsv(reply as unknown as FastifyReply, 'help-topics', csv);
    },
  );

  app.post(
    '/wps/admin/content/helpTopics',
    {
      schema: {
        tags,
        summary: 'Write a help topic in one language; HTML is cleaned on save (staff, audited)',
        body: HelpTopicInputSchema,
        response: { 200: StaffHelpTopicSchema },
      },
    },
    async (request) => links.helpTopics.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/helpTopics/:id',
    {
      schema: {
        tags,
        summary: 'Replace a help topic (staff, audited)',
        description: edit,
        params: ContentIdParamsSchema,
        body: HelpTopicUpdateSchema,
        response: { 200: StaffHelpTopicSchema },
      },
    },
    async (request) => links.helpTopics.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/helpTopics/:id',
    {
      schema: {
        tags,
        summary: 'Delete a help topic (staff, audited)',
        params: ContentIdParamsSchema,
        querystring: ContentDeleteQuerySchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => links.helpTopics.remove(request.params.id, request.query.version, actorOf(request)),
  );
};
