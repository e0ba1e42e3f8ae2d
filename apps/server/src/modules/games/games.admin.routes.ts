import { gunzipSync } from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  CatalogueImportResultSchema,
  CatalogueImportSchema,
  NodeIdParamsSchema,
  StaffGameBulkResultSchema,
  StaffGameBulkSchema,
  StaffGameListQuerySchema,
  StaffGamePageSchema,
  StaffGameSchema,
  StaffGameUpdateSchema,
  StaffVendorListSchema,
  StaffVendorSchema,
  StaffVendorUpdateSchema,
  VendorCodeParamsSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';
import { parseFeedText } from './games.feed';

const tags = ['back office'];
/** A feed of the demo's size (10,000 games) is ~3 MB of JSON; gzip in base64 is far smaller. */
const IMPORT_BODY_LIMIT = 48 * 1024 * 1024;
const FEED_TEXT_LIMIT = 64 * 1024 * 1024;

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/** The feed's text from the upload: JSON as sent, or gzip in base64 (at most 64 MB unpacked). */
const feedTextOf = (input: z.output<typeof CatalogueImportSchema>): string => {
  if (input.encoding === 'json') return input.content;
  try {
    return gunzipSync(Buffer.from(input.content, 'base64'), { maxOutputLength: FEED_TEXT_LIMIT }).toString('utf8');
  } catch {
    throw new AppError('VALIDATION', 'not gzip', { fields: { content: 'Not a gzip file in base64' } });
  }
};

/**
 * The back office's Games section (issue 16, decision 030): vendors and games (enable, maintenance,
 * hot/new, sort order), filtered lists with CSV, and the feed import of `ops catalogue import`.
 */
export const gameAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.gamesService.staff;

  app.get(
    '/wps/admin/games/vendors',
    {
      schema: {
        tags,
        summary: 'Game vendors with their game counts (staff)',
        response: { 200: StaffVendorListSchema },
      },
    },
    async () => staff.listVendors(),
  );

  app.put(
    '/wps/admin/games/vendors/:code',
    {
      schema: {
        tags,
        summary:
          'Enable or disable a vendor, maintenance with a message and an end, name, sort order (staff, audited, versioned)',
        params: VendorCodeParamsSchema,
        body: StaffVendorUpdateSchema,
        response: { 200: StaffVendorSchema },
      },
    },
    async (request) => staff.updateVendor(request.params.code, request.body, actorOf(request)),
  );

  app.get(
    '/wps/admin/games',
    {
      schema: {
        tags,
        summary:
          'Games filtered by vendor, category, status, hot/new and name, sorted and paged; format=csv exports every match (staff)',
        querystring: StaffGameListQuerySchema,
        response: { 200: StaffGamePageSchema },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const csv = await staff.exportGames(request.query);
        return (reply as unknown as FastifyReply)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="games.csv"')
          .send(csv);
      }
      return staff.listGames(request.query);
    },
  );

  app.put(
    '/wps/admin/games/:nodeId',
    {
      schema: {
        tags,
        summary: 'Edit a game: enabled, maintenance, hot, new, sort order, name (staff, audited, versioned)',
        params: NodeIdParamsSchema,
        body: StaffGameUpdateSchema,
        response: { 200: StaffGameSchema },
      },
    },
    async (request) => staff.updateGame(request.params.nodeId, request.body, actorOf(request)),
  );

  app.post(
    '/wps/admin/games/bulk',
    {
      schema: {
        tags,
        summary: 'Set flags on up to 500 games at once; all or none (staff, audited per game, versioned)',
        body: StaffGameBulkSchema,
        response: { 200: StaffGameBulkResultSchema },
      },
    },
    async (request) => staff.bulkUpdate(request.body, actorOf(request)),
  );

  app.post(
    '/wps/admin/games/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Import a provider feed (docs/catalogue-feed.md), as `ops catalogue import`: vendors and games added or updated (staff, audited)',
        body: CatalogueImportSchema,
        response: { 200: CatalogueImportResultSchema },
      },
    },
    async (request) => {
      let feed;
      try {
        feed = parseFeedText(feedTextOf(request.body));
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('VALIDATION', (error as Error).message, {
          fields: { content: (error as Error).message.slice(0, 200) },
        });
      }
      return app.gamesService.importFeed(feed, actorOf(request));
    },
  );
};
