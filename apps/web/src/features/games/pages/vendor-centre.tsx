import { Skeleton } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { VendorLane } from '@perya/contracts';

import { EmptyState } from '../components/empty-state';
import { VendorTile } from '../components/vendor-tile';
import classes from '../components/vendors.module.css';
import { useLaunchGame } from '../hooks/use-launch-game';

type VendorCentreProps = { lane: VendorLane | undefined; isLoading: boolean; imageHost?: string };

/**
 * A vendor centre (/sports, /esports, /lott, /elott, /cockfight): one large tile per provider,
 * which launches it, opens its list, or routes to its lottery page (spec §2.7 launch rules).
 */
export const VendorCentre = ({ lane, isLoading, imageHost }: VendorCentreProps) => {
  const { t } = useTranslation('games');
  const launcher = useLaunchGame();
  if (isLoading) {
    return (
      <div className={classes.tiles} aria-busy data-testid="vendor-tiles-loading">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} radius="xl" style={{ aspectRatio: '4 / 3' }} />
        ))}
      </div>
    );
  }
  if (!lane || lane.vendors.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={30} />} title={t('vendor.emptyTitle')} text={t('vendor.emptyText')} />
    );
  }
  return (
    <div className={classes.tiles} role="list" aria-label={t('filters.providers')}>
      {lane.vendors.map((vendor) => (
        <div role="listitem" key={vendor.vassalage}>
          <VendorTile vendor={vendor} imageHost={imageHost} onOpen={launcher.launchVendor} />
        </div>
      ))}
    </div>
  );
};
