import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Game, LaunchTarget, Vendor } from '@perya/contracts';
import { launchTargetOf } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useModalStore } from '@/stores/modal-store';

import { launchGame } from '../api/launch';
import { WALLET_KEY, gameKeys } from '../api/query-keys';
import { useGamePopups } from '../stores/game-popups-store';
import { inPortalGamePath, seamlessPath, withQuery } from '../utils/paths';
import { useSessionKind } from './use-session-kind';

/** What launching needs to know about a game (a vendor tile is turned into one). */
export type Launchable = Pick<Game, 'nodeId' | 'gameType' | 'vassalage' | 'gameCode' | 'isGame' | 'isMaintenance'> & {
  /** A vendor tile's name; a game card passes its `displayName`. */
  name?: string;
  displayName?: string;
};

const nameOf = (game: Launchable): string | null => game.name ?? game.displayName ?? null;

export type LaunchOptions = { fromVendorList?: boolean; vendorInMaintenance?: boolean };

/**
 * A vendor tile as a game: its lobby game when it launches directly (sports books, arenas,
 * lotteries), otherwise the vendor itself, which opens its list (or /rng for a slot vendor).
 */
export const vendorAsLaunchable = (vendor: Vendor): Launchable =>
  vendor.lobbyGame
    ? {
        nodeId: vendor.lobbyGame.nodeId,
        gameType: vendor.lobbyGame.gameType,
        gameCode: vendor.lobbyGame.gameCode,
        vassalage: vendor.vassalage,
        isGame: 'GAME',
        isMaintenance: vendor.isMaintenance,
        name: vendor.displayName,
      }
    : {
        nodeId: 0,
        gameType: vendor.gameCategory,
        gameCode: '',
        vassalage: vendor.vassalage,
        isGame: 'VASSALAGE',
        isMaintenance: vendor.isMaintenance,
        name: vendor.displayName,
      };

const isPhoneDevice = (): boolean =>
  typeof window.matchMedia === 'function' &&
  (window.matchMedia('(max-width: 48em)').matches || window.matchMedia('(pointer: coarse)').matches);

/**
 * The one way every card, tile and menu entry starts a game (spec §2.7): the pure launch rules
 * of the contract decide, this hook carries the decision out.
 */
export const useLaunchGame = () => {
  const { t } = useTranslation('games');
  const session = useSessionKind();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openModal = useModalStore((state) => state.openModal);
  const showPopup = useGamePopups((state) => state.show);
  const closePopup = useGamePopups((state) => state.close);

  const launch = useMutation({
    mutationFn: (game: Launchable) =>
      launchGame({
        nodeId: game.nodeId,
        device: isPhoneDevice() ? 'MOBILE' : 'DESKTOP',
        language: getLanguageCode(),
        backUrl: window.location.href.slice(0, 512),
      }),
    onSuccess: (result, game) => {
      // Transfer-wallet mode may have moved money into the provider; the game joins the recents.
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: gameKeys.recent() });
      void queryClient.invalidateQueries({
        queryKey: gameKeys.lists(),
        predicate: (query) => (query.queryKey[2] as { select?: string } | undefined)?.select === 'RECENT',
      });
      closePopup();
      void navigate(inPortalGamePath(result.url) ?? seamlessPath(result.url, result.gameName || nameOf(game) || ''));
    },
    onError: (failure, game) => {
      const code = failure instanceof ApiError ? failure.code : 'NETWORK';
      const message = failure instanceof ApiError && code !== 'NETWORK' && failure.message ? failure.message : null;
      if (code === 'GAME_MAINTENANCE') {
        showPopup({ kind: 'maintenance', message, gameName: nameOf(game), excludeNodeId: game.nodeId });
      } else if (code === 'TRIAL_FORBIDDEN') {
        openModal('trialDialog');
      } else if (code === 'AUTH_REQUIRED' || code === 'TOKEN_INVALID' || code === 'TOKEN_EXPIRED') {
        openModal('loginPopupModal');
      } else {
        notifications.show({
          color: 'ruby',
          title: t('launch.failedTitle'),
          message: errorText(failure, t),
        });
      }
    },
  });

  const follow = (target: LaunchTarget, game: Launchable) => {
    switch (target.kind) {
      case 'LOGIN':
        openModal('loginPopupModal');
        return;
      case 'REGISTER_DIALOG':
        openModal('trialDialog');
        return;
      case 'MAINTENANCE':
        showPopup({ kind: 'maintenance', message: null, gameName: nameOf(game), excludeNodeId: game.nodeId });
        return;
      case 'ROUTE':
        closePopup();
        void navigate(withQuery(target.path, target.query));
        return;
      case 'VENDOR_LIST':
        showPopup({ kind: 'vendor', vassalage: target.vassalage, vendorName: nameOf(game) });
        return;
      case 'LAUNCH':
        if (!launch.isPending) launch.mutate(game);
        return;
    }
  };

  /** Opens a game: a card, a search result, a game in a vendor's list. */
  const launchGameOf = (game: Launchable, options: LaunchOptions = {}) =>
    follow(launchTargetOf(game, { session, ...options }), game);

  /** Opens a vendor tile or menu entry: its lobby game, its list, or its page. */
  const launchVendor = (vendor: Vendor) => {
    const game = vendorAsLaunchable(vendor);
    const target = launchTargetOf(game, { session, fromVendorList: true, vendorInMaintenance: vendor.isMaintenance });
    // A lottery vendor without a lobby game has no game code to route to: show its games.
    if (target.kind === 'ROUTE' && 'gameCode' in target.query && !target.query.gameCode) {
      follow({ kind: 'VENDOR_LIST', vassalage: vendor.vassalage }, game);
      return;
    }
    follow(target, game);
  };

  return {
    launch: launchGameOf,
    launchVendor,
    /** The game being launched now (its card shows a spinner). */
    pendingNodeId: launch.isPending ? launch.variables.nodeId : null,
    showMaintenance: (game: Launchable) =>
      showPopup({ kind: 'maintenance', message: null, gameName: nameOf(game), excludeNodeId: game.nodeId }),
  };
};
