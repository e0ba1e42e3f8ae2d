import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';

import { isGamePagePath } from '@perya/contracts';

import { usePlayBlockRedirect } from '@/features/protection/hooks/use-play-block-redirect';
import { PopupController } from '@/features/home/components/popup-controller';

import { BottomTabBar } from './portal/bottom-tab-bar';
import classes from './portal/portal.module.css';
import { ScrollTopButton } from './portal/scroll-top-button';
import { SideMenu } from './portal/side-menu';
import { SiteFooter } from './portal/site-footer';
import { SiteHeader } from './portal/site-header';

export type PortalRouteHandle = { scrollTop?: boolean };

/**
 * Sends a member on a break to the break page. A component of its own: its answer arriving
 * re-rendered the whole layout, header and top bar included, when the layout held the hook.
 */
const PlayBlockRedirect = () => {
  usePlayBlockRedirect();
  return null;
};

/**
 * The portal's layout (spec §2.3): header, side menu (not on game pages), page, footer, and on
 * phones the tab bar (not on game pages either: the game needs the room).
 */
export const PortalLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure();
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'perya.sideMenuCollapsed', defaultValue: false });
  const withSideMenu = !isGamePagePath(pathname);
  // On phones and tablets the side menu is a closed drawer until the burger opens it: its content
  // (a quarter of the page's elements) is built the first time it opens, not in the first commit
  // every page waits for. Read at once (not after an effect), so a desktop's first commit has it.
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [isMenuBuilt, setMenuBuilt] = useState(false);
  if ((isDesktop || mobileOpened) && !isMenuBuilt) setMenuBuilt(true);
  const withScrollTop = matches.some((match) => (match.handle as PortalRouteHandle | undefined)?.scrollTop);

  return (
    <div
      className={classes.shell}
      data-with-navbar={withSideMenu || undefined}
      data-collapsed={collapsed || undefined}
      data-menu-opened={(withSideMenu && mobileOpened) || undefined}
      data-with-tab-bar={withSideMenu || undefined}
    >
      <a href="#main-content" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <header className={classes.appHeader}>
        <SiteHeader menuOpened={mobileOpened} onToggleMenu={toggleMobile} withMenu={withSideMenu} />
      </header>
      {withSideMenu && (
        <nav className={classes.navbar} id="side-menu" data-testid="side-menu">
          {isMenuBuilt && (
            <SideMenu
              collapsed={collapsed}
              onToggleCollapsed={() => setCollapsed(!collapsed)}
              onNavigate={closeMobile}
            />
          )}
        </nav>
      )}
      <main className={classes.shellMain}>
        <div id="main-content" tabIndex={-1} className={classes.main}>
          <div className={classes.page}>
            <Outlet />
          </div>
        </div>
        <SiteFooter />
        {withScrollTop && <ScrollTopButton />}
      </main>
      {withSideMenu && <BottomTabBar />}
      <PopupController />
      <PlayBlockRedirect />
    </div>
  );
};
