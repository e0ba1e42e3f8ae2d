import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { OriginalsBet, OriginalsPlay } from '@perya/contracts';

import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

import { activeMinesQuery, cashOutMines, originalsKeys, pickMinesTile, placeBet } from '../api/originals';

const isNetworkFailure = (failure: unknown) =>
  failure instanceof Error && 'code' in failure && failure.code === 'NETWORK';

/**
 * Mines over HTTP (decision 043): /mines/bet starts a game (the stake is debited then),
 * /mines/:betId/pick opens a tile, /cashout ends it at its current value. The game on is asked
 * for once when the screen opens, so a reload resumes it where it was.
 */
export const useMinesGame = ({
  enabled,
  launchToken,
  onPlayed,
}: {
  enabled: boolean;
  launchToken: string;
  /** Each answer: the game's new state and the wallet's balance. */
  onPlayed: (played: OriginalsPlay) => void;
}) => {
  const queryClient = useQueryClient();
  const active = useQuery({ ...activeMinesQuery(), enabled });
  // The game this screen played last; until the first action, the one the server says is on.
  const [own, setOwn] = useState<OriginalsBet | null>(null);
  const bet = own ?? active.data?.bet ?? null;

  const settle = (played: OriginalsPlay) => {
    setOwn(played.bet);
    onPlayed(played);
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    if (played.bet.status !== 'PLAYING') void queryClient.invalidateQueries({ queryKey: originalsKeys.bets('mines') });
  };

  const start = useMutation({
    mutationFn: (input: { amountMinor: bigint; mineCount: number; betId: string }) =>
      placeBet('mines', {
        betId: input.betId,
        launchToken,
        amountMinor: input.amountMinor.toString(),
        mineCount: input.mineCount,
      }),
    // A retry after a lost answer sends the same betId: the server answers with the same game.
    retry: (count, failure) => count < 2 && isNetworkFailure(failure),
    onSuccess: settle,
  });
  // A pick or a cash-out repeated after a lost answer is refused (the tile is open, the game
  // over), so these are not retried; the error tells the player and the board stays as it was.
  const pick = useMutation({
    mutationFn: (input: { betId: string; tile: number }) => pickMinesTile(input.betId, input.tile),
    onSuccess: settle,
  });
  const cashOut = useMutation({ mutationFn: cashOutMines, onSuccess: settle });

  const playing = bet?.status === 'PLAYING';
  const busy = start.isPending || pick.isPending || cashOut.isPending;
  return {
    bet,
    playing,
    busy,
    resuming: enabled && active.isPending,
    error: start.error ?? pick.error ?? cashOut.error,
    start: (amountMinor: bigint, mineCount: number) => {
      // Not before the game on is known: a second game would be refused (GAME_IN_PROGRESS).
      if (busy || playing || (enabled && active.isPending)) return;
      pick.reset();
      cashOut.reset();
      start.mutate({ amountMinor, mineCount, betId: crypto.randomUUID() });
    },
    pick: (tile: number) => {
      if (busy || !bet || !playing) return;
      pick.mutate({ betId: bet.betId, tile });
    },
    cashOut: () => {
      if (busy || !bet || !playing || minesRevealedOf(bet) === 0) return;
      cashOut.mutate(bet.betId);
    },
  };
};

export const minesRevealedOf = (bet: OriginalsBet | null): number =>
  bet?.outcome.game === 'mines' ? bet.outcome.revealed.length : 0;
