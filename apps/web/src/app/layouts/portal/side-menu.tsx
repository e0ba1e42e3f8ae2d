import { ActionIcon, Anchor, Badge, Divider, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAward, IconChevronsLeft, IconChevronsRight, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink } from 'react-router';

import { REFERRAL_FLAG, isFlagOn } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { ColorSchemeToggle } from '@/components/ui/color-scheme-toggle';
import { HoverPanel } from '@/components/ui/hover-panel';
import { SIDE_MENU_SOCIAL, SocialLink, socialIcon } from '@/components/ui/social-icon';
import { WhenVisible } from '@/components/ui/when-visible';
import { paths } from '@/config/paths';
import { AppDownloadEntry } from '@/features/app-download/components/app-download-entry';
import { useLaunchGame } from '@/features/games/hooks/use-launch-game';
import { useRewardCount } from '@/features/promotions/api/reward-count';
import { useCustomerService } from '@/lib/customer-service';
import { withFullStyles } from '@/lib/with-full-styles';
import { permissionQueryOptions } from '@/lib/site-config';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { inviteTargetOf } from './invite-target';
import { directVendorOf, useNavItems } from './nav-items';
import classes from './portal.module.css';

// The language list (a searchable select) is its own chunk, with the full Mantine sheet: it sits at
// the bottom of a long menu, so it loads when the menu is scrolled near it (or opened on a phone).
const LanguageSelect = lazy(() =>
  withFullStyles(() => import('@/features/language/components/language-select')).then((module) => ({
    default: module.LanguageSelect,
  })),
);

/** The reward-centre teaser: the member's reward centre, or the login popup for visitors. */
const RewardTeaser = ({ isSignedIn, onClick }: { isSignedIn: boolean; onClick: () => void }) => {
  const { t } = useTranslation();
  // Rewards waiting: the red count of spec §2.3 (0 for visitors and trial accounts, which never ask).
  const waiting = useRewardCount();
  const content = (
    <>
      <IconAward size={28} aria-hidden />
      <div>
        <Text fw={700} fz="sm">
          {t('sideMenu.rewardTeaser')}{' '}
          {waiting > 0 && (
            <Badge color="red" size="sm" circle={waiting < 10} data-testid="side-reward-count">
              {waiting > 99 ? '99+' : waiting}
            </Badge>
          )}
        </Text>
        <Text fz="xs" opacity={0.85}>
          {t('sideMenu.rewardText')}
        </Text>
      </div>
    </>
  );
  return isSignedIn ? (
    <UnstyledButton className={classes.teaser} component={Link} to={paths.memberPage('rewardCenter')} onClick={onClick}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton className={classes.teaser} onClick={onClick}>
      {content}
    </UnstyledButton>
  );
};

type SideMenuProps = { collapsed: boolean; onToggleCollapsed: () => void; onNavigate: () => void };

/** The collapsible side menu of spec §2.3. */
export const SideMenu = ({ collapsed, onToggleCollapsed, onNavigate }: SideMenuProps) => {
  const { t } = useTranslation();
  const permission = useQuery(permissionQueryOptions());
  const openModal = useModalStore((state) => state.openModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  const isAgent = useSessionStore((state) => state.isAgent);
  const social = (permission.data?.resources ?? []).filter((resource) =>
    SIDE_MENU_SOCIAL.includes(resource.resourceType.toUpperCase()),
  );
  const customerService = useCustomerService();
  // The same categories as the top navigation: the server's lanes, in its order.
  const { items } = useNavItems();
  const launcher = useLaunchGame();
  // The referral programme's switch is a white-label flag (issue 19): members see the entry while it is on.
  const isReferralEnabled = permission.data ? isFlagOn(permission.data.whitelabel, REFERRAL_FLAG) : false;
  const invite = inviteTargetOf({ isSignedIn, isAgent, isReferralEnabled });

  const handleReward = () => {
    onNavigate();
    if (!isSignedIn) openModal('loginPopupModal');
  };

  return (
    <Stack h="100%" gap={0}>
      <Group justify={collapsed ? 'center' : 'flex-end'} p="xs" visibleFrom="md">
        <HoverPanel
          target={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? t('actions.expandMenu') : t('actions.collapseMenu')}
              aria-expanded={!collapsed}
              data-testid="side-menu-collapse"
            >
              {collapsed ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
            </ActionIcon>
          }
          position="right"
          withFocus
          isTooltip
        >
          {collapsed ? t('actions.expandMenu') : t('actions.collapseMenu')}
        </HoverPanel>
      </Group>
      <div className={classes.sideScroll} data-collapsed={collapsed || undefined}>
        {!collapsed && (
          <Stack gap="xs" mb="md">
            <RewardTeaser isSignedIn={isSignedIn} onClick={handleReward} />
            {invite && (
              <UnstyledButton
                className={classes.teaserAlt}
                component={Link}
                to={invite}
                onClick={onNavigate}
                data-testid="invite-friends"
              >
                <IconUserPlus size={24} aria-hidden />
                <div>
                  <Text fw={700} fz="sm">
                    {t('sideMenu.inviteFriends')}
                  </Text>
                  <Text fz="xs" className={classes.dimText}>
                    {t('sideMenu.inviteText')}
                  </Text>
                </div>
              </UnstyledButton>
            )}
          </Stack>
        )}

        {!collapsed && <Text className={classes.sectionLabel}>{t('sideMenu.games')}</Text>}
        <nav aria-label={t('sideMenu.games')}>
          {items.map((item) => {
            const label = t(item.labelKey, { defaultValue: item.code });
            const direct = item.to ? null : directVendorOf(item);
            if (!item.to && !direct) return null;
            const common = {
              'aria-label': collapsed ? label : undefined,
              className: classes.sideLink,
              'data-collapsed': collapsed || undefined,
            };
            const content = (
              <>
                <span className={classes.sideLinkIcon}>
                  <CategoryIcon code={item.code} size={20} />
                </span>
                {!collapsed && <span className={classes.sideLinkLabel}>{label}</span>}
              </>
            );
            const link = item.to ? (
              <RouterNavLink to={item.to} end={item.code === 'HOME'} onClick={onNavigate} {...common}>
                {content}
              </RouterNavLink>
            ) : (
              <button
                type="button"
                onClick={() => {
                  onNavigate();
                  if (direct) launcher.launchVendor(direct);
                }}
                {...common}
              >
                {content}
              </button>
            );
            return collapsed ? (
              <HoverPanel key={item.code} target={link} position="right" withFocus isTooltip>
                {label}
              </HoverPanel>
            ) : (
              <Fragment key={item.code}>{link}</Fragment>
            );
          })}
        </nav>

        {!collapsed && customerService.length > 0 && (
          <>
            <Divider my="sm" />
            <Text className={classes.sectionLabel}>{t('sideMenu.customerService')}</Text>
            <Stack gap={4}>
              {customerService.map((entry) => {
                const Icon = socialIcon(entry.csType);
                const isExternal = !entry.path.startsWith('/');
                return (
                  <Anchor
                    key={entry.csPosition}
                    href={entry.path}
                    {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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

        <Divider my="sm" />
        <AppDownloadEntry collapsed={collapsed} onNavigate={onNavigate} />

        {!collapsed && social.length > 0 && (
          <>
            <Divider my="sm" />
            <Text className={classes.sectionLabel}>{t('sideMenu.social')}</Text>
            <Group gap="xs" px={4}>
              {social.map((resource) => (
                <SocialLink key={resource.url} resource={resource} />
              ))}
            </Group>
          </>
        )}

        {!collapsed && (
          <>
            <Divider my="sm" />
            <Text className={classes.sectionLabel}>{t('sideMenu.language')}</Text>
            <WhenVisible minHeight={36} rootMargin="200px 0px">
              <Suspense fallback={<Skeleton height={36} radius="xl" />}>
                <LanguageSelect />
              </Suspense>
            </WhenVisible>
            <Text className={classes.sectionLabel} mt="sm">
              {t('theme.label')}
            </Text>
            <ColorSchemeToggle />
          </>
        )}
      </div>
    </Stack>
  );
};
