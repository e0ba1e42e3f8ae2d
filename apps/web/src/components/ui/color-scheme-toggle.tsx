import { SegmentedControl, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Dark casino skin or its light variant. Mantine keeps the choice in local storage
 * (mantine-color-scheme-value), so it survives reloads and applies to every tab.
 */
export const ColorSchemeToggle = () => {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      radius="xl"
      value={scheme}
      onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
      aria-label={t('theme.label')}
      data-testid="color-scheme-toggle"
      data={[
        {
          value: 'dark',
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <IconMoonStars size={14} aria-hidden />
              {t('theme.dark')}
            </span>
          ),
        },
        {
          value: 'light',
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <IconSun size={14} aria-hidden />
              {t('theme.light')}
            </span>
          ),
        },
      ]}
    />
  );
};
