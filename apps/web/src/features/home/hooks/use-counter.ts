import { useEffect, useState } from 'react';

import { rollingStartCents, runJackpot, runRollingCounter } from '../utils/jackpot';

/** The decorative jackpot's current value in centavos (null before the first tick). */
export const useJackpot = (): number | null => {
  const [cents, setCents] = useState<number | null>(null);
  useEffect(() => runJackpot(setCents), []);
  return cents;
};

/** The rolling card's current value in centavos. */
export const useRollingCounter = (): number | null => {
  const [cents, setCents] = useState<number | null>(null);
  useEffect(() => runRollingCounter(rollingStartCents(), setCents), []);
  return cents;
};
