import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { DIALING_CODES } from '@perya/contracts';

const OPTIONS = DIALING_CODES.map(({ code, country }) => ({ value: code, label: `+${code} ${country}` }));

type MobileNumberInputProps = {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
};

/** Country code (63 by default, spec §9) and mobile number, side by side. */
export const MobileNumberInput = ({
  dialingCode,
  onDialingCodeChange,
  value,
  onChange,
  error,
  autoFocus,
}: MobileNumberInputProps) => {
  const { t } = useTranslation('auth');
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        aria-label={t('fields.countryDialingCode')}
        data={OPTIONS}
        value={dialingCode}
        onChange={(code) => code && onDialingCodeChange(code)}
        allowDeselect={false}
        w={112}
        comboboxProps={{ withinPortal: true }}
        mt={24}
      />
      <TextInput
        label={t('fields.mobileNum')}
        placeholder={t('placeholders.mobileNum')}
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d ]/g, ''))}
        error={error}
        flex={1}
        data-autofocus={autoFocus || undefined}
      />
    </Group>
  );
};
