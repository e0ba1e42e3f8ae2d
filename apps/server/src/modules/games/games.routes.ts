import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AddFavoriteRequestSchema,
  FavoriteIdsSchema,
  FavoriteListQuerySchema,
  GameAnnouncementListSchema,
  GameLaunchFallbackQuerySchema,
  GameLaunchFallbackSchema,
  GameListQuerySchema,
  GameListSchema,
  GameMenusSchema,
  GamePageSchema,
  HotGamesQuerySchema,
  NewGameVendorSchema,
  RecentGamesQuerySchema,
  RemoveFavoriteQuerySchema,
  SuccessSchema,
  VassGameTypeQuerySchema,
  VassGameTypeSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/access-control';

const tags = ['games'];
const done = { done: true as const };

/** The real member behind an optional session (hearts on public lists); null for guests and trial accounts. */
const viewerOf = (request: FastifyRequest): number | null =>
  request.auth.kind === 'player' && !request.auth.member.isTrial ? request.auth.member.id : null;

/** The catalogue (spec §7.2): menus, lists, favourites, recent games and images. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const gamesService = app.gamesService;

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Menu and vendor lanes, after the grouping rules of spec §4',
        response: { 200: GameMenusSchema },
      },
    },
    async () => gamesService.getMenus(),
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary: 'Games by category, vendor, tab, NEW/FAV/ALL/HOT/RECENT and name',
        querystring: GameListQuerySchema,
        response: { 200: GamePageSchema },
      },
    },
    async (request) => {
      // Like the favourites and recent-game calls: a trial account is asked to register.
      if (
        (request.query.select === 'FAV' || request.query.select === 'RECENT') &&
        request.auth.kind === 'player' &&
        request.auth.member.isTrial
      ) {
        throw new AppError('TRIAL_FORBIDDEN', `${request.query.select} needs a real member`);
      }
      return gamesService.listGames(viewerOf(request), request.query);
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: 'Hot games (at most 30)',
        querystring: HotGamesQuerySchema,
        response: { 200: GameListSchema },
      },
    },
    async (request) => gamesService.hotGames(viewerOf(request), request.query.limit),
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: 'The game types a vendor offers',
        querystring: VassGameTypeQuerySchema,
        response: { 200: VassGameTypeSchema },
      },
    },
    async (request) => gamesService.vendorGameTypes(request.query.vassalage),
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    { schema: { tags, summary: 'Vendors with new games', response: { 200: NewGameVendorSchema } } },
    async () => gamesService.newGameVendors(),
  );

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags,
        summary: 'Game notices: maintenance and releases',
        response: { 200: GameAnnouncementListSchema },
      },
    },
    async () => gamesService.announcements(),
  );

  app.get(
    '/wps/relay/GCS_gameLaunchFB',
    {
      schema: {
        tags,
        summary:
          'Launch fallback: a game named by vendor and code (a banner link, a shared address) and what opening it does for this caller (no token needed)',
        querystring: GameLaunchFallbackQuerySchema,
        response: { 200: GameLaunchFallbackSchema },
      },
    },
    async (request) =>
      gamesService.launchFallback(
        { vendorCode: request.query.vassalage, gameCode: request.query.gameCode },
        {
          memberId: viewerOf(request),
          session: request.auth.kind !== 'player' ? 'guest' : request.auth.member.isTrial ? 'trial' : 'member',
        },
      ),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { schema: { tags, summary: 'My favourite game ids (tok)', response: { 200: FavoriteIdsSchema } } },
    async (request) => gamesService.favoriteIds(memberOf(request).id),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        summary: 'My favourite games (tok)',
        querystring: FavoriteListQuerySchema,
        response: { 200: GamePageSchema },
      },
    },
    async (request) => gamesService.favoriteList(memberOf(request).id, request.query),
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Add a favourite game (tok)',
        body: AddFavoriteRequestSchema,
        response: { 200: SuccessSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      await gamesService.addFavorite(memberOf(request).id, request.body.nodeId);
      return done;
    },
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      schema: {
        tags,
        summary: 'Remove a favourite game (tok)',
        querystring: RemoveFavoriteQuerySchema,
        response: { 200: SuccessSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      await gamesService.removeFavorite(memberOf(request).id, request.query.nodeId);
      return done;
    },
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: {
        tags,
        summary: 'Games I launched, latest first (tok)',
        querystring: RecentGamesQuerySchema,
        response: { 200: GamePageSchema },
      },
    },
    async (request) =>
      gamesService.recentGames(memberOf(request).id, {
        pageNo: request.query.page,
        pageSize: request.query.pageSize,
        gameType: request.query.gameType,
      }),
  );

  const svg = (body: string | null, reply: FastifyReply) => {
    if (body === null) throw new AppError('NOT_FOUND', 'no such image');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  };

  app.get(
    '/lgw/images/vendors/:gameType/:file',
    {
      schema: {
        tags,
        summary: 'A vendor image (generated SVG)',
        params: z.object({ gameType: z.string().max(16), file: z.string().max(64) }),
      },
    },
    async (request, reply) => svg(await gamesService.vendorImage(request.params.gameType, request.params.file), reply),
  );

  app.get(
    '/lgw/images/games/:vassalage/:file',
    {
      schema: {
        tags,
        summary: 'A game image (generated SVG): CODE.svg, or CODE.large.svg for 16:9',
        params: z.object({ vassalage: z.string().max(32), file: z.string().max(160) }),
      },
    },
    async (request, reply) => svg(await gamesService.gameImage(request.params.vassalage, request.params.file), reply),
  );
};
