import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  BetRecordPageSchema,
  BetRecordQuerySchema,
  LaunchGameRequestSchema,
  LaunchGameResultSchema,
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
        summary: 'Launch a game: the provider’s URL with a launch token (tok)',
        body: LaunchGameRequestSchema,
        response: { 200: LaunchGameResultSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      providers.launchGame({
        memberId: memberOf(request).id,
        sessionId: memberOf(request).sessionId,
        ...request.body,
        language: request.body.language ?? request.language,
      }),
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
