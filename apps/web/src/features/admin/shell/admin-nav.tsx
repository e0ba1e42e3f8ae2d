import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';

import type { StaffPermission } from '@perya/contracts';

import { ADMIN_NAV_GROUPS, ADMIN_SCREENS, allowedScreens, screenNamespaces } from '../screens';
import type { AdminScreen } from '../screens';

type AdminNavProps = {
  permissions: readonly StaffPermission[];
  onNavigate?: () => void;
  screens?: readonly AdminScreen[];
};

/** The sidebar: the screens the role may open, grouped (Dashboard, Money, … Audit); empty groups hidden. */
export const AdminNav = ({ permissions, onNavigate, screens = ADMIN_SCREENS }: AdminNavProps) => {
  const { t } = useTranslation(screenNamespaces(screens));
  const visible = allowedScreens(permissions, screens).filter((screen) => screen.nav !== false);
  return (
    <Stack gap={2} component="nav" aria-label={t('admin:nav.label')}>
      {ADMIN_NAV_GROUPS.map((group) => {
        const items = visible.filter((screen) => screen.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group} role="group" aria-labelledby={`admin-nav-${group}`}>
            <Text
              id={`admin-nav-${group}`}
              fz={11}
              fw={700}
              c="dimmed"
              tt="uppercase"
              px="sm"
              pt="sm"
              pb={4}
              style={{ letterSpacing: '0.06em' }}
            >
              {t(`admin:nav.groups.${group}`)}
            </Text>
            {items.map((screen) => (
              <NavLink
                key={screen.path}
                component={RouterNavLink}
                to={`/admin/${screen.path}`}
                label={t(screen.label)}
                leftSection={<screen.icon size={16} stroke={1.6} />}
                onClick={onNavigate}
                h={32}
                py={0}
                fz="sm"
                styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' } }}
              />
            ))}
          </div>
        );
      })}
    </Stack>
  );
};
