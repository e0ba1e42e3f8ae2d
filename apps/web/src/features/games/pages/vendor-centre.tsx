import { Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { VendorLane } from '@perya/contracts';
import { GameTypeSchema } from '@perya/contracts';

import { SlowLoadNotice } from '@/components/ui/slow-load-notice';

import { EmptyState } from '../components/empty-state';
import { GameList } from '../components/game-list';
import { VendorTile } from '../components/vendor-tile';
import classes from '../components/vendors.module.css';
import { useLaunchGame } from '../hooks/use-launch-game';

type VendorCentreProps = {
  lane: VendorLane | undefined;
  isLoading: boolean;
  imageHost?: string;
  title: string;
  /** Asks for the menu again when it is slow to come. */
  onRetry: () => void;
};

/**
 * A vendor centre (/sports, /esports, /lott, /elott, /cockfight): one large tile per provider,
 * which launches it, opens its list, or routes to its lottery page (spec §2.7 launch rules);
 * under them every game of the category (leagues, arenas, draws), to browse and open directly.
 */
export const VendorCentre = ({ lane, isLoading, imageHost, title, onRetry }: VendorCentreProps) => {
  const { t } = useTranslation('games');
  const launcher = useLaunchGame();
  if (isLoading) {
    return (
      <SlowLoadNotice onRetry={onRetry}>
        <div className={classes.tiles} aria-busy data-testid="vendor-tiles-loading">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} radius="xl" style={{ aspectRatio: '4 / 3' }} />
          ))}
        </div>
      </SlowLoadNotice>
    );
  }
  if (!lane || lane.vendors.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={30} />} title={t('vendor.emptyTitle')} text={t('vendor.emptyText')} />
    );
  }
  const gameType = GameTypeSchema.safeParse(lane.title).data;
  const gamesLabel = t('vendor.listLabel', { name: title });
  return (
    <Stack gap="xl">
      <div className={classes.tiles} role="list" aria-label={t('filters.providers')}>
        {lane.vendors.map((vendor) => (
          <div role="listitem" key={vendor.vassalage}>
            <VendorTile vendor={vendor} imageHost={imageHost} onOpen={launcher.launchVendor} />
          </div>
        ))}
      </div>
      {gameType && (
        <Stack gap="md">
          <Title order={2} fz="xl">
            {gamesLabel}
          </Title>
          <GameList
            filters={{ gameType, select: 'ALL' }}
            imageHost={imageHost}
            label={gamesLabel}
            empty={
              <EmptyState icon={<IconMoodEmpty size={30} />} title={t('list.emptyTitle')} text={t('list.emptyText')} />
            }
          />
        </Stack>
      )}
    </Stack>
  );
};
