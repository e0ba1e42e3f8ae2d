import { notifications } from '@mantine/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Game, GamePage } from '@perya/contracts';
import { FAVOURITE_TOGGLE_THROTTLE_MS } from '@perya/contracts';

import { errorText } from '@/lib/error-text';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { addFavourite, favouriteIdsQueryOptions, removeFavourite } from '../api/favourites';
import type { GameListData } from '../api/game-list';
import { gameKeys } from '../api/query-keys';
import { useSessionKind } from './use-session-kind';

type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'isFavorite'>;

type Snapshot = [QueryKey, unknown][];

const isFavouritesSelect = (key: QueryKey): boolean => (key[2] as { select?: string } | undefined)?.select === 'FAV';

/** Sets a game's heart in every cached list; a removed favourite leaves favourite-only lists. */
const markEverywhere = (queryClient: QueryClient, nodeId: number, isFavorite: boolean) => {
  for (const [key, data] of queryClient.getQueriesData<GameListData>({ queryKey: gameKeys.lists() })) {
    if (!data) continue;
    const dropsOut = !isFavorite && isFavouritesSelect(key);
    queryClient.setQueryData<GameListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        content: dropsOut
          ? page.content.filter((game) => game.nodeId !== nodeId)
          : page.content.map((game) => (game.nodeId === nodeId ? { ...game, isFavorite } : game)),
      })),
    });
  }
  for (const [key, data] of queryClient.getQueriesData<GamePage>({ queryKey: [...gameKeys.favourites(), 'list'] })) {
    if (data && !isFavorite) {
      queryClient.setQueryData<GamePage>(key, {
        ...data,
        content: data.content.filter((game) => game.nodeId !== nodeId),
        total: Math.max(0, data.total - 1),
      });
    }
  }
  for (const [key, data] of queryClient.getQueriesData<GamePage>({ queryKey: gameKeys.recent() })) {
    if (data) {
      queryClient.setQueryData<GamePage>(key, {
        ...data,
        content: data.content.map((game) => (game.nodeId === nodeId ? { ...game, isFavorite } : game)),
      });
    }
  }
};

const snapshot = (queryClient: QueryClient): Snapshot => [
  ...queryClient.getQueriesData({ queryKey: gameKeys.lists() }),
  ...queryClient.getQueriesData({ queryKey: gameKeys.favourites() }),
  ...queryClient.getQueriesData({ queryKey: gameKeys.recent() }),
];

type FavouriteToggleOptions = {
  /** The clock of the 1000 ms throttle (tests pass their own). */
  now?: () => number;
};

/**
 * The heart of a game card (spec §4 "Favourites"): members only (guests log in, trial accounts
 * register), at most one toggle per 1000 ms. Adding is skipped when the game is already listed;
 * removing takes the game out of every list at once, then tells the server. A refusal puts
 * everything back.
 */
export const useFavouriteToggle = ({ now = Date.now }: FavouriteToggleOptions = {}) => {
  const { t } = useTranslation('games');
  const session = useSessionKind();
  const token = useSessionStore((state) => state.token);
  const openModal = useModalStore((state) => state.openModal);
  const queryClient = useQueryClient();
  const ids = useQuery(favouriteIdsQueryOptions(token));
  const lastToggle = useRef<number | null>(null);
  // What this grid's player just chose wins over any list, until the server refuses it.
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());

  const isFavourite = (game: FavouriteGame): boolean =>
    chosen.get(game.nodeId) ?? (ids.data ? ids.data.nodeIds.includes(game.nodeId) : game.isFavorite);
  const choose = (nodeId: number, value: boolean | null) =>
    setChosen((current) => {
      const next = new Map(current);
      if (value === null) next.delete(nodeId);
      else next.set(nodeId, value);
      return next;
    });

  const setIds = (change: (nodeIds: number[]) => number[]) =>
    queryClient.setQueryData(favouriteIdsQueryOptions(token).queryKey, (data) =>
      data ? { nodeIds: change(data.nodeIds) } : data,
    );

  const run = async (game: FavouriteGame, adding: boolean) => {
    // Cancelling takes effect at once (the promise only reports it), so the heart changes on this
    // very click and no answer already on its way can overwrite it.
    void queryClient.cancelQueries({ queryKey: gameKeys.favourites() });
    const before = snapshot(queryClient);
    choose(game.nodeId, adding);
    setIds((nodeIds) =>
      adding
        ? [...nodeIds.filter((id) => id !== game.nodeId), game.nodeId]
        : nodeIds.filter((id) => id !== game.nodeId),
    );
    markEverywhere(queryClient, game.nodeId, adding);
    try {
      if (adding) await addFavourite({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
      else await removeFavourite(game.nodeId);
    } catch (failure) {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
      choose(game.nodeId, null);
      notifications.show({
        color: 'ruby',
        message: errorText(failure, t),
      });
    } finally {
      void queryClient.invalidateQueries({ queryKey: gameKeys.favourites() });
    }
  };

  const toggle = (game: FavouriteGame) => {
    if (session === 'guest') {
      openModal('loginPopupModal');
      return;
    }
    if (session === 'trial') {
      openModal('trialDialog');
      return;
    }
    const time = now();
    if (lastToggle.current !== null && time - lastToggle.current < FAVOURITE_TOGGLE_THROTTLE_MS) return;
    lastToggle.current = time;
    if (isFavourite(game)) {
      void run(game, false);
    } else if (!ids.data?.nodeIds.includes(game.nodeId)) {
      void run(game, true);
    }
  };

  return { isFavourite, toggle };
};
