import type { onRequestAsyncHookHandler } from 'fastify';

import { AppError } from '../../lib/errors';
import type { SystemService } from './system.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'open': the route answers during maintenance and to blocked regions (system calls). */
    systemGate?: 'open';
  }
}

/**
 * Closes every player and guest API call but the system ones during maintenance (503 MAINTENANCE) and to visitors
 * from a blocked region (451 REGION_BLOCKED).
 */
export const createSystemGate =
  (systemService: SystemService): onRequestAsyncHookHandler =>
  async (request) => {
    // Staff keep working during maintenance and from anywhere: the back office runs the site.
    if (request.routeOptions.config.systemGate === 'open' || request.auth?.kind === 'staff') return;
    const decision = await systemService.gate(request.ip);
    if (decision !== 'OPEN') throw new AppError(decision, `gate closed for ${request.ip}`);
  };
