import { useInterval } from '@mantine/hooks';
import { useState } from 'react';

/** The current time, updated every `everyMs` so countdowns move on their own. */
export const useNow = (everyMs = 30_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), everyMs, { autoInvoke: true });
  return now;
};
