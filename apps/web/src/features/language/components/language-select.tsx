import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LanguageCode } from '@perya/contracts';
import { COMPLETE_LANGUAGES, LANGUAGES, isLanguageCode } from '@perya/contracts';

import { changeLanguage, getLanguageCode } from '@/i18n/language';
import { permissionQueryOptions } from '@/lib/site-config';

const COMPLETE = new Set<string>(COMPLETE_LANGUAGES);

// The complete languages first, then the rest of spec §9's list by name.
const OPTIONS = [
  ...LANGUAGES.filter((language) => COMPLETE.has(language.code)),
  ...LANGUAGES.filter((language) => !COMPLETE.has(language.code)),
].map((language) => ({ value: language.code, label: language.name }));

/** The language selector (spec §2.3 side menu; §4 "Language change"). */
export const LanguageSelect = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const [value, setValue] = useState<LanguageCode>(getLanguageCode());
  // The operator may offer fewer languages (back office, decision 030); the one in use stays listed.
  const offered = useQuery(permissionQueryOptions()).data?.languages;
  const options = offered
    ? OPTIONS.filter((option) => option.value === value || offered.includes(option.value))
    : OPTIONS;
  const handleChange = (next: string | null) => {
    if (!isLanguageCode(next)) return;
    setValue(next);
    void changeLanguage(next);
  };
  return (
    <Select
      aria-label={t('language.label')}
      data={options}
      value={value}
      onChange={handleChange}
      searchable
      allowDeselect={false}
      nothingFoundMessage="—"
      leftSection={<IconWorld size={18} />}
      size={compact ? 'xs' : 'sm'}
      radius="xl"
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true, position: 'top-start' }}
      description={COMPLETE.has(value) || compact ? undefined : t('language.partial')}
      data-testid="language-select"
    />
  );
};
