import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CancelRedEnvelopeRequestSchema,
  CreateRedEnvelopeRequestSchema,
  RedEnvelopeDropParamsSchema,
  StaffRedEnvelopeClaimsQuerySchema,
  StaffRedEnvelopeClaimsSchema,
  StaffRedEnvelopeCreatedSchema,
  StaffRedEnvelopeDropSchema,
  StaffRedEnvelopePageSchema,
  StaffRedEnvelopeQuerySchema,
  UpdateRedEnvelopeRequestSchema,
} from '@perya/contracts';

import { contentCsv, sendCsv } from '../content';
import { staffActor } from '../wallet';

const tags = ['back office'];

/** The drops list's CSV: what the table shows, amounts in minor units like the API. */
const DROP_CSV_COLUMNS = [
  'id',
  'rainId',
  'title',
  'status',
  'opensAt',
  'closesAt',
  'audience',
  'audienceValue',
  'budgetMinor',
  'count',
  'amountMode',
  'minAmountMinor',
  'turnoverMultiplier',
  'minDepositMinor',
  'minValidBetMinor',
  'periodDays',
  'claimedCount',
  'claimedMinor',
  'paidMinor',
  'cancelReason',
  'createdBy',
] as const;

/** Staff: schedule, edit and cancel red-envelope drops; their claims with totals (promotions.*). */
export const redEnvelopeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.redEnvelopeService;

  app.get(
    '/wps/admin/red-envelopes',
    {
      schema: {
        tags,
        summary:
          'Red-envelope drops with what was claimed and paid; format=csv exports every drop the filter matches (staff)',
        querystring: StaffRedEnvelopeQuerySchema,
        response: { 200: StaffRedEnvelopePageSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format !== 'csv') return service.listDrops(query);
      const csv = await contentCsv((page) => service.listDrops({ ...query, ...page }), DROP_CSV_COLUMNS);
      return sendCsv(reply as unknown as FastifyReply, 'red-envelopes', csv);
    },
  );

  app.post(
    '/wps/admin/red-envelopes',
    {
      schema: {
        tags,
        summary: 'Schedule a drop or a rain of drops; envelopes are allocated now (staff, audited)',
        body: CreateRedEnvelopeRequestSchema,
        response: { 200: StaffRedEnvelopeCreatedSchema },
      },
    },
    async (request) => service.createDrops(request.body, staffActor(request)),
  );

  app.put(
    '/wps/admin/red-envelopes/:id',
    {
      schema: {
        tags,
        summary: 'Change a drop that has not opened yet (staff, audited)',
        params: RedEnvelopeDropParamsSchema,
        body: UpdateRedEnvelopeRequestSchema,
        response: { 200: StaffRedEnvelopeDropSchema },
      },
    },
    async (request) => service.updateDrop(request.params.id, request.body, staffActor(request)),
  );

  app.post(
    '/wps/admin/red-envelopes/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a scheduled or open drop; envelopes not yet claimed are never paid (staff, audited)',
        params: RedEnvelopeDropParamsSchema,
        body: CancelRedEnvelopeRequestSchema,
        response: { 200: StaffRedEnvelopeDropSchema },
      },
    },
    async (request) => service.cancelDrop(request.params.id, request.body, staffActor(request)),
  );

  app.get(
    '/wps/admin/red-envelopes/:id/claims',
    {
      schema: {
        tags,
        summary: "A drop's claims, newest first, with the drop's totals (staff)",
        params: RedEnvelopeDropParamsSchema,
        querystring: StaffRedEnvelopeClaimsQuerySchema,
        response: { 200: StaffRedEnvelopeClaimsSchema },
      },
    },
    async (request) => service.dropClaims(request.params.id, request.query.pageNo, request.query.pageSize),
  );
};
