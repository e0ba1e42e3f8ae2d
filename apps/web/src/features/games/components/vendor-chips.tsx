import { ScrollArea, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Vendor } from '@perya/contracts';

import { vendorMarkUrl } from '../api/game-menus';
import { VendorLogo } from './vendor-logo';
import classes from './vendors.module.css';

type VendorChipsProps = {
  vendors: Vendor[];
  selected: string | null;
  imageHost?: string;
  onSelect: (vassalage: string | null) => void;
};

/** The providers of a list centre as one sideways-scrolling row; "All" first. */
export const VendorChips = ({ vendors, selected, imageHost, onSelect }: VendorChipsProps) => {
  const { t } = useTranslation('games');
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <div className={classes.chips} role="group" aria-label={t('filters.providers')}>
        <UnstyledButton
          className={`${classes.chip} ${classes.chipAll}`}
          data-active={selected === null || undefined}
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
        >
          <IconLayoutGrid size={16} aria-hidden />
          {t('filters.allProviders')}
        </UnstyledButton>
        {vendors.map((vendor) => (
          <UnstyledButton
            key={vendor.vassalage}
            className={classes.chip}
            data-active={selected === vendor.vassalage || undefined}
            data-maintenance={vendor.isMaintenance || undefined}
            aria-pressed={selected === vendor.vassalage}
            title={vendor.isMaintenance ? t('card.maintenance') : undefined}
            onClick={() => onSelect(vendor.vassalage)}
          >
            <VendorLogo src={vendorMarkUrl(vendor, imageHost)} name={vendor.displayName} size="sm" decorative />
            {vendor.displayName}
          </UnstyledButton>
        ))}
      </div>
    </ScrollArea>
  );
};
