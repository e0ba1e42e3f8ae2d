import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Game } from '@perya/contracts';

import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameCard } from './game-card';
import classes from './game-card.module.css';

type GameGridProps = { games: Game[]; imageHost?: string; label?: string };

/** Cards in a responsive grid; one launcher and one heart throttle for the whole grid. */
export const GameGrid = ({ games, imageHost, label }: GameGridProps) => {
  const launcher = useLaunchGame();
  const favourites = useFavouriteToggle();
  return (
    <div className={classes.grid} role="list" aria-label={label} data-testid="game-grid">
      {games.map((game) => (
        <div role="listitem" key={game.nodeId} className={classes.cell}>
          <GameCard game={game} imageHost={imageHost} launcher={launcher} favourites={favourites} />
        </div>
      ))}
    </div>
  );
};

export const GameGridSkeleton = ({ count = 14 }: { count?: number }) => {
  const { t } = useTranslation();
  return (
    <div className={classes.grid} aria-busy aria-label={t('a11y.loading')} data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => (
        <div key={index}>
          <Skeleton className={classes.skeletonTile} radius="lg" />
          <Skeleton height={12} mt={10} width="80%" radius="sm" />
          <Skeleton height={10} mt={6} width="50%" radius="sm" />
        </div>
      ))}
    </div>
  );
};
