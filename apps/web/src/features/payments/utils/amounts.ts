import { parseAmount } from '@perya/contracts';

/** Quick-amount chips, in pesos; only those inside a channel's limits are offered. */
export const QUICK_AMOUNTS_PESOS = [100, 500, 1_000, 5_000, 10_000, 50_000] as const;

const CENTAVOS_PER_PESO = 100n;

export const quickAmountsMinor = (minMinor: string, maxMinor: string): bigint[] => {
  const min = BigInt(minMinor);
  const max = BigInt(maxMinor);
  return QUICK_AMOUNTS_PESOS.map((pesos) => BigInt(pesos) * CENTAVOS_PER_PESO).filter(
    (amount) => amount >= min && amount <= max,
  );
};

export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveWithdrawable';

export type AmountCheck = { ok: true; amountMinor: bigint } | { ok: false; problem: AmountProblem };

/**
 * What the person typed, checked against the limits before anything is sent: the server checks
 * again, but a refusal that can be seen here should not cost a round trip.
 */
export const checkAmount = (
  text: string,
  limits: { minMinor: string; maxMinor: string; withdrawableMinor?: string },
): AmountCheck => {
  if (!text.trim()) return { ok: false, problem: 'required' };
  const amountMinor = parseAmount(text);
  if (amountMinor === null || amountMinor <= 0n) return { ok: false, problem: 'invalid' };
  if (amountMinor < BigInt(limits.minMinor)) return { ok: false, problem: 'belowMin' };
  if (amountMinor > BigInt(limits.maxMinor)) return { ok: false, problem: 'aboveMax' };
  if (limits.withdrawableMinor !== undefined && amountMinor > BigInt(limits.withdrawableMinor)) {
    return { ok: false, problem: 'aboveWithdrawable' };
  }
  return { ok: true, amountMinor };
};

/** The smaller of two minor amounts (limits meet the balance). */
export const minMinor = (a: string, b: string): string => (BigInt(a) < BigInt(b) ? a : b);
