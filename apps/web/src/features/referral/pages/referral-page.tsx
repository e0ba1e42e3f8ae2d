import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGiftOff, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MyReferral } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { MoneyText } from '@/components/ui/money-text';
import { SectionTitle } from '@/components/ui/section-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { myReferralQueryOptions, referralFriendsQueryOptions, referralRewardsQueryOptions } from '../api/referral';
import { FriendCard, REWARD_STATUS_COLORS } from '../components/friend-card';
import { HowItWorks } from '../components/how-it-works';
import { InviteCard } from '../components/invite-card';
import classes from '../components/referral.module.css';
import { formatDay } from '../utils/format';

const Stat = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className={classes.stat}>
    <Text fz="xs" c="dimmed">
      {label}
    </Text>
    <Text fz="xl" fw={800}>
      {children}
    </Text>
  </div>
);

const Summary = ({ mine }: { mine: MyReferral }) => {
  const { t } = useTranslation('referral');
  const currency = mine.programme.currency;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="referral-summary">
      <Stat label={t('summary.friends')}>{mine.friends}</Stat>
      <Stat label={t('summary.deposited')}>{mine.depositedFriends}</Stat>
      <Stat label={t('summary.earned')}>
        <MoneyText minor={mine.earnedMinor} currency={currency} fz="xl" fw={800} c="gold.4" />
      </Stat>
      <Stat label={t('summary.pending')}>
        <MoneyText minor={mine.pendingMinor} currency={currency} fz="xl" fw={800} />
      </Stat>
    </SimpleGrid>
  );
};

const Friends = ({ mine }: { mine: MyReferral }) => {
  const { t } = useTranslation('referral');
  const [pageNo, setPageNo] = useState(1);
  const friends = useQuery(referralFriendsQueryOptions(pageNo));
  const [now] = useState(() => Date.now());
  return (
    <Card bg="dark.7" padding="lg">
      <Title order={3} fz="lg" mb="xs">
        {t('friends.title')}
      </Title>
      {friends.isError && !friends.data && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(friends.error, t)}
        </Alert>
      )}
      {!friends.data && !friends.isError && <Skeleton height={120} radius="md" />}
      {friends.data &&
        (friends.data.list.length === 0 ? (
          <EmptyState
            icon={<IconUsersGroup size={28} />}
            title={t('friends.emptyTitle')}
            text={t('friends.emptyText')}
          />
        ) : (
          <>
            {friends.data.list.map((friend) => (
              <FriendCard
                key={`${friend.account}-${friend.registeredAt}`}
                friend={friend}
                programme={mine.programme}
                now={now}
              />
            ))}
            <ListPagination
              pageNo={friends.data.pageNo}
              totalPages={friends.data.totalPages}
              onChange={setPageNo}
              summary={t('friends.count', { count: friends.data.total })}
            />
          </>
        ))}
    </Card>
  );
};

const Rewards = ({ currency }: { currency: string }) => {
  const { t } = useTranslation('referral');
  const [pageNo, setPageNo] = useState(1);
  const rewards = useQuery(referralRewardsQueryOptions(pageNo));
  return (
    <Card bg="dark.7" padding="lg">
      <Title order={3} fz="lg" mb="xs">
        {t('rewards.title')}
      </Title>
      {rewards.isError && !rewards.data && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(rewards.error, t)}
        </Alert>
      )}
      {!rewards.data && !rewards.isError && <Skeleton height={80} radius="md" />}
      {rewards.data &&
        (rewards.data.list.length === 0 ? (
          <EmptyState icon={<IconGiftOff size={28} />} title={t('rewards.emptyTitle')} text={t('rewards.emptyText')} />
        ) : (
          <>
            {rewards.data.list.map((reward) => (
              <div key={reward.id} className={classes.row} data-testid="referral-reward">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>{t(`milestone.${reward.milestone}`)}</Text>
                    <Text fz="xs" c="dimmed">
                      {t('rewards.friend', { account: reward.friendAccount })} ·{' '}
                      {formatDay(reward.paidAt ?? reward.reachedAt)}
                    </Text>
                    {reward.reason && (
                      <Text fz="xs" c="dimmed">
                        {t(`reason.${reward.reason}`)}
                      </Text>
                    )}
                  </div>
                  <Stack gap={4} align="flex-end">
                    <MoneyText
                      minor={reward.amountMinor}
                      currency={currency}
                      fw={800}
                      c={reward.status === 'SKIPPED' ? 'dimmed' : 'gold.4'}
                    />
                    <Badge color={REWARD_STATUS_COLORS[reward.status]} variant="light" size="sm">
                      {t(`status.${reward.status}`)}
                    </Badge>
                  </Stack>
                </Group>
                {reward.status === 'PAID' && reward.turnoverMultiplier > 0 && (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t('rewards.wagering', { count: reward.turnoverMultiplier })}
                  </Text>
                )}
              </div>
            ))}
            <ListPagination
              pageNo={rewards.data.pageNo}
              totalPages={rewards.data.totalPages}
              onChange={setPageNo}
              summary={t('rewards.count', { count: rewards.data.total })}
            />
          </>
        ))}
    </Card>
  );
};

/** /member/referral: invite friends (spec §2.5) — code, link, QR, the rules with real figures, friends, rewards. */
export const ReferralPage = () => {
  const { t } = useTranslation('referral');
  useDocumentTitle(t('title'));
  const mine = useQuery(myReferralQueryOptions());

  let body;
  if (mine.isError && !mine.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('loadError')}>
        <Text fz="sm" mb="sm">
          {errorText(mine.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void mine.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!mine.data) {
    body = (
      <Stack gap="md" data-testid="referral-loading">
        <Skeleton height={220} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  } else {
    const url = `${window.location.origin}${mine.data.registerPath}`;
    body = (
      <>
        <InviteCard code={mine.data.code} url={url} />
        <Summary mine={mine.data} />
        <HowItWorks programme={mine.data.programme} />
        <Friends mine={mine.data} />
        <Rewards currency={mine.data.programme.currency} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('title')} intro={t('intro')} />
      {body}
    </Stack>
  );
};
