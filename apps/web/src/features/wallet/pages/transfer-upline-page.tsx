import { Alert, Button, Card, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { z } from 'zod';

import type { TransferPartiesSchema } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { balanceQueryOptions } from '@/lib/balance-query';
import { errorText } from '@/lib/error-text';
import { memberInfoQueryOptions } from '@/lib/member-queries';
import { useSessionStore } from '@/stores/session-store';

import { transferPartiesQueryOptions } from '../api/member-transfers';
import { MemberTransferForm } from '../components/member-transfer-form';
import { SectionTitle } from '../components/section-title';

/** The page's title says what it holds: to the upline, to the downline, or both. */
const titleKey = (parties: z.infer<typeof TransferPartiesSchema> | undefined) => {
  if (!parties) return 'member.title';
  const hasDownlines = parties.downlines.length > 0;
  if (parties.upline && hasDownlines) return 'member.titleBoth';
  return hasDownlines ? 'member.titleDownline' : 'member.title';
};

/** /member/transferUpline: send money to the upline, and for agents to a direct downline. */
export const TransferUplinePage = () => {
  const { t } = useTranslation('wallet');
  const token = useSessionStore((state) => state.token);
  const parties = useQuery(transferPartiesQueryOptions());
  const title = t(titleKey(parties.data));
  useDocumentTitle(title);
  const balance = useQuery(balanceQueryOptions());
  const member = useQuery(memberInfoQueryOptions(token));

  let body;
  if (parties.isError && !parties.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(parties.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void parties.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!parties.data) {
    body = <Skeleton height={340} radius="lg" />;
  } else if (!parties.data.upline && parties.data.downlines.length === 0) {
    body = (
      <Card bg="dark.7">
        <EmptyState icon={<IconUsers size={28} />} title={t('member.emptyTitle')} text={t('member.emptyText')} />
      </Card>
    );
  } else {
    const { upline, downlines, minMinor, maxMinor } = parties.data;
    const shared = {
      minMinor,
      maxMinor,
      balance: balance.data,
      // Until member info says otherwise, assume it is set: the server has the last word.
      hasPaymentPassword: member.data?.hasPaymentPassword ?? true,
      onNoUpline: () => void parties.refetch(),
    };
    body = (
      <Card bg="dark.7">
        <Tabs defaultValue={upline ? 'upline' : 'downline'} keepMounted={false}>
          <Tabs.List mb="md">
            {upline && (
              <Tabs.Tab value="upline" leftSection={<IconArrowUp size={16} />}>
                {t('member.toUpline')}
              </Tabs.Tab>
            )}
            {downlines.length > 0 && (
              <Tabs.Tab value="downline" leftSection={<IconArrowDown size={16} />}>
                {t('member.toDownline')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          {upline && (
            <Tabs.Panel value="upline">
              <MemberTransferForm mode="upline" parties={[upline]} {...shared} />
            </Tabs.Panel>
          )}
          {downlines.length > 0 && (
            <Tabs.Panel value="downline">
              <MemberTransferForm mode="downline" parties={downlines} {...shared} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Card>
    );
  }

  return (
    <Stack gap="md" maw={640}>
      <SectionTitle title={title} intro={t('member.intro')} />
      {body}
    </Stack>
  );
};
