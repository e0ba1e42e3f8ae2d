import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  BetRecordPageSchema,
  BetRecordQuerySchema,
  LaunchGameRequestSchema,
  LaunchGameResultSchema,
  LotteryLaunchRequestSchema,
  RankListQuerySchema,
  RankListSchema,
  RoomListQuerySchema,
  RoomListSchema,
  gameImageUrl,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';
import { IMAGE_HOST } from '../games';

const tags = ['games'];

/** Launching games, the bet record and the winner board. */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.providersService;

  app.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary:
          'Launch a game (by nodeId, or a lottery by lottoArea, prizeMode and gameCode): its URL with a launch token (tok)',
        body: z.union([LaunchGameRequestSchema, LotteryLaunchRequestSchema]),
        response: { 200: LaunchGameResultSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      // The spec's lottery launch (§7.2): the in-house lottery finds the game by its code.
      if ('lottoArea' in body)
        return app.lotteryService.launch({
          memberId: memberOf(request).id,
          sessionId: memberOf(request).sessionId,
          gameCode: body.gameCode,
          prizeMode: body.prizeMode,
          lottoArea: body.lottoArea,
          language: body.language ?? request.language,
          ...(body.backUrl ? { backUrl: body.backUrl } : {}),
        });
      return providers.launchGame({
        memberId: memberOf(request).id,
        sessionId: memberOf(request).sessionId,
        ...body,
        language: body.language ?? request.language,
      });
    },
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      schema: {
        tags,
        summary: 'The rooms of a PvP game: base bet, the balance a seat needs, and whether mine reaches it (tok)',
        querystring: RoomListQuerySchema,
        response: { 200: RoomListSchema },
      },
    },
    async (request) => {
      const { nodeId, vassalage, gameCode } = request.query;
      return providers.roomList(
        memberOf(request).id,
        nodeId !== undefined ? { nodeId } : { vendorCode: vassalage ?? '', gameCode: gameCode ?? '' },
      );
    },
  );

  app.get(
    '/wps/v2/records/bets',
    {
      schema: {
        tags,
        summary: 'My rounds: bets, wins, net (personalHistoryCopy) (tok)',
        querystring: BetRecordQuerySchema,
        response: { 200: BetRecordPageSchema },
      },
    },
    async (request) => providers.betRecord(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags,
        summary: 'Winner board: the latest real wins, names masked',
        querystring: RankListQuerySchema,
        response: { 200: RankListSchema },
      },
    },
    async (request) =>
      providers.rankList(request.query.limitNum, request.query.gameCategory, (vendor, code) =>
        gameImageUrl(IMAGE_HOST, vendor, code),
      ),
  );
};
