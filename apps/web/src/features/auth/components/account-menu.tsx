import { Avatar, Badge, Button, Group, Indicator, Menu, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAward,
  IconCashBanknote,
  IconChartLine,
  IconChevronDown,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconReceipt2,
  IconShieldCheck,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { memberInfoQueryOptions } from '../api/member';

/** A red count, shown only above 0 (spec §2.3, §2.5). */
const CountBadge = ({ count, testId }: { count: number; testId: string }) =>
  count > 0 ? (
    <Badge size="sm" circle={count < 10} color="red" variant="filled" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </Badge>
  ) : null;

export type AccountMenuProps = {
  /** Unread platform messages. */
  unreadCount?: number;
  /** Rewards waiting in the reward centre. */
  rewardCount?: number;
};

/** The signed-in header (spec §2.3): member, deposit and withdraw, and the account menu. */
export const AccountMenu = ({ unreadCount = 0, rewardCount = 0 }: AccountMenuProps) => {
  const { t } = useTranslation('auth');
  const token = useSessionStore((state) => state.token);
  const info = useQuery(memberInfoQueryOptions(token));
  const openModal = useModalStore((state) => state.openModal);
  const member = info.data;
  const name = member?.nickname || member?.account || '';

  if (!member) return <Skeleton height={36} width={180} radius="xl" />;

  return (
    <Group gap="xs" wrap="nowrap">
      {member.isTrial ? (
        <Button size="sm" variant="gradient" onClick={() => openModal('registerModal')}>
          {t('common:actions.register')}
        </Button>
      ) : (
        <>
          <Button
            component={Link}
            to={paths.memberPage('depositv2')}
            size="sm"
            variant="gradient"
            leftSection={<IconCashBanknote size={16} />}
            visibleFrom="xs"
          >
            {t('common:actions.deposit')}
          </Button>
          <Button
            component={Link}
            to={paths.memberPage('withdraw')}
            size="sm"
            variant="default"
            leftSection={<IconWallet size={16} />}
            visibleFrom="lg"
          >
            {t('common:actions.withdraw')}
          </Button>
        </>
      )}
      <Menu position="bottom-end" width={240} shadow="lg" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={
              unreadCount + rewardCount > 0
                ? t('menu.accountWithCounts', { messages: unreadCount, rewards: rewardCount })
                : t('menu.account')
            }
            data-testid="account-menu"
          >
            <Group gap={8} wrap="nowrap">
              <Indicator
                label={unreadCount + rewardCount > 99 ? '99+' : unreadCount + rewardCount}
                size={18}
                color="red"
                offset={4}
                disabled={unreadCount + rewardCount === 0}
                data-testid="account-menu-badge"
              >
                <Avatar src={`/avatars/${member.avatarId}.svg`} alt="" size={34} radius="xl" />
              </Indicator>
              <Stack gap={0} visibleFrom="sm">
                <Text fz="sm" fw={700} lh={1.2} maw={120} truncate>
                  {name}
                </Text>
                {member.isTrial ? (
                  <Badge size="xs" color="gray" variant="light">
                    {t('menu.trialBadge')}
                  </Badge>
                ) : member.vipLabel ? (
                  <Badge size="xs" color="gold" variant="light">
                    {member.vipLabel}
                  </Badge>
                ) : null}
              </Stack>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          {!member.isTrial && (
            <>
              <Menu.Item
                component={Link}
                to={paths.memberPage('withdraw')}
                leftSection={<IconCashBanknote size={16} />}
              >
                {t('common:actions.withdraw')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.memberPage('personalHistoryCopy')}
                leftSection={<IconReceipt2 size={16} />}
              >
                {t('menu.bettingRecord')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.memberPage('transactionHistory')}
                leftSection={<IconFileInvoice size={16} />}
              >
                {t('menu.accountRecord')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.memberPage('personalProfit')}
                leftSection={<IconChartLine size={16} />}
              >
                {t('menu.profitLoss')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.memberPage('rewardCenter')}
                leftSection={<IconAward size={16} />}
                rightSection={<CountBadge count={rewardCount} testId="reward-count" />}
              >
                {t('menu.rewardCentre')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.memberPage('messageV2')}
                leftSection={<IconMail size={16} />}
                rightSection={<CountBadge count={unreadCount} testId="unread-count" />}
              >
                {t('menu.messages')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.memberPage('securityCenter')}
                leftSection={<IconShieldCheck size={16} />}
              >
                {t('menu.securityCentre')}
              </Menu.Item>
            </>
          )}
          {member.isAgent && (
            <Menu.Item component={Link} to={paths.agentHome} leftSection={<IconLayoutDashboard size={16} />}>
              {t('menu.agentCentre')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="ruby" leftSection={<IconLogout size={16} />} onClick={() => openModal('logoutConfirm')}>
            {t('menu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
