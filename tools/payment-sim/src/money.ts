// Amounts travel as digit strings of centavos and stay strings here: a float never touches them.

const AMOUNT_FORMAT = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "123450" → "₱1,234.50". */
export const formatAmountMinor = (amountMinor: string): string => {
  if (!/^\d+$/.test(amountMinor)) throw new Error(`not an amount in minor units: ${amountMinor}`);
  // An exact decimal string ("1234.50") rather than a division by 100, so that amounts past
  // Number.MAX_SAFE_INTEGER centavos print exactly too; Intl formats decimal strings as given.
  const digits = amountMinor.padStart(3, '0');
  const decimal = `${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  return `₱${AMOUNT_FORMAT.format(decimal)}`;
};
