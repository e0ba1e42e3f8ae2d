import { BANNER_TRANSITION_MS } from '@perya/contracts';

// Embla's `duration` is not in milliseconds: it is how many 60 fps frames' worth of spring the
// scroll takes to settle. 27 settles in about 1,000 ms (spec §9's banner transition), measured by
// running Embla's own spring (velocity += distance / duration; velocity *= 0.68) to rest.
const EMBLA_DURATION_PER_SECOND = 27;

export const emblaDurationFor = (milliseconds: number): number =>
  Math.max(1, Math.round((EMBLA_DURATION_PER_SECOND * milliseconds) / 1000));

/** Spec §2.7: the banner carousel loops and plays by itself only with more than one banner. */
export const bannerCarouselBehaviour = (count: number, prefersReducedMotion = false) => {
  const isMoving = count > 1;
  return {
    loop: isMoving,
    autoplay: isMoving,
    withIndicators: isMoving,
    duration: prefersReducedMotion ? 0 : emblaDurationFor(BANNER_TRANSITION_MS),
  };
};
