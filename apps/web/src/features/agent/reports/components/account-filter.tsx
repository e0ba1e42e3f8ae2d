import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A member account filter: applied once typing pauses, at most 40 characters like an account. */
export const AccountFilter = ({ onChange }: { onChange: (account: string) => void }) => {
  const { t } = useTranslation('agent-reports');
  const [value, setValue] = useState('');
  const apply = useDebouncedCallback(onChange, 400);
  return (
    <TextInput
      label={t('filters.account')}
      placeholder={t('filters.accountPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={value}
      maxLength={40}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={{ base: '100%', xs: 200 }}
    />
  );
};
