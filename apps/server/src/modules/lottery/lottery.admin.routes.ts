import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  LotteryDrawParamsSchema,
  LotteryGameParamsSchema,
  StaffLotteryDrawPageSchema,
  StaffLotteryDrawQuerySchema,
  StaffLotteryExposureSchema,
  StaffLotterySettingListSchema,
  StaffLotterySettingSchema,
  StaffLotterySettingUpdateSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['back office'];

/** The lottery for staff (decisions 053, 061): settings per game, the draws, a draw's exposure. */
export const lotteryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/admin/lottery/settings',
    {
      schema: {
        tags,
        summary: 'Each lottery game’s settings: on/off, limits, exposure cap, close and draw time (staff)',
        response: { 200: StaffLotterySettingListSchema },
      },
    },
    async () => ({ settings: await app.lotterySettings.staffList() }),
  );

  app.put(
    '/wps/admin/lottery/settings/:gameCode',
    {
      schema: {
        tags,
        summary: 'Enable or disable a lottery game, its limits, exposure cap and schedule (staff, audited, versioned)',
        params: LotteryGameParamsSchema,
        body: StaffLotterySettingUpdateSchema,
        response: { 200: StaffLotterySettingSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return app.lotterySettings.update(request.params.gameCode, request.body, {
        kind: 'STAFF',
        id: staff.id,
        name: staff.username,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/wps/admin/lottery/draws',
    {
      schema: {
        tags,
        summary: 'Draws, upcoming or past, by game and state: sales, payout, highest liability and the cap (staff)',
        querystring: StaffLotteryDrawQuerySchema,
        response: { 200: StaffLotteryDrawPageSchema },
      },
    },
    async (request) => app.lotteryService.staffDraws(request.query),
  );

  app.get(
    '/wps/admin/lottery/draws/:drawId/exposure',
    {
      schema: {
        tags,
        summary: 'A draw’s liability per number or combination, highest first, and the cap (staff)',
        params: LotteryDrawParamsSchema,
        response: { 200: StaffLotteryExposureSchema },
      },
    },
    async (request) => app.lotteryService.exposure(request.params.drawId),
  );
};
