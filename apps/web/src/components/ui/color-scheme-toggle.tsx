import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import classes from './color-scheme-toggle.module.css';

/**
 * Dark casino skin or its light variant. Mantine keeps the choice in local storage
 * (mantine-color-scheme-value), so it survives reloads and applies to every tab. Two radio buttons
 * drawn as a segmented switch (Mantine's SegmentedControl would bring its floating indicator).
 */
export const ColorSchemeToggle = () => {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const options = [
    { value: 'dark', label: t('theme.dark'), Icon: IconMoonStars },
    { value: 'light', label: t('theme.light'), Icon: IconSun },
  ] as const;
  return (
    <div className={classes.root} role="radiogroup" aria-label={t('theme.label')} data-testid="color-scheme-toggle">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={scheme === value}
          className={classes.option}
          onClick={() => setColorScheme(value)}
        >
          <Icon size={14} aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
};
