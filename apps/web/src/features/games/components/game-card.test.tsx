import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useModalStore } from '@/stores/modal-store';
import { installFakeApi } from '@/testing/fake-api';

import { game, queriesSentTo, renderWithRouter, signInMember } from '../testing/games-fixtures';
import { GameGrid } from './game-grid';

const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';
const IDS = '/wps/relay/MCSFE_getFavoriteGames';

const setUp = (games = [game()], favourites: number[] = []) => {
  const api = installFakeApi({
    [IDS]: () => api.ok({ nodeIds: favourites }),
    [ADD]: () => api.ok({ done: true }),
    [REMOVE]: () => api.ok({ done: true }),
  });
  const view = renderWithRouter(<GameGrid games={games} label="Games" />);
  return {
    api,
    ...view,
    posts: () => queriesSentTo(api.requests, ADD, 'POST'),
    deletes: () => queriesSentTo(api.requests, REMOVE, 'DELETE'),
  };
};

describe('GameCard', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T04:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show the name, the vendor, the hot and new badges and the image', () => {
    setUp([game({ isHot: 1, isNew: true })]);
    const card = screen.getByRole('article', { name: 'Fortune Ox' });
    expect(card).toHaveTextContent('Fortune Ox');
    expect(card).toHaveTextContent('PG Soft');
    expect(within(card).getByTestId('hot-badge')).toHaveTextContent('Hot');
    expect(card).toHaveTextContent('New');
    expect(within(card).getByRole('img', { name: 'Fortune Ox' })).toHaveAttribute(
      'src',
      '/lgw/images/games/PG/fortune-ox.svg',
    );
  });

  it('should show no hot badge when isHot is 0', () => {
    setUp([game({ isHot: 0 })]);
    expect(screen.queryByTestId('hot-badge')).not.toBeInTheDocument();
  });

  it('should show the game icon when the image fails to load', () => {
    setUp([game()]);
    fireEvent.error(screen.getByRole('img', { name: 'Fortune Ox' }));
    expect(screen.getByTestId('game-image-fallback')).toHaveAccessibleName('Fortune Ox');
  });

  it('should launch a slot from its tile and give other games a play button', () => {
    setUp([
      game({ nodeId: 1, displayName: 'Slot', gameType: 'RNG' }),
      game({ nodeId: 2, displayName: 'Baccarat', gameType: 'LIVE' }),
    ]);
    const slot = screen.getByRole('article', { name: 'Slot' });
    const live = screen.getByRole('article', { name: 'Baccarat' });
    expect(within(slot).getByRole('button', { name: 'Play Slot' })).toBeInTheDocument();
    expect(within(slot).queryByText('Play')).not.toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Play Baccarat' })).toHaveTextContent('Play');
  });

  it('should open the login popup when a guest taps the heart', async () => {
    const sut = setUp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(useModalStore.getState().open).toBe('loginPopupModal'));
    expect(sut.posts()).toHaveLength(0);
  });

  it('should toggle at most once per 1000 ms, optimistically', async () => {
    signInMember();
    const user = userEvent.setup();
    const sut = setUp();
    await waitFor(() => expect(queriesSentTo(sut.api.requests, IDS)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    // The heart fills at once, before the server answers.
    const heart = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    vi.setSystemTime(new Date('2026-03-10T04:00:00.400Z'));
    await user.click(heart);
    await waitFor(() => expect(sut.posts()).toHaveLength(1));
    expect(sut.deletes()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();

    vi.setSystemTime(new Date('2026-03-10T04:00:01.100Z'));
    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    await waitFor(() => expect(sut.deletes()).toHaveLength(1));
    expect(sut.deletes()[0]?.get('nodeId')).toBe('101');
  });

  it('should not add a game that is already listed, and remove it instead', async () => {
    signInMember();
    const sut = setUp([game({ isFavorite: false })], [101]);
    const heart = await screen.findByRole('button', { name: 'Remove from favourites' });
    await userEvent.setup().click(heart);
    await waitFor(() => expect(sut.deletes()).toHaveLength(1));
    expect(sut.posts()).toHaveLength(0);
  });
});
