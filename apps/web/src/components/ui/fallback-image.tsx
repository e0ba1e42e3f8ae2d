import type { ImgHTMLAttributes, ReactNode } from 'react';
import { useState } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** Sources tried in turn (a CDN, then the origin …); empty ones are skipped. */
  sources: readonly (string | null | undefined)[];
  /** Shown when none loads, never the browser's broken-image glyph (spec §2.7: a default icon). */
  fallback: ReactNode;
};

/**
 * The one image of the portal that can fail: each source in turn, then the fallback. New sources
 * (another game in the same slot) start over from the first.
 */
export const FallbackImage = ({ sources, fallback, ...image }: FallbackImageProps) => {
  const candidates = sources.filter((source): source is string => Boolean(source));
  const key = candidates.join('\n');
  const [failures, setFailures] = useState({ key, count: 0 });
  const count = failures.key === key ? failures.count : 0;
  const source = candidates[count];
  if (!source) return <>{fallback}</>;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...image}
      key={source}
      src={source}
      onError={() => setFailures({ key, count: count + 1 })}
    />
  );
};
