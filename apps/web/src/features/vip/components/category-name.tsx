import { useTranslation } from 'react-i18next';

import { GAME_CATEGORIES } from '@perya/contracts';

/** A game category's name as the navigation shows it (RNG → Slots). */
export const useCategoryName = () => {
  const { t } = useTranslation();
  return (code: string) => {
    const category = GAME_CATEGORIES.find((entry) => entry.code === code);
    return category ? t(`common:nav.${category.labelKey}`) : code;
  };
};
