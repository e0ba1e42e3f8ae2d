import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createProvidersRepository } from './providers.repository';
import type { ProvidersService } from './providers.service';
import { createProvidersService } from './providers.service';

export { providerRoutes } from './providers.routes';
export { providerProtocolRoutes } from './providers.protocol.routes';
export { providerAdminRoutes } from './providers.admin.routes';
export { maskAccount } from './providers.records';
export type { ProvidersService } from './providers.service';

declare module 'fastify' {
  interface FastifyInstance {
    providersService: ProvidersService;
  }
}

type ProvidersOptions = { clock: Clock; launchUrl: string | null; publicUrl: string; groupCommits?: number };

const serviceFor = (app: FastifyInstance, options: ProvidersOptions) =>
  createProvidersService({
    db: app.database.db,
    secrets: app.systemService.secrets,
    audit: app.auditService,
    compliance: app.complianceService,
    providersRepository: createProvidersRepository(app.database.db),
    clock: options.clock,
    wallet: app.walletService,
    members: app.membersService,
    games: app.gamesService,
    protection: app.protectionService,
    launchUrl: options.launchUrl,
    publicUrl: options.publicUrl,
    ...(options.groupCommits ? { groupCommits: options.groupCommits } : {}),
  });

/** Game providers: launching, the signed wallet protocol, rounds, the bet record, the winner board. */
export const providersModule = fp(
  async (app, options: ProvidersOptions) => {
    app.decorate('providersService', serviceFor(app, options));
  },
  {
    name: 'providers',
    dependencies: ['database', 'wallet', 'members', 'games', 'system', 'audit', 'protection', 'compliance'],
  },
);

/**
 * The same service on another clock, for the demo seed, which plays two weeks of rounds at the
 * times they would have happened so the bet record, account record and winner board agree.
 */
export const providersServiceAt = (app: FastifyInstance, clock: Clock): ProvidersService =>
  serviceFor(app, { clock, launchUrl: 'http://provider.invalid', publicUrl: 'http://portal.invalid' });
