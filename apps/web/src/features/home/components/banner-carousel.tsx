import '@mantine/carousel/styles.layer.css';

import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Banner } from '@perya/contracts';
import { BANNER_AUTOPLAY_MS, BANNER_SPACING_PX } from '@perya/contracts';

import { bannerCarouselBehaviour } from '../utils/carousel';
import { BannerSlide } from './banner-slide';
import classes from './home.module.css';

export type BannerCarouselProps = { banners: Banner[]; onLaunchGame: (nodeId: number) => void };

/**
 * The home banners (spec §2.7, §9): one per view, about 20 px apart, autoplay every 5 s with a
 * 1 s transition, clickable dots, and autoplay that carries on after the visitor drags or clicks.
 * With a single banner nothing loops or moves. Hovering pauses it, so it can be read.
 */
export const BannerCarousel = ({ banners, onLaunchGame }: BannerCarouselProps) => {
  const { t } = useTranslation('home');
  const prefersReducedMotion = useReducedMotion() ?? false;
  const behaviour = bannerCarouselBehaviour(banners.length, prefersReducedMotion);
  const plugins = useMemo(
    () =>
      behaviour.autoplay
        ? [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
        : [],
    [behaviour.autoplay],
  );

  return (
    <Carousel
      className={classes.bannerCarousel}
      classNames={{ indicator: classes.bannerDot, indicators: classes.bannerDots, control: classes.carouselControl }}
      slideSize="100%"
      slideGap={BANNER_SPACING_PX}
      emblaOptions={{ loop: behaviour.loop, duration: behaviour.duration, align: 'start', watchDrag: behaviour.loop }}
      plugins={plugins}
      withIndicators={behaviour.withIndicators}
      withControls={behaviour.withIndicators}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('banners.goTo', { number: index + 1 }) })}
      aria-label={t('banners.label')}
      data-testid="banner-carousel"
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={banner.id} aria-label={t('banners.slide', { number: index + 1, count: banners.length })}>
          <BannerSlide banner={banner} isPriority={index === 0} onLaunchGame={onLaunchGame} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
};
