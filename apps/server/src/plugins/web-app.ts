import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { isPortalPagePath } from '@perya/contracts';

import { sendError } from './envelope';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/api/', '/docs', '/healthz', '/readyz'];

const wantsPage = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !API_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
};

/**
 * Serves the built web app (apps/web/dist). A browser asking for a page gets index.html: 200 for
 * the portal's routes, 404 for unknown paths (the app shows its not-found page). Anything else
 * unknown gets the 404 envelope.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | null }) => {
    const indexFile = options.distDir ? join(options.distDir, 'index.html') : null;
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;

    if (indexHtml && options.distDir) {
      const assetsDir = join(options.distDir, 'assets');
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
        preCompressed: true,
        // Vite fingerprints everything under /assets; the rest may change between releases.
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir: options.distDir }, 'web app not built: serving the API only');
    }

    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      return reply
        .code(isPortalPagePath(path) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    };

    if (indexHtml) app.get('/', { schema: { hide: true } }, sendPage);

    app.setNotFoundHandler((request, reply) =>
      indexHtml && wantsPage(request) ? sendPage(request, reply) : sendError(request, reply, 'NOT_FOUND'),
    );
  },
  { name: 'web-app', dependencies: ['envelope'] },
);
