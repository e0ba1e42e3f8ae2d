import { fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
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

  it('should build its cards once: nothing it reads settles in an effect and renders the strip again', () => {
    const renders: string[] = [];
    renderWithRouter(
      <Profiler id="strip" onRender={(_id, phase) => renders.push(phase)}>
        <HotGamesCarousel games={games(30)} label="Hot games" />
      </Profiler>,
    );
    expect(renders).toEqual(['mount']);
  });

  it('should scroll a view’s width with its arrows, each disabled at its end of the strip', async () => {
    const scrollBy = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollBy').mockImplementation(scrollBy);
    renderWithRouter(<HotGamesCarousel games={games(12)} label="Hot games" />);
    const strip = screen.getByRole('list', { name: 'Hot games' });
    Object.defineProperties(strip, {
      clientWidth: { value: 600, configurable: true },
      scrollWidth: { value: 1200, configurable: true },
      scrollLeft: { value: 0, writable: true, configurable: true },
    });
    const previous = screen.getByRole('button', { name: 'Previous games' });
    const next = screen.getByRole('button', { name: 'Next games' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 600 }));

    strip.scrollLeft = 600;
    fireEvent.scroll(strip);
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -600 }));
  });
});
