import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  LotteryDrawListSchema,
  LotteryDrawParamsSchema,
  LotteryDrawSchema,
  LotteryGameListQuerySchema,
  LotteryGameListSchema,
  LotteryGameQuerySchema,
  LotteryMenuSchema,
  LotteryPlaceResultSchema,
  LotterySlipListQuerySchema,
  LotterySlipListSchema,
  LotterySlipRequestSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['lottery'];

/** The in-house lottery (decision 053) and the spec's §7.2 lottery calls. */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const lottery = app.lotteryService;

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary:
          'The lottery menu: games by prize mode (LOTT, ZY, ELOTT, SEA) with bet types, RTPs and the draw on sale',
        response: { 200: LotteryMenuSchema },
      },
    },
    async () => lottery.menu(),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      schema: {
        tags,
        summary: 'The lottery games I bought slips for lately (tok)',
        response: { 200: LotteryGameListSchema },
      },
    },
    async (request) => ({ games: await lottery.recentGames(memberOf(request)) }),
  );

  app.get(
    '/lgw/vn/games',
    {
      schema: {
        tags,
        summary: 'The lottery game list of a prize mode',
        querystring: LotteryGameListQuerySchema,
        response: { 200: LotteryGameListSchema },
      },
    },
    async (request) => ({ games: await lottery.games(request.query.prizeMode) }),
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: 'A game’s last results (opened numeros): numbers, revealed seeds, settlement checks',
        querystring: LotteryGameQuerySchema,
        response: { 200: LotteryDrawListSchema },
      },
    },
    async (request) => lottery.results(request.query.gameCode, request.query.limit),
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'A game’s draws on sale (open numeros) with their seed commitments (tok)',
        querystring: LotteryGameQuerySchema,
        response: { 200: LotteryDrawListSchema },
      },
    },
    async (request) => lottery.onSale(request.query.gameCode, request.query.limit),
  );

  app.get(
    '/wps/lottery/draws/:drawId',
    {
      schema: {
        tags,
        summary: 'One draw: commitment, and after the draw its seed and numbers (to recompute)',
        params: LotteryDrawParamsSchema,
        response: { 200: LotteryDrawSchema },
      },
    },
    async (request) => lottery.draw(request.params.drawId),
  );

  app.post(
    '/wps/lottery/slips',
    {
      schema: {
        tags,
        summary: 'Buy a slip of lines on one draw (idempotent by slipId; the cost through the wallet protocol) (tok)',
        body: LotterySlipRequestSchema,
        response: { 200: LotteryPlaceResultSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const member = memberOf(request);
      return lottery.place(member, {
        slipId: request.body.slipId,
        launchToken: request.body.launchToken,
        drawId: request.body.drawId,
        lines: request.body.lines,
      });
    },
  );

  app.get(
    '/wps/lottery/slips',
    {
      schema: {
        tags,
        summary: 'My slips, newest first, with each line’s result (tok)',
        querystring: LotterySlipListQuerySchema,
        response: { 200: LotterySlipListSchema },
      },
    },
    async (request) => ({ slips: await lottery.slips(memberOf(request), request.query.gameCode, request.query.limit) }),
  );
};
