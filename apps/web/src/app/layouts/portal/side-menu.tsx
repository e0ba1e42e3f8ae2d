import {
  ActionIcon,
  Anchor,
  Box,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAward, IconChevronsLeft, IconChevronsRight, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink } from 'react-router';

import { CategoryIcon } from '@/components/ui/category-icon';
import { paths } from '@/config/paths';
import { useLaunchGame } from '@/features/games/hooks/use-launch-game';
import { LanguageSelect } from '@/features/language/components/language-select';
import { permissionQueryOptions } from '@/lib/site-config';
import { useModalStore } from '@/stores/modal-store';

import { directVendorOf, useNavItems } from './nav-items';
import classes from './portal.module.css';
import { SIDE_MENU_SOCIAL, socialIcon } from './social-icon';

type SideMenuProps = { collapsed: boolean; onToggleCollapsed: () => void; onNavigate: () => void };

/** The collapsible side menu of spec §2.3. */
export const SideMenu = ({ collapsed, onToggleCollapsed, onNavigate }: SideMenuProps) => {
  const { t } = useTranslation();
  const permission = useQuery(permissionQueryOptions());
  const openModal = useModalStore((state) => state.openModal);
  const social = (permission.data?.resources ?? []).filter((resource) =>
    SIDE_MENU_SOCIAL.includes(resource.resourceType),
  );
  const customerService = permission.data?.customerService ?? [];
  // The same categories as the top navigation: the server's lanes, in its order.
  const { items } = useNavItems();
  const launcher = useLaunchGame();

  return (
    <Stack h="100%" gap={0}>
      <Group justify={collapsed ? 'center' : 'flex-end'} p="xs" visibleFrom="md">
        <Tooltip label={collapsed ? t('actions.expandMenu') : t('actions.collapseMenu')} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('actions.expandMenu') : t('actions.collapseMenu')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <ScrollArea flex={1} type="scroll" px={collapsed ? 8 : 'sm'} pb="md">
        {!collapsed && (
          <Stack gap="xs" mb="md">
            <UnstyledButton className={classes.teaser} onClick={() => openModal('loginPopupModal')}>
              <IconAward size={28} />
              <div>
                <Text fw={700} fz="sm">
                  {t('sideMenu.rewardTeaser')}
                </Text>
                <Text fz="xs" opacity={0.85}>
                  {t('sideMenu.rewardText')}
                </Text>
              </div>
            </UnstyledButton>
            <UnstyledButton className={classes.teaserAlt} component={Link} to={paths.register} onClick={onNavigate}>
              <IconUserPlus size={24} />
              <div>
                <Text fw={700} fz="sm">
                  {t('sideMenu.inviteFriends')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('sideMenu.inviteText')}
                </Text>
              </div>
            </UnstyledButton>
          </Stack>
        )}

        {!collapsed && <Text className={classes.sectionLabel}>{t('sideMenu.games')}</Text>}
        <Box component="nav" aria-label={t('sideMenu.games')}>
          {items.map((item) => {
            const label = t(item.labelKey, { defaultValue: item.code });
            const direct = item.to ? null : directVendorOf(item);
            if (!item.to && !direct) return null;
            const common = {
              label: collapsed ? undefined : label,
              'aria-label': collapsed ? label : undefined,
              leftSection: <CategoryIcon code={item.code} size={20} />,
              className: classes.sideLink,
              'data-collapsed': collapsed || undefined,
            };
            const link = item.to ? (
              <NavLink
                key={item.code}
                component={RouterNavLink}
                to={item.to}
                end={item.code === 'HOME'}
                onClick={onNavigate}
                {...common}
              />
            ) : (
              <NavLink
                key={item.code}
                component="button"
                type="button"
                onClick={() => {
                  onNavigate();
                  if (direct) launcher.launchVendor(direct);
                }}
                {...common}
              />
            );
            return collapsed ? (
              <Tooltip key={item.code} label={label} position="right">
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </Box>

        {!collapsed && customerService.length > 0 && (
          <>
            <Divider my="sm" />
            <Text className={classes.sectionLabel}>{t('sideMenu.customerService')}</Text>
            <Stack gap={4}>
              {customerService.map((entry) => {
                const Icon = socialIcon(entry.csType);
                return (
                  <Anchor
                    key={entry.csPosition}
                    href={entry.path}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.plainLink}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Icon size={18} />
                      <Text fz="sm">{entry.title}</Text>
                    </Group>
                  </Anchor>
                );
              })}
            </Stack>
          </>
        )}

        {!collapsed && social.length > 0 && (
          <>
            <Divider my="sm" />
            <Text className={classes.sectionLabel}>{t('sideMenu.social')}</Text>
            <Group gap="xs">
              {social.map((resource) => {
                const Icon = socialIcon(resource.resourceType);
                return (
                  <ActionIcon
                    key={resource.url}
                    component="a"
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    color="gray"
                    size="lg"
                    aria-label={resource.labelNameEn}
                  >
                    <Icon size={18} />
                  </ActionIcon>
                );
              })}
            </Group>
          </>
        )}

        {!collapsed && (
          <>
            <Divider my="sm" />
            <Text className={classes.sectionLabel}>{t('sideMenu.language')}</Text>
            <LanguageSelect />
          </>
        )}
      </ScrollArea>
    </Stack>
  );
};
