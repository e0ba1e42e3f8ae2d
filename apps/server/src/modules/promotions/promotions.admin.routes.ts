import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ApplicationDecisionSchema,
  ApplicationPageSchema,
  ApplicationQuerySchema,
  GrantPageSchema,
  GrantQuerySchema,
  PromotionEditSchema,
  PromotionIdParamsSchema,
  PromotionPauseSchema,
  PromotionRulesInputSchema,
  StaffPromotionListSchema,
  StaffPromotionSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import { contentCsv, sendCsv } from '../content';

const tags = ['promotions'];

/** The applications queue's CSV: who applied to what, and how staff decided (uploads as their addresses). */
const APPLICATION_CSV_COLUMNS = [
  'id',
  'promotionId',
  'promotionName',
  'memberId',
  'account',
  'comment',
  'imageUrls',
  'status',
  'reason',
  'createdAt',
  'reviewedAt',
  'reviewedBy',
] as const;

const actorOf = (request: FastifyRequest) => {
  const staff = staffOf(request);
  return { kind: 'STAFF' as const, id: staff.id, name: staff.username, ip: request.ip };
};

/** The back office's promotions: rules, the applications queue and the grants (marketing; audited). */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.promotionsService;

  app.get(
    '/wps/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion with its budget, rewards waiting and paid, and applications waiting (staff)',
        response: { 200: StaffPromotionListSchema },
      },
    },
    async () => ({ list: await service.list() }),
  );

  app.post(
    '/wps/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Create a promotion (staff, audited)',
        body: PromotionRulesInputSchema,
        response: { 200: StaffPromotionSchema },
      },
    },
    async (request) => service.create(request.body, actorOf(request)),
  );

  app.put(
    '/wps/admin/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Edit a promotion at the version opened (STALE_RECORD otherwise) (staff, audited before/after)',
        params: PromotionIdParamsSchema,
        body: PromotionEditSchema,
        response: { 200: StaffPromotionSchema },
      },
    },
    async (request) => service.edit(request.params.id, request.body.version, request.body.promotion, actorOf(request)),
  );

  app.post(
    '/wps/admin/promotions/:id/end',
    {
      schema: {
        tags,
        summary: 'End a promotion now: no more joining or earning; waiting rewards stay claimable (staff, audited)',
        params: PromotionIdParamsSchema,
        response: { 200: StaffPromotionSchema },
      },
    },
    async (request) => service.end(request.params.id, actorOf(request)),
  );

  app.post(
    '/wps/admin/promotions/:id/pause',
    {
      schema: {
        tags,
        summary:
          'Pause a promotion at the version opened: no joining, earning or claiming; waiting rewards are held (staff, audited)',
        params: PromotionIdParamsSchema,
        body: PromotionPauseSchema,
        response: { 200: StaffPromotionSchema },
      },
    },
    async (request) => service.pause(request.params.id, request.body.version, actorOf(request)),
  );

  app.post(
    '/wps/admin/promotions/:id/resume',
    {
      schema: {
        tags,
        summary:
          'Resume a paused promotion at the version opened; held rewards get their expiry pushed back by the pause (staff, audited)',
        params: PromotionIdParamsSchema,
        body: PromotionPauseSchema,
        response: { 200: StaffPromotionSchema },
      },
    },
    async (request) => service.resume(request.params.id, request.body.version, actorOf(request)),
  );

  app.get(
    '/wps/admin/promotions/applications',
    {
      schema: {
        tags,
        summary:
          'Applications, newest first, by status and promotion; format=csv exports every application the filter matches (staff)',
        querystring: ApplicationQuerySchema,
        response: { 200: ApplicationPageSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format !== 'csv') return service.applications(query);
      const csv = await contentCsv((page) => service.applications({ ...query, ...page }), APPLICATION_CSV_COLUMNS);
      return sendCsv(reply as unknown as FastifyReply, 'promotion-applications', csv);
    },
  );

  app.post(
    '/wps/admin/promotions/applications/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a waiting application (staff, audited)',
        params: PromotionIdParamsSchema,
        body: ApplicationDecisionSchema,
      },
    },
    async (request) => {
      await service.decide(request.params.id, 'APPROVED', request.body.reason, actorOf(request));
      return null;
    },
  );

  app.post(
    '/wps/admin/promotions/applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a waiting application, with the reason the member sees (staff, audited)',
        params: PromotionIdParamsSchema,
        body: ApplicationDecisionSchema,
      },
    },
    async (request) => {
      await service.decide(request.params.id, 'REJECTED', request.body.reason, actorOf(request));
      return null;
    },
  );

  app.get(
    '/wps/admin/promotions/grants',
    {
      schema: {
        tags,
        summary: 'Rewards paid (claimed or issued), newest first (staff)',
        querystring: GrantQuerySchema,
        response: { 200: GrantPageSchema },
      },
    },
    async (request) => service.grants(request.query),
  );
};
