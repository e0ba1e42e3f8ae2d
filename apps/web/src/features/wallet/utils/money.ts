import type { CurrencyCode } from '@perya/contracts';
import { CURRENCIES, formatMoney } from '@perya/contracts';

const isCurrency = (value: string): value is CurrencyCode => (CURRENCIES as readonly string[]).includes(value);

/** An amount inside a sentence: symbol, separators, 2 decimals, in the reader's locale. */
export const formatAmount = (minor: bigint | string, currency: string, locale: string): string =>
  formatMoney(minor, { currency: isCurrency(currency) ? currency : 'PHP', locale });

/** Part of a whole, in tenths of a percent, without floats on money: 2500 of 10000 is 250. */
export const permille = (part: bigint | string, whole: bigint | string): number => {
  const total = BigInt(whole);
  if (total <= 0n) return 0;
  const value = (BigInt(part) * 1000n) / total;
  return Number(value < 0n ? 0n : value > 1000n ? 1000n : value);
};
