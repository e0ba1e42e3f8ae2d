import { CURRENCY_SYMBOLS } from './constants';

// Money is integer minor units (centavos), bigint in code, a digit string on the wire (JSON has
// no bigint). Decimals exist only at the edges: parsing what a person typed, and display. The wire
// schemas are in money-schemas.ts: clients format money without loading zod.

/** PHP: Philippine pesos. PLY: play money of free-play (trial) accounts, never exchangeable. */
export const CURRENCIES = ['PHP', 'PLY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Minor-unit exponent per currency: PHP has 2 (centavos). */
export const MINOR_DIGITS: Record<CurrencyCode, number> = { PHP: 2, PLY: 2 };

/** Largest amount any single money call accepts: ₱10,000,000,000.00. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000n;

/**
 * Parses what a person typed ("1,500.5", "₱ 200") into minor units, or null when it is not an
 * amount with at most the currency's decimals.
 */
export const parseAmount = (text: string, currency: CurrencyCode = 'PHP'): bigint | null => {
  const digits = MINOR_DIGITS[currency];
  const cleaned = text.replace(/[₱,\s]/g, '');
  const match = new RegExp(`^(\\d{1,13})(?:\\.(\\d{0,${digits}}))?$`).exec(cleaned);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(digits, '0') || '0');
  return whole * 10n ** BigInt(digits) + fraction;
};

/** Minor units as an exact decimal string: 123450n -> "1234.50". */
export const toDecimalString = (minor: bigint | string, currency: CurrencyCode = 'PHP'): string => {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const digits = MINOR_DIGITS[currency];
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
};

// One formatter per locale and number of decimals: building one costs the engine far more than
// formatting with it, and a list of amounts (the home's winner board) formats dozens at once.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (locale: string, digits: number): Intl.NumberFormat => {
  const key = `${locale}|${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
};

/**
 * Formats minor units for people: 2 decimals, thousands separators, in the reader's locale.
 * Intl formats the exact decimal string, so no float ever touches the amount.
 */
export const formatMoney = (
  minor: bigint | string,
  options: { currency?: CurrencyCode; locale?: string; withSymbol?: boolean } = {},
): string => {
  const currency = options.currency ?? 'PHP';
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const magnitude = value < 0n ? -value : value;
  const formatted = moneyFormat(options.locale ?? 'en-PH', MINOR_DIGITS[currency]).format(
    toDecimalString(magnitude, currency) as unknown as number,
  );
  // The sign goes in front of the symbol: -₱500.00, as people write it.
  const sign = value < 0n ? '-' : '';
  return options.withSymbol === false
    ? `${sign}${formatted}`
    : `${sign}${CURRENCY_SYMBOLS[currency] ?? currency}${formatted}`;
};
