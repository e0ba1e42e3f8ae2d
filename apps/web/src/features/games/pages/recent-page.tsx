import { Button, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

import { recentGamesQueryOptions } from '../api/recent-games';
import { CentreHero } from '../components/centre-hero';
import { EmptyState } from '../components/empty-state';
import { MyGames } from './my-games';

/** /recent: the games the member really launched, newest first. */
export const RecentPage = () => {
  const { t, i18n } = useTranslation('games');
  const token = useSessionStore((state) => state.token);
  const recent = useQuery(recentGamesQueryOptions(token, i18n.language));
  const title = t('common:nav.recent');
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <CentreHero icon={<IconHistory size={28} />} title={title} subtitle={t('recent.intro')} />
      <MyGames
        games={recent.data?.content}
        error={recent.error}
        onRetry={() => void recent.refetch()}
        label={title}
        empty={
          <EmptyState
            icon={<IconHistory size={30} />}
            title={t('recent.emptyTitle')}
            text={t('recent.emptyText')}
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
