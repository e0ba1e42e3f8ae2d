import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Game } from '@perya/contracts';
import { languageTag } from '@perya/contracts';

import { SlowLoadNotice } from '@/components/ui/slow-load-notice';
import { getLanguageCode } from '@/i18n/language';
import { formatCount } from '@/lib/format-count';
import { useSessionStore } from '@/stores/session-store';

import type { GameListFilters } from '../api/game-list';
import { gameListQueryOptions } from '../api/game-list';
import { useOnVisible } from '../hooks/use-on-visible';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { LoadError } from './load-error';

/** Pages fetched by scrolling alone; after that a button asks, so a list never grows unasked. */
export const AUTO_LOAD_PAGES = 4;

type GameListProps = {
  filters: GameListFilters;
  imageHost?: string;
  label: string;
  empty: ReactNode;
};

/** A server-paged game list: pages of 30 loaded as the player scrolls, then on request. */
export const GameList = ({ filters, imageHost, label, empty }: GameListProps) => {
  const { t, i18n } = useTranslation('games');
  const token = useSessionStore((state) => state.token);
  const list = useInfiniteQuery({
    ...gameListQueryOptions(filters, token, i18n.language),
    placeholderData: keepPreviousData,
  });
  const games = useMemo(() => {
    const seen = new Set<number>();
    const unique: Game[] = [];
    // A page boundary can shift while the player scrolls (a new game added): never show a game twice.
    for (const game of list.data?.pages.flatMap((page) => page.content) ?? []) {
      if (!seen.has(game.nodeId)) {
        seen.add(game.nodeId);
        unique.push(game);
      }
    }
    return unique;
  }, [list.data]);
  const pagesLoaded = list.data?.pages.length ?? 0;
  const total = list.data?.pages[0]?.total ?? 0;
  const canAutoLoad = list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData;
  const sentinel = useOnVisible<HTMLDivElement>(() => {
    if (canAutoLoad && pagesLoaded < AUTO_LOAD_PAGES) void list.fetchNextPage();
  });

  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <SlowLoadNotice onRetry={() => void list.refetch()}>
        <GameGridSkeleton />
      </SlowLoadNotice>
    );
  }
  if (games.length === 0) return <>{empty}</>;
  const tag = languageTag(getLanguageCode());

  return (
    <Stack gap="lg" aria-busy={list.isFetching}>
      <div style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}>
        <GameGrid games={games} imageHost={imageHost} label={label} />
      </div>
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      <Group justify="center" gap="md">
        <Text fz="sm" c="dimmed" data-testid="game-count">
          {t('list.showing', { shown: formatCount(games.length, tag), total: formatCount(total, tag) })}
        </Text>
        {list.isFetchingNextPage ? (
          <Center>
            <Loader size="sm" color="gold" aria-label={t('common:a11y.loading')} />
          </Center>
        ) : (
          list.hasNextPage && (
            <Button variant="light" radius="xl" onClick={() => void list.fetchNextPage()}>
              {t('list.loadMore')}
            </Button>
          )
        )}
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} />}
    </Stack>
  );
};
