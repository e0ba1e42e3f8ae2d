import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { GatewayConfig } from './payments.gateway';
import { createGatewaySource } from './payments.gateway-source';
import { createPaymentsRepository } from './payments.repository';
import type { PaymentsService } from './payments.service';
import { createPaymentsService } from './payments.service';

export { paymentRoutes } from './payments.routes';
export { paymentAdminRoutes } from './payments.admin.routes';
export { gatewayCallbackRoutes } from './payments.callback.routes';
export type { GatewayConfig } from './payments.gateway';
export type { NewChannelRow } from './payments.repository';
export type { PaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsService: PaymentsService;
  }
}

/** Deposits and withdrawals through the operator's channels and payment gateways. */
export const paymentsModule = fp(
  async (app, options: { clock: Clock; gateways: GatewayConfig[]; publicUrl: string; fetch?: typeof fetch }) => {
    app.decorate(
      'paymentsService',
      createPaymentsService({
        db: app.database.db,
        paymentsRepository: createPaymentsRepository(app.database.db),
        clock: options.clock,
        wallet: app.walletService,
        members: app.membersService,
        protection: app.protectionService,
        uploads: app.uploadsService,
        audit: app.auditService,
        compliance: app.complianceService,
        gateways: createGatewaySource({
          environment: options.gateways,
          readStored: () => app.systemService.getDelivery('GATEWAY'),
          clock: options.clock,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
        publicUrl: options.publicUrl,
      }),
    );
  },
  {
    name: 'payments',
    dependencies: ['database', 'system', 'wallet', 'members', 'uploads', 'audit', 'protection', 'compliance'],
  },
);
