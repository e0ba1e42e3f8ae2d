import { Badge, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Vendor } from '@perya/contracts';

import { vendorLogoUrl } from '../api/game-menus';
import { VendorLogo } from './vendor-logo';
import classes from './vendors.module.css';

type VendorTileProps = { vendor: Vendor; imageHost?: string; onOpen: (vendor: Vendor) => void };

/** A provider of a vendor centre (sports books, lotteries, arenas) as a large tile. */
export const VendorTile = ({ vendor, imageHost, onOpen }: VendorTileProps) => {
  const { t } = useTranslation('games');
  return (
    <UnstyledButton
      className={classes.tile}
      data-maintenance={vendor.isMaintenance || undefined}
      onClick={() => onOpen(vendor)}
      aria-label={t('vendor.open', { name: vendor.displayName })}
      data-testid="vendor-tile"
    >
      <div className={classes.tileArt}>
        <VendorLogo src={vendorLogoUrl(vendor, imageHost)} name={vendor.displayName} size="lg" />
      </div>
      {vendor.isMaintenance && (
        <Badge className={classes.tileBadge} color="gray" variant="filled" leftSection={<IconTool size={12} />}>
          {t('card.maintenance')}
        </Badge>
      )}
      <div className={classes.tileBody}>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {vendor.displayName}
          </Text>
          {vendor.gameCount > 1 && (
            <Text fz="xs" c="dimmed">
              {t('vendor.games', { count: vendor.gameCount })}
            </Text>
          )}
        </div>
        <span className={classes.tileAction} aria-hidden>
          <IconPlayerPlayFilled size={12} />
          {t('card.playShort')}
        </span>
      </div>
    </UnstyledButton>
  );
};
