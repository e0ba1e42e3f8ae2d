import { Text } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { CurrencyCode } from '@perya/contracts';
import { CURRENCIES, formatMoney } from '@perya/contracts';

type MoneyTextProps = TextProps & {
  /** Minor units as the API sends them: "150050" is 1,500.50. */
  minor: string | bigint;
  currency?: string;
  /** Hide the figures behind stars (the header's hide-balance toggle). */
  hidden?: boolean;
  /** Colour money in green and money out in red. */
  signed?: boolean;
  withSymbol?: boolean;
};

const isCurrency = (value: string): value is CurrencyCode => (CURRENCIES as readonly string[]).includes(value);

/** An amount as people read it: symbol, thousands separators, 2 decimals; never a float. */
export const MoneyText = ({
  minor,
  currency = 'PHP',
  hidden = false,
  signed = false,
  withSymbol = true,
  ...props
}: MoneyTextProps) => {
  const { i18n } = useTranslation();
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const code = isCurrency(currency) ? currency : 'PHP';
  const text = hidden ? '******' : formatMoney(value, { currency: code, locale: i18n.language, withSymbol });
  const color = signed && !hidden ? (value > 0n ? 'teal.4' : value < 0n ? 'red.4' : undefined) : undefined;
  return (
    <Text
      component="span"
      c={color}
      ff="monospace"
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...props}
    >
      {signed && value > 0n && !hidden ? '+' : ''}
      {text}
    </Text>
  );
};
