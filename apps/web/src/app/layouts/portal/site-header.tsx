import { Burger, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import classes from './portal.module.css';
import { TopNav } from './top-nav';

type SiteHeaderProps = { menuOpened: boolean; onToggleMenu: () => void; withMenu: boolean };

/** Header (spec §2.3): logo, top navigation, and log-in / register for visitors. */
export const SiteHeader = ({ menuOpened, onToggleMenu, withMenu }: SiteHeaderProps) => {
  const { t } = useTranslation();
  const openModal = useModalStore((state) => state.openModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <div className={classes.header}>
      <Group h={60} px="md" gap="md" wrap="nowrap" className={classes.headerBar}>
        {withMenu && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={t('actions.openMenu')}
          />
        )}
        <Link to={paths.home} className={classes.logoLink} aria-label="Perya">
          <Logo size={34} compactOnPhone />
        </Link>
        <div className={classes.headerNav}>
          <TopNav />
        </div>
        <Group gap="xs" wrap="nowrap" ml="auto">
          {isSignedIn ? (
            <>
              <HeaderBalance />
              <AccountMenu />
            </>
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
      <div className={classes.mobileNav}>
        <TopNav />
      </div>
    </div>
  );
};
