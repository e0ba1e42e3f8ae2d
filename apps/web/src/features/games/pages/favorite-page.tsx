import { Button, Stack } from '@mantine/core';
import { IconHeart, IconHeartPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

import { favouriteListQueryOptions } from '../api/favourites';
import { CentreHero } from '../components/centre-hero';
import { EmptyState } from '../components/empty-state';
import { MyGames } from './my-games';

/** /favorite: the member's favourite games (spec §2.1, §4 "Favourites"). */
export const FavoritePage = () => {
  const { t, i18n } = useTranslation('games');
  const token = useSessionStore((state) => state.token);
  const favourites = useQuery(favouriteListQueryOptions(token, i18n.language));
  const title = t('common:nav.in_favorite');
  useDocumentTitle(title);
  const count = favourites.data?.content.length;
  return (
    <Stack gap="lg">
      <CentreHero
        icon={<IconHeart size={28} />}
        title={title}
        subtitle={count ? t('favourites.count', { count }) : t('favourites.intro')}
      />
      <MyGames
        games={favourites.data?.content}
        error={favourites.error}
        onRetry={() => void favourites.refetch()}
        label={title}
        empty={
          <EmptyState
            icon={<IconHeartPlus size={30} />}
            title={t('favourites.emptyTitle')}
            text={t('favourites.emptyText')}
            action={
              <Button component={Link} to="/rng" mt="sm" variant="gradient">
                {t('browse')}
              </Button>
            }
          />
        }
      />
    </Stack>
  );
};
