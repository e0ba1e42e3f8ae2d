import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Makes the opened database available to modules. Its owner (main, or a test) closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('database', options.handle);
  },
  { name: 'database' },
);
