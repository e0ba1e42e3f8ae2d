import type { GamesRepository, NewGameRow, NewVendorRow } from './games.repository';

export type GamesServiceDeps = { gamesRepository: GamesRepository };

export const createGamesService = ({ gamesRepository }: GamesServiceDeps) => ({
  /** Adds or updates vendors and their games by (vendor, game code). */
  async importCatalogue(vendors: NewVendorRow[], games: NewGameRow[]): Promise<void> {
    await gamesRepository.upsertVendors(vendors);
    await gamesRepository.upsertGames(games);
  },

  listVendors: () => gamesRepository.listVendors(),

  countGames: () => gamesRepository.countGames(),
});

export type GamesService = ReturnType<typeof createGamesService>;
