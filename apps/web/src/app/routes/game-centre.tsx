import { useTranslation } from 'react-i18next';

import type { GameCategoryCode } from '@perya/contracts';
import { GAME_CATEGORIES } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { PlannedPage } from '@/components/ui/planned-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A game centre (/live, /rng, /sports …): one category's providers and games. */
export const GameCentrePage = ({ code }: { code: GameCategoryCode }) => {
  const { t } = useTranslation('pages');
  const category = GAME_CATEGORIES.find((entry) => entry.code === code)!;
  const name = t(`common:nav.${category.labelKey}`);
  useDocumentTitle(name);
  return (
    <PlannedPage
      title={name}
      subtitle={t(`categories.${code}`)}
      icon={<CategoryIcon code={code} size={26} />}
      description={t('planned.gameCentre', { category: name })}
    />
  );
};
