import { useState } from 'react';

/**
 * Runs an action after the slider puzzle: `request(action)` shows the puzzle, and solving it
 * calls the action with the one-use token.
 */
export const useChallengeGate = () => {
  const [pending, setPending] = useState<((validate: string) => void) | null>(null);
  return {
    isOpen: pending !== null,
    request: (action: (validate: string) => void) => setPending(() => action),
    solve: (validate: string) => {
      const action = pending;
      setPending(null);
      action?.(validate);
    },
    cancel: () => setPending(null),
  };
};
