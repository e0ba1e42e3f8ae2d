import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createGamesAdminRepository } from './games.admin.repository';
import { createGamesRepository } from './games.repository';
import type { GamesService } from './games.service';
import { createGamesService } from './games.service';

export { gameRoutes } from './games.routes';
export { gameAdminRoutes } from './games.admin.routes';
export { parseFeedText } from './games.feed';
export { readFeedFile } from './games.feed';
export { IMAGE_HOST, toGame } from './games.service';
export type { CatalogueFeed } from './games.feed';
export type { GamesService } from './games.service';
export type { GameRow, ListedGame, NewGameRow, NewVendorRow } from './games.repository';

declare module 'fastify' {
  interface FastifyInstance {
    gamesService: GamesService;
  }
}

/** The game catalogue: vendors and games, menus, lists, favourites, recent games, images. */
export const gamesModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'gamesService',
      createGamesService({
        db: app.database.db,
        audit: app.auditService,
        gamesRepository: createGamesRepository(app.database.db),
        gamesAdminRepository: createGamesAdminRepository(app.database.db),
        clock: options.clock,
      }),
    );
    // A vendor's maintenance ends by itself at the end time staff set (decision 030).
    app.schedule({
      name: 'vendor maintenance ended',
      pattern: '0 * * * * *',
      run: () => app.gamesService.staff.endDueMaintenance(options.clock.now()),
    });
  },
  { name: 'games', dependencies: ['database', 'audit', 'scheduler'] },
);
