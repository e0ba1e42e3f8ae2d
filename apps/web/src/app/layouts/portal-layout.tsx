import { AppShell, Box, Container } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';

import { isGamePagePath } from '@perya/contracts';

import { PopupController } from '@/features/home/components/popup-controller';

import classes from './portal/portal.module.css';
import { ScrollTopButton } from './portal/scroll-top-button';
import { SideMenu } from './portal/side-menu';
import { SiteFooter } from './portal/site-footer';
import { SiteHeader } from './portal/site-header';

export type PortalRouteHandle = { scrollTop?: boolean };

/** The portal's layout (spec §2.3): header, side menu (not on game pages), page, footer. */
export const PortalLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure();
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'perya.sideMenuCollapsed', defaultValue: false });
  const withSideMenu = !isGamePagePath(pathname);
  const withScrollTop = matches.some((match) => (match.handle as PortalRouteHandle | undefined)?.scrollTop);

  return (
    <AppShell
      header={{ height: { base: 108, md: 64 } }}
      navbar={
        withSideMenu
          ? { width: collapsed ? 76 : 256, breakpoint: 'md', collapsed: { mobile: !mobileOpened } }
          : undefined
      }
      padding={0}
      className={classes.shell}
    >
      <a href="#main-content" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <AppShell.Header className={classes.appHeader}>
        <SiteHeader menuOpened={mobileOpened} onToggleMenu={toggleMobile} withMenu={withSideMenu} />
      </AppShell.Header>
      {withSideMenu && (
        <AppShell.Navbar className={classes.navbar}>
          <SideMenu collapsed={collapsed} onToggleCollapsed={() => setCollapsed(!collapsed)} onNavigate={closeMobile} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Box id="main-content" tabIndex={-1} className={classes.main}>
          <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'lg' }}>
            <Outlet />
          </Container>
        </Box>
        <SiteFooter />
        {withScrollTop && <ScrollTopButton />}
      </AppShell.Main>
      <PopupController />
    </AppShell>
  );
};
