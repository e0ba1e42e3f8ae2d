import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconTool } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';

import type { Vendor } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { HoverPanel } from '@/components/ui/hover-panel';
import { vendorMarkUrl } from '@/features/games/api/game-menus';
import { VendorLogo } from '@/features/games/components/vendor-logo';
import { useLaunchGame } from '@/features/games/hooks/use-launch-game';
import { useGamePopups } from '@/features/games/stores/game-popups-store';
import { withFullStyles } from '@/lib/with-full-styles';

import type { NavItem } from './nav-items';
import { directVendorOf, isLargeDropdown, isListCentre, useNavItems } from './nav-items';
import classes from './portal.module.css';

type Launcher = ReturnType<typeof useLaunchGame>;

const GamePopups = lazy(() =>
  withFullStyles(() => import('@/features/games/components/game-popups')).then((module) => ({
    default: module.GamePopups,
  })),
);

/** The games' popups (maintenance, a vendor's games): fetched the first time one is asked for. */
const LazyGamePopups = () => {
  const [isWanted, setWanted] = useState(false);
  const hasPopup = useGamePopups((state) => state.popup !== null);
  if (hasPopup && !isWanted) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <GamePopups />
    </Suspense>
  ) : null;
};

type ProviderDropdownProps = { item: NavItem; label: string; imageHost?: string; onPick: (vendor: Vendor) => void };

/** A category's providers: a list, or a grid of logos when there are more than 10 (spec §2.3). */
const ProviderDropdown = ({ item, label, imageHost, onPick }: ProviderDropdownProps) => {
  const { t } = useTranslation('games');
  const lane = item.lane!;
  const isLarge = isLargeDropdown(lane);
  return (
    <div className={classes.dropdown} data-large={isLarge || undefined} data-testid="provider-dropdown">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text className={classes.dropdownTitle}>{t('topNav.providers', { category: label })}</Text>
        {item.to && (
          <Anchor component={Link} to={item.to} fz="xs" fw={700} c="gold.4">
            {t('topNav.viewAll')}
          </Anchor>
        )}
      </Group>
      <div className={classes.dropdownGrid}>
        {lane.vendors.map((vendor) => (
          <UnstyledButton
            key={vendor.vassalage}
            className={classes.dropdownVendor}
            data-maintenance={vendor.isMaintenance || undefined}
            onClick={() => onPick(vendor)}
          >
            <VendorLogo
              src={vendorMarkUrl(vendor, imageHost)}
              name={vendor.displayName}
              size={isLarge ? 'md' : 'sm'}
              decorative
            />
            <span className={classes.dropdownName}>{vendor.displayName}</span>
            {vendor.isMaintenance && <IconTool size={14} aria-label={t('card.maintenance')} />}
          </UnstyledButton>
        ))}
      </div>
    </div>
  );
};

type TopNavEntryProps = { item: NavItem; canHover: boolean; imageHost?: string; launcher: Launcher };

const TopNavEntry = ({ item, canHover, imageHost, launcher }: TopNavEntryProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t(item.labelKey, { defaultValue: item.code });
  const direct = directVendorOf(item);
  const hasDropdown = canHover && Boolean(item.lane?.hasVendors) && (item.lane?.vendors.length ?? 0) > 0;
  const content = (
    <>
      <CategoryIcon code={item.code} size={18} />
      <span>{label}</span>
      {hasDropdown && <IconChevronDown size={12} className={classes.topNavChevron} aria-hidden />}
    </>
  );

  // A provider picked in the drop-down: list centres filter by it, other categories launch it.
  const handlePick = (vendor: Vendor) => {
    if (item.to && isListCentre(item.code))
      void navigate(`${item.to}?${new URLSearchParams({ vassalage: vendor.vassalage })}`);
    else launcher.launchVendor(vendor);
  };

  const target =
    direct || !item.to ? (
      <UnstyledButton
        className={classes.topNavItem}
        onClick={() => (direct ? launcher.launchVendor(direct) : undefined)}
        data-testid={`top-nav-${item.code}`}
      >
        {content}
      </UnstyledButton>
    ) : (
      <UnstyledButton
        component={NavLink}
        to={item.to}
        end={item.code === 'HOME'}
        className={classes.topNavItem}
        data-testid={`top-nav-${item.code}`}
      >
        {content}
      </UnstyledButton>
    );

  if (!hasDropdown) return target;
  return (
    <HoverPanel target={target} className={classes.dropdownShell}>
      <ProviderDropdown item={item} label={label} imageHost={imageHost} onPick={handlePick} />
    </HoverPanel>
  );
};

/**
 * Top navigation (spec §2.3): home, favorites, the server's categories, promotions. With a mouse
 * each category opens its providers; on touch screens a tap simply opens the category, and the
 * row scrolls sideways when the screen is narrow.
 */
export const TopNav = () => {
  const { t } = useTranslation();
  const { items, imageHost } = useNavItems();
  const launcher = useLaunchGame();
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)', false);
  return (
    <nav className={classes.topNav} aria-label={t('nav.mainNavigation')}>
      <div className={classes.topNavList}>
        {items.map((item) => (
          <TopNavEntry key={item.code} item={item} canHover={canHover} imageHost={imageHost} launcher={launcher} />
        ))}
      </div>
      <LazyGamePopups />
    </nav>
  );
};
