import { queryOptions } from '@tanstack/react-query';

import type { LotteryBetLine, LotteryPrizeMode } from '@perya/contracts';
import {
  LaunchGameResultSchema,
  LotteryDrawListSchema,
  LotteryDrawSchema,
  LotteryMenuSchema,
  LotteryPlaceResultSchema,
  LotterySlipListSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';

// The in-house lottery's API (server modules/lottery, decision 053) and the spec's §7.2 lottery
// calls. This feature is a lazy chunk of its own, so its answer schemas come with it.

export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: () => [...lotteryKeys.all, 'menu'] as const,
  onSale: (gameCode: string) => [...lotteryKeys.all, 'on-sale', gameCode] as const,
  results: (gameCode: string) => [...lotteryKeys.all, 'results', gameCode] as const,
  slips: (gameCode: string) => [...lotteryKeys.all, 'slips', gameCode] as const,
  launch: (gameCode: string) => [...lotteryKeys.all, 'launch', gameCode] as const,
};

/** GET /lgw/vn/games/game_menu: the games by prize mode, bet types with odds and RTP, the draw on sale. */
export const lotteryMenuQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.menu(),
    queryFn: () => api.get('/lgw/vn/games/game_menu', LotteryMenuSchema),
    refetchInterval: 15_000,
  });

/** GET /lotto/lgw/games/opened/numero: the draws of a game on sale now. */
export const onSaleQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.onSale(gameCode),
    queryFn: () => api.get('/lotto/lgw/games/opened/numero', LotteryDrawListSchema, { gameCode, limit: 3 }),
  });

/** GET /lgw/vn/numeros/opened/game: a game's last results, seeds revealed. */
export const resultsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.results(gameCode),
    queryFn: () => api.get('/lgw/vn/numeros/opened/game', LotteryDrawListSchema, { gameCode, limit: 10 }),
  });

/** GET /wps/lottery/slips: my slips of a game with each line's result. */
export const slipsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.slips(gameCode),
    queryFn: () => api.get('/wps/lottery/slips', LotterySlipListSchema, { gameCode, limit: 20 }),
  });

export const getDraw = (drawId: string) =>
  api.get(`/wps/lottery/draws/${encodeURIComponent(drawId)}`, LotteryDrawSchema);

/** The spec's lottery launch (§7.2): area, mode LOTT, prize mode, game code, betting view. */
export const launchLottery = (input: {
  gameCode: string;
  prizeMode: LotteryPrizeMode;
  lottoArea: string;
  device: 'DESKTOP' | 'MOBILE';
  language: string;
  backUrl: string;
}) => api.post('/wps/game/launchGame', LaunchGameResultSchema, { ...input, launchMode: 'LOTT', view: 'BETTING' });

/** POST /wps/lottery/slips: a slip of lines on one draw; the same slipId again is the same slip. */
export const placeSlip = (body: { slipId: string; launchToken: string; drawId: string; lines: LotteryBetLine[] }) =>
  api.post('/wps/lottery/slips', LotteryPlaceResultSchema, body);
