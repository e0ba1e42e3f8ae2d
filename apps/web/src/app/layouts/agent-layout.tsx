import { AppShell, Avatar, Badge, Burger, Group, Menu, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useInterval } from '@mantine/hooks';
import {
  IconCash,
  IconCashBanknote,
  IconChevronDown,
  IconHeadset,
  IconKey,
  IconLogout,
  IconMessages,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';

import type { Consolidated } from '@perya/contracts';
import { AGENT_CLOCK_REFRESH_MS } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { AGENT_PAGE_ICONS } from '@/config/page-icons';
import type { AgentPage } from '@/config/paths';
import { AGENT_PAGES, paths } from '@/config/paths';
import { consolidatedQueryOptions } from '@/features/auth/api/member';
import { AgentLanguageSwitch } from '@/features/agent/shell/agent-language-switch';
import { memberInfoQueryOptions } from '@/lib/member-queries';
import { useFeatureFlag } from '@/lib/site-config';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

const gmtOffset = (date: Date): string => {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
};

const pad = (value: number) => String(value).padStart(2, '0');
const formatDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const formatTime = (date: Date): string =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** The agent centre clock: GMT offset and local time, refreshed every second (spec §2.6). */
const AgentClock = () => {
  const { t } = useTranslation('agent');
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), AGENT_CLOCK_REFRESH_MS, { autoInvoke: true });
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color="gold" visibleFrom="xs">
        {t('header.clock', { offset: gmtOffset(now) })}
      </Badge>
      <Text ff="monospace" fz="sm" c="dimmed" data-testid="agent-clock">
        <Text span inherit visibleFrom="md">
          {formatDate(now)}{' '}
        </Text>
        {formatTime(now)}
      </Text>
    </Group>
  );
};

/** The signed-in agent's nickname, with the change-password popup and sign out (confirmed, spec §4). */
const AgentAccountMenu = () => {
  const { t } = useTranslation('agent');
  const token = useSessionStore((state) => state.token);
  const info = useQuery(memberInfoQueryOptions(token)).data;
  const openModal = useModalStore((state) => state.openModal);
  const name = info?.nickname || info?.account || '';
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.account')} data-testid="agent-account">
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="gold" variant="light">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={600} fz="sm" maw={140} truncate visibleFrom="sm" data-testid="agent-nickname">
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{info?.account}</Menu.Label>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => openModal('changePassModal')}>
          {t('header.changePassword')}
        </Menu.Item>
        <Menu.Item color="ruby" leftSection={<IconLogout size={16} />} onClick={() => openModal('logoutConfirm')}>
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

/**
 * Which menu pages this agent sees (spec §2.6): the dividend record only while the dividend feature
 * (AGENTPOLICY3) is on; the daily and hourly salary pages while it is on and, for an agent under
 * an upline (consolidated enableCt), only for the salary types its contracts give it. A top agent
 * pays salaries down its team and sees every page.
 */
export const visibleAgentPages = (policyOn: boolean, consolidated: Consolidated | undefined): AgentPage[] =>
  AGENT_PAGES.filter((page) => {
    if (page === 'agentDividendRecordCopy2') return policyOn;
    const underUpline = consolidated?.enableCt ?? false;
    if (page === 'agentDailyWages2') return policyOn && (!underUpline || Boolean(consolidated?.dailySalary));
    if (page === 'agentHourSalary') return policyOn && (!underUpline || Boolean(consolidated?.hourSalary));
    return true;
  });

/** /agentHome: the agent centre layout, its own header and left menu (spec §2.6). */
export const AgentLayout = () => {
  const { t } = useTranslation('agent');
  const [opened, { toggle, close }] = useDisclosure();
  const policyOn = useFeatureFlag('AGENTPOLICY3');
  const consolidated = useQuery({ ...consolidatedQueryOptions(), enabled: policyOn }).data;
  const pages = visibleAgentPages(policyOn, consolidated);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('header.openMenu')} />
            <RouterNavLink to={paths.agentHome} aria-label={t('home.title')}>
              <Logo size={32} withWordmark={false} decorative />
            </RouterNavLink>
            <Text fw={700} visibleFrom="sm">
              {t('home.title')}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <AgentClock />
            <AgentAccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea} type="scroll" onClick={close}>
          <NavLink
            component={RouterNavLink}
            to={paths.memberPage('depositv2')}
            label={t('menu.deposit')}
            leftSection={<IconCashBanknote size={18} />}
          />
          <NavLink
            component={RouterNavLink}
            to={paths.memberPage('withdraw')}
            label={t('menu.withdraw')}
            leftSection={<IconCash size={18} />}
          />
          {pages.map((page) => {
            const Icon = AGENT_PAGE_ICONS[page];
            return (
              <NavLink
                key={page}
                component={RouterNavLink}
                to={paths.agentPage(page)}
                label={t(`pages.${page}.title`)}
                leftSection={<Icon size={18} />}
                data-testid={`agent-menu-${page}`}
              />
            );
          })}
          <NavLink
            component={RouterNavLink}
            to={paths.memberPage('messageV2')}
            label={t('menu.messages')}
            leftSection={<IconMessages size={18} />}
          />
          <NavLink
            component={RouterNavLink}
            to={paths.helpCentre}
            label={t('menu.customerService')}
            leftSection={<IconHeadset size={18} />}
          />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <AgentLanguageSwitch size="xs" />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
