import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MoneyApprovalPageSchema, parseAmount, toDecimalString } from '@perya/contracts';
import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { useAdminMutation } from '../shell/admin-query';
import { Can } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import type { MoneyApproval } from './money-api';
import { MemberPicker } from './member-picker';
import {
  APPROVALS_PATH,
  MONEY_LISTS,
  adjustMember,
  approveApproval,
  isPendingSecondApproval,
  rejectApproval,
} from './money-api';

type Outcome = { tone: 'ok' | 'info' | 'error'; text: string };

/** A manual credit or debit: member, amount, direction, reason, turnover; one request id per intent. */
const AdjustmentForm = () => {
  const { t } = useTranslation('admin-money');
  const [memberId, setMemberId] = useState<number | null>(null);
  const [direction, setDirection] = useState<'CREDIT' | 'DEBIT'>('CREDIT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [turnover, setTurnover] = useState<number | string>(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new id per intent, kept across retries of the same one (a changed form is a new intent).
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const newIntent = () => setRequestId(crypto.randomUUID());
  const minor = parseAmount(amount.trim());
  const adjust = useAdminMutation({
    mutationFn: () =>
      adjustMember(memberId ?? 0, {
        requestId,
        direction,
        amountMinor: (minor ?? 0n).toString(),
        reason: reason.trim(),
        turnoverMultiplier: direction === 'CREDIT' ? Number(turnover) || 0 : 0,
      }),
    invalidates: [APPROVALS_PATH],
    onSuccess: (result) => {
      setOutcome({
        tone: 'ok',
        text: t('adjustments.done', { balance: toDecimalString(result.balance.balanceMinor) }),
      });
      newIntent();
      setAmount('');
      setReason('');
    },
    onError: (error) =>
      setOutcome(
        isPendingSecondApproval(error)
          ? { tone: 'info', text: t('fourEyes.recorded') }
          : { tone: 'error', text: errorText(error, t) },
      ),
  });
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      newIntent();
      setOutcome(null);
    };
  const ready = memberId !== null && minor !== null && minor > 0n && reason.trim().length >= 4;
  return (
    <Paper withBorder p="md" maw={560}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) adjust.mutate(undefined);
        }}
      >
        <Stack gap="sm">
          <Title order={4}>{t('adjustments.formTitle')}</Title>
          {outcome && (
            <Alert color={outcome.tone === 'ok' ? 'teal' : outcome.tone === 'info' ? 'orange' : 'red'} variant="light">
              {outcome.text}
            </Alert>
          )}
          <MemberPicker memberId={memberId} onChange={changed(setMemberId)} />
          <SegmentedControl
            data={[
              { value: 'CREDIT', label: t('adjustments.credit') },
              { value: 'DEBIT', label: t('adjustments.debit') },
            ]}
            value={direction}
            onChange={changed((value: string) => setDirection(value as 'CREDIT' | 'DEBIT'))}
          />
          <TextInput
            size="sm"
            label={t('adjustments.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => changed(setAmount)(event.currentTarget.value)}
            required
          />
          <Textarea
            size="sm"
            label={t('adjustments.reason')}
            description={t('adjustments.reasonHint')}
            maxLength={500}
            value={reason}
            onChange={(event) => changed(setReason)(event.currentTarget.value)}
            required
          />
          <NumberInput
            size="sm"
            label={t('adjustments.turnover')}
            description={t('adjustments.turnoverHint')}
            min={0}
            max={100}
            allowDecimal={false}
            disabled={direction === 'DEBIT'}
            value={direction === 'DEBIT' ? 0 : turnover}
            onChange={changed(setTurnover)}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={adjust.isPending}>
              {t('adjustments.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/** Pending four-eyes decisions: the second approval, or a refusal with a reason. */
const ApprovalsTable = () => {
  const { t } = useTranslation('admin-money');
  const [refusing, setRefusing] = useState<MoneyApproval | null>(null);
  const [error, setError] = useState<string | null>(null);
  const approve = useAdminMutation({
    mutationFn: (id: string) => approveApproval(id),
    invalidates: MONEY_LISTS,
    onSuccess: () => setError(null),
    onError: (failure) => setError(errorText(failure, t)),
  });
  const refuse = useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => rejectApproval(id, note),
    invalidates: MONEY_LISTS,
  });
  const columns: DataTableColumn<MoneyApproval>[] = [
    { key: 'requestedAt', header: t('columns.created'), width: 160, render: (row) => formatAdminTime(row.requestedAt) },
    { key: 'action', header: t('approvals.action'), width: 170, render: (row) => t(`approvals.actions.${row.action}`) },
    { key: 'target', header: t('approvals.target'), render: (row) => row.targetId },
    {
      key: 'amount',
      header: t('columns.amount'),
      align: 'right',
      width: 130,
      render: (row) => <AdminMoney minor={row.amountMinor} currency={row.currency} />,
    },
    { key: 'by', header: t('approvals.requestedBy'), width: 120, render: (row) => row.requestedBy },
    {
      key: 'status',
      header: t('columns.status'),
      width: 110,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'decide',
      header: '',
      width: 210,
      render: (row) =>
        row.status === 'PENDING' ? (
          <Can permission="money.decide">
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                color="teal"
                loading={approve.isPending && approve.variables === row.id}
                onClick={(event) => {
                  event.stopPropagation();
                  approve.mutate(row.id);
                }}
              >
                {t('actions.secondApproval')}
              </Button>
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={(event) => {
                  event.stopPropagation();
                  setRefusing(row);
                }}
              >
                {t('actions.refuse')}
              </Button>
            </Group>
          </Can>
        ) : (
          (row.decidedBy ?? '')
        ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={4}>{t('approvals.title')}</Title>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <DataTable
        path={APPROVALS_PATH}
        schema={MoneyApprovalPageSchema}
        label={t('approvals.title')}
        columns={columns}
        rowKey={(row) => row.id}
        filters={{ status: 'PENDING' }}
        emptyText={t('approvals.empty')}
      />
      <ConfirmReasonDialog
        opened={refusing !== null}
        onClose={() => setRefusing(null)}
        title={t('approvals.refuseTitle')}
        confirmLabel={t('actions.refuse')}
        color="red"
        onConfirm={(note) => (refusing ? refuse.mutateAsync({ id: refusing.id, note }) : Promise.resolve())}
      />
    </Stack>
  );
};

/** /admin/money/adjustments: manual adjustments and the four-eyes approvals waiting. */
const AdjustmentsPage = () => {
  const { t } = useTranslation('admin-money');
  return (
    <>
      <AdminPageHeader title={t('adjustments.title')} description={t('adjustments.description')} />
      <Stack gap="lg">
        <Can permission="money.adjust">
          <AdjustmentForm />
        </Can>
        <ApprovalsTable />
      </Stack>
    </>
  );
};

export default AdjustmentsPage;
