import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

import { SHELL_SCRIPT_CSP_SOURCE } from './web-app.shell';

/**
 * Helmet's security headers on every response. Their values never change, so helmet runs once at
 * start and the headers it chose are set on each reply: @fastify/helmet rebuilt the middleware
 * (re-parsing the CSP) on every request, a measurable share of a request's CPU in bench/wallet.
 */
const helmetHeaders = (frameOrigins: readonly string[]): Record<string, string> => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        // Mantine sets inline style attributes. Scripts stay same-origin, but for the first screen's
        // one script (the skin, then the app's files after the first paint), allowed by its hash (plugins/web-app.shell.ts).
        'script-src': ["'self'", SHELL_SCRIPT_CSP_SOURCE],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        // Launched games open in a frame on /seamless (spec §2.7); only the providers' origins.
        // The home page's video block plays YouTube (cookie-less domain) and Facebook videos.
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.facebook.com', ...frameOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  let finished = false;
  middleware({} as never, collector as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { frameOrigins?: readonly string[] }) => {
    const headers = helmetHeaders(options.frameOrigins ?? []);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
