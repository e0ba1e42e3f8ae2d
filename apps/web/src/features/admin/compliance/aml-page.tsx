import { Badge, Button, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffAmlOverviewSchema } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { downloadCsv } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { AML_PATH, decideAmlCase } from './compliance-api';

/** /admin/compliance/aml: suspicious-transaction cases with their filing deadlines, covered transactions, CSV. */
const AmlPage = () => {
  const { t } = useTranslation('admin-compliance');
  const canReview = useCan('compliance.review');
  const overview = useAdminQuery(AML_PATH, StaffAmlOverviewSchema);
  const [deciding, setDeciding] = useState<{ id: number; decision: 'FILED' | 'DISMISSED' } | null>(null);
  const decide = useAdminMutation({
    mutationFn: (input: { id: number; decision: 'FILED' | 'DISMISSED'; note: string }) =>
      decideAmlCase(input.id, input.decision, input.note),
    invalidates: [AML_PATH],
  });
  const exportCsv = (kind: 'covered' | 'cases') =>
    downloadCsv(`${AML_PATH}/export`, { kind }, `aml-${kind}`).catch((error: unknown) =>
      notifications.show({ color: 'ruby', message: errorText(error, t) }),
    );
  const cases = overview.data?.cases ?? [];
  const covered = overview.data?.covered ?? [];

  return (
    <>
      <AdminPageHeader title={t('aml.title')} description={t('aml.description')} />
      <Tabs defaultValue="cases" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="cases">
            {t('aml.cases')}{' '}
            <Badge size="xs" variant="light" color="yellow">
              {cases.filter((row) => row.status === 'OPEN').length}
            </Badge>
          </Tabs.Tab>
          <Tabs.Tab value="covered">{t('aml.covered')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cases">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fz="xs" c="dimmed">
                {t('aml.deadlineNote')}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => exportCsv('cases')}
              >
                {t('aml.export')}
              </Button>
            </Group>
            <Table striped withTableBorder fz="sm" verticalSpacing={6} aria-label={t('aml.cases')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.member')}</Table.Th>
                  <Table.Th>{t('aml.summary')}</Table.Th>
                  <Table.Th w={140} ta="right">
                    {t('aml.total')}
                  </Table.Th>
                  <Table.Th w={170}>{t('aml.deadline')}</Table.Th>
                  <Table.Th w={110}>{t('columns.status')}</Table.Th>
                  <Table.Th w={180} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cases.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td ff="monospace">{row.memberAccount}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{t(`aml.kinds.${row.kind}`)}</Text>
                      <Text fz="xs" c="dimmed">
                        {row.summary}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText minor={row.totalMinor} fz="sm" />
                    </Table.Td>
                    <Table.Td>
                      {formatAdminTime(row.deadlineAt)}{' '}
                      {row.overdue && (
                        <Badge size="xs" color="red">
                          {t('aml.overdue')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge
                        status={row.status}
                        label={t(`status.${row.status}`)}
                        color={row.status === 'OPEN' ? 'yellow' : undefined}
                      />
                    </Table.Td>
                    <Table.Td>
                      {row.status === 'OPEN' && canReview ? (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => setDeciding({ id: row.id, decision: 'FILED' })}
                          >
                            {t('aml.file')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="gray"
                            onClick={() => setDeciding({ id: row.id, decision: 'DISMISSED' })}
                          >
                            {t('aml.dismiss')}
                          </Button>
                        </Group>
                      ) : (
                        <Text fz="xs" c="dimmed" lineClamp={2}>
                          {row.note}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {cases.length === 0 && !overview.isLoading && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" fz="sm" ta="center" py="md">
                        {t('empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="covered">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fz="xs" c="dimmed">
                {t('aml.coveredNote')}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => exportCsv('covered')}
              >
                {t('aml.export')}
              </Button>
            </Group>
            <Table striped withTableBorder fz="sm" verticalSpacing={6} aria-label={t('aml.covered')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.member')}</Table.Th>
                  <Table.Th w={120}>{t('aml.source')}</Table.Th>
                  <Table.Th w={160} ta="right">
                    {t('aml.amount')}
                  </Table.Th>
                  <Table.Th w={170}>{t('aml.occurred')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {covered.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td ff="monospace">{row.memberAccount}</Table.Td>
                    <Table.Td>{t(`aml.sources.${row.sourceKind}`)}</Table.Td>
                    <Table.Td ta="right">
                      <MoneyText minor={row.amountMinor} currency={row.currency} fz="sm" />
                    </Table.Td>
                    <Table.Td>{formatAdminTime(row.occurredAt)}</Table.Td>
                  </Table.Tr>
                ))}
                {covered.length === 0 && !overview.isLoading && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text c="dimmed" fz="sm" ta="center" py="md">
                        {t('empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ConfirmReasonDialog
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding?.decision === 'FILED' ? t('aml.fileTitle') : t('aml.dismissTitle')}
        message={deciding?.decision === 'FILED' ? t('aml.fileMessage') : t('aml.dismissMessage')}
        confirmLabel={deciding?.decision === 'FILED' ? t('aml.file') : t('aml.dismiss')}
        onConfirm={async (note) => {
          if (deciding) await decide.mutateAsync({ ...deciding, note });
        }}
      />
    </>
  );
};

export default AmlPage;
