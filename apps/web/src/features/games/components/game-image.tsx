import { CategoryIcon } from '@/components/ui/category-icon';
import { FallbackImage } from '@/components/ui/fallback-image';

import classes from './game-card.module.css';

type GameImageProps = {
  sources: string[];
  alt: string;
  /** The category icon shown when no image loads (spec §2.7: a default game icon). */
  fallbackCode: string;
  className?: string;
};

/** A game's picture, or its category's icon on the tile when no source loads. */
export const GameImage = ({ sources, alt, fallbackCode, className }: GameImageProps) => (
  <FallbackImage
    sources={sources}
    alt={alt}
    draggable={false}
    className={className ?? classes.image}
    fallback={
      <div className={classes.fallback} role="img" aria-label={alt} data-testid="game-image-fallback">
        <CategoryIcon code={fallbackCode} size={36} stroke={1.4} />
      </div>
    }
  />
);
