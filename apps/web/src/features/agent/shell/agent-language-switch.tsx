import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LanguageCode } from '@perya/contracts';

import { changeLanguage, getLanguageCode } from '@/i18n/language';

import '../agent-texts';

/** The agent centre's languages: complete in each (decision 033), Chinese first as in the spec. */
export const AGENT_LANGUAGES = [
  { code: 'CN', label: '中文' },
  { code: 'EN', label: 'EN' },
  { code: 'TY', label: 'TY' },
  { code: 'PT', label: 'PT' },
] as const satisfies readonly { code: LanguageCode; label: string }[];

/** Switches the agent centre between CN, EN, TY and PT. */
export const AgentLanguageSwitch = ({ size = 'sm' }: { size?: 'xs' | 'sm' }) => {
  const { t } = useTranslation('agent');
  const [value, setValue] = useState<string>(getLanguageCode());
  return (
    <SegmentedControl
      size={size}
      radius="xl"
      value={value}
      aria-label={t('language')}
      data={AGENT_LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
      onChange={(next) => {
        const language = AGENT_LANGUAGES.find((candidate) => candidate.code === next);
        if (!language) return;
        setValue(language.code);
        void changeLanguage(language.code);
      }}
      data-testid="agent-language"
    />
  );
};
