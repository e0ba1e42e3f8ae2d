import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useInterval } from '@mantine/hooks';
import { IconCash, IconCashBanknote, IconHeadset, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';

import { AGENT_CLOCK_REFRESH_MS } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { AGENT_PAGE_ICONS } from '@/config/page-icons';
import { AGENT_PAGES, paths } from '@/config/paths';

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
  const { t } = useTranslation('pages');
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), AGENT_CLOCK_REFRESH_MS, { autoInvoke: true });
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color="gold">
        {t('agent.clock', { offset: gmtOffset(now) })}
      </Badge>
      <Text ff="monospace" fz="sm" c="dimmed" data-testid="agent-clock">
        <Text span inherit visibleFrom="sm">
          {formatDate(now)}{' '}
        </Text>
        {formatTime(now)}
      </Text>
    </Group>
  );
};

/** /agentHome: the agent centre layout, its own header and left menu (spec §2.6). */
export const AgentLayout = () => {
  const { t } = useTranslation('pages');
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('common:actions.openMenu')}
            />
            <Logo size={32} />
            <Text fw={700} visibleFrom="sm">
              {t('agent.homeTitle')}
            </Text>
          </Group>
          <AgentClock />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <ScrollArea type="scroll" onClick={close}>
          <NavLink
            component={RouterNavLink}
            to={paths.memberPage('depositv2')}
            label={t('common:actions.deposit')}
            leftSection={<IconCashBanknote size={18} />}
          />
          <NavLink
            component={RouterNavLink}
            to={paths.memberPage('withdraw')}
            label={t('common:actions.withdraw')}
            leftSection={<IconCash size={18} />}
          />
          {AGENT_PAGES.map((page) => {
            const Icon = AGENT_PAGE_ICONS[page];
            return (
              <NavLink
                key={page}
                component={RouterNavLink}
                to={paths.agentPage(page)}
                label={t(`agent.pages.${page}.title`)}
                leftSection={<Icon size={18} />}
              />
            );
          })}
          <NavLink
            component={RouterNavLink}
            to={paths.memberPage('messageV2')}
            label={t('member.pages.messageV2.title')}
            leftSection={<IconMessages size={18} />}
          />
          <NavLink
            component={RouterNavLink}
            to={paths.helpCentre}
            label={t('common:actions.contactSupport')}
            leftSection={<IconHeadset size={18} />}
          />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
