import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { GameCategoryCode } from '@perya/contracts';
import { GAME_CATEGORIES } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { findLane, useGameMenus } from '../api/game-menus';
import { AnnouncementStrip } from '../components/announcement-strip';
import { CentreHero } from '../components/centre-hero';
import { GamePopups } from '../components/game-popups';
import { LoadError } from '../components/load-error';
import { ListCentre } from './list-centre';
import { VendorCentre } from './vendor-centre';

/** A game centre (spec §2.1): a list centre for /live, /rng …, a vendor centre for /sports …. */
export const GameCentrePage = ({ code }: { code: GameCategoryCode }) => {
  const { t } = useTranslation('games');
  const category = GAME_CATEGORIES.find((entry) => entry.code === code) ?? GAME_CATEGORIES[0];
  const menus = useGameMenus();
  const lane = findLane(menus.data, code);
  const title = t(`common:nav.${lane?.nameKey ?? category.labelKey}`, { defaultValue: code });
  useDocumentTitle(title);
  const providers = lane?.vendors.length ?? 0;

  return (
    <Stack gap="lg">
      <CentreHero
        icon={<CategoryIcon code={code} size={28} />}
        title={title}
        subtitle={
          providers > 0
            ? `${t(`centre.intro.${code}`)} · ${t('centre.providers', { count: providers })}`
            : t(`centre.intro.${code}`)
        }
      />
      <AnnouncementStrip vendors={lane ? lane.vendors.map((vendor) => vendor.vassalage) : null} />
      {menus.isError && !category.listCentre && <LoadError error={menus.error} onRetry={() => void menus.refetch()} />}
      {category.listCentre ? (
        <ListCentre code={code} lane={lane} imageHost={menus.data?.imageHost} title={title} />
      ) : (
        !menus.isError && (
          <VendorCentre
            lane={lane}
            isLoading={menus.isPending}
            imageHost={menus.data?.imageHost}
            title={title}
            onRetry={() => void menus.refetch()}
          />
        )
      )}
      <GamePopups />
    </Stack>
  );
};
