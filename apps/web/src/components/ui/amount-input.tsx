import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';

import { CURRENCY_SYMBOLS } from '@perya/contracts';

type AmountInputProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  /** What the person typed ("1,500.50"); parse it with `parseAmount` from @perya/contracts. */
  value: string;
  onChange: (value: string) => void;
  currency?: string;
};

/**
 * An amount field: the currency symbol in front, a decimal keyboard on phones, only digits,
 * separators and one decimal point accepted. Parsing to minor units stays with the caller, so
 * the field never rounds what the person typed.
 */
export const AmountInput = ({ value, onChange, currency = 'PHP', ...props }: AmountInputProps) => (
  <TextInput
    inputMode="decimal"
    autoComplete="off"
    leftSection={<span aria-hidden>{(CURRENCY_SYMBOLS[currency] ?? currency).trim()}</span>}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d.,]/g, ''))}
    {...props}
  />
);
