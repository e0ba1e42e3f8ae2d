import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatModelListSchema,
  ChatRoomIdParamsSchema,
  ChatRoomStateSchema,
  ChatRoomTokenParamsSchema,
  LaunchChatRequestSchema,
  LaunchChatResultSchema,
  PostChatMessageRequestSchema,
  StaffChatRoomListSchema,
  StaffChatRoomQuerySchema,
  textLanguage,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';
import { CHAT_SCRIPT, renderChatPage, renderMissingChatPage } from './chat.page';
import type { ChatVisitor } from './chat.service';

const tags = ['live chat'];
// Customer service stays reachable during maintenance and from blocked regions: those pages send visitors to it.
const open = { systemGate: 'open' } as const;

const visitorOf = (request: FastifyRequest): ChatVisitor =>
  request.auth.kind === 'player' ? { kind: 'player', memberId: request.auth.member.id } : { kind: 'anonymous' };

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(body);

/** A room link that is malformed or unknown gets a page, not an error envelope: a person opened it. */
const RoomPageParamsSchema = z.object({ roomToken: z.string().max(128) });

/** Live chat (spec §7.2): the queues, launching, the built-in room page and its calls, and staff answering. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.chatService;

  app.get(
    '/wps/relay/CBS_modelList',
    {
      config: open,
      schema: {
        tags,
        summary: 'The chat queues (deposit help, account help, VIP host …) in the caller language',
        response: { 200: ChatModelListSchema },
      },
    },
    async (request) => chat.listModels(request.language),
  );

  app.post(
    '/wps/relay/CBS_launchChat',
    {
      config: { ...open, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Open a chat with a queue; a guest gives a display name. Open chatUrl in a new tab',
        body: LaunchChatRequestSchema,
        response: { 200: LaunchChatResultSchema },
      },
    },
    async (request) => chat.launch(request.body, visitorOf(request), request.language),
  );

  app.get(
    '/chat/:roomToken',
    { config: open, schema: { tags, summary: 'The built-in chat room page (HTML)', params: RoomPageParamsSchema } },
    async (request, reply) => {
      const { roomToken } = request.params;
      const language = textLanguage(request.language);
      if (!ChatRoomTokenParamsSchema.safeParse({ roomToken }).success) {
        return html(reply, 404, renderMissingChatPage(language));
      }
      try {
        return html(reply, 200, renderChatPage({ token: roomToken, ...(await chat.openRoomPage(roomToken)) }));
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          return html(reply, 404, renderMissingChatPage(language));
        throw error;
      }
    },
  );

  app.post(
    '/chat/:roomToken',
    {
      config: { ...open, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send from the room page without JavaScript (form post), then back to the page',
        params: ChatRoomTokenParamsSchema,
        body: PostChatMessageRequestSchema,
      },
    },
    async (request, reply) => {
      await chat.postVisitorMessage(request.params.roomToken, request.body.body);
      return reply.redirect(`/chat/${request.params.roomToken}`, 303);
    },
  );

  app.get(
    '/chat/assets/chat.js',
    { config: open, schema: { tags, summary: 'The room page script (sending, polling every 3 s)' } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHAT_SCRIPT),
  );

  app.get(
    '/wps/chat/rooms/:roomToken/messages',
    {
      config: open,
      schema: {
        tags,
        summary: 'Messages of a room after a message id, and whether it is open (the room token is the credential)',
        params: ChatRoomTokenParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatRoomStateSchema },
      },
    },
    async (request) => chat.readRoom(request.params.roomToken, request.query.after),
  );

  app.post(
    '/wps/chat/rooms/:roomToken/messages',
    {
      config: { ...open, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The visitor writes in the room; answers what was added',
        params: ChatRoomTokenParamsSchema,
        body: PostChatMessageRequestSchema,
        response: { 200: ChatRoomStateSchema },
      },
    },
    async (request) => chat.postVisitorMessage(request.params.roomToken, request.body.body),
  );

  app.get(
    '/wps/admin/chat/rooms',
    {
      schema: {
        tags: ['back office'],
        summary: 'Chat rooms, latest activity first; isAwaitingAgent marks the ones to answer (staff)',
        querystring: StaffChatRoomQuerySchema,
        response: { 200: StaffChatRoomListSchema },
      },
    },
    async (request) => chat.listRooms(request.query.status),
  );

  app.get(
    '/wps/admin/chat/rooms/:id/messages',
    {
      schema: {
        tags: ['back office'],
        summary: 'Everything said in a room (staff)',
        params: ChatRoomIdParamsSchema,
        response: { 200: ChatRoomStateSchema },
      },
    },
    async (request) => chat.readRoomForStaff(request.params.id),
  );

  app.post(
    '/wps/admin/chat/rooms/:id/messages',
    {
      schema: {
        tags: ['back office'],
        summary: 'Answer in a room (staff, audited)',
        params: ChatRoomIdParamsSchema,
        body: PostChatMessageRequestSchema,
        response: { 200: ChatMessageSchema },
      },
    },
    async (request) => chat.answer(request.params.id, request.body.body, staffOf(request), actorOf(request)),
  );

  app.post(
    '/wps/admin/chat/rooms/:id/close',
    {
      schema: {
        tags: ['back office'],
        summary: 'Close a room (staff, audited)',
        params: ChatRoomIdParamsSchema,
        response: { 200: ChatRoomStateSchema },
      },
    },
    async (request) => chat.close(request.params.id, actorOf(request)),
  );
};
