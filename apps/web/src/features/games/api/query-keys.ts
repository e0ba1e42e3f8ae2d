// Every cache key of the games feature, in one place: invalidations read as sentences.

/** Catalogue, lists and favourites: everything about games that is not money. */
export const GAMES_KEY = ['games'] as const;

export const gameKeys = {
  menus: () => [...GAMES_KEY, 'menus'] as const,
  lists: () => [...GAMES_KEY, 'list'] as const,
  hot: (language: string) => [...GAMES_KEY, 'hot', language] as const,
  recent: () => [...GAMES_KEY, 'recent'] as const,
  favourites: () => [...GAMES_KEY, 'favourites'] as const,
  favouriteIds: (token: string | null) => [...GAMES_KEY, 'favourites', 'ids', token] as const,
  favouriteList: (token: string | null, language: string) =>
    [...GAMES_KEY, 'favourites', 'list', token, language] as const,
  announcements: () => [...GAMES_KEY, 'announcements'] as const,
  vendorGameTypes: (vassalage: string) => [...GAMES_KEY, 'vendor-game-types', vassalage] as const,
  lottery: (path: string, gameCode: string) => [...GAMES_KEY, 'lottery', path, gameCode] as const,
};

/** Money lives under the wallet's key, so every money mutation anywhere refreshes it here too. */
export const WALLET_KEY = ['wallet'] as const;
