import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CreatePointItemRequestSchema,
  PointAccrualResultSchema,
  PointConfigSchema,
  PointItemParamsSchema,
  PointRedemptionSchema,
  RedemptionParamsSchema,
  RejectRedemptionRequestSchema,
  StaffPointItemSchema,
  StaffPointItemsSchema,
  StaffRedemptionPageSchema,
  StaffRedemptionQuerySchema,
  UpdatePointConfigRequestSchema,
  UpdatePointItemRequestSchema,
} from '@perya/contracts';

import { staffActor } from '../wallet';

const tags = ['back office'];

/** Staff: the points rules, the reward items, the review of goods redemptions (promotions.*, audited). */
export const pointsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.pointsService;

  app.get(
    '/wps/admin/points/config',
    { schema: { tags, summary: 'Points rules and switches (staff)', response: { 200: PointConfigSchema } } },
    async () => service.config(),
  );

  app.put(
    '/wps/admin/points/config',
    {
      schema: {
        tags,
        summary: 'Change the points rules: value, conversion, earn rate per category (staff, audited)',
        body: UpdatePointConfigRequestSchema,
        response: { 200: PointConfigSchema },
      },
    },
    async (request) => service.updateConfig(request.body, staffActor(request)),
  );

  app.post(
    '/wps/admin/points/accrue',
    {
      schema: {
        tags,
        summary: "Run the points accrual now: the statistics' recent hours credited, once (staff, audited)",
        response: { 200: PointAccrualResultSchema },
      },
    },
    async (request) => service.accrueNow(staffActor(request)),
  );

  app.get(
    '/wps/admin/points/items',
    {
      schema: {
        tags,
        summary: 'Reward items with how many were redeemed (staff)',
        response: { 200: StaffPointItemsSchema },
      },
    },
    async () => service.listItems(),
  );

  app.post(
    '/wps/admin/points/items',
    {
      schema: {
        tags,
        summary: 'Add a reward item (staff, audited)',
        body: CreatePointItemRequestSchema,
        response: { 200: StaffPointItemSchema },
      },
    },
    async (request) => service.createItem(request.body, staffActor(request)),
  );

  app.put(
    '/wps/admin/points/items/:id',
    {
      schema: {
        tags,
        summary: 'Change a reward item: requirements, stock, switch (staff, audited)',
        params: PointItemParamsSchema,
        body: UpdatePointItemRequestSchema,
        response: { 200: StaffPointItemSchema },
      },
    },
    async (request) => service.updateItem(request.params.id, request.body, staffActor(request)),
  );

  app.get(
    '/wps/admin/points/redemptions',
    {
      schema: {
        tags,
        summary: 'Redemptions of every member, newest first (staff)',
        querystring: StaffRedemptionQuerySchema,
        response: { 200: StaffRedemptionPageSchema },
      },
    },
    async (request) => service.listRedemptions(request.query),
  );

  app.post(
    '/wps/admin/points/redemptions/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a goods redemption waiting for review (staff, audited)',
        params: RedemptionParamsSchema,
        response: { 200: PointRedemptionSchema },
      },
    },
    async (request) => service.review(request.params.id, 'APPROVED', null, staffActor(request)),
  );

  app.post(
    '/wps/admin/points/redemptions/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a goods redemption: its points and stock come back (staff, audited)',
        params: RedemptionParamsSchema,
        body: RejectRedemptionRequestSchema,
        response: { 200: PointRedemptionSchema },
      },
    },
    async (request) => service.review(request.params.id, 'REJECTED', request.body.reason, staffActor(request)),
  );
};
