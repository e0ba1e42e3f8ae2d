import { z } from 'zod';

import { CURRENCIES, MAX_AMOUNT_MINOR } from './money';

// Money on the wire (see money.ts): amounts and balances as digit strings.

export const CurrencySchema = z.enum(CURRENCIES);

/** A positive amount in minor units, as a digit string: "50000" is ₱500.00. */
export const AmountMinorSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a whole number of centavos')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n, 'Must be more than zero')
  .refine((value) => value <= MAX_AMOUNT_MINOR, 'Too large');

/** A balance or total on the wire: digits, possibly negative. */
export const MinorStringSchema = z.string().regex(/^-?\d+$/);

export const MoneySchema = z.object({ amountMinor: MinorStringSchema, currency: CurrencySchema });
export type Money = z.infer<typeof MoneySchema>;
