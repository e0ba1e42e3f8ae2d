import { ActionIcon, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconFlame, IconHeart, IconHeartFilled, IconPlayerPlayFilled, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Game } from '@perya/contracts';
import { gameImageUrl } from '@perya/contracts';

import type { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import type { useLaunchGame } from '../hooks/use-launch-game';
import classes from './game-card.module.css';
import { GameImage } from './game-image';

export type GameCardProps = {
  game: Game;
  imageHost?: string;
  launcher: ReturnType<typeof useLaunchGame>;
  favourites: ReturnType<typeof useFavouriteToggle>;
};

export const gameTitle = (game: Pick<Game, 'displayName' | 'gameName'>): string => game.displayName || game.gameName;

/**
 * A game tile of a lobby (spec §2.7): the image first, with hot / new badges and the heart on
 * it, the name and vendor under it. Slots launch from a click on the tile; every other type has
 * a play button. A game under maintenance is muted and says so when clicked.
 */
export const GameCard = ({ game, imageHost, launcher, favourites }: GameCardProps) => {
  const { t } = useTranslation('games');
  const name = gameTitle(game);
  const isSlot = game.gameType === 'RNG';
  const isFavourite = favourites.isFavourite(game);
  const isLaunching = launcher.pendingNodeId === game.nodeId;
  const sources = [game.iconUrl, imageHost ? gameImageUrl(imageHost, game.vassalage, game.gameCode) : ''];

  const handlePlay = () => {
    if (game.isMaintenance) launcher.showMaintenance({ ...game, name });
    else launcher.launch({ ...game, name });
  };

  const image = <GameImage sources={sources} alt={name} fallbackCode={game.gameType} />;

  return (
    <article
      className={classes.card}
      data-maintenance={game.isMaintenance || undefined}
      data-slot={isSlot || undefined}
      data-testid="game-card"
      aria-label={name}
    >
      <div className={classes.media}>
        {isSlot ? (
          <UnstyledButton
            className={classes.mediaButton}
            onClick={handlePlay}
            aria-label={t('card.play', { name })}
            disabled={isLaunching}
          >
            {image}
            <span className={classes.hoverPlay} aria-hidden>
              <IconPlayerPlayFilled size={22} />
            </span>
          </UnstyledButton>
        ) : (
          <div className={classes.mediaStatic}>{image}</div>
        )}

        <div className={classes.badges}>
          {game.isHot === 1 && (
            <span className={classes.hot} data-testid="hot-badge">
              <IconFlame size={12} aria-hidden />
              {t('card.hot')}
            </span>
          )}
          {game.isNew && <span className={classes.new}>{t('card.new')}</span>}
        </div>

        <ActionIcon
          className={classes.heart}
          variant="filled"
          color="dark"
          radius="xl"
          size={30}
          aria-label={isFavourite ? t('card.removeFavourite') : t('card.addFavourite')}
          aria-pressed={isFavourite}
          data-active={isFavourite || undefined}
          onClick={() => favourites.toggle(game)}
        >
          {isFavourite ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
        </ActionIcon>

        {game.isMaintenance && (
          <div className={classes.maintenance} aria-hidden>
            <IconTool size={18} />
            <span>{t('card.maintenance')}</span>
          </div>
        )}

        {!isSlot && (
          <UnstyledButton
            className={classes.playButton}
            onClick={handlePlay}
            aria-label={t('card.play', { name })}
            disabled={isLaunching}
          >
            <IconPlayerPlayFilled size={14} aria-hidden />
            <span>{t('card.playShort')}</span>
          </UnstyledButton>
        )}

        {isLaunching && (
          <div className={classes.launching} role="status" aria-label={t('card.launching', { name })}>
            <Loader size="sm" color="gold" />
          </div>
        )}
      </div>
      <div className={classes.info}>
        <Text className={classes.name} title={name}>
          {name}
        </Text>
        <Text className={classes.vendor}>{game.vendorName || game.vassalage}</Text>
      </div>
    </article>
  );
};
