import { useEffect, useState } from 'react';

import { whenIdle } from '@/lib/when-idle';

/**
 * Whether the page has loaded and the browser has had a moment to spare since: true from then on.
 * What no one asked for yet (a popup that opens by itself) waits for it, so the first screen is
 * drawn and answers input before the popup's chunk, sheet and dialog take the phone's time.
 */
export const usePageSettled = (): boolean => {
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    if (isSettled) return undefined;
    let cancelIdle = () => {};
    const settle = () => {
      cancelIdle = whenIdle(() => setSettled(true));
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      cancelIdle();
    };
  }, [isSettled]);
  return isSettled;
};
