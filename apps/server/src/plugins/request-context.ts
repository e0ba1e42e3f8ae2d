import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { LanguageCode } from '@perya/contracts';
import { LANGUAGE_HEADER, isLanguageCode, languageFromAcceptLanguage } from '@perya/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language: the X-Lang header, else Accept-Language, else EN. */
    language: LanguageCode;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Request ids: a well-formed upstream X-Request-Id is kept (to follow a request across hops). */
export const generateRequestId = (request: { headers: Record<string, string | string[] | undefined> }): string => {
  const upstream = request.headers['x-request-id'];
  return typeof upstream === 'string' && REQUEST_ID_PATTERN.test(upstream) ? upstream : randomUUID();
};

export const languageOf = (request: FastifyRequest): LanguageCode => {
  const header = request.headers[LANGUAGE_HEADER];
  const explicit = typeof header === 'string' ? header.trim().toUpperCase() : undefined;
  if (isLanguageCode(explicit)) return explicit;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'EN';
};

export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'EN');
    app.addHook('onRequest', async (request, reply) => {
      request.language = languageOf(request);
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
