import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffWithdrawalPageSchema, WITHDRAWAL_STATUSES, parseAmount, toDecimalString } from '@perya/contracts';
import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import type { StaffWithdrawal } from './money-api';
import {
  DISPUTES_PATH,
  MONEY_LISTS,
  WITHDRAWALS_PATH,
  approveWithdrawal,
  isPendingSecondApproval,
  payoutWithdrawal,
  rejectWithdrawal,
  resolveDispute,
} from './money-api';
import {
  FourEyesNotice,
  PendingApprovalBadge,
  ProofImage,
  QueueFiltersBar,
  Waiting,
  useQueueFilters,
} from './queue-parts';

type Dialog = null | 'reject' | 'PAID' | 'REOPENED';

/** One withdrawal: the payee, the turnover, the decision, payouts and the member's dispute. */
const WithdrawalDrawer = ({ withdrawal, onClose }: { withdrawal: StaffWithdrawal | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-money');
  const canDecide = useCan('money.decide');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [payout, setPayout] = useState('');
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const close = () => {
    setMessage(null);
    setPayout('');
    onClose();
  };
  const onError = (error: unknown) =>
    setMessage(
      isPendingSecondApproval(error)
        ? { tone: 'info', text: t('fourEyes.recorded') }
        : { tone: 'error', text: errorText(error, t) },
    );
  const approve = useAdminMutation({
    mutationFn: (id: string) => approveWithdrawal(id),
    invalidates: MONEY_LISTS,
    onSuccess: close,
    onError,
  });
  const pay = useAdminMutation({
    mutationFn: ({ id, amountMinor }: { id: string; amountMinor: string }) => payoutWithdrawal(id, amountMinor),
    invalidates: MONEY_LISTS,
    onSuccess: close,
    onError,
  });
  const reject = useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => rejectWithdrawal(id, note),
    invalidates: MONEY_LISTS,
    onSuccess: close,
  });
  const settle = useAdminMutation({
    mutationFn: ({ id, resolution, note }: { id: string; resolution: 'PAID' | 'REOPENED'; note: string }) =>
      resolveDispute(id, resolution, note),
    invalidates: MONEY_LISTS,
    onSuccess: close,
  });
  const w = withdrawal;
  const inReview = w?.status === 'REVIEW';
  const payable = w !== null && (w.status === 'DISPUTED' || (w.status === 'PAYING' && w.confirmBy === null));
  const left = w ? BigInt(w.amountMinor) - BigInt(w.paidMinor) : 0n;
  const payoutMinor = parseAmount(payout.trim() || (w ? toDecimalString(left) : '0'));
  return (
    <>
      <DetailDrawer
        opened={w !== null}
        onClose={close}
        title={t('withdrawals.detailTitle')}
        size="xl"
        actions={
          w && canDecide ? (
            <Group gap="xs">
              {inReview && (
                <>
                  <Button size="xs" color="teal" loading={approve.isPending} onClick={() => approve.mutate(w.id)}>
                    {w.pendingApproval ? t('actions.secondApproval') : t('actions.approve')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setDialog('reject')}>
                    {t('actions.reject')}
                  </Button>
                </>
              )}
              {w.status === 'DISPUTED' && (
                <>
                  <Button size="xs" color="teal" variant="light" onClick={() => setDialog('PAID')}>
                    {t('actions.resolvePaid')}
                  </Button>
                  <Button size="xs" color="orange" variant="light" onClick={() => setDialog('REOPENED')}>
                    {t('actions.reopen')}
                  </Button>
                </>
              )}
            </Group>
          ) : undefined
        }
      >
        {w && (
          <Stack gap="sm">
            {message && (
              <Alert color={message.tone === 'info' ? 'orange' : 'red'} variant="light">
                {message.text}
              </Alert>
            )}
            <FourEyesNotice approval={w.pendingApproval} />
            <DetailList
              items={[
                { label: t('columns.status'), value: <StatusBadge status={w.status} /> },
                { label: t('columns.member'), value: `${w.memberAccount} (#${w.memberId}) ${w.memberRealName ?? ''}` },
                { label: t('columns.amount'), value: <AdminMoney minor={w.amountMinor} currency={w.currency} /> },
                { label: t('columns.paid'), value: <AdminMoney minor={w.paidMinor} currency={w.currency} /> },
                { label: t('columns.received'), value: <AdminMoney minor={w.receivedMinor} currency={w.currency} /> },
                {
                  label: t('columns.payee'),
                  value: `${w.account.bankName ?? w.account.method} · ${w.account.accountName} · ${w.accountNumber}`,
                },
                {
                  label: t('columns.turnover'),
                  value: <AdminMoney minor={w.wageringOwedMinor} currency={w.currency} />,
                },
                { label: t('columns.created'), value: formatAdminTime(w.createdAtUtc) },
                { label: t('columns.waiting'), value: <Waiting seconds={w.waitingSeconds} /> },
                {
                  label: t('columns.recent'),
                  value: t('recent', { deposits: w.memberRecent.deposits, withdrawals: w.memberRecent.withdrawals }),
                },
                { label: t('columns.reason'), value: w.reviewNote ?? '—' },
                ...(w.disputeNote !== null || w.disputeProofUrl
                  ? [
                      {
                        label: t('disputes.disputed'),
                        value: <AdminMoney minor={w.disputedMinor} currency={w.currency} />,
                      },
                      { label: t('disputes.memberNote'), value: w.disputeNote ?? '—' },
                      {
                        label: t('disputes.resolution'),
                        value: w.disputeResolution
                          ? `${t(`disputes.${w.disputeResolution}`)}: ${w.disputeResolutionNote ?? ''}`
                          : '—',
                      },
                    ]
                  : []),
              ]}
            />
            {payable && canDecide && (
              <Group align="end" gap="xs">
                <TextInput
                  size="xs"
                  w={160}
                  label={t('withdrawals.payoutAmount')}
                  placeholder={toDecimalString(left)}
                  inputMode="decimal"
                  value={payout}
                  onChange={(event) => setPayout(event.currentTarget.value)}
                />
                <Button
                  size="xs"
                  disabled={payoutMinor === null || payoutMinor <= 0n}
                  loading={pay.isPending}
                  onClick={() => payoutMinor && pay.mutate({ id: w.id, amountMinor: payoutMinor.toString() })}
                >
                  {t('actions.payout')}
                </Button>
              </Group>
            )}
            {w.disputeProofUrl && (
              <>
                <Text fz="xs" fw={700} c="dimmed">
                  {t('disputes.proof')}
                </Text>
                <ProofImage url={w.disputeProofUrl} />
              </>
            )}
          </Stack>
        )}
      </DetailDrawer>
      <ConfirmReasonDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'reject' ? t('withdrawals.rejectTitle') : t('disputes.resolveTitle')}
        message={dialog === 'reject' ? t('reasonVisible') : dialog ? t(`disputes.${dialog}Text`) : undefined}
        confirmLabel={
          dialog === 'reject' ? t('actions.reject') : dialog === 'PAID' ? t('actions.resolvePaid') : t('actions.reopen')
        }
        color={dialog === 'reject' ? 'red' : undefined}
        onConfirm={(note) => {
          if (!w || !dialog) return Promise.resolve();
          return dialog === 'reject'
            ? reject.mutateAsync({ id: w.id, note })
            : settle.mutateAsync({ id: w.id, resolution: dialog, note });
        }}
      />
    </>
  );
};

/** The withdrawal queue, or (disputes) the withdrawals whose members said a payout did not arrive. */
export const WithdrawalQueue = ({ disputes = false }: { disputes?: boolean }) => {
  const { t } = useTranslation('admin-money');
  const { fields, setFields, filters } = useQueueFilters(disputes ? 'DISPUTED' : 'REVIEW');
  const [opened, setOpened] = useState<StaffWithdrawal | null>(null);
  const area = disputes ? 'disputes' : 'withdrawals';
  const columns: DataTableColumn<StaffWithdrawal>[] = [
    {
      key: 'createdAt',
      header: t('columns.created'),
      sortKey: 'createdAt',
      width: 160,
      render: (row) => formatAdminTime(row.createdAtUtc),
    },
    { key: 'member', header: t('columns.member'), width: 130, render: (row) => row.memberAccount },
    {
      key: 'payee',
      header: t('columns.payee'),
      render: (row) => `${row.account.bankName ?? row.account.method} ${row.account.accountNumberMasked}`,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      sortKey: 'amount',
      align: 'right',
      width: 130,
      render: (row) => <AdminMoney minor={row.amountMinor} currency={row.currency} />,
    },
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
      key: 'turnover',
      header: t('columns.turnover'),
      align: 'right',
      width: 120,
      render: (row) => <AdminMoney minor={row.wageringOwedMinor} currency={row.currency} />,
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
      <AdminPageHeader title={t(`${area}.title`)} description={t(`${area}.description`)} />
      <DataTable
        path={disputes ? DISPUTES_PATH : WITHDRAWALS_PATH}
        schema={StaffWithdrawalPageSchema}
        label={t(`${area}.title`)}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'createdAt', order: 'asc' }}
        filters={filters}
        onOpen={setOpened}
        exportName={area}
        filtersBar={<QueueFiltersBar fields={fields} setFields={setFields} statuses={WITHDRAWAL_STATUSES} />}
      />
      <WithdrawalDrawer withdrawal={opened} onClose={() => setOpened(null)} />
    </>
  );
};
