import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Deposit } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { DetailRow } from './detail-row';
import { DepositStatusBadge } from './status-badge';

/** After a manual deposit: it waits for staff to match the payment. */
export const DepositSubmittedCard = ({ deposit, onAnother }: { deposit: Deposit; onAnother: () => void }) => {
  const { t } = useTranslation('payments');
  return (
    <Card bg="dark.7" role="status" aria-labelledby="deposit-submitted-title">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="blue" aria-hidden>
            <IconHourglass size={26} />
          </ThemeIcon>
          <div>
            <Group gap="xs">
              <Title order={3} fz="lg" id="deposit-submitted-title">
                {t('submitted.title')}
              </Title>
              <DepositStatusBadge status={deposit.status} />
            </Group>
            <Text fz="sm" c="dimmed">
              {t('submitted.text')}
            </Text>
          </div>
        </Group>
        <Stack gap={6} maw={480}>
          <DetailRow label={t('deposit.amount')}>
            <MoneyText minor={deposit.amountMinor} currency={deposit.currency} fw={700} c="gold.4" />
          </DetailRow>
          <DetailRow label={t('deposit.channel')}>{deposit.channelName}</DetailRow>
          {deposit.referenceNo && <DetailRow label={t('deposit.referenceNo')}>{deposit.referenceNo}</DetailRow>}
          <DetailRow label={t('records.time')}>{deposit.createdAt}</DetailRow>
        </Stack>
        <Button variant="light" onClick={onAnother} w={{ base: '100%', sm: 'fit-content' }}>
          {t('submitted.another')}
        </Button>
      </Stack>
    </Card>
  );
};
