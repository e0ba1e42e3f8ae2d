import { Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Deposit } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { depositPageQueryOptions } from '../api/deposits';
import { MethodIcon } from './method-icon';
import { RecordsSection } from './records-section';
import { DepositStatusBadge } from './status-badge';

const PAGE_SIZE = 10;

const DepositRow = ({ deposit }: { deposit: Deposit }) => {
  const { t } = useTranslation('payments');
  return (
    <Stack
      component="li"
      gap={6}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-dark-5)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <MethodIcon method={deposit.method} size={36} iconSize={18} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" truncate>
              {deposit.channelName}
            </Text>
            <Text fz="xs" c="dimmed">
              {deposit.createdAt}
              {deposit.referenceNo ? ` · ${t('records.reference', { reference: deposit.referenceNo })}` : ''}
            </Text>
          </div>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <MoneyText minor={deposit.amountMinor} currency={deposit.currency} fw={700} fz="sm" />
          <DepositStatusBadge status={deposit.status} />
        </Stack>
      </Group>
      {deposit.payUrl && (
        <Button component="a" href={deposit.payUrl} size="compact-sm" variant="light" color="gold" w="fit-content">
          {t('records.continuePayment')}
        </Button>
      )}
      {deposit.status === 'REJECTED' && deposit.reviewNote && (
        <Text fz="xs" c="ruby.3">
          {t('records.note', { note: deposit.reviewNote })}
        </Text>
      )}
    </Stack>
  );
};

/** The member's latest deposits, newest first, with their status. */
export const RecentDeposits = () => {
  const { t } = useTranslation('payments');
  const [pageNo, setPageNo] = useState(1);
  const deposits = useQuery({ ...depositPageQueryOptions(pageNo, PAGE_SIZE), placeholderData: keepPreviousData });
  return (
    <RecordsSection
      title={t('records.recentDeposits')}
      headingId="recent-deposits-title"
      query={deposits}
      empty={{ title: t('records.noDeposits'), text: t('records.noDepositsText') }}
      pageNo={pageNo}
      onPageChange={setPageNo}
      getKey={(deposit) => deposit.id}
      renderItem={(deposit) => <DepositRow deposit={deposit} />}
    />
  );
};
