import { IconCashBanknote, IconDeviceGamepad2, IconGift, IconHome, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { GAME_CATEGORIES, HOME_PATHS } from '@perya/contracts';

import { paths } from '@/config/paths';

import classes from './portal.module.css';

type Tab = { key: string; to: string; icon: ReactNode; isActive: (pathname: string) => boolean };

const GAME_PATHS = new Set<string>([...GAME_CATEGORIES.map((category) => category.path), paths.favorite, paths.recent]);

// Deposit and Account lead to member pages: their route guard opens the login popup for a
// visitor and the "register first" dialog for a trial account, so the bar needs no rule of its own.
const TABS: Tab[] = [
  {
    key: 'home',
    to: paths.home,
    icon: <IconHome size={22} />,
    isActive: (pathname) => (HOME_PATHS as readonly string[]).includes(pathname.toLowerCase()),
  },
  {
    key: 'games',
    to: paths.category('RNG'),
    icon: <IconDeviceGamepad2 size={22} />,
    isActive: (pathname) => GAME_PATHS.has(pathname.toLowerCase()),
  },
  {
    key: 'promotions',
    to: paths.promotions,
    icon: <IconGift size={22} />,
    isActive: (pathname) => pathname === paths.promotions,
  },
  {
    key: 'deposit',
    to: paths.memberPage('depositv2'),
    icon: <IconCashBanknote size={22} />,
    isActive: (pathname) => pathname === paths.memberPage('depositv2'),
  },
  {
    key: 'account',
    to: paths.member,
    icon: <IconUserCircle size={22} />,
    isActive: (pathname) => pathname.startsWith(paths.member) && pathname !== paths.memberPage('depositv2'),
  },
];

/**
 * The phone's tab bar (below the md breakpoint, where the side menu is a drawer): Home, Games,
 * Promotions, Deposit and Account, each one tap away, as the best mobile casinos have it. The
 * shell pads the page and lifts the scroll-to-top button above it, so it covers nothing.
 */
export const BottomTabBar = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={classes.tabBar} aria-label={t('tabBar.label')} data-testid="bottom-tab-bar">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={classes.tabBarItem}
          aria-current={tab.isActive(pathname) ? 'page' : undefined}
          data-accent={tab.key === 'deposit' || undefined}
          data-testid={`tab-${tab.key}`}
        >
          <span className={classes.tabBarIcon} aria-hidden>
            {tab.icon}
          </span>
          <span className={classes.tabBarLabel}>{t(`tabBar.${tab.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
};
