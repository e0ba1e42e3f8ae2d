import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AnnouncementsQuerySchema,
  AnnouncementsSchema,
  CountryListSchema,
  NoticePageSchema,
  NoticesQuerySchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { Viewer } from './content.announcements';
import { listCountries } from './content.countries';
import { bannerImageSvg, promotionImageSvg } from './content.images';

const tags = ['content'];

const viewerOf = (request: FastifyRequest): Viewer =>
  request.auth.kind === 'player'
    ? { kind: 'player', memberId: request.auth.member.id, sessionId: request.auth.sessionId }
    : { kind: request.auth.kind };

const svg = (body: string | null, reply: FastifyReply) => {
  if (body === null) throw new AppError('NOT_FOUND', 'no such picture');
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(body);
};

const ImageParamsSchema = z.object({ file: z.string().max(80) });

/** What visitors read (spec §7.3): announcements, notices, country codes and the house artwork. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const announcements = app.announcementsService;

  app.get(
    '/wps/announcements',
    {
      schema: {
        tags,
        summary:
          'Banners (B), player notices (PL), popups (PU), promotions (PR) and the notice bar (H) showing now; popups follow the caller (A signed in, B guest, F first login)',
        querystring: AnnouncementsQuerySchema,
        response: { 200: AnnouncementsSchema },
      },
    },
    async (request) => announcements.getAnnouncements(request.query, request.language, viewerOf(request)),
  );

  app.get(
    '/wps/notices',
    {
      schema: {
        tags,
        summary: 'Player notices, newest first, 9 to a page',
        querystring: NoticesQuerySchema,
        response: { 200: NoticePageSchema },
      },
    },
    async (request) => announcements.listNotices(request.query, request.language, viewerOf(request)),
  );

  app.get(
    '/wps/system/countries',
    {
      config: { systemGate: 'open' },
      schema: {
        tags: ['system'],
        summary: 'Countries with their dialing codes, named in the caller language (the Philippines first)',
        response: { 200: CountryListSchema },
      },
    },
    async (request) => listCountries(request.language),
  );

  app.get(
    '/lgw/images/banners/:file',
    { schema: { tags, summary: 'A house banner picture (generated SVG, 16:5)', params: ImageParamsSchema } },
    async (request, reply) => svg(bannerImageSvg(request.params.file), reply),
  );

  app.get(
    '/lgw/images/promotions/:file',
    { schema: { tags, summary: 'A house promotion picture (generated SVG, 16:9)', params: ImageParamsSchema } },
    async (request, reply) => svg(promotionImageSvg(request.params.file), reply),
  );
};
