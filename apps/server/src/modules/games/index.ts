import fp from 'fastify-plugin';

import { createGamesRepository } from './games.repository';
import type { GamesService } from './games.service';
import { createGamesService } from './games.service';

export type { GamesService } from './games.service';
export type { NewGameRow, NewVendorRow } from './games.repository';

declare module 'fastify' {
  interface FastifyInstance {
    gamesService: GamesService;
  }
}

/** The game catalogue: vendors and games. */
export const gamesModule = fp(
  async (app) => {
    const gamesRepository = createGamesRepository(app.database.db);
    app.decorate('gamesService', createGamesService({ gamesRepository }));
  },
  { name: 'games', dependencies: ['database'] },
);
