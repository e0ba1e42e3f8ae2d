import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  MarkAllReadResultSchema,
  MessageIdParamsSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  PlatformMessageSchema,
  SendMessageRequestSchema,
  SentMessagePageSchema,
  SentMessageQuerySchema,
  SentMessageSchema,
  UnreadCountSchema,
} from '@perya/contracts';

import { memberOf, staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';

const tags = ['messages'];

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/** Platform messages (messageV2, spec §2.5): a member's inbox, and staff sending (audited). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.messagesService;

  app.get(
    '/wps/messages',
    {
      schema: {
        tags,
        summary: 'My platform messages, newest first (unreadFirst puts unread on top) (tok)',
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema },
      },
    },
    async (request) => messages.list(memberOf(request).id, request.query, request.language),
  );

  app.get(
    '/wps/messages/:id',
    {
      schema: {
        tags,
        summary: 'One of my messages; reading it marks it read (tok)',
        params: MessageIdParamsSchema,
        response: { 200: PlatformMessageSchema },
      },
    },
    async (request) => messages.read(memberOf(request).id, request.params.id, request.language),
  );

  app.post(
    '/wps/messages/readAll',
    {
      schema: {
        tags,
        summary: 'Mark all my messages read (tok)',
        response: { 200: MarkAllReadResultSchema },
      },
    },
    async (request) => messages.readAll(memberOf(request).id),
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      schema: {
        tags,
        summary: 'How many of my messages are unread (tok; not for trial accounts)',
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => messages.unreadCount(memberOf(request).id),
  );

  app.get(
    '/wps/admin/messages',
    {
      schema: {
        tags: ['back office'],
        summary: 'Messages sent, newest first (staff)',
        querystring: SentMessageQuerySchema,
        response: { 200: SentMessagePageSchema },
      },
    },
    async (request) => messages.listSent(request.query),
  );

  app.post(
    '/wps/admin/messages',
    {
      schema: {
        tags: ['back office'],
        summary: 'Send a message to one member, every member or every agent; HTML is cleaned on save (staff, audited)',
        body: SendMessageRequestSchema,
        response: { 200: SentMessageSchema },
      },
    },
    async (request) => messages.send(request.body, actorOf(request)),
  );
};
