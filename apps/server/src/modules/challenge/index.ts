import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';
import { createChallengeRepository } from './challenge.repository';
import type { ChallengeService } from './challenge.service';
import { createChallengeService } from './challenge.service';

export { challengeRoutes } from './challenge.routes';
export type { ChallengeService } from './challenge.service';

declare module 'fastify' {
  interface FastifyInstance {
    challengeService: ChallengeService;
  }
}

export type ChallengeModuleOptions = {
  /** The time source; tests pass one they can move. */
  clock?: Clock;
};

/**
 * Bot checks: the slider puzzle and the image captcha. Other modules call
 * `app.challengeService.consumeSliderToken(token)` and `checkCaptcha(key, answer)` before a
 * protected action, and a scheduler calls `deleteExpired()`.
 */
export const challengeModule = fp(
  async (app, options: ChallengeModuleOptions) => {
    app.decorate(
      'challengeService',
      createChallengeService({
        db: app.database.db,
        challengeRepository: createChallengeRepository(app.database.db),
        clock: options.clock ?? systemClock,
      }),
    );
  },
  { name: 'challenge', dependencies: ['database'] },
);
