import fp from 'fastify-plugin';

import { createSingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import type { WalletProvider } from './wallet.context';
import { createBonusRepository } from './wallet.bonuses.repository';
import { createWalletRepository } from './wallet.repository';
import { bonusTurnoverSubscriber } from './wallet.turnover.subscriber';
import type { WalletService } from './wallet.service';
import { createWalletService } from './wallet.service';

export { walletRoutes } from './wallet.routes';
export { staffActor, walletAdminRoutes } from './wallet.admin.routes';
export { HOUSE_SHARDS, PLAY_CURRENCY, accountSpecs, transferIdFor, walletCurrencyOf } from './wallet.accounts';
export type { TransferRequest, TransferResult } from './wallet.ledger';
export type { WalletProvider } from './wallet.context';
export type { WalletService } from './wallet.service';
export { BONUS_TURNOVER_SUBSCRIBER } from './wallet.turnover.subscriber';

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

/**
 * Bonus turnover (decision 039): the activity stream's `bonus-turnover` subscriber advances grants
 * from settled rounds, and a job forfeits expired ones every minute (one runner across processes;
 * each grant is locked and checked again, so a re-run forfeits nothing twice).
 */
export const walletTurnoverModule = fp(
  async (app) => {
    app.activityStream.subscribe(bonusTurnoverSubscriber(createBonusRepository(app.database.db)));
    // One runner across processes (an advisory lock held by whichever process took it first);
    // each grant is also locked and checked again, so even two runners forfeit it once.
    const runner = createSingleRunner(app.database, 'job:bonus-expiry');
    app.schedule({
      name: 'bonus expiry',
      pattern: '20 * * * * *',
      run: async () => ((await runner.tryHold()) ? app.walletService.expireBonuses() : 0),
    });
    app.addHook('onClose', async () => runner.release());
  },
  { name: 'wallet-turnover', dependencies: ['wallet', 'activity', 'scheduler'] },
);
