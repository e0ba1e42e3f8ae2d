import { useEffect, useRef } from 'react';

/** Space bets on a desktop, unless the player is typing or on a control that space presses. */
export const useSpaceToBet = (onBet: () => void) => {
  const latest = useRef(onBet);
  useEffect(() => {
    latest.current = onBet;
  });
  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    const listener = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, [role="slider"], [contenteditable="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
};
