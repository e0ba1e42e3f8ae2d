import { Anchor, Group, Skeleton, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFlame } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode, UIEvent } from 'react';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Game, GameType } from '@perya/contracts';
import { HOT_GAMES_ARROWS_ABOVE, HOT_GAMES_MAX, HOT_GAMES_PER_VIEW } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { useSessionStore } from '@/stores/session-store';

import { useGameMenus } from '../api/game-menus';
import { homeRowQueryOptions } from '../api/home-rows';
import { hotGamesQueryOptions } from '../api/hot-games';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameCard } from './game-card';
import classes from './home-rows.module.css';

type RowHeaderProps = { id: string; title: string; icon: ReactNode; to?: string };

const RowHeader = ({ id, title, icon, to }: RowHeaderProps) => {
  const { t } = useTranslation('games');
  return (
    <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
      <Title order={2} id={id} className={classes.rowTitle}>
        <span className={classes.rowIcon} aria-hidden>
          {icon}
        </span>
        {title}
      </Title>
      {to && (
        <Anchor component={Link} to={to} className={classes.viewAll}>
          {t('home.viewAll')}
          <IconChevronRight size={14} aria-hidden />
        </Anchor>
      )}
    </Group>
  );
};

const RowSkeleton = ({ count }: { count: number }) => (
  <div className={classes.skeletonRow} aria-hidden>
    {Array.from({ length: count }, (_, index) => (
      <div key={index}>
        <Skeleton className={classes.skeletonTile} radius="lg" />
        <Skeleton height={12} mt={10} width="80%" radius="sm" />
      </div>
    ))}
  </div>
);

/** Whether the hot row shows its arrows (spec §2.7: only with more than 7 games). */
export const hasHotRowArrows = (count: number): boolean => count > HOT_GAMES_ARROWS_ABOVE;

type HotGamesCarouselProps = { games: Game[]; imageHost?: string; label: string };

/** The strip's two arrows: which way each scrolls, a view's width at a time. */
const ARROWS = [
  { side: 'previous', direction: -1, Icon: IconChevronLeft },
  { side: 'next', direction: 1, Icon: IconChevronRight },
] as const;

/** Where a strip is scrolled to: at its start, at its end (a pixel's slack for rounding). */
const edgesOf = (strip: HTMLElement) => ({
  atStart: strip.scrollLeft <= 1,
  atEnd: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1,
});

/**
 * The hot games as a strip the browser scrolls: 3 in view on phones, 4 on tablets, 6 on desktop,
 * snapping to cards; arrows (not on phones, which swipe) only above 7 games, each scrolling a
 * view's width. The browser lays it out and scrolls it: a carousel script measured its 30 slides
 * as it started, a long task on a phone (decision 075).
 */
export const HotGamesCarousel = ({ games, imageHost, label }: HotGamesCarouselProps) => {
  const { t } = useTranslation('games');
  const launcher = useLaunchGame();
  const favourites = useFavouriteToggle();
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const withArrows = hasHotRowArrows(games.length);
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const next = edgesOf(event.currentTarget);
    if (next.atStart !== edges.atStart || next.atEnd !== edges.atEnd) setEdges(next);
  };
  const scrollByView = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    // Asked at the click, not held by a hook: Mantine's media-query hooks settle in an effect, and
    // that second render of the strip rebuilt its 30 cards on the phone's busy first seconds.
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollBy({ left: direction * element.clientWidth, behavior: isReduced ? 'instant' : 'smooth' });
  };
  return (
    <div
      className={classes.hotStrip}
      style={{ '--hot-in-view-desktop': HOT_GAMES_PER_VIEW } as CSSProperties}
      data-testid="hot-games-carousel"
    >
      <ul ref={strip} className={classes.hotTrack} aria-label={label} onScroll={withArrows ? onScroll : undefined}>
        {games.map((game) => (
          <li key={game.nodeId} className={classes.stripItem}>
            <GameCard game={game} imageHost={imageHost} launcher={launcher} favourites={favourites} />
          </li>
        ))}
      </ul>
      {withArrows &&
        ARROWS.map(({ side, direction, Icon }) => {
          const isAtEnd = direction < 0 ? edges.atStart : edges.atEnd;
          return (
            <UnstyledButton
              key={side}
              className={classes.control}
              data-side={side}
              data-inactive={isAtEnd || undefined}
              disabled={isAtEnd}
              aria-label={t(`home.${side}`)}
              onClick={() => scrollByView(direction)}
            >
              <Icon size={18} aria-hidden />
            </UnstyledButton>
          );
        })}
    </div>
  );
};

/** Hot games (spec §2.7): at most 30, from the hot-games call. */
export const HotGamesRow = () => {
  const { t, i18n } = useTranslation('games');
  const hot = useQuery(hotGamesQueryOptions(i18n.language));
  // The row's 30 cards are built in a background render React can pause between cards: an answer
  // that arrives re-renders its readers at once and in one piece, and on a phone the cards alone
  // were a long task (decision 074). The skeleton stays until they are ready.
  const answer = useDeferredValue(hot.data);
  const menus = useGameMenus();
  const games = (answer?.list ?? []).slice(0, HOT_GAMES_MAX);
  const isPending = answer === undefined && !hot.isError;
  if (!isPending && games.length === 0) return null;
  const title = t('home.hotGames');
  return (
    <section aria-labelledby="home-hot-games" className={classes.row} data-testid="hot-games-row">
      <RowHeader id="home-hot-games" title={title} icon={<IconFlame size={20} />} />
      {isPending ? (
        <RowSkeleton count={HOT_GAMES_PER_VIEW} />
      ) : (
        <HotGamesCarousel games={games} imageHost={menus.data?.imageHost} label={title} />
      )}
    </section>
  );
};

type CategoryRowProps = { code: GameType; title: string; to: string };

/** A category's first 12 games (spec §2.7): two lines of six on desktop, a swipeable strip on phones. */
export const CategoryRow = ({ code, title, to }: CategoryRowProps) => {
  const { i18n } = useTranslation('games');
  const token = useSessionStore((state) => state.token);
  const row = useQuery(homeRowQueryOptions(code, token, i18n.language));
  const menus = useGameMenus();
  const launcher = useLaunchGame();
  const favourites = useFavouriteToggle();
  const games = row.data?.content ?? [];
  if (!row.isPending && games.length === 0) return null;
  const id = `home-row-${code.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={classes.row} data-testid={`category-row-${code}`}>
      <RowHeader id={id} title={title} icon={<CategoryIcon code={code} size={20} />} to={to} />
      {row.isPending ? (
        <RowSkeleton count={HOT_GAMES_PER_VIEW} />
      ) : (
        <ul className={classes.strip} aria-labelledby={id}>
          {games.map((game) => (
            <li key={game.nodeId} className={classes.stripItem}>
              <GameCard game={game} imageHost={menus.data?.imageHost} launcher={launcher} favourites={favourites} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
