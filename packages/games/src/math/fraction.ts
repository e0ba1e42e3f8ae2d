// Exact rational numbers on bigint: probabilities, multipliers and RTPs are computed with these so
// that a declared RTP can be checked to the last digit, and payouts never touch a float.

export type Fraction = { readonly numerator: bigint; readonly denominator: bigint };

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

const gcd = (left: bigint, right: bigint): bigint => {
  let a = abs(left);
  let b = abs(right);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** numerator/denominator in lowest terms, denominator positive. */
export const fraction = (numerator: bigint | number, denominator: bigint | number = 1n): Fraction => {
  let top = BigInt(numerator);
  let bottom = BigInt(denominator);
  if (bottom === 0n) throw new RangeError('fraction with a zero denominator');
  if (bottom < 0n) {
    top = -top;
    bottom = -bottom;
  }
  const divisor = gcd(top, bottom) || 1n;
  return { numerator: top / divisor, denominator: bottom / divisor };
};

export const ZERO: Fraction = fraction(0);
export const ONE: Fraction = fraction(1);

export const add = (left: Fraction, right: Fraction): Fraction =>
  fraction(
    left.numerator * right.denominator + right.numerator * left.denominator,
    left.denominator * right.denominator,
  );

export const subtract = (left: Fraction, right: Fraction): Fraction =>
  fraction(
    left.numerator * right.denominator - right.numerator * left.denominator,
    left.denominator * right.denominator,
  );

export const multiply = (left: Fraction, right: Fraction): Fraction =>
  fraction(left.numerator * right.numerator, left.denominator * right.denominator);

export const divide = (left: Fraction, right: Fraction): Fraction =>
  fraction(left.numerator * right.denominator, left.denominator * right.numerator);

export const sum = (values: Iterable<Fraction>): Fraction => {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
};

/** -1, 0 or 1 as left is below, equal to or above right. */
export const compare = (left: Fraction, right: Fraction): number => {
  const difference = left.numerator * right.denominator - right.numerator * left.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

export const isEqual = (left: Fraction, right: Fraction): boolean => compare(left, right) === 0;

/** The nearest double (for display, statistics and benches; never for money). */
export const toNumber = (value: Fraction): number => {
  // Scale so the quotient keeps 64 significant bits before it becomes a double.
  const magnitude = value.numerator.toString(2).length - value.denominator.toString(2).length;
  const shift = BigInt(Math.max(0, 64 - magnitude));
  return Number((value.numerator << shift) / value.denominator) / 2 ** Number(shift);
};

/** Exact decimal text rounded half-up to `digits` places: toDecimal(2/3, 4) = "0.6667". */
export const toDecimal = (value: Fraction, digits: number): string => {
  const scale = 10n ** BigInt(digits);
  const negative = value.numerator < 0n;
  const scaled = (abs(value.numerator) * scale * 2n + value.denominator) / (value.denominator * 2n);
  const text = scaled.toString().padStart(digits + 1, '0');
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return negative && scaled !== 0n ? `-${body}` : body;
};

/** A fraction as a percentage text: toPercent(99/100, 2) = "99.00". */
export const toPercent = (value: Fraction, digits: number): string => toDecimal(multiply(value, fraction(100)), digits);

/**
 * The exact value of a decimal written in a table (0.2, 1.1, 5.6, "98.99"): JavaScript prints a
 * number as the shortest decimal that reads back as the same double, which is what the table's
 * author wrote, so 0.2 is 2/10 and not the double's binary expansion.
 */
export const fromDecimal = (value: number | string): Fraction => {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a plain decimal: ${text}`);
  const decimals = match[3] ?? '';
  const numerator = BigInt(`${match[2]}${decimals}`) * (match[1] === '-' ? -1n : 1n);
  return fraction(numerator, 10n ** BigInt(decimals.length));
};

/** floor(value) for a non-negative fraction. */
export const floorOf = (value: Fraction): bigint => value.numerator / value.denominator;
