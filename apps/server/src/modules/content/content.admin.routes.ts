import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AnnouncementInputSchema,
  ContentIdParamsSchema,
  CustomerServiceInputSchema,
  DeletedSchema,
  HelpTopicInputSchema,
  ResourceInputSchema,
  StaffAnnouncementListQuerySchema,
  StaffAnnouncementListSchema,
  StaffAnnouncementSchema,
  StaffCustomerServiceListSchema,
  StaffCustomerServiceSchema,
  StaffHelpTopicListSchema,
  StaffHelpTopicSchema,
  StaffResourceListSchema,
  StaffResourceSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';

const tags = ['back office'];

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/** Staff edit what visitors read: announcements, customer-service links, resources, help topics (audited). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const announcements = app.announcementsService;
  const content = app.contentService;

  app.get(
    '/wps/admin/content/announcements',
    {
      schema: {
        tags,
        summary: 'Every announcement, of one kind or all, with every language (staff)',
        querystring: StaffAnnouncementListQuerySchema,
        response: { 200: StaffAnnouncementListSchema },
      },
    },
    async (request) => announcements.list(request.query.kind),
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
        params: ContentIdParamsSchema,
        body: AnnouncementInputSchema,
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
        response: { 200: DeletedSchema },
      },
    },
    async (request) => announcements.remove(request.params.id, actorOf(request)),
  );

  app.get(
    '/wps/admin/content/customerService',
    {
      schema: {
        tags,
        summary: 'Customer-service links, paths opened (staff)',
        response: { 200: StaffCustomerServiceListSchema },
      },
    },
    async () => content.staffCustomerService.list(),
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
    async (request) => content.staffCustomerService.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/customerService/:id',
    {
      schema: {
        tags,
        summary: 'Replace a customer-service link (staff, audited)',
        params: ContentIdParamsSchema,
        body: CustomerServiceInputSchema,
        response: { 200: StaffCustomerServiceSchema },
      },
    },
    async (request) => content.staffCustomerService.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/customerService/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer-service link (staff, audited)',
        params: ContentIdParamsSchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => content.staffCustomerService.remove(request.params.id, actorOf(request)),
  );

  app.get(
    '/wps/admin/content/resources',
    { schema: { tags, summary: 'Social and app resources (staff)', response: { 200: StaffResourceListSchema } } },
    async () => content.staffResources.list(),
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
    async (request) => content.staffResources.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/resources/:id',
    {
      schema: {
        tags,
        summary: 'Replace a resource (staff, audited)',
        params: ContentIdParamsSchema,
        body: ResourceInputSchema,
        response: { 200: StaffResourceSchema },
      },
    },
    async (request) => content.staffResources.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/resources/:id',
    {
      schema: {
        tags,
        summary: 'Delete a resource (staff, audited)',
        params: ContentIdParamsSchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => content.staffResources.remove(request.params.id, actorOf(request)),
  );

  app.get(
    '/wps/admin/content/helpTopics',
    {
      schema: {
        tags,
        summary: 'Help topics in every language (staff)',
        response: { 200: StaffHelpTopicListSchema },
      },
    },
    async () => content.staffHelpTopics.list(),
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
    async (request) => content.staffHelpTopics.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/content/helpTopics/:id',
    {
      schema: {
        tags,
        summary: 'Replace a help topic (staff, audited)',
        params: ContentIdParamsSchema,
        body: HelpTopicInputSchema,
        response: { 200: StaffHelpTopicSchema },
      },
    },
    async (request) => content.staffHelpTopics.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/wps/admin/content/helpTopics/:id',
    {
      schema: {
        tags,
        summary: 'Delete a help topic (staff, audited)',
        params: ContentIdParamsSchema,
        response: { 200: DeletedSchema },
      },
    },
    async (request) => content.staffHelpTopics.remove(request.params.id, actorOf(request)),
  );
};
