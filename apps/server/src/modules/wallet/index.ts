import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { WalletProvider } from './wallet.context';
import { createWalletRepository } from './wallet.repository';
import type { WalletService } from './wallet.service';
import { createWalletService } from './wallet.service';

export { walletRoutes } from './wallet.routes';
export { staffActor, walletAdminRoutes } from './wallet.admin.routes';
export { HOUSE_SHARDS, PLAY_CURRENCY, accountSpecs, transferIdFor, walletCurrencyOf } from './wallet.accounts';
export type { TransferRequest, TransferResult } from './wallet.ledger';
export type { WalletProvider } from './wallet.context';
export type { WalletService } from './wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    walletService: WalletService;
  }
}

/** The wallet: the ledger (the only writer of balances), wallets, transfers, records, bonuses. */
export const walletModule = fp(
  async (app, options: { clock: Clock; listProviders: () => Promise<WalletProvider[]>; groupCommits?: number }) => {
    app.decorate(
      'walletService',
      createWalletService({
        db: app.database.db,
        walletRepository: createWalletRepository(app.database.db, { transferConcurrency: options.groupCommits }),
        clock: options.clock,
        members: app.membersService,
        protection: app.protectionService,
        listProviders: options.listProviders,
        audit: app.auditService,
        log: app.log,
      }),
    );
  },
  { name: 'wallet', dependencies: ['database', 'members', 'audit', 'protection'] },
);
