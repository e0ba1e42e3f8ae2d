import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import {
  bodiesSentTo,
  lane,
  menus,
  renderWithRouter,
  signInMember,
  vendor,
} from '@/features/games/testing/games-fixtures';

import { TopNav } from './top-nav';

// Spec §2.3: a category with only one provider launches it straight from the top navigation,
// except HOME, PROMO, PVP, FISH and RNG, which always open their page.

const LAUNCH = '/wps/game/launchGame';

const sportsbook = vendor({
  vassalage: 'BTI',
  displayName: 'BTI Sports',
  gameCategory: 'SPORTS',
  lobbyGame: { nodeId: 9001, gameCode: 'bti-lobby', gameType: 'SPORTS' },
});

const setUp = () => {
  const api = installFakeApi({
    '/lgw/games/game_menus': () =>
      api.ok(
        menus([
          lane({ title: 'SPORTS', nameKey: 'con_sports', page: '/sports', vendors: [sportsbook] }),
          lane({
            title: 'FISH',
            nameKey: 'con_fish',
            page: '/fish',
            vendors: [vendor({ vassalage: 'JDB', gameCategory: 'FISH' })],
          }),
          lane({
            title: 'LIVE',
            nameKey: 'con_live',
            page: '/live',
            vendors: [
              vendor({ vassalage: 'EVO', gameCategory: 'LIVE' }),
              vendor({ vassalage: 'SA', gameCategory: 'LIVE' }),
            ],
          }),
        ]),
      ),
    [LAUNCH]: () =>
      api.ok({
        url: 'https://games.test/sports?t=abc',
        gameName: 'BTI Sports',
        vassalage: 'BTI',
        transferredMinor: null,
      }),
  });
  return { api, ...renderWithRouter(<TopNav />) };
};

/** Until the server's menu arrives, the row holds the categories the portal knows, each a link. */
const menuArrived = () => waitFor(() => expect(screen.getByTestId('top-nav-SPORTS')).not.toHaveAttribute('href'));

describe('TopNav (spec §2.3)', { timeout: 15_000 }, () => {
  it('should launch a category’s only provider directly, straight into the game page', async () => {
    signInMember();
    const { router } = setUp();
    await menuArrived();
    await userEvent.click(screen.getByTestId('top-nav-SPORTS'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(bodiesSentTo(LAUNCH)).toEqual([expect.objectContaining({ nodeId: 9001 })]);
  });

  it('should open the page of a category with several providers, and of FISH even with one', async () => {
    signInMember();
    setUp();
    await menuArrived();
    expect(screen.getByTestId('top-nav-LIVE')).toHaveAttribute('href', '/live');
    expect(screen.getByTestId('top-nav-FISH')).toHaveAttribute('href', '/fish');
  });
});
