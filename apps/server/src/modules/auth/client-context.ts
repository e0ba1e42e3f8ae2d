import type { FastifyRequest } from 'fastify';

import type { ClientContext } from './auth.deps';

/** A browser's device id as the web app makes it (random, base64url); anything else is ignored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

const deviceIdOf = (request: FastifyRequest): string | null => {
  const value = request.headers['x-device-id'];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : null;
};

/** The caller's address, browser and device id, as sessions and login checks record them. */
export const clientOf = (request: FastifyRequest): ClientContext & { host: string } => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  deviceId: deviceIdOf(request),
  host: request.hostname,
});
