import { useState } from 'react';

import { CategoryIcon } from '@/components/ui/category-icon';

import classes from './game-card.module.css';

type GameImageProps = {
  sources: string[];
  alt: string;
  /** The category icon shown when no image loads (spec §2.7: a default game icon). */
  fallbackCode: string;
  className?: string;
};

/** An image that tries each source in turn, then shows the category icon on the tile. */
export const GameImage = ({ sources, alt, fallbackCode, className }: GameImageProps) => {
  const candidates = sources.filter(Boolean);
  const [failed, setFailed] = useState(0);
  const source = candidates[failed];
  if (!source) {
    return (
      <div className={classes.fallback} role="img" aria-label={alt} data-testid="game-image-fallback">
        <CategoryIcon code={fallbackCode} size={36} stroke={1.4} />
      </div>
    );
  }
  return (
    <img
      key={source}
      src={source}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={className ?? classes.image}
      onError={() => setFailed((count) => count + 1)}
    />
  );
};
