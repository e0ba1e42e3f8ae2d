import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { LANGUAGE_HEADER, isGamePagePath, isPortalPagePath } from '@perya/contracts';

import type { BootData } from './web-app.boot';
import {
  bootCallsFor,
  bootKey,
  languageOf,
  largestPictureOf,
  picturePreload,
  preloadLinks,
  readPreloadPlan,
  renderPage,
} from './web-app.boot';
import { hasPortalFrame, withShell } from './web-app.shell';
import { sendError } from './envelope';

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/api/', '/docs', '/healthz', '/readyz'];

const wantsPage = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !API_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
};

/** The back office's pages: its own document (admin.html, decision 027), never the player's. */
const isAdminPagePath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/**
 * Serves the built web app (apps/web/dist). A browser asking for a page gets index.html: 200 for
 * the portal's routes, 404 for unknown paths (the app shows its not-found page); /admin and
 * /admin/* get the back office's admin.html (200, the back office answers its own unknown paths).
 * Anything else unknown gets the 404 envelope.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | null }) => {
    const indexFile = options.distDir ? join(options.distDir, 'index.html') : null;
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
    const adminFile = options.distDir ? join(options.distDir, 'admin.html') : null;
    const adminHtml = adminFile && existsSync(adminFile) ? readFileSync(adminFile) : null;

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

    const indexText = indexHtml ? indexHtml.toString('utf8') : '';
    const preloadPlan = options.distDir && indexHtml ? readPreloadPlan(options.distDir) : null;
    // A route module that is no longer a chunk of its own (bundled into another) is preloaded by
    // nobody: the page then fetches it one round trip later. Said once, at start.
    if (preloadPlan?.missing.length)
      app.log.warn({ sources: preloadPlan.missing }, 'web build: route modules not in the manifest, not preloaded');

    /**
     * The answers the page's first screen asks for, made in-process as the visitor's own calls
     * would be (their address, host and language; no session: the page request carries none). A
     * call that fails is left out: the client then makes it itself.
     */
    const bootDataFor = async (request: FastifyRequest, path: string, hasQuery: boolean): Promise<BootData> => {
      const language = languageOf(request.headers.cookie);
      const calls = bootCallsFor(path, language, hasQuery);
      const answers: BootData['answers'] = {};
      await Promise.all(
        calls.map(async (call) => {
          try {
            const response = await app.inject({
              method: 'GET',
              url: call.url,
              remoteAddress: request.ip,
              headers: {
                accept: 'application/json',
                host: request.headers.host ?? 'localhost',
                [LANGUAGE_HEADER]: language,
                ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
              },
            });
            if (response.statusCode !== 200) return;
            const envelope = response.json<{ success?: boolean; value?: unknown }>();
            if (envelope.success) answers[bootKey(call.url)] = { value: envelope.value, guest: call.guest };
          } catch (error) {
            request.log.warn({ err: error, url: call.url }, 'first-screen data not inlined');
          }
        }),
      );
      return { lang: language, at: Date.now(), answers };
    };

    /** The back office's page (under 1 kB): no boot data (its calls need the staff token). */
    const sendAdminPage = (reply: FastifyReply) =>
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(adminHtml);

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const [path = '/', query] = request.url.split('?');
      if (adminHtml && isAdminPagePath(path)) return sendAdminPage(reply);
      const isPage = isPortalPagePath(path);
      reply
        .code(isPage ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      if (!isPage || request.method !== 'GET') return reply.send(indexHtml);
      const boot = await bootDataFor(request, path, Boolean(query));
      const banner = largestPictureOf(boot.answers);
      const shell = hasPortalFrame(path, isGamePagePath(path)) ? { banner } : null;
      const picture = picturePreload(banner?.url ?? null);
      const files = preloadLinks(preloadPlan, path, Boolean(banner), boot.lang);
      // With the shell, the app's files wait for its first paint (web-app.shell.ts); a page it
      // leaves unchanged (no shell, or no entry tag to hold back) names them in its head.
      const shelled = shell ? withShell(indexText, shell, files) : indexText;
      const page = Buffer.from(renderPage(shelled, boot, shelled === indexText ? picture + files : picture));
      // With its data the page is 5–40 kB: compressed here, since the pages answered by the
      // not-found handler pass no route's compression hook (plugins/compression.ts).
      const accepted = String(request.headers['accept-encoding'] ?? '');
      reply.header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliCompressSync(page, BROTLI));
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
      return reply.send(page);
    };

    if (indexHtml) app.get('/', { schema: { hide: true }, compress: false }, sendPage);

    app.setNotFoundHandler((request, reply) =>
      indexHtml && wantsPage(request) ? sendPage(request, reply) : sendError(request, reply, 'NOT_FOUND'),
    );
  },
  { name: 'web-app', dependencies: ['envelope'] },
);
