import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  FeedbackIdParamsSchema,
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  FeedbackReplyRequestSchema,
  FeedbackRequestSchema,
  FeedbackSchema,
  StaffFeedbackPageSchema,
  StaffFeedbackQuerySchema,
  StaffFeedbackSchema,
} from '@perya/contracts';

import { memberOf, staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';

const tags = ['feedback'];

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/** Feedback and complaints (spec §2.5, §7.3 PUT /wps/feedback): members write, staff answer (audited). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = app.feedbackService;

  app.put(
    '/wps/feedback',
    {
      schema: {
        tags,
        summary: 'Send feedback: question type, 10 to 500 characters, a remark and up to 3 proof images (tok)',
        body: FeedbackRequestSchema,
        response: { 200: FeedbackSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => feedback.submit(memberOf(request).id, request.body),
  );

  app.get(
    '/wps/feedback',
    {
      schema: {
        tags,
        summary: 'My feedback with its answers, newest first (tok)',
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackPageSchema },
      },
    },
    async (request) => feedback.list(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/admin/feedback',
    {
      schema: {
        tags: ['back office'],
        summary: 'Feedback from members, newest first, open or answered (staff)',
        querystring: StaffFeedbackQuerySchema,
        response: { 200: StaffFeedbackPageSchema },
      },
    },
    async (request) => feedback.listForStaff(request.query),
  );

  app.post(
    '/wps/admin/feedback/:id/reply',
    {
      schema: {
        tags: ['back office'],
        summary: 'Answer feedback (once); the member also gets it as a platform message (staff, audited)',
        params: FeedbackIdParamsSchema,
        body: FeedbackReplyRequestSchema,
        response: { 200: StaffFeedbackSchema },
      },
    },
    async (request) => feedback.reply(request.params.id, request.body.reply, actorOf(request)),
  );
};
