import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Game } from '@perya/contracts';

import { useGameMenus } from '../api/game-menus';
import { GameGrid, GameGridSkeleton } from '../components/game-grid';
import { GamePopups } from '../components/game-popups';
import { LoadError } from '../components/load-error';
import { TypeChips } from '../components/type-chips';

/** Cards drawn at a time: a member with hundreds of favourites asks for more. */
export const MY_GAMES_STEP = 60;

type MyGamesProps = {
  games: Game[] | undefined;
  error: unknown;
  onRetry: () => void;
  label: string;
  empty: ReactNode;
};

/** A member's own list (favourites, recents): category chips, the grid, and "show more". */
export const MyGames = ({ games, error, onRetry, label, empty }: MyGamesProps) => {
  const { t } = useTranslation('games');
  const menus = useGameMenus();
  const [type, setType] = useState<string | null>(null);
  const [limit, setLimit] = useState(MY_GAMES_STEP);

  let body;
  if (error && !games) {
    body = <LoadError error={error} onRetry={onRetry} />;
  } else if (!games) {
    body = <GameGridSkeleton />;
  } else if (games.length === 0) {
    body = empty;
  } else {
    const types = [...new Set(games.map((game) => game.gameType))];
    const shown = type && types.includes(type) ? games.filter((game) => game.gameType === type) : games;
    body = (
      <Stack gap="md">
        <TypeChips
          types={types}
          value={type}
          onChange={(next) => {
            setType(next);
            setLimit(MY_GAMES_STEP);
          }}
        />
        <GameGrid games={shown.slice(0, limit)} imageHost={menus.data?.imageHost} label={label} />
        <Group justify="center" gap="md">
          <Text fz="sm" c="dimmed" data-testid="game-count">
            {t('list.showing', { shown: Math.min(limit, shown.length), total: shown.length })}
          </Text>
          {shown.length > limit && (
            <Button variant="light" onClick={() => setLimit((current) => current + MY_GAMES_STEP)}>
              {t('list.loadMore')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <>
      {body}
      <GamePopups />
    </>
  );
};
