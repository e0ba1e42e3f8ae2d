import { Alert, Badge, Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PayoutApproval } from '@perya/contracts';
import {
  PAYOUT_APPROVAL_STATUSES,
  PayoutApprovalPageSchema,
  PayoutApprovalSchema,
  SettlementSettingsSchema,
  formatMoney,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';

// Agent payouts held for four eyes (decision 055): a salary or dividend above the threshold is
// not paid by the job; one staff member approves, a second (someone else) approves and it is
// paid once, or anyone rejects it with a reason the agent reads.

const PATH = '/wps/admin/agents/payout-approvals';

const AgentPayoutsPage = () => {
  const { t } = useTranslation('admin-agents');
  const canDecide = useCan('money.decide');
  const [status, setStatus] = useState<string | null>('PENDING');
  const [rejecting, setRejecting] = useState<PayoutApproval | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const settings = useAdminQuery('/wps/admin/agents/settlement-settings', SettlementSettingsSchema);
  const approve = useAdminMutation({
    mutationFn: (row: PayoutApproval) => adminApi.post(`${PATH}/${row.statementId}/approve`, PayoutApprovalSchema, {}),
    invalidates: [PATH],
    onSuccess: (row) => setNotice({ color: 'teal', text: t('payouts.paid', { account: row.account }) }),
    onError: (error) =>
      setNotice({
        color: error.code === 'SECOND_APPROVER_REQUIRED' ? 'blue' : 'red',
        text: error.code === 'SECOND_APPROVER_REQUIRED' ? t('payouts.firstRecorded') : errorText(error, t),
      }),
  });
  const reject = useAdminMutation({
    mutationFn: ({ row, reason }: { row: PayoutApproval; reason: string }) =>
      adminApi.post(`${PATH}/${row.statementId}/reject`, PayoutApprovalSchema, { reason }),
    invalidates: [PATH],
  });

  const columns: DataTableColumn<PayoutApproval>[] = [
    { key: 'account', header: t('field.member'), width: 140, render: (row) => row.account },
    { key: 'kind', header: t('field.kind'), width: 140, render: (row) => t(`kind.${row.kind}`) },
    {
      key: 'window',
      header: t('payouts.window'),
      width: 180,
      render: (row) => formatAdminTime(row.windowStart),
    },
    {
      key: 'amount',
      header: t('payouts.amount'),
      width: 120,
      render: (row) => <Text fw={700}>{formatMoney(row.amountMinor)}</Text>,
    },
    { key: 'heldAt', header: t('payouts.heldAt'), width: 160, render: (row) => formatAdminTime(row.heldAt) },
    {
      key: 'status',
      header: t('field.status'),
      width: 220,
      render: (row) => (
        <Group gap={4}>
          <Badge size="xs" variant="light" color={{ PENDING: 'orange', APPROVED: 'teal', REJECTED: 'red' }[row.status]}>
            {t(`payouts.status.${row.status}`)}
          </Badge>
          {row.status === 'PENDING' && row.firstApprovedBy && (
            <Text fz="xs" c="dimmed">
              {t('payouts.firstBy', { name: row.firstApprovedBy })}
            </Text>
          )}
          {row.reason && (
            <Text fz="xs" c="dimmed">
              {row.reason}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 170,
      render: (row) =>
        canDecide && row.status === 'PENDING' ? (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" loading={approve.isPending} onClick={() => approve.mutate(row)}>
              {t('payouts.approve')}
            </Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => setRejecting(row)}>
              {t('payouts.reject')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('payouts.title')}
        description={t('payouts.description', {
          threshold: settings.data ? formatMoney(settings.data.approvalAboveMinor) : '…',
        })}
      />
      {notice && (
        <Alert color={notice.color} variant="light" mb="sm" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <DataTable
        path={PATH}
        schema={PayoutApprovalPageSchema}
        label={t('payouts.title')}
        columns={columns}
        rowKey={(row) => row.statementId}
        filters={{ status: status ?? undefined }}
        filtersBar={
          <Select
            size="xs"
            w={180}
            clearable
            placeholder={t('allStatuses')}
            aria-label={t('field.status')}
            data={PAYOUT_APPROVAL_STATUSES.map((value) => ({ value, label: t(`payouts.status.${value}`) }))}
            value={status}
            onChange={setStatus}
          />
        }
      />
      <ConfirmReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('payouts.rejectTitle')}
        message={
          rejecting
            ? t('payouts.rejectMessage', { account: rejecting.account, amount: formatMoney(rejecting.amountMinor) })
            : null
        }
        confirmLabel={t('payouts.reject')}
        color="red"
        onConfirm={async (reason) => {
          if (rejecting) await reject.mutateAsync({ row: rejecting, reason });
          setRejecting(null);
        }}
      />
    </>
  );
};

export default AgentPayoutsPage;
