import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createSingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import { createCrashLive } from './crash.live';
import { createCrashRepository } from './crash.repository';
import type { CrashRunner } from './crash.runner';
import { startCrashRunner } from './crash.runner';
import type { CrashTiming } from './crash.service';
import { createCrashService, CRASH_TIMING } from './crash.service';
import { createCrashSettings } from './crash.settings';

export { crashRoutes } from './crash.routes';
export { crashAdminRoutes } from './crash.admin.routes';

const servicesFor = (app: FastifyInstance, clock: Clock, timing: CrashTiming) => {
  const repository = createCrashRepository(app.database.db);
  const live = createCrashLive(app.events);
  const play = createCrashService({
    db: app.database.db,
    clock,
    repository,
    originals: app.originalsService,
    providers: app.providersService,
    events: live,
    timing,
  });
  const settings = createCrashSettings({ db: app.database.db, repository, audit: app.auditService, clock });
  return { play, settings, live };
};

export type CrashModule = ReturnType<typeof servicesFor>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Crash (issue 21, decision 054): rounds on the hash chain, bets and cash-outs as vendor BGS. */
    crashService: CrashModule;
  }
}

export type CrashModuleOptions = {
  clock: Clock;
  /** Runs the round loop in this process when it holds the lock (CRASH_ROUNDS; tests drive rounds by hand). */
  run: boolean;
  timing?: Partial<CrashTiming>;
};

/** Crash: multiplayer rounds every few seconds, one runner across processes, live over the socket. */
export const crashModule = fp(
  async (app, options: CrashModuleOptions) => {
    const services = servicesFor(app, options.clock, { ...CRASH_TIMING, ...options.timing });
    app.decorate('crashService', services);
    // A socket that starts following crash is sent the whole state first.
    app.events.onSubscribe('crash', (send) => {
      services.play
        .state()
        .then((state) => send({ type: 'crash_state', ...state }))
        .catch((error: unknown) => app.log.warn({ err: error }, 'crash: state for a new follower failed'));
    });
    let runner: CrashRunner | null = null;
    if (options.run) {
      app.addHook('onReady', async () => {
        runner = startCrashRunner({
          service: services.play,
          lock: createSingleRunner(app.database, 'crash:rounds'),
          clock: options.clock,
          log: app.log,
        });
      });
    }
    app.addHook('onClose', async () => {
      await runner?.stop();
      services.live.close();
    });
  },
  { name: 'crash', dependencies: ['database', 'audit', 'providers', 'originals', 'events'] },
);
