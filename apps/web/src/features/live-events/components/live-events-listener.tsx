import { useLiveEvents } from '../hooks/use-live-events';

/** Mounts the live events listener (renders nothing): once, in the root layout. */
export const LiveEventsListener = () => {
  useLiveEvents();
  return null;
};
