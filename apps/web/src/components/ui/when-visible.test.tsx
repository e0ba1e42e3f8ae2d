import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WhenVisible } from './when-visible';

/** An IntersectionObserver the test drives: `enter()` reports every observed element in view. */
const stubObserver = () => {
  const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class StubObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe() {
      observed.push({ callback: this.callback, options: this.options });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    observed,
    enter: () =>
      act(() => {
        for (const { callback } of observed)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
};

describe('WhenVisible', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should keep the room, as a CSS length too, and render the content only when it comes near', async () => {
    const observer = stubObserver();
    const { container } = render(
      <WhenVisible minHeight="var(--board-room)" rootMargin="100px 0px">
        <p>Biggest wins</p>
      </WhenVisible>,
    );
    const slot = container.firstElementChild as HTMLElement;
    expect(screen.queryByText('Biggest wins')).toBeNull();
    expect(slot.style.minHeight).toBe('var(--board-room)');
    expect(observer.observed.map((entry) => entry.options?.rootMargin)).toEqual(['100px 0px']);

    await observer.enter();
    expect(screen.getByText('Biggest wins')).toBeInTheDocument();
    expect(slot.style.minHeight).toBe('');
  });

  it('should render at once where the browser has no IntersectionObserver', () => {
    render(
      <WhenVisible minHeight={260}>
        <p>Hot games</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Hot games')).toBeInTheDocument();
  });
});
