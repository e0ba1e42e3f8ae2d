import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  RebateRatesSchema,
  UpdateRebateRatesRequestSchema,
  UpdateVipLadderRequestSchema,
  VipLadderSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['vip'];

/** The back office's VIP ladder and rebate rates (audited with before and after). */
export const vipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.vipService;
  const actorOf = (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    return { kind: 'STAFF' as const, id: staff.id, name: staff.username, ip: request.ip };
  };

  app.get(
    '/wps/admin/vip/levels',
    { schema: { tags, summary: 'The VIP ladder (staff)', response: { 200: VipLadderSchema } } },
    async () => service.ladder(),
  );

  app.put(
    '/wps/admin/vip/levels',
    {
      schema: {
        tags,
        summary:
          'Replace the VIP ladder: levels 0…N in order, thresholds never falling; members above a removed top keep the new top (staff, audited)',
        body: UpdateVipLadderRequestSchema,
        response: { 200: VipLadderSchema },
      },
    },
    async (request) => service.updateLadder(request.body, actorOf(request)),
  );

  app.get(
    '/wps/admin/vip/rebate-rates',
    {
      schema: {
        tags,
        summary: 'Rebate rates by VIP level × game category (staff)',
        response: { 200: RebateRatesSchema },
      },
    },
    async () => service.rates(),
  );

  app.put(
    '/wps/admin/vip/rebate-rates',
    {
      schema: {
        tags,
        summary:
          'Replace the rebate rates: per level × category, a share (basis points) of the valid or the edge-weighted bet (staff, audited)',
        body: UpdateRebateRatesRequestSchema,
        response: { 200: RebateRatesSchema },
      },
    },
    async (request) => service.updateRates(request.body, actorOf(request)),
  );
};
