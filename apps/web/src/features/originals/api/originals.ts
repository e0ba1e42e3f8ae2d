import { queryOptions } from '@tanstack/react-query';

import type { OriginalsGame } from '@perya/contracts';
import {
  FairnessStateSchema,
  OriginalsBetListSchema,
  OriginalsBetSchema,
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
  bet: (betId: string) => [...originalsKeys.all, 'bet', betId] as const,
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

/**
 * GET /wps/originals/bets/:betId: one of my bets, of any game, with its seeds once revealed (the
 * server answers NOT_FOUND for another member's). Under originalsKeys.all, so a rotation refetches it.
 */
export const betQuery = (betId: string) =>
  queryOptions({
    queryKey: originalsKeys.bet(betId),
    queryFn: () => api.get(`/wps/originals/bets/${encodeURIComponent(betId)}`, OriginalsBetSchema),
    retry: false,
  });

/** GET /wps/originals/fairness: the commitment, my client seed, the next nonce, revealed seeds. */
export const fairnessQuery = () =>
  queryOptions({
    queryKey: originalsKeys.fairness(),
    queryFn: () => api.get('/wps/originals/fairness', FairnessStateSchema),
  });

export type DiceBetParams = { direction: 'over' | 'under'; target: number };
export type LimboBetParams = { target: number };
export type PlinkoBetParams = { rows: number; risk: 'low' | 'medium' | 'high' };
export type KenoBetParams = { picks: number[]; risk: 'classic' | 'low' | 'medium' | 'high' };
export type MinesBetParams = { mineCount: number };
/** The slot has no choice but the stake (its 20 lines are fixed). */
export type SlotBetParams = { configId?: never };
export type BetParams =
  DiceBetParams | LimboBetParams | PlinkoBetParams | KenoBetParams | MinesBetParams | SlotBetParams;

/**
 * POST /wps/originals/:game/bet: one bet (mines: a game started); the same betId again is the
 * same bet (a retry is safe).
 */
export const placeBet = (
  game: OriginalsGame,
  body: { betId: string; launchToken: string; amountMinor: string } & BetParams,
) => api.post(`/wps/originals/${game}/bet`, OriginalsPlaySchema, body);

/** POST /wps/originals/mines/:betId/pick: opens a tile (0–24); a mine ends the game lost. */
export const pickMinesTile = (betId: string, tile: number) =>
  api.post(`/wps/originals/mines/${betId}/pick`, OriginalsPlaySchema, { tile });

/** POST /wps/originals/mines/:betId/cashout: ends my mines game at its current value. */
export const cashOutMines = (betId: string) =>
  api.post(`/wps/originals/mines/${betId}/cashout`, OriginalsPlaySchema, {});

/** GET /wps/originals/mines/active: my mines game still on (null when none), to resume it. */
export const activeMinesQuery = () =>
  queryOptions({
    queryKey: [...originalsKeys.all, 'mines', 'active'] as const,
    queryFn: () => api.get('/wps/originals/mines/active', OriginalsPlaySchema.nullable()),
    staleTime: Infinity,
  });

export const setClientSeed = (clientSeed: string) =>
  api.put('/wps/originals/fairness/client-seed', FairnessStateSchema, { clientSeed });

export const rotateSeeds = () => api.post('/wps/originals/fairness/rotate', FairnessStateSchema, {});
