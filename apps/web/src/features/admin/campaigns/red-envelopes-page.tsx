import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type {
  CreateRedEnvelopeRequest,
  RedEnvelopeClaimGuard,
  RedEnvelopeDropStatus,
  StaffRedEnvelopeDrop,
} from '@perya/contracts';
import {
  RED_ENVELOPE_AUDIENCES,
  RED_ENVELOPE_CLAIM_GUARDS,
  RED_ENVELOPE_DROP_STATUSES,
  StaffRedEnvelopeClaimsSchema,
  StaffRedEnvelopeCreatedSchema,
  StaffRedEnvelopeDropSchema,
  StaffRedEnvelopePageSchema,
  parseAmount,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';

// /admin/content/red-envelopes (decision 041): schedule a drop or a rain, watch what was claimed
// and paid, cancel one. The server checks every rule (budget split, windows); this form only
// turns pesos into centavos and local times into instants.

const PATH = '/wps/admin/red-envelopes';
const STATUS_COLOURS: Record<RedEnvelopeDropStatus, string> = {
  SCHEDULED: 'blue',
  OPEN: 'green',
  ENDED: 'gray',
  CANCELLED: 'red',
};

type Draft = {
  kind: 'SINGLE' | 'RAIN';
  title: string;
  startsAt: string;
  endsAt: string;
  drops: number;
  dropMinutes: number;
  budget: string;
  count: number;
  amountMode: 'FIXED' | 'RANDOM';
  minAmount: string;
  turnoverMultiplier: number;
  audience: (typeof RED_ENVELOPE_AUDIENCES)[number];
  audienceValue: number;
  minDeposit: string;
  minValidBet: string;
  periodDays: number;
  claimGuards: RedEnvelopeClaimGuard[];
};

const EMPTY: Draft = {
  kind: 'SINGLE',
  title: '',
  startsAt: '',
  endsAt: '',
  drops: 4,
  dropMinutes: 5,
  budget: '',
  count: 100,
  amountMode: 'RANDOM',
  minAmount: '1.00',
  turnoverMultiplier: 1,
  audience: 'ALL',
  audienceValue: 0,
  minDeposit: '0',
  minValidBet: '0',
  periodDays: 1,
  // One envelope per device and per address unless staff untick them (decision 052).
  claimGuards: [...RED_ENVELOPE_CLAIM_GUARDS],
};

const minorOf = (text: string) => (parseAmount(text) ?? -1n).toString();
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** The request the server validates; amounts it cannot read go as "-1", which it refuses with a field message. */
const requestOf = (draft: Draft): CreateRedEnvelopeRequest | Record<string, unknown> => ({
  kind: draft.kind,
  title: draft.title,
  startsAt: instantOf(draft.startsAt),
  endsAt: instantOf(draft.endsAt),
  drops: draft.kind === 'RAIN' ? draft.drops : 1,
  ...(draft.kind === 'RAIN' ? { dropMinutes: draft.dropMinutes } : {}),
  budgetMinor: minorOf(draft.budget),
  count: draft.count,
  amountMode: draft.amountMode,
  ...(draft.amountMode === 'RANDOM' ? { minAmountMinor: minorOf(draft.minAmount) } : {}),
  turnoverMultiplier: draft.turnoverMultiplier,
  audience: draft.audience,
  audienceValue: draft.audienceValue,
  minDepositMinor: draft.minDeposit.trim() === '0' ? '0' : minorOf(draft.minDeposit),
  minValidBetMinor: draft.minValidBet.trim() === '0' ? '0' : minorOf(draft.minValidBet),
  periodDays: draft.periodDays,
  claimGuards: draft.claimGuards,
});

const NewDropDrawer = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('admin-red-envelopes');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const create = useAdminMutation({
    mutationFn: (body: ReturnType<typeof requestOf>) => adminApi.post(PATH, StaffRedEnvelopeCreatedSchema, body),
    invalidates: [PATH],
    onSuccess: onClose,
    onError: (failure) => setError(errorText(failure, t)),
  });
  const number = (key: 'drops' | 'dropMinutes' | 'count' | 'turnoverMultiplier' | 'audienceValue' | 'periodDays') => (
    <NumberInput
      label={t(`fields.${key}`)}
      value={draft[key]}
      min={0}
      allowDecimal={false}
      onChange={(value) => set(key, typeof value === 'number' ? value : 0)}
    />
  );
  const text = (key: 'title' | 'budget' | 'minAmount' | 'minDeposit' | 'minValidBet' | 'startsAt' | 'endsAt') => (
    <TextInput
      label={t(`fields.${key}`)}
      type={key === 'startsAt' || key === 'endsAt' ? 'datetime-local' : 'text'}
      inputMode={key === 'title' || key === 'startsAt' || key === 'endsAt' ? undefined : 'decimal'}
      value={draft[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      title={t('new.title')}
      size="lg"
      actions={
        <Button
          loading={create.isPending}
          onClick={() => {
            setError('');
            create.mutate(requestOf(draft));
          }}
        >
          {t('new.save')}
        </Button>
      }
    >
      <Stack gap="sm">
        <SegmentedControl
          value={draft.kind}
          onChange={(value) => set('kind', value as Draft['kind'])}
          data={[
            { value: 'SINGLE', label: t('kinds.SINGLE') },
            { value: 'RAIN', label: t('kinds.RAIN') },
          ]}
        />
        {text('title')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('startsAt')}
          {text('endsAt')}
          {draft.kind === 'RAIN' && number('drops')}
          {draft.kind === 'RAIN' && number('dropMinutes')}
          {text('budget')}
          {number('count')}
          <Select
            label={t('fields.amountMode')}
            value={draft.amountMode}
            allowDeselect={false}
            data={(['FIXED', 'RANDOM'] as const).map((value) => ({ value, label: t(`modes.${value}`) }))}
            onChange={(value) => set('amountMode', (value as Draft['amountMode']) ?? 'RANDOM')}
          />
          {draft.amountMode === 'RANDOM' && text('minAmount')}
          {number('turnoverMultiplier')}
          <Select
            label={t('fields.audience')}
            value={draft.audience}
            allowDeselect={false}
            data={RED_ENVELOPE_AUDIENCES.map((value) => ({ value, label: t(`audiences.${value}`) }))}
            onChange={(value) => set('audience', (value as Draft['audience']) ?? 'ALL')}
          />
          {(draft.audience === 'VIP' || draft.audience === 'NEW_MEMBERS') && number('audienceValue')}
          {text('minDeposit')}
          {text('minValidBet')}
          {number('periodDays')}
        </SimpleGrid>
        <Checkbox.Group
          label={t('fields.claimGuards')}
          description={t('new.claimGuardsHelp')}
          value={draft.claimGuards}
          onChange={(value) => set('claimGuards', value as RedEnvelopeClaimGuard[])}
        >
          <Group mt={6}>
            {RED_ENVELOPE_CLAIM_GUARDS.map((guard) => (
              <Checkbox key={guard} value={guard} label={t(`claimGuards.${guard}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="xs" c="dimmed">
          {t('new.help')}
        </Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </DetailDrawer>
  );
};

const DropDrawer = ({ drop, onClose }: { drop: StaffRedEnvelopeDrop; onClose: () => void }) => {
  const { t } = useTranslation('admin-red-envelopes');
  const canManage = useCan('promotions.manage');
  const [cancelling, setCancelling] = useState(false);
  const cancel = useAdminMutation({
    mutationFn: (reason: string) =>
      adminApi.post(`${PATH}/${drop.id}/cancel`, StaffRedEnvelopeDropSchema, { version: drop.version, reason }),
    invalidates: [PATH, `${PATH}/${drop.id}/claims`],
    onSuccess: onClose,
  });
  const claimColumns: DataTableColumn<{
    memberId: number;
    account: string;
    amountMinor: string;
    claimedAt: string;
    paid: boolean;
  }>[] = [
    { key: 'account', header: t('fields.account'), render: (row) => `${row.account} (#${row.memberId})` },
    { key: 'amount', header: t('fields.amount'), width: 130, render: (row) => <AdminMoney minor={row.amountMinor} /> },
    { key: 'claimedAt', header: t('fields.claimedAt'), width: 170, render: (row) => formatAdminTime(row.claimedAt) },
    {
      key: 'paid',
      header: t('fields.paid'),
      width: 90,
      render: (row) => (
        <Badge size="sm" variant="light" color={row.paid ? 'green' : 'yellow'}>
          {row.paid ? t('paid.yes') : t('paid.no')}
        </Badge>
      ),
    },
  ];
  const open = drop.status === 'SCHEDULED' || drop.status === 'OPEN';
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      title={t('drop.title', { id: drop.id })}
      size="xl"
      actions={
        canManage &&
        open && (
          <Button color="ruby" variant="light" onClick={() => setCancelling(true)}>
            {t('drop.cancel')}
          </Button>
        )
      }
    >
      <Stack>
        <DetailList
          items={[
            { label: t('fields.title'), value: drop.title },
            { label: t('fields.status'), value: t(`statuses.${drop.status}`) },
            {
              label: t('fields.window'),
              value: `${formatAdminTime(drop.opensAt)} – ${formatAdminTime(drop.closesAt)}`,
            },
            { label: t('fields.budget'), value: <AdminMoney minor={drop.budgetMinor} /> },
            { label: t('fields.claimed'), value: `${drop.claimedCount} / ${drop.count}` },
            { label: t('fields.claimedAmount'), value: <AdminMoney minor={drop.claimedMinor} /> },
            { label: t('fields.paidAmount'), value: <AdminMoney minor={drop.paidMinor} /> },
            { label: t('fields.amountMode'), value: t(`modes.${drop.amountMode}`) },
            { label: t('fields.turnoverMultiplier'), value: `× ${drop.turnoverMultiplier}` },
            { label: t('fields.audience'), value: t(`audiences.${drop.audience}`) },
            {
              label: t('fields.claimGuards'),
              value: drop.claimGuards.length
                ? drop.claimGuards.map((guard) => t(`claimGuards.${guard}`)).join(', ')
                : t('claimGuards.none'),
            },
            { label: t('fields.createdBy'), value: drop.createdBy },
            ...(drop.cancelReason ? [{ label: t('fields.cancelReason'), value: drop.cancelReason }] : []),
          ]}
        />
        <DataTable
          path={`${PATH}/${drop.id}/claims`}
          schema={StaffRedEnvelopeClaimsSchema}
          label={t('drop.claims')}
          columns={claimColumns}
          rowKey={(row) => row.memberId}
        />
      </Stack>
      <ConfirmReasonDialog
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={t('drop.cancel')}
        message={t('drop.cancelMessage')}
        confirmLabel={t('drop.cancel')}
        color="ruby"
        onConfirm={(reason) => cancel.mutateAsync(reason)}
      />
    </DetailDrawer>
  );
};

const RedEnvelopesPage = () => {
  const { t } = useTranslation('admin-red-envelopes');
  const canManage = useCan('promotions.manage');
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<StaffRedEnvelopeDrop | null>(null);
  const columns: DataTableColumn<StaffRedEnvelopeDrop>[] = [
    { key: 'id', header: '#', width: 70, render: (row) => row.id },
    {
      key: 'title',
      header: t('fields.title'),
      render: (row) => (row.rainId ? `${row.title} · ${t('kinds.RAIN')}` : row.title),
    },
    {
      key: 'status',
      header: t('fields.status'),
      width: 120,
      render: (row) => (
        <Badge size="sm" variant="light" color={STATUS_COLOURS[row.status]}>
          {t(`statuses.${row.status}`)}
        </Badge>
      ),
    },
    { key: 'opensAt', header: t('fields.opensAt'), width: 170, render: (row) => formatAdminTime(row.opensAt) },
    { key: 'budget', header: t('fields.budget'), width: 130, render: (row) => <AdminMoney minor={row.budgetMinor} /> },
    { key: 'claimed', header: t('fields.claimed'), width: 110, render: (row) => `${row.claimedCount} / ${row.count}` },
    { key: 'paid', header: t('fields.paidAmount'), width: 130, render: (row) => <AdminMoney minor={row.paidMinor} /> },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          canManage && (
            <Button size="xs" onClick={() => setCreating(true)}>
              {t('page.add')}
            </Button>
          )
        }
      />
      <DataTable
        path={PATH}
        schema={StaffRedEnvelopePageSchema}
        label={t('page.title')}
        columns={columns}
        rowKey={(row) => row.id}
        filters={{ status }}
        exportName="red-envelopes"
        onOpen={(row) => setOpened(row)}
        filtersBar={
          <Group>
            <Select
              size="xs"
              w={160}
              label={t('fields.status')}
              clearable
              data={RED_ENVELOPE_DROP_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
              value={status || null}
              onChange={(value) => setStatus(value ?? '')}
            />
          </Group>
        }
      />
      {creating && <NewDropDrawer onClose={() => setCreating(false)} />}
      {opened && <DropDrawer key={opened.id} drop={opened} onClose={() => setOpened(null)} />}
    </>
  );
};

export default RedEnvelopesPage;
