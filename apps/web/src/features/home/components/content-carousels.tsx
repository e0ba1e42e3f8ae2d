import '@mantine/carousel/styles.layer.css';

import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Banner } from '@perya/contracts';
import { PROMOTIONS_GAP_PX, PROMOTIONS_PER_VIEW, VIDEOS_PER_VIEW } from '@perya/contracts';

import { paths } from '@/config/paths';

import type { PromotionCard } from '../utils/promotion-cards';
import { videoEmbedOf } from '../utils/video';
import classes from './home.module.css';
import { PromotionImage } from './promotion-image';
import { VideoBlock } from './video-block';

const percent = (perView: number) => `${100 / perView}%`;

/** The promotion carousel (spec §2.7): 3 per view on desktop, 20 px apart; a card opens its promotion. */
export const PromotionCarousel = ({ promotions }: { promotions: PromotionCard[] }) => {
  const { t } = useTranslation('home');
  return (
    <Carousel
      slideSize={{ base: '86%', sm: '50%', md: percent(PROMOTIONS_PER_VIEW) }}
      slideGap={PROMOTIONS_GAP_PX}
      emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
      withControls={promotions.length > PROMOTIONS_PER_VIEW}
      classNames={{ control: classes.carouselControl, controls: classes.carouselControls }}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      aria-label={t('promotions.title')}
    >
      {promotions.map((promotion) => (
        <Carousel.Slide key={promotion.key}>
          <Link to={`${paths.promotions}#${promotion.hash}`} className={classes.promoCard}>
            <PromotionImage promotion={promotion} />
            <span className={classes.promoBody}>
              <span className={classes.promoCategory}>{t(`promotions.category.${promotion.category}`)}</span>
              <span className={classes.promoTitle}>{promotion.title}</span>
            </span>
          </Link>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
};

/** The video carousel (spec §2.7): one per view; links that are not video-site links are left out. */
export const VideoCarousel = ({ videos }: { videos: Banner[] }) => {
  const { t } = useTranslation('home');
  const playable = videos.flatMap((video) => {
    const embed = videoEmbedOf(video.url);
    return embed ? [{ video, embed }] : [];
  });
  if (playable.length === 0) return null;
  return (
    <Carousel
      slideSize={percent(VIDEOS_PER_VIEW)}
      slideGap="md"
      withIndicators={playable.length > 1}
      withControls={playable.length > 1}
      emblaOptions={{ align: 'start' }}
      classNames={{ control: classes.carouselControl, indicator: classes.bannerDot, indicators: classes.bannerDots }}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('videos.goTo', { number: index + 1 }) })}
      aria-label={t('videos.title')}
      data-testid="video-carousel"
    >
      {playable.map(({ video, embed }) => (
        <Carousel.Slide key={video.id}>
          <VideoBlock embed={embed} title={video.title || t('videos.title')} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
};
