import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Vendor } from '@perya/contracts';

import { useModalStore } from '@/stores/modal-store';
import { installFakeApi } from '@/testing/fake-api';

import type { Launchable, LaunchOptions } from './use-launch-game';
import { useLaunchGame } from './use-launch-game';
import {
  bodiesSentTo,
  game,
  gamePage,
  queriesSentTo,
  renderWithRouter,
  signInMember,
  signInTrial,
  vendor,
} from '../testing/games-fixtures';

const LAUNCH = '/wps/game/launchGame';
const LIST = '/wps/relay/GCSGAME_gameList';

type HarnessProps = { game?: Launchable; options?: LaunchOptions; vendor?: Vendor };

const Harness = ({ game: target, options, vendor: tile }: HarnessProps) => {
  const launcher = useLaunchGame();
  return (
    <button type="button" onClick={() => (tile ? launcher.launchVendor(tile) : launcher.launch(target!, options))}>
      Open
    </button>
  );
};

const setUp = (props: HarnessProps, launchAnswer?: () => { status?: number; body: unknown }) => {
  const api = installFakeApi({
    [LAUNCH]:
      launchAnswer ??
      (() =>
        api.ok({
          url: 'https://games.test/play?t=abc',
          gameName: 'Fortune Ox',
          vassalage: 'PG',
          transferredMinor: null,
        })),
    [LIST]: () => api.ok(gamePage([game({ nodeId: 7, displayName: 'Lobby Game One', gameName: 'Lobby Game One' })])),
    '/wps/relay/GCSGAME_getVassGameType': () => api.ok({ vassalage: 'EVO', gameTypes: ['LIVE'] }),
    '/wps/relay/GCSGAME_hotGamesV2': () => api.ok({ list: [] }),
  });
  const view = renderWithRouter(<Harness {...props} />);
  return { api, ...view };
};

const open = async () => userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
const location = () => screen.findByTestId('location');

describe('useLaunchGame', { timeout: 15_000 }, () => {
  it('should open the login popup for a guest and call nothing', async () => {
    const sut = setUp({ game: game() });
    await open();
    await waitFor(() => expect(useModalStore.getState().open).toBe('loginPopupModal'));
    expect(queriesSentTo(sut.api.requests, LAUNCH, 'POST')).toHaveLength(0);
  });

  it('should ask a trial account to register first', async () => {
    signInTrial();
    const sut = setUp({ game: game() });
    await open();
    await waitFor(() => expect(useModalStore.getState().open).toBe('trialDialog'));
    expect(queriesSentTo(sut.api.requests, LAUNCH, 'POST')).toHaveLength(0);
  });

  it('should show the maintenance message for a game under maintenance', async () => {
    signInMember();
    const sut = setUp({ game: game({ isMaintenance: true, displayName: 'Fortune Ox' }) });
    await open();
    expect(await screen.findByRole('dialog', { name: 'Game under maintenance' })).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-message')).toHaveTextContent(
      'This game is under maintenance. Please try one of our other games.',
    );
    expect(queriesSentTo(sut.api.requests, LAUNCH, 'POST')).toHaveLength(0);
  });

  it('should show the maintenance message for a vendor under maintenance', async () => {
    signInMember();
    setUp({ vendor: vendor({ vassalage: 'SV3', gameCategory: 'COCKFIGHT', isMaintenance: true }) });
    await open();
    expect(await screen.findByRole('dialog', { name: 'Game under maintenance' })).toBeInTheDocument();
  });

  it.each([
    ['TCG_LOTTO_VN', 'LOTT', '/vnLottery?gameCode=VN-NORTH'],
    ['TCG_SEA', 'ELOTT', '/seaLottery?gameCode=VN-NORTH'],
    ['GPI', 'LOTT', '/lottery?gameCode=VN-NORTH'],
    ['GPI', 'ELOTT', '/lottery?gameCode=VN-NORTH'],
  ])('should route a %s %s game to its lottery page', async (vassalage, gameType, expected) => {
    signInMember();
    setUp({ game: game({ vassalage, gameType, gameCode: 'VN-NORTH' }) });
    await open();
    expect(await location()).toHaveTextContent(expected);
  });

  it('should route a slot vendor tile to /rng for that vendor', async () => {
    signInMember();
    setUp({ vendor: vendor({ vassalage: 'JILI', gameCategory: 'RNG' }) });
    await open();
    expect(await location()).toHaveTextContent('/rng?vassalage=JILI');
  });

  it('should route an RNG game opened from the vendor list to /rng', async () => {
    signInMember();
    setUp({ game: game({ vassalage: 'PG', isGame: 'VASSALAGE' }), options: { fromVendorList: true } });
    await open();
    expect(await location()).toHaveTextContent('/rng?vassalage=PG');
  });

  it('should open the vendor popup list of games for a VASSALAGE entry', async () => {
    signInMember();
    const sut = setUp({
      game: game({ gameType: 'LIVE', vassalage: 'EVO', isGame: 'VASSALAGE', displayName: 'Evolution' }),
    });
    await open();
    expect(await screen.findByRole('dialog', { name: 'Evolution' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Lobby Game One' })).toBeInTheDocument();
    expect(queriesSentTo(sut.api.requests, LIST).at(-1)?.get('vassalage')).toBe('EVO');
  });

  it('should launch through the provider and open the game page', async () => {
    signInMember();
    const sut = setUp({ game: game({ nodeId: 4242, gameType: 'LIVE', displayName: 'Fortune Ox' }) });
    sut.queryClient.setQueryData(['wallet', 'balance'], { stale: false });
    await open();
    const target = await location();
    const url = new URL(target.textContent ?? '', 'http://localhost');
    expect(url.pathname).toBe('/seamless');
    expect(url.searchParams.get('url')).toBe('https://games.test/play?t=abc');
    expect(url.searchParams.get('name')).toBe('Fortune Ox');
    expect(bodiesSentTo(LAUNCH)).toEqual([
      expect.objectContaining({ nodeId: 4242, device: 'DESKTOP', language: 'EN', backUrl: expect.any(String) }),
    ]);
    expect(sut.queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
  });

  it('should show the server message when the provider refuses for maintenance', async () => {
    signInMember();
    setUp({ game: game({ gameType: 'LIVE' }) }, () => ({
      status: 409,
      body: { success: false, code: 'GAME_MAINTENANCE', message: 'Evolution is upgrading until 14:00.', value: null },
    }));
    await open();
    expect(await screen.findByRole('dialog', { name: 'Game under maintenance' })).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-message')).toHaveTextContent('Evolution is upgrading until 14:00.');
  });

  it('should open the login popup when the server says the session is gone', async () => {
    signInMember();
    setUp({ game: game({ gameType: 'LIVE' }) }, () => ({
      status: 401,
      body: { success: false, code: 'AUTH_REQUIRED', message: 'You are not logged in, please login.', value: null },
    }));
    await open();
    await waitFor(() => expect(useModalStore.getState().open).toBe('loginPopupModal'));
  });
});
