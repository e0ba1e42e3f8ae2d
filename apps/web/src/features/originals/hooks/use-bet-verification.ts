import { useEffect, useState } from 'react';

import type { FairnessState, OriginalsBet } from '@perya/contracts';

import type { Seeds, Verification } from '../utils/verify';
import { verifyBet } from '../utils/verify';

/** The seeds of a bet: its record's, or, once rotated, the revealed list's (null while secret). */
export const seedsOf = (bet: OriginalsBet, state: FairnessState | undefined): Seeds | null => {
  const revealed =
    bet.fairness.serverSeed ??
    state?.revealed.find((pair) => pair.commitment === bet.fairness.commitment)?.serverSeed ??
    null;
  return revealed
    ? {
        serverSeed: revealed,
        clientSeed: bet.fairness.clientSeed,
        nonce: bet.fairness.nonce,
        commitment: bet.fairness.commitment,
      }
    : null;
};

/**
 * A bet recomputed in the browser (utils/verify.ts) once its server seed is revealed: the seeds,
 * and the check's answer for this bet (null while it runs), or the error that stopped it.
 */
export const useBetVerification = (bet: OriginalsBet | null, state: FairnessState | undefined, maxWinMinor: bigint) => {
  const seeds = bet ? seedsOf(bet, state) : null;
  // The last check's answer, for the bet it was made for (set only when the check ends).
  const [checked, setChecked] = useState<{ betId: string; result: Verification | null; error: string | null } | null>(
    null,
  );
  useEffect(() => {
    if (!bet || !seeds) return;
    let live = true;
    verifyBet(bet, seeds, maxWinMinor).then(
      (result) => live && setChecked({ betId: bet.betId, result, error: null }),
      (failure: unknown) =>
        live &&
        setChecked({
          betId: bet.betId,
          result: null,
          error: failure instanceof Error ? failure.message : String(failure),
        }),
    );
    return () => {
      live = false;
    };
    // The seeds are derived from the bet and the revealed list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bet?.betId, seeds?.serverSeed, maxWinMinor]);
  const current = bet && checked?.betId === bet.betId ? checked : null;
  return { seeds, verification: current?.result ?? null, error: current?.error ?? null };
};
