// The development aids: what we sent the wallet, and a health check.
import type { FastifyPluginAsync } from 'fastify';

import type { WalletClient } from './wallet-client';

export type ApiRoutesOptions = { client: WalletClient };

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, { client }) => {
  app.get('/api/calls', async () => ({ calls: client.calls() }));

  app.get('/healthz', async () => ({ ok: true }));
};
