import { formatMoney } from '@perya/contracts';

/** A date and time in the reader's language, for "until" and "on" texts. */
export const formatWhen = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Pesos from minor units, in the reader's locale (limits are kept in PHP). */
export const formatPeso = (minor: string | bigint, language: string): string =>
  formatMoney(minor, { currency: 'PHP', locale: language });

/** Part of a whole in tenths of a percent, without floats on money. */
export const permille = (part: string, whole: string): number => {
  const total = BigInt(whole);
  if (total <= 0n) return 0;
  const value = (BigInt(part) * 1000n) / total;
  return Number(value < 0n ? 0n : value > 1000n ? 1000n : value);
};
