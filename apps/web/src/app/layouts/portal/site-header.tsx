import { Button, Group, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { withFullStyles } from '@/lib/with-full-styles';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import classes from './portal.module.css';
import { TopNav } from './top-nav';

// The member's part of the header (balance, account menu) is its own chunk: visitors never load it.
const SignedInHeader = lazy(() =>
  withFullStyles(() => import('./signed-in-header')).then((module) => ({ default: module.SignedInHeader })),
);

type SiteHeaderProps = { menuOpened: boolean; onToggleMenu: () => void; withMenu: boolean };

/** Header (spec §2.3): logo, top navigation, and log-in / register for visitors. */
export const SiteHeader = ({ menuOpened, onToggleMenu, withMenu }: SiteHeaderProps) => {
  const { t } = useTranslation();
  const openModal = useModalStore((state) => state.openModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  // One navigation, in the bar on desktop or in its own row on phones (not both in the page).
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  return (
    <div className={classes.header}>
      <Group h={60} px="md" gap="md" wrap="nowrap" className={classes.headerBar}>
        {withMenu && (
          <button
            type="button"
            className={classes.burger}
            onClick={onToggleMenu}
            aria-label={t('actions.openMenu')}
            aria-expanded={menuOpened}
            aria-controls="side-menu"
          >
            <span className={classes.burgerLines} data-opened={menuOpened || undefined} aria-hidden />
          </button>
        )}
        <Link to={paths.home} className={classes.logoLink} aria-label="Perya">
          <Logo size={34} compactOnPhone />
        </Link>
        {isDesktop && (
          <div className={classes.headerNav}>
            <TopNav />
          </div>
        )}
        <Group gap="xs" wrap="nowrap" ml="auto">
          {isSignedIn ? (
            <Suspense fallback={<Skeleton height={36} width={220} radius="xl" />}>
              <SignedInHeader />
            </Suspense>
          ) : (
            <>
              <Button variant="default" size="sm" onClick={() => openModal('loginPopupModal')}>
                {t('actions.login')}
              </Button>
              <Button variant="gradient" size="sm" onClick={() => openModal('registerModal')}>
                {t('actions.register')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {!isDesktop && (
        <div className={classes.mobileNav}>
          <TopNav />
        </div>
      )}
    </div>
  );
};
