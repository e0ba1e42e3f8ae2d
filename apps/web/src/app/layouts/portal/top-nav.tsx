import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconDots, IconTool } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';

import type { Vendor } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { HoverPanel } from '@/components/ui/hover-panel';
import { vendorMarkUrl } from '@/features/games/api/game-menus';
import { VendorLogo } from '@/features/games/components/vendor-logo';
import { useLaunchGame } from '@/features/games/hooks/use-launch-game';
import { useGamePopups } from '@/features/games/stores/game-popups-store';
import { withFullStyles } from '@/lib/with-full-styles';

import type { NavItem } from './nav-items';
import { directVendorOf, fittingCount, isLargeDropdown, isListCentre, useNavItems } from './nav-items';
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

type TopNavEntryProps = {
  item: NavItem;
  canHover: boolean;
  imageHost?: string;
  launcher: Launcher;
  /** Listed under "More" instead: kept in the row, unseen, so its width can be measured. */
  isOverflow?: boolean;
};

/** What a click on a category does: launch its lone provider (spec §2.3), else open its page. */
const CategoryTarget = ({
  item,
  launcher,
  className,
  children,
  onDone,
  ...rest
}: {
  item: NavItem;
  launcher: Launcher;
  className?: string;
  children: ReactNode;
  onDone?: () => void;
} & Record<`data-${string}`, string | boolean | undefined>) => {
  const direct = directVendorOf(item);
  if (direct || !item.to)
    return (
      <UnstyledButton
        className={className}
        onClick={() => {
          if (direct) launcher.launchVendor(direct);
          onDone?.();
        }}
        {...rest}
      >
        {children}
      </UnstyledButton>
    );
  return (
    <UnstyledButton
      component={NavLink}
      to={item.to}
      end={item.code === 'HOME'}
      className={className}
      onClick={onDone}
      {...rest}
    >
      {children}
    </UnstyledButton>
  );
};

const TopNavEntry = ({ item, canHover, imageHost, launcher, isOverflow = false }: TopNavEntryProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t(item.labelKey, { defaultValue: item.code });
  const hasProviders = canHover && Boolean(item.lane?.hasVendors) && (item.lane?.vendors.length ?? 0) > 0;
  // An item under "More" keeps its chevron, so its measured width is the width it would have in the row.
  const hasDropdown = hasProviders && !isOverflow;

  // A provider picked in the drop-down: list centres filter by it, other categories launch it.
  const handlePick = (vendor: Vendor) => {
    if (item.to && isListCentre(item.code))
      void navigate(`${item.to}?${new URLSearchParams({ vassalage: vendor.vassalage })}`);
    else launcher.launchVendor(vendor);
  };

  const target = (
    <CategoryTarget
      item={item}
      launcher={launcher}
      className={classes.topNavItem}
      data-testid={`top-nav-${item.code}`}
      data-nav-item
      data-overflow={isOverflow || undefined}
    >
      <CategoryIcon code={item.code} size={18} />
      <span>{label}</span>
      {hasProviders && <IconChevronDown size={12} className={classes.topNavChevron} aria-hidden />}
    </CategoryTarget>
  );

  if (!hasDropdown) return target;
  return (
    <HoverPanel target={target} className={classes.dropdownShell}>
      <ProviderDropdown item={item} label={label} imageHost={imageHost} onPick={handlePick} />
    </HoverPanel>
  );
};

type MoreMenuProps = { items: NavItem[]; launcher: Launcher; buttonRef: Ref<HTMLButtonElement>; isHidden: boolean };

/**
 * The categories that do not fit in the row, behind a "More" button: a click (or tap, or Enter)
 * opens them as a list under it, in a portal so the row's clipping never hides it.
 */
const MoreMenu = ({ items, launcher, buttonRef, isHidden }: MoreMenuProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Where it opened, and on which page: a new page closes it.
  const [opened, setOpened] = useState<{ anchor: DOMRect; pathname: string } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const anchor = opened?.pathname === pathname && !isHidden ? opened.anchor : null;
  const isOpen = anchor !== null;
  const close = () => setOpened(null);

  // Closes on a click elsewhere and on Escape.
  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target)) return;
      if ((event.target as Element).closest?.('[data-more-button]')) return;
      close();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  const hasActive = items.some((item) => item.to !== null && item.to === pathname);
  return (
    <>
      <UnstyledButton
        ref={buttonRef}
        className={classes.topNavItem}
        data-more-button
        data-overflow={isHidden || undefined}
        data-active={hasActive || undefined}
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'top-nav-more' : undefined}
        onClick={(event) =>
          setOpened(isOpen ? null : { anchor: event.currentTarget.getBoundingClientRect(), pathname })
        }
        data-testid="top-nav-more"
      >
        <IconDots size={18} aria-hidden />
        <span>{t('nav.more')}</span>
        <IconChevronDown size={12} className={classes.topNavChevron} aria-hidden />
      </UnstyledButton>
      {isOpen &&
        createPortal(
          <div
            ref={panelRef}
            id="top-nav-more"
            className={classes.moreMenu}
            style={{
              top: anchor.bottom + 6,
              right: Math.max(8, document.documentElement.clientWidth - anchor.right),
            }}
            data-testid="top-nav-more-menu"
          >
            {items.map((item) => (
              <CategoryTarget
                key={item.code}
                item={item}
                launcher={launcher}
                className={classes.moreMenuItem}
                onDone={close}
                data-testid={`top-nav-more-${item.code}`}
              >
                <CategoryIcon code={item.code} size={18} />
                <span>{t(item.labelKey, { defaultValue: item.code })}</span>
              </CategoryTarget>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
};

const ITEM_GAP = 4;

/**
 * Which of the row's items are shown: as many as fit, measured after every resize of the row or
 * its items (a menu arriving, a language change). Without ResizeObserver (tests), all of them.
 */
const useFittingCount = (itemCount: number) => {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const [count, setCount] = useState(itemCount);

  // Measured only in the observer's callbacks, the first of which comes after the browser's own
  // layout of the frame and before its paint. Measuring in the layout effect itself forced the
  // page's first layout inside React's commit: about 300 ms of a 4x-slower phone CPU in the
  // commit's task (bench/README.md, 2026-11-28). The layout effect only starts observing, so the
  // first callback is in the first frame; flushSync commits the fit before that frame is painted,
  // so the row is never seen with the wrong items.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // Fractional widths (offsetWidth rounds), and a pixel to spare so rounding never clips.
      const widthOf = (element: Element) => element.getBoundingClientRect().width;
      const widths = Array.from(list.querySelectorAll('[data-nav-item]'), widthOf);
      const more = moreRef.current ? widthOf(moreRef.current) : 0;
      const fitting = fittingCount(widths, widthOf(nav) - 1, ITEM_GAP, more);
      flushSync(() => setCount(fitting));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    observer.observe(list);
    return () => observer.disconnect();
  }, [itemCount]);

  return { navRef, listRef, moreRef, count: Math.min(count, itemCount) };
};

/**
 * Top navigation (spec §2.3): home, favorites, the server's categories, promotions. With a mouse
 * each category opens its providers; on touch screens a tap simply opens the category. What
 * does not fit in the row (a signed-in header at 1440 px, a phone) is under "More", so every
 * category is reachable at every width.
 */
export const TopNav = () => {
  const { t } = useTranslation();
  const { items, imageHost } = useNavItems();
  const launcher = useLaunchGame();
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)', false);
  const { navRef, listRef, moreRef, count } = useFittingCount(items.length);
  const overflow = items.slice(count);
  return (
    <nav ref={navRef} className={classes.topNav} aria-label={t('nav.mainNavigation')}>
      <div ref={listRef} className={classes.topNavList}>
        {items.map((item, index) => (
          <TopNavEntry
            key={item.code}
            item={item}
            canHover={canHover}
            imageHost={imageHost}
            launcher={launcher}
            isOverflow={index >= count}
          />
        ))}
        <MoreMenu items={overflow} launcher={launcher} buttonRef={moreRef} isHidden={overflow.length === 0} />
      </div>
      <LazyGamePopups />
    </nav>
  );
};
