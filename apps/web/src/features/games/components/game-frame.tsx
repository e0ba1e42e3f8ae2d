import type { Ref } from 'react';

type GameFrameProps = { url: string; title: string; className?: string; ref?: Ref<HTMLIFrameElement> };

/** A provider's game in a frame: full screen and autoplay allowed, nothing else granted. */
export const GameFrame = ({ url, title, className, ref }: GameFrameProps) => (
  <iframe
    ref={ref}
    src={url}
    title={title}
    className={className}
    allow="fullscreen; autoplay"
    allowFullScreen
    referrerPolicy="strict-origin-when-cross-origin"
    data-testid="game-frame"
  />
);
