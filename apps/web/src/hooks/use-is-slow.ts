import { useEffect, useState } from 'react';

/** After this long without an answer, a page says so (spec §8 "page took longer to load"). */
export const SLOW_LOAD_MS = 12_000;

/** True once `isWaiting` has stayed true for `afterMs`; false again as soon as it stops. */
export const useIsSlow = (isWaiting: boolean, afterMs = SLOW_LOAD_MS): boolean => {
  const [slowSince, setSlowSince] = useState<boolean>(false);
  // A timer is a subscription to time, which an effect is for.
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setTimeout(() => setSlowSince(true), afterMs);
    return () => {
      window.clearTimeout(timer);
      setSlowSince(false);
    };
  }, [isWaiting, afterMs]);
  return isWaiting && slowSince;
};
