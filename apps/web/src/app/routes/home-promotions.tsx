import { Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Promotion } from '@perya/contracts';

import { paths } from '@/config/paths';
import classes from '@/features/home/components/home.module.css';
import { promotionCardsOf } from '@/features/home/utils/promotion-cards';
import { promotionsQueryOptions } from '@/features/promotions/api/promotions';
import { getLanguageCode } from '@/i18n/language';
import { useSessionStore } from '@/stores/session-store';

const PromotionCarousel = lazy(() =>
  import('@/features/home/components/content-carousels').then((module) => ({ default: module.PromotionCarousel })),
);

/**
 * The home page's promotions row (spec §2.7, decision 052): the engine's promotions running now
 * (the list /promotions shows, one cached call), worded by their content announcements, then the
 * content-only ones. Rendered near the viewport only, so the engine's list is asked for then.
 */
export const HomePromotions = ({ announced }: { announced: Promotion[] }) => {
  const { t } = useTranslation('home');
  const token = useSessionStore((state) => state.token);
  const engine = useQuery(promotionsQueryOptions(token, getLanguageCode()));
  // Until the engine answers, nothing: content cards first would flash cards that then go.
  if (engine.isPending) return null;
  const cards = promotionCardsOf(engine.data?.list, announced);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" data-testid="promotion-row">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={2} id="home-promotions" className={classes.sectionTitle}>
          {t('promotions.title')}
        </Title>
        <Link to={paths.promotions} className={classes.sectionLink}>
          {t('promotions.all')}
        </Link>
      </Group>
      <Suspense fallback={<div style={{ minHeight: 240 }} />}>
        <PromotionCarousel promotions={cards} />
      </Suspense>
    </section>
  );
};
