import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { ReferralPayouts } from './referral.payouts';
import { createReferralPayouts } from './referral.payouts';
import { createReferralRepository } from './referral.repository';
import type { ReferralService } from './referral.service';
import { createReferralService } from './referral.service';
import { referralSubscriber } from './referral.subscriber';

export { referralRoutes } from './referral.routes';
export { referralAdminRoutes } from './referral.admin.routes';
export { REFERRAL_SUBSCRIBER } from './referral.subscriber';
export type { CodePlacement } from './referral.rules';
export type { ReferralService } from './referral.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Referral (issue 19, decision 042): codes, who referred whom, the programme, its reads. */
    referralService: ReferralService;
    /** Pays the rewards the `referral` subscriber found due (a scheduled job; tests call it). */
    referralPayouts: ReferralPayouts;
  }
}

/**
 * Referral: the programme's rules (its switch is the REFERRAL3 flag), referrals recorded at
 * registration, progress from the activity stream, rewards paid as bonuses by a job.
 */
export const referralModule = fp(
  async (app, options: { clock: Clock }) => {
    const repository = createReferralRepository(app.database.db);
    app.activityStream.subscribe(referralSubscriber(repository, options.clock));
    app.decorate(
      'referralService',
      createReferralService({
        db: app.database.db,
        repository,
        clock: options.clock,
        audit: app.auditService,
        members: app.membersService,
        agents: app.agentsService,
        system: app.systemService,
      }),
    );
    const payouts = createReferralPayouts({
      db: app.database.db,
      repository,
      clock: options.clock,
      audit: app.auditService,
      members: app.membersService,
      protection: app.protectionService,
      wallet: app.walletService,
      log: app.log,
    });
    app.decorate('referralPayouts', payouts);
    app.schedule({ name: 'referral rewards', pattern: '*/10 * * * * *', run: () => payouts.payDue() });
  },
  {
    name: 'referral',
    dependencies: ['database', 'audit', 'members', 'agents', 'system', 'protection', 'wallet', 'activity', 'scheduler'],
  },
);
