// Signatures cover the body's exact bytes, which JSON.parse throws away; this JSON parser keeps
// them on the request as `rawBody`.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received; '' when there was none. */
    rawBody: string;
  }
}

/** The body of a JSON request that did not parse. */
export const INVALID_JSON = Symbol('invalid JSON');

export const registerRawJsonParser = (app: FastifyInstance): void => {
  app.decorateRequest('rawBody', '');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const rawBody = body as string;
    request.rawBody = rawBody;
    // Parsing never fails the request here: the route checks the signature first, so a stranger
    // gets 401 whatever they send, and only a signed request hears that its JSON is broken.
    try {
      done(null, rawBody === '' ? undefined : JSON.parse(rawBody));
    } catch {
      done(null, INVALID_JSON);
    }
  });
};
