import type { AgentContractTier } from '@perya/contracts';
import { formatRatePercent, parseAmount, parseRatePercent, toDecimalString } from '@perya/contracts';

// Rates and amounts as people type and read them, converted exactly (decision 034): a percentage
// with at most 2 decimals is whole basis points ("1.25" ⇄ 125), an amount in pesos with at most 2
// decimals is whole centavos. Digits are moved as text, never through a float.

/** "1.25" → 125 basis points; null when it is not a percentage of 0–100 with at most 2 decimals. */
export const parsePercent = parseRatePercent;

/** 125 → "1.25". */
export const formatPercent = formatRatePercent;

/** "1,500.50" → "150050" (centavos as the API's digit string); null when it is not an amount. */
export const parsePesos = (text: string): string | null => {
  const minor = parseAmount(text.trim() === '' ? '0' : text);
  return minor === null || minor < 0n ? null : minor.toString();
};

/** "150050" → "1500.50", for an input field. */
export const pesosField = (minor: string): string => toDecimalString(minor);

/** A tier's rate as text: "1.25 %" or the amount for fixed rates (formatted by the caller). */
export const isPercentTier = (tier: Pick<AgentContractTier, 'rateType'>) => tier.rateType === 'P';
