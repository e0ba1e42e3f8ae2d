import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Banner } from '@perya/contracts';

import { paths } from '@/config/paths';

import classes from './home.module.css';

/** Banners are drawn 1600 × 500; the slot keeps that ratio so nothing shifts while they load. */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 500;

export type BannerSlideProps = {
  banner: Banner;
  /** The first banner is the page's largest picture: load it first, never lazily. */
  isPriority?: boolean;
  onLaunchGame: (nodeId: number) => void;
};

const BannerPicture = ({ banner, isPriority }: Pick<BannerSlideProps, 'banner' | 'isPriority'>) => {
  const [failed, setFailed] = useState(false);
  if (failed || !banner.url) {
    return (
      <div className={classes.bannerFallback} role="img" aria-label={banner.title}>
        <span>{banner.title}</span>
      </div>
    );
  }
  return (
    <img
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      className={classes.bannerImage}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding={isPriority ? 'sync' : 'async'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
};

/**
 * One banner (spec §2.7): a banner with a linkage type opens its link — a URL in a new tab, a
 * portal route or promotion through the router, a game through the launcher.
 */
export const BannerSlide = ({ banner, isPriority, onLaunchGame }: BannerSlideProps) => {
  const { t } = useTranslation('home');
  const picture = <BannerPicture banner={banner} isPriority={isPriority} />;
  const label = banner.title || t('banners.open');
  const wrap = (node: ReactNode) => <div className={classes.bannerSlide}>{node}</div>;

  switch (banner.linkageType) {
    case 'URL':
      return wrap(
        <a
          href={banner.linkage}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.bannerLink}
          aria-label={label}
        >
          {picture}
        </a>,
      );
    case 'ROUTE':
      return wrap(
        <Link to={banner.linkage || paths.home} className={classes.bannerLink} aria-label={label}>
          {picture}
        </Link>,
      );
    case 'PROMOTION':
      return wrap(
        <Link to={`${paths.promotions}#${banner.linkage}`} className={classes.bannerLink} aria-label={label}>
          {picture}
        </Link>,
      );
    case 'GAME':
      return wrap(
        <UnstyledButton
          className={classes.bannerLink}
          aria-label={t('banners.play', { title: label })}
          onClick={() => onLaunchGame(Number(banner.linkage))}
        >
          {picture}
        </UnstyledButton>,
      );
    default:
      return wrap(picture);
  }
};
