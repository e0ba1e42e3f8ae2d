import { ActionIcon, AppShell, Badge, Burger, Button, Group, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { Logo } from '@/components/ui/logo';

import { AdminNav } from './admin-nav';
import { useAdminParts } from './portal-parts';
import { useStaffMe } from './use-staff-me';
import { useStaffSignOut } from './use-staff-sign-out';

export const ADMIN_HEADER_HEIGHT = 48;
const NAV_WIDTH = 224;

/**
 * The back office's frame: a 48 px top bar (name, role, language, log out) and a grouped sidebar.
 * 1280 px first; below 992 px (tablets) the sidebar folds behind the burger, and on a desktop it
 * can be folded away. Every size is fixed, so nothing moves as data arrives.
 */
export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const me = useStaffMe();
  const { LanguageSelect } = useAdminParts();
  const signOut = useStaffSignOut();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  return (
    <AppShell
      header={{ height: ADMIN_HEADER_HEIGHT }}
      navbar={{ width: NAV_WIDTH, breakpoint: 'md', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
      data-admin-shell
    >
      <AppShell.Header>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('layout.toggleNav')}
            />
            <Tooltip label={t('layout.toggleNav')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={desktop.toggle}
                visibleFrom="md"
                aria-label={t('layout.toggleNav')}
                aria-expanded={desktopOpened}
              >
                {desktopOpened ? (
                  <IconLayoutSidebarLeftCollapse size={18} />
                ) : (
                  <IconLayoutSidebarLeftExpand size={18} />
                )}
              </ActionIcon>
            </Tooltip>
            <Logo size={26} />
            <Text fw={700} fz="sm" visibleFrom="xs">
              {t('layout.title')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <div style={{ width: 150 }}>
              <LanguageSelect />
            </div>
            <Group gap={6} wrap="nowrap" data-testid="admin-staff">
              <Text fz="sm" fw={600} truncate maw={180}>
                {me.data?.displayName ?? ''}
              </Text>
              {me.data && (
                <Badge size="sm" variant="light" color="gray" radius="sm">
                  {t(`roles.${me.data.role}`)}
                </Badge>
              )}
            </Group>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              radius="sm"
              leftSection={<IconLogout size={16} />}
              onClick={() => void signOut()}
            >
              {t('layout.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p={6} data-admin-navbar>
        <ScrollArea type="scroll">
          <AdminNav permissions={me.data?.permissions ?? []} onNavigate={mobile.close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
