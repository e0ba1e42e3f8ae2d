import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { AuthService } from './auth.service';
import { createAuthService } from './auth.service';

export { authAccountRoutes } from './auth.account.routes';
export { CAPTCHA_AFTER_FAILURES } from './auth.login';
export { createRegistrationRules } from './auth.register-rules';
export type { RegistrationFields } from './auth.register-rules';
export { authSessionRoutes } from './auth.session.routes';
export { authStaffRoutes } from './auth.staff.routes';
export type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

/** Identity flows across members, sessions, codes and bot checks. */
export const authModule = fp(
  async (app, options: { clock: Clock; passwordMaxAgeDays: number; publicUrl: string }) => {
    app.decorate(
      'authService',
      createAuthService({
        members: app.membersService,
        sessions: app.sessionService,
        verification: app.verificationService,
        challenge: app.challengeService,
        system: app.systemService,
        agents: app.agentsService,
        invitations: app.agentTeamService,
        staff: app.staffService,
        wallet: app.walletService,
        payments: app.paymentsService,
        compliance: app.complianceService,
        referrals: app.referralService,
        clock: options.clock,
        settings: { passwordMaxAgeDays: options.passwordMaxAgeDays, publicUrl: options.publicUrl },
      }),
    );
  },
  {
    name: 'auth',
    dependencies: [
      'members',
      'session',
      'verification',
      'challenge',
      'system',
      'agents',
      'agent-team',
      'staff',
      'wallet',
      'payments',
      'compliance',
      'referral',
    ],
  },
);
