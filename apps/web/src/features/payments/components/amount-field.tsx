import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatMoney, parseAmount, toDecimalString } from '@perya/contracts';

import { AmountInput } from '@/components/ui/amount-input';
import { MoneyText } from '@/components/ui/money-text';

import { quickAmountsMinor } from '../utils/amounts';

type AmountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  minMinor: string;
  maxMinor: string;
  currency: string;
  error?: string | null;
  label: string;
};

/** Step 2: quick-amount buttons inside the channel's limits, or a typed amount. */
export const AmountField = ({ value, onChange, minMinor, maxMinor, currency, error, label }: AmountFieldProps) => {
  const { t, i18n } = useTranslation('payments');
  const typedMinor = parseAmount(value);
  const quickAmounts = quickAmountsMinor(minMinor, maxMinor);
  return (
    <Stack gap="xs">
      {quickAmounts.length > 0 && (
        <Group gap="xs" role="group" aria-label={t('deposit.quickAmounts')}>
          {quickAmounts.map((amountMinor) => {
            const isActive = typedMinor === amountMinor;
            return (
              <Button
                key={amountMinor.toString()}
                size="compact-md"
                variant={isActive ? 'filled' : 'light'}
                color={isActive ? 'gold' : 'gray'}
                aria-pressed={isActive}
                onClick={() => onChange(toDecimalString(amountMinor))}
                styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
              >
                {formatMoney(amountMinor, { locale: i18n.language }).replace(/\.00$/, '')}
              </Button>
            );
          })}
        </Group>
      )}
      <AmountInput
        label={label}
        value={value}
        onChange={onChange}
        currency={currency}
        error={error}
        size="md"
        styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: 700 } }}
        description={
          <Text component="span" fz="xs" c="dimmed">
            {t('deposit.limits')} <MoneyText minor={minMinor} currency={currency} fz="xs" /> –{' '}
            <MoneyText minor={maxMinor} currency={currency} fz="xs" />
          </Text>
        }
      />
    </Stack>
  );
};
