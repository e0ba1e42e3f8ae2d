import { Chip, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { GAME_CATEGORIES } from '@perya/contracts';

const ALL = 'ALL';

/** The category's menu label ("Slots", "Live Casino"), for a game type. */
export const useGameTypeLabel = () => {
  const { t } = useTranslation('games');
  return (gameType: string) => {
    const category = GAME_CATEGORIES.find((entry) => entry.code === gameType);
    return category ? t(`common:nav.${category.labelKey}`) : t(`gameTypes.${gameType}`, { defaultValue: gameType });
  };
};

type TypeChipsProps = { types: string[]; value: string | null; onChange: (type: string | null) => void };

/** Chips that narrow a member's own list (favourites, recents) to one category. */
export const TypeChips = ({ types, value, onChange }: TypeChipsProps) => {
  const { t } = useTranslation('games');
  const labelOf = useGameTypeLabel();
  if (types.length < 2) return null;
  return (
    <ScrollArea type="never">
      <Chip.Group multiple={false} value={value ?? ALL} onChange={(next) => onChange(next === ALL ? null : next)}>
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t('filters.category')}>
          <Chip value={ALL} variant="outline" size="sm">
            {t('classify.ALL')}
          </Chip>
          {types.map((type) => (
            <Chip key={type} value={type} variant="outline" size="sm">
              {labelOf(type)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
};
