// Amounts travel as digit strings of minor units (centavos) and stay exact here: a float never
// touches them. Multipliers are counted in tenths so that 1.5× is integer arithmetic too.

const AMOUNT_FORMAT = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const CURRENCY_SYMBOLS: Record<string, string> = { PHP: '₱' };

/** A positive amount as the protocol allows it: 1 to 16 digits, no leading zeros. */
export const AMOUNT_PATTERN = /^[1-9]\d{0,15}$/;

const assertDigits = (amountMinor: string) => {
  if (!/^\d+$/.test(amountMinor)) throw new Error(`not an amount in minor units: ${amountMinor}`);
};

/** "123450" → "₱1,234.50"; another currency is written before the number ("USD 1,234.50"). */
export const formatAmountMinor = (amountMinor: string, currency = 'PHP'): string => {
  assertDigits(amountMinor);
  // An exact decimal string ("1234.50") rather than a division by 100, so that amounts past
  // Number.MAX_SAFE_INTEGER centavos print exactly too; Intl formats decimal strings as given.
  const digits = amountMinor.padStart(3, '0');
  const decimal = `${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  const symbol = Object.hasOwn(CURRENCY_SYMBOLS, currency) ? CURRENCY_SYMBOLS[currency] : `${currency} `;
  return `${symbol}${AMOUNT_FORMAT.format(decimal)}`;
};

/** amount × tenths / 10, rounded down to the centavo: "1000" × 15 → "1500"; "101" × 15 → "151". */
export const multiplyMinor = (amountMinor: string, tenths: number): string => {
  assertDigits(amountMinor);
  if (!Number.isSafeInteger(tenths) || tenths < 0) throw new Error(`not a multiplier in tenths: ${tenths}`);
  return ((BigInt(amountMinor) * BigInt(tenths)) / 10n).toString();
};
