import { Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { GameClassify, GameSelect, GameType, VendorLane } from '@perya/contracts';
import { GameClassifySchema, GameSelectSchema, GameTypeSchema } from '@perya/contracts';

import { useModalStore } from '@/stores/modal-store';

import type { GameListFilters } from '../api/game-list';
import { EmptyState } from '../components/empty-state';
import { GameFilters, MEMBER_SELECTS } from '../components/game-filters';
import { GameList } from '../components/game-list';
import { VendorChips } from '../components/vendor-chips';
import { useSessionKind } from '../hooks/use-session-kind';

const SEARCH_DEBOUNCE_MS = 350;

type ListCentreProps = { code: string; lane: VendorLane | undefined; imageHost?: string; title: string };

/**
 * A list centre (/rng, /live …): the provider chips (?vassalage=), tabs, select and search, all
 * kept in the URL so the back button returns to the same list, and the paged grid.
 */
export const ListCentre = ({ code, lane, imageHost, title }: ListCentreProps) => {
  const { t } = useTranslation('games');
  const session = useSessionKind();
  const openModal = useModalStore((state) => state.openModal);
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') || null;
  const classify = GameClassifySchema.safeParse(params.get('classify')).data ?? null;
  const requestedSelect = GameSelectSchema.safeParse(params.get('select')).data ?? 'ALL';
  // A shared link to ?select=FAV means nothing to a visitor: show everything instead.
  const select: GameSelect = session !== 'member' && MEMBER_SELECTS.includes(requestedSelect) ? 'ALL' : requestedSelect;
  const keyword = params.get('q') ?? '';
  const [draft, setDraft] = useState(keyword);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const commitKeyword = useDebouncedCallback(
    (value: string) => update({ q: value.trim() || null }),
    SEARCH_DEBOUNCE_MS,
  );

  const handleSelect = (value: GameSelect) => {
    if (MEMBER_SELECTS.includes(value) && session === 'guest') {
      openModal('loginPopupModal');
      return;
    }
    if (MEMBER_SELECTS.includes(value) && session === 'trial') {
      openModal('trialDialog');
      return;
    }
    update({ select: value === 'ALL' ? null : value });
  };
  const handleKeyword = (value: string) => {
    setDraft(value);
    commitKeyword(value);
  };

  const gameType: GameType | undefined = GameTypeSchema.safeParse(code).data;
  const filters: GameListFilters = {
    gameType,
    vassalage: vassalage ?? undefined,
    gameClassify: classify ?? undefined,
    select,
    keyword: keyword || undefined,
  };
  const vendorName = lane?.vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName;

  const empty = keyword ? (
    <EmptyState
      icon={<IconSearch size={30} />}
      title={t('list.noMatchTitle', { keyword })}
      text={t('list.noMatchText')}
    />
  ) : (
    <EmptyState
      icon={<IconMoodEmpty size={30} />}
      title={t(
        select === 'FAV' ? 'list.noFavouritesTitle' : select === 'RECENT' ? 'list.noRecentTitle' : 'list.emptyTitle',
      )}
      text={t('list.emptyText')}
    />
  );

  return (
    <Stack gap="md">
      {lane && lane.vendors.length > 1 && (
        <VendorChips
          vendors={lane.vendors}
          selected={vassalage}
          imageHost={imageHost}
          onSelect={(next) => update({ vassalage: next })}
        />
      )}
      <GameFilters
        tabs={lane?.gameClassify ?? []}
        classify={classify}
        onClassifyChange={(next: GameClassify | null) => update({ classify: next })}
        select={select}
        onSelectChange={handleSelect}
        keyword={draft}
        onKeywordChange={handleKeyword}
      />
      <GameList
        filters={filters}
        imageHost={imageHost}
        label={vendorName ? `${title} · ${vendorName}` : title}
        empty={empty}
      />
    </Stack>
  );
};
