import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { STAFF_DEPOSIT_STATUSES, StaffDepositPageSchema } from '@perya/contracts';
import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { useAdminMutation } from '../shell/admin-query';
import type { StaffDeposit } from './money-api';
import { DEPOSITS_PATH, MONEY_LISTS, approveDeposit, isPendingSecondApproval, rejectDeposit } from './money-api';
import {
  FourEyesNotice,
  PendingApprovalBadge,
  ProofImage,
  QueueFiltersBar,
  Waiting,
  useQueueFilters,
} from './queue-parts';

const OPEN = new Set(['PENDING_REVIEW', 'AWAITING_PAYMENT', 'EXPIRED', 'PAID_AFTER_REJECTION']);

/** One deposit: the member, the proof, the decision (approve, or reject with the reason the member reads). */
const DepositDrawer = ({ deposit, onClose }: { deposit: StaffDeposit | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-money');
  const canDecide = useCan('money.decide');
  const [rejecting, setRejecting] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const approve = useAdminMutation({
    mutationFn: (id: string) => approveDeposit(id),
    invalidates: MONEY_LISTS,
    onSuccess: () => onClose(),
    onError: (error) =>
      setMessage(
        isPendingSecondApproval(error)
          ? { tone: 'info', text: t('fourEyes.recorded') }
          : { tone: 'error', text: errorText(error, t) },
      ),
  });
  const reject = useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => rejectDeposit(id, note),
    invalidates: MONEY_LISTS,
    onSuccess: () => onClose(),
  });
  const open = deposit !== null && OPEN.has(deposit.status);
  return (
    <>
      <DetailDrawer
        opened={deposit !== null}
        onClose={() => {
          setMessage(null);
          onClose();
        }}
        title={t('deposits.detailTitle')}
        size="xl"
        actions={
          open && canDecide && deposit ? (
            <Group gap="xs">
              <Button size="xs" color="teal" loading={approve.isPending} onClick={() => approve.mutate(deposit.id)}>
                {deposit.pendingApproval ? t('actions.secondApproval') : t('actions.approve')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setRejecting(true)}>
                {t('actions.reject')}
              </Button>
            </Group>
          ) : undefined
        }
      >
        {deposit && (
          <Stack gap="sm">
            {message && (
              <Alert color={message.tone === 'info' ? 'orange' : 'red'} variant="light">
                {message.text}
              </Alert>
            )}
            <FourEyesNotice approval={deposit.pendingApproval} />
            <DetailList
              items={[
                { label: t('columns.status'), value: <StatusBadge status={deposit.status} /> },
                { label: t('columns.member'), value: `${deposit.memberAccount} (#${deposit.memberId})` },
                {
                  label: t('columns.amount'),
                  value: <AdminMoney minor={deposit.amountMinor} currency={deposit.currency} />,
                },
                { label: t('columns.channel'), value: `${deposit.channelName} (${deposit.method})` },
                { label: t('columns.reference'), value: deposit.referenceNo ?? '—' },
                { label: t('columns.created'), value: formatAdminTime(deposit.createdAtUtc) },
                { label: t('columns.waiting'), value: <Waiting seconds={deposit.waitingSeconds} /> },
                {
                  label: t('columns.recent'),
                  value: t('recent', {
                    deposits: deposit.memberRecent.deposits,
                    withdrawals: deposit.memberRecent.withdrawals,
                  }),
                },
                { label: t('columns.reason'), value: deposit.reviewNote ?? '—' },
              ]}
            />
            <Text fz="xs" fw={700} c="dimmed">
              {t('proof.title')}
            </Text>
            <ProofImage url={deposit.proofUrl} />
          </Stack>
        )}
      </DetailDrawer>
      <ConfirmReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('deposits.rejectTitle')}
        message={t('reasonVisible')}
        confirmLabel={t('actions.reject')}
        color="red"
        onConfirm={(note) => (deposit ? reject.mutateAsync({ id: deposit.id, note }) : Promise.resolve())}
      />
    </>
  );
};

/** /admin/money/deposits: the deposit queue (manual ones with their proof), filtered on the server. */
const DepositsPage = () => {
  const { t } = useTranslation('admin-money');
  const { fields, setFields, filters } = useQueueFilters('PENDING_REVIEW');
  const [opened, setOpened] = useState<StaffDeposit | null>(null);
  const columns: DataTableColumn<StaffDeposit>[] = [
    {
      key: 'createdAt',
      header: t('columns.created'),
      sortKey: 'createdAt',
      width: 160,
      render: (row) => formatAdminTime(row.createdAtUtc),
    },
    { key: 'member', header: t('columns.member'), width: 130, render: (row) => row.memberAccount },
    { key: 'channel', header: t('columns.channel'), render: (row) => row.channelName },
    {
      key: 'amount',
      header: t('columns.amount'),
      sortKey: 'amount',
      align: 'right',
      width: 130,
      render: (row) => <AdminMoney minor={row.amountMinor} currency={row.currency} />,
    },
    { key: 'reference', header: t('columns.reference'), width: 150, render: (row) => row.referenceNo ?? '—' },
    {
      key: 'status',
      header: t('columns.status'),
      width: 200,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <StatusBadge status={row.status} />
          <PendingApprovalBadge approval={row.pendingApproval} />
        </Group>
      ),
    },
    {
      key: 'waiting',
      header: t('columns.waiting'),
      width: 110,
      render: (row) => <Waiting seconds={row.waitingSeconds} />,
    },
    {
      key: 'recent',
      header: t('columns.recent'),
      width: 90,
      align: 'right',
      render: (row) => `${row.memberRecent.deposits} / ${row.memberRecent.withdrawals}`,
    },
  ];
  return (
    <>
      <AdminPageHeader title={t('deposits.title')} description={t('deposits.description')} />
      <DataTable
        path={DEPOSITS_PATH}
        schema={StaffDepositPageSchema}
        label={t('deposits.title')}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'createdAt', order: 'asc' }}
        filters={filters}
        onOpen={setOpened}
        exportName="deposits"
        filtersBar={<QueueFiltersBar fields={fields} setFields={setFields} statuses={STAFF_DEPOSIT_STATUSES} />}
      />
      <DepositDrawer deposit={opened} onClose={() => setOpened(null)} />
    </>
  );
};

export default DepositsPage;
