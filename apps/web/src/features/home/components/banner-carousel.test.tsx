import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { banner, renderInRouter } from '../testing/home-fixtures';
import { bannerCarouselBehaviour, emblaDurationFor } from '../utils/carousel';
import { BannerCarousel } from './banner-carousel';
import { BannerHero } from './banner-hero';

const autoplay = vi.hoisted(() =>
  vi.fn((options: unknown) => ({ name: 'autoplay', options, init: () => undefined, destroy: () => undefined })),
);
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay }));

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('the banner carousel (spec §2.7)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
    autoplay.mockClear();
  });

  it('should loop and play by itself only with more than one banner', () => {
    expect(bannerCarouselBehaviour(0)).toMatchObject({ loop: false, autoplay: false, withIndicators: false });
    expect(bannerCarouselBehaviour(1)).toMatchObject({ loop: false, autoplay: false, withIndicators: false });
    expect(bannerCarouselBehaviour(2)).toMatchObject({ loop: true, autoplay: true, withIndicators: true });
    // 1 s transition; nothing slides for people who ask for reduced motion.
    expect(bannerCarouselBehaviour(3).duration).toBe(emblaDurationFor(1000));
    expect(bannerCarouselBehaviour(3, true).duration).toBe(0);
  });

  it('should autoplay every 5 s and carry on after interaction, with a dot per banner', async () => {
    const banners = [
      banner({ id: 1, title: 'One' }),
      banner({ id: 2, title: 'Two' }),
      banner({ id: 3, title: 'Three' }),
    ];
    renderInRouter(<BannerCarousel banners={banners} onLaunchGame={() => undefined} />);
    expect(autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 5000, stopOnInteraction: false }));
    const dots = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show banner 1',
      'Show banner 2',
      'Show banner 3',
    ]);
    await userEvent.click(dots[1]!);
  });

  it('should show a single banner still: no autoplay, no dots', async () => {
    renderInRouter(<BannerHero banners={[banner()]} isLoading={false} onLaunchGame={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(autoplay).not.toHaveBeenCalled();
  });

  it('should open a banner’s link: a URL in a new tab, a route in the app, a game through the launcher', async () => {
    const onLaunchGame = vi.fn();
    const { router } = renderInRouter(
      <>
        <BannerHero
          banners={[banner({ id: 1, title: 'Site', linkageType: 'URL', linkage: 'https://perya.ph/news' })]}
          isLoading={false}
          onLaunchGame={onLaunchGame}
        />
        <BannerHero
          banners={[banner({ id: 2, title: 'Slots', linkageType: 'ROUTE', linkage: '/rng' })]}
          isLoading={false}
          onLaunchGame={onLaunchGame}
        />
        <BannerHero
          banners={[banner({ id: 3, title: 'Fortune Ox', linkageType: 'GAME', linkage: '101' })]}
          isLoading={false}
          onLaunchGame={onLaunchGame}
        />
      </>,
    );
    const site = screen.getByRole('link', { name: 'Site' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Play: Fortune Ox' }));
    expect(onLaunchGame).toHaveBeenCalledWith(101);
    await userEvent.click(screen.getByRole('link', { name: 'Slots' }));
    expect(router.state.location.pathname).toBe('/rng');
  });
});
