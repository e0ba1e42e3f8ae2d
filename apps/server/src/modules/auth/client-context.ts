import type { FastifyRequest } from 'fastify';

import type { ClientContext } from './auth.deps';

/** The caller's address and browser, as sessions and login checks record them. */
export const clientOf = (request: FastifyRequest): ClientContext & { host: string } => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  host: request.hostname,
});
