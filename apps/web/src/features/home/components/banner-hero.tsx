import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

import type { Banner } from '@perya/contracts';

import { useAfterPaint } from '@/hooks/use-after-paint';

import { BannerSlide } from './banner-slide';
import classes from './home.module.css';

// The carousel (Embla and its plugin) is its own chunk: the first banner paints at once as a
// plain picture in the same box, and turns into the carousel when the chunk arrives and the page
// has been drawn (Embla measures its slides as it starts, decision 075).
const BannerCarousel = lazy(() => import('./banner-carousel').then((module) => ({ default: module.BannerCarousel })));

export type BannerHeroProps = {
  banners: Banner[] | undefined;
  isLoading: boolean;
  onLaunchGame: (nodeId: number) => void;
};

/** The home banners (w_home), or a skeleton of their size while they load. */
export const BannerHero = ({ banners, isLoading, onLaunchGame }: BannerHeroProps) => {
  const { t } = useTranslation('home');
  const isPainted = useAfterPaint();
  if (isLoading) return <Skeleton className={classes.bannerSkeleton} aria-label={t('common:a11y.loading')} />;
  if (!banners?.length) return null;
  const first = banners[0]!;
  const still = (
    <div className={classes.bannerStill}>
      <BannerSlide banner={first} isPriority onLaunchGame={onLaunchGame} />
    </div>
  );
  if (banners.length === 1) return <section aria-label={t('banners.label')}>{still}</section>;
  return (
    // The carousel is itself a labelled region; no second landmark around it.
    <div className={classes.bannerSection}>
      <Suspense fallback={still}>
        {isPainted ? <BannerCarousel banners={banners} onLaunchGame={onLaunchGame} /> : still}
      </Suspense>
    </div>
  );
};
