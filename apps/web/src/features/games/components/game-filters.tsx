import { CloseButton, ScrollArea, Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { GameClassify, GameSelect } from '@perya/contracts';
import { GAME_CLASSIFY_TABS } from '@perya/contracts';

import { SegmentedRadios } from '@/components/ui/segmented-radios';

import classes from './game-centre.module.css';

/** The select filter in the order a lobby reads best; the spec's five values. */
export const SELECT_ORDER: GameSelect[] = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'];
/** Selects that read the member's own games. */
export const MEMBER_SELECTS: GameSelect[] = ['FAV', 'RECENT'];

const ALL_TABS = 'ALL';

type GameFiltersProps = {
  /** Tabs with games in this category (spec §2.7: JP, TG, AC, and BG as TY is supported). */
  tabs: GameClassify[];
  classify: GameClassify | null;
  onClassifyChange: (classify: GameClassify | null) => void;
  select: GameSelect;
  onSelectChange: (select: GameSelect) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
};

/** Filter tabs, the NEW/FAV/ALL/HOT/RECENT select and the search box of a list centre. */
export const GameFilters = ({
  tabs,
  classify,
  onClassifyChange,
  select,
  onSelectChange,
  keyword,
  onKeywordChange,
}: GameFiltersProps) => {
  const { t } = useTranslation('games');
  const ordered = GAME_CLASSIFY_TABS.filter((tab) => tabs.includes(tab));
  return (
    <div className={classes.toolbar}>
      {ordered.length > 0 && (
        <Tabs
          variant="pills"
          radius="xl"
          value={classify ?? ALL_TABS}
          onChange={(value) => onClassifyChange(ordered.find((tab) => tab === value) ?? null)}
          className={classes.toolbarTabs}
          activateTabWithKeyboard
        >
          <ScrollArea type="never">
            <Tabs.List aria-label={t('filters.classify')} style={{ flexWrap: 'nowrap' }}>
              <Tabs.Tab value={ALL_TABS}>{t('classify.ALL')}</Tabs.Tab>
              {ordered.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`classify.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
        </Tabs>
      )}
      <ScrollArea type="never" className={classes.selectScroll}>
        <SegmentedRadios
          className={classes.select}
          value={select}
          onChange={onSelectChange}
          aria-label={t('filters.select')}
          data={SELECT_ORDER.map((option) => ({ value: option, label: t(`select.${option}`) }))}
        />
      </ScrollArea>
      <TextInput
        className={classes.search}
        type="search"
        radius="xl"
        value={keyword}
        onChange={(event) => onKeywordChange(event.currentTarget.value)}
        placeholder={t('filters.searchPlaceholder')}
        aria-label={t('filters.search')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          keyword ? (
            <CloseButton size="sm" aria-label={t('filters.clearSearch')} onClick={() => onKeywordChange('')} />
          ) : null
        }
        maxLength={64}
      />
    </div>
  );
};
