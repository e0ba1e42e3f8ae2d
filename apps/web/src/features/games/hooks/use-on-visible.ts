import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref for an element that calls `onVisible` whenever it scrolls into view (the sentinel under
 * a list that loads more). A callback ref, so the observer lives exactly as long as the element.
 */
export const useOnVisible = <T extends Element>(onVisible: () => void, rootMargin = '400px') => {
  const latest = useRef(onVisible);
  // The observer outlives renders; it calls whatever the latest render asked for.
  useEffect(() => {
    latest.current = onVisible;
  });
  return useCallback(
    (element: T | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
};
