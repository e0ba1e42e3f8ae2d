import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has drawn the frame with the component's first render, then true. A
 * frame's callback runs before that frame's style and layout; a task queued from it runs after.
 *
 * What reads the layout when it mounts (a carousel measures its slides) waits for it: mounted with
 * the page's first render it made the browser lay the whole page out inside React's commit, one
 * long task on a phone, instead of in the frame that follows (decision 075).
 */
export const useAfterPaint = (): boolean => {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: what it shows next renders in slices, and a boundary it suspends keeps its
      // content until the chunk has arrived.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
};
