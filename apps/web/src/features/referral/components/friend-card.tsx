import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ReferralFriend, ReferralProgramme, ReferralRewardStatus } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { formatDay } from '../utils/format';
import classes from './referral.module.css';

export const REWARD_STATUS_COLORS: Record<ReferralRewardStatus, string> = {
  PENDING: 'gold',
  PAYING: 'gold',
  PAID: 'teal',
  SKIPPED: 'gray',
};

/** Per mille of `done` over `target`, at most 1000 (bigint: no float on money). */
const permille = (done: string, target: string): number => {
  const whole = BigInt(target);
  if (whole <= 0n) return 1000;
  const share = (BigInt(done) * 1000n) / whole;
  return Number(share > 1000n ? 1000n : share < 0n ? 0n : share);
};

/** One invited friend: masked account, registration, first deposit, turnover in its window, rewards. */
export const FriendCard = ({
  friend,
  programme,
  now,
}: {
  friend: ReferralFriend;
  programme: ReferralProgramme;
  now: number;
}) => {
  const { t } = useTranslation('referral');
  const share = permille(friend.validBetMinor, programme.turnover.validBetMinor);
  const windowOpen = new Date(friend.windowEndsAt).getTime() > now;
  return (
    <div className={classes.row} data-testid="referral-friend">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} ff="monospace" truncate>
              {friend.account}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('friends.registered', { date: formatDay(friend.registeredAt) })}
            </Text>
          </div>
          <Badge color={friend.deposited ? 'teal' : 'gray'} variant="light" size="sm">
            {friend.deposited ? t('friends.deposited') : t('friends.notDeposited')}
          </Badge>
        </Group>
        {programme.turnover.enabled && (
          <div>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fz="xs" c="dimmed">
                {t('friends.validBet')}{' '}
                <MoneyText minor={friend.validBetMinor} currency={programme.currency} fz="xs" c="gray.2" fw={600} />
                {' / '}
                <MoneyText
                  minor={programme.turnover.validBetMinor}
                  currency={programme.currency}
                  fz="xs"
                  c="gray.2"
                  fw={600}
                />
              </Text>
              <Text fz="xs" c="dimmed">
                {windowOpen ? t('friends.until', { date: formatDay(friend.windowEndsAt) }) : t('friends.windowClosed')}
              </Text>
            </Group>
            <Progress
              value={share / 10}
              color={share >= 1000 ? 'teal' : 'gold'}
              size="sm"
              radius="xl"
              aria-label={t('friends.progressOf', { account: friend.account })}
            />
          </div>
        )}
        {friend.rewards.length > 0 && (
          <Group gap={6}>
            {friend.rewards.map((reward) => (
              <Badge key={reward.milestone} color={REWARD_STATUS_COLORS[reward.status]} variant="outline" size="sm">
                {t(`milestone.${reward.milestone}`)} · {t(`status.${reward.status}`)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </div>
  );
};
