import { queryOptions } from '@tanstack/react-query';

import type { OriginalsGame } from '@perya/contracts';
import {
  FairnessStateSchema,
  OriginalsBetListSchema,
  OriginalsGameListSchema,
  OriginalsPlaySchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';

// The originals' API (server modules/originals, decision 043). This feature is a lazy chunk of
// its own (the game screen), so its answer schemas come with it rather than through lazy-schema.

export const originalsKeys = {
  all: ['originals'] as const,
  games: () => [...originalsKeys.all, 'games'] as const,
  bets: (game: OriginalsGame) => [...originalsKeys.all, 'bets', game] as const,
  fairness: () => [...originalsKeys.all, 'fairness'] as const,
};

/** GET /wps/originals/games: limits, maximum win, house edge and RTP of each original. */
export const originalsGamesQuery = () =>
  queryOptions({
    queryKey: originalsKeys.games(),
    queryFn: () => api.get('/wps/originals/games', OriginalsGameListSchema),
    staleTime: 60_000,
  });

/** GET /wps/originals/bets: my recent bets of one game, with their seeds and nonces. */
export const recentBetsQuery = (game: OriginalsGame) =>
  queryOptions({
    queryKey: originalsKeys.bets(game),
    queryFn: () => api.get('/wps/originals/bets', OriginalsBetListSchema, { game, limit: '20' }),
  });

/** GET /wps/originals/fairness: the commitment, my client seed, the next nonce, revealed seeds. */
export const fairnessQuery = () =>
  queryOptions({
    queryKey: originalsKeys.fairness(),
    queryFn: () => api.get('/wps/originals/fairness', FairnessStateSchema),
  });

export type DiceBetParams = { direction: 'over' | 'under'; target: number };
export type LimboBetParams = { target: number };

/** POST /wps/originals/:game/bet: one bet; the same betId again is the same bet (a retry is safe). */
export const placeBet = (
  game: 'dice' | 'limbo',
  body: { betId: string; launchToken: string; amountMinor: string } & (DiceBetParams | LimboBetParams),
) => api.post(`/wps/originals/${game}/bet`, OriginalsPlaySchema, body);

export const setClientSeed = (clientSeed: string) =>
  api.put('/wps/originals/fairness/client-seed', FairnessStateSchema, { clientSeed });

export const rotateSeeds = () => api.post('/wps/originals/fairness/rotate', FairnessStateSchema, {});
