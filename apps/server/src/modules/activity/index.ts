import fp from 'fastify-plugin';

import type { ActivityStream } from './activity.stream';
import { createActivityStream } from './activity.stream';

export type { ActivityEvent } from './activity.repository';
export type { ActivityHandler, ActivityStream, ActivitySubscriber } from './activity.stream';
export { createActivityStream } from './activity.stream';

declare module 'fastify' {
  interface FastifyInstance {
    activityStream: ActivityStream;
  }
}

/**
 * The activity stream (decision 022): modules subscribe at registration; with the scheduler on,
 * each subscriber runs in whichever process holds its lock, from when the server is ready.
 */
export const activityModule = fp(
  async (app, options: { run: boolean; pollMs?: number }) => {
    const stream = createActivityStream({
      database: app.database,
      logger: app.log,
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
    app.decorate('activityStream', stream);
    app.schedule({
      name: 'activity stream pruning',
      pattern: '0 17 * * * *',
      run: async () => stream.pruneHandled(new Date()),
    });
    if (options.run) app.addHook('onReady', async () => stream.start());
    app.addHook('onClose', async () => stream.stop());
  },
  { name: 'activity', dependencies: ['database', 'scheduler'] },
);
