import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { game, renderWithRouter } from '../testing/games-fixtures';
import { HotGamesCarousel, hasHotRowArrows } from './home-rows';

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const games = (count: number) =>
  Array.from({ length: count }, (_, index) => game({ nodeId: index + 1, displayName: `Game ${index + 1}` }));

describe('the hot games row (spec §2.7)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
    installFakeApi({});
  });

  it('should show arrows only with more than 7 games', () => {
    expect([1, 6, 7, 8, 30].map(hasHotRowArrows)).toEqual([false, false, false, true, true]);
  });

  it.each([
    [7, false],
    [8, true],
  ])('should render %i games with arrows: %s', (count, withArrows) => {
    renderWithRouter(<HotGamesCarousel games={games(count)} label="Hot games" />);
    expect(screen.getAllByTestId('game-card')).toHaveLength(count);
    expect(screen.queryByRole('button', { name: 'Next games' }) !== null).toBe(withArrows);
  });
});
