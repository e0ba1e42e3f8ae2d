import { Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentContract, AgentContractKind, AgentContractTerms } from '@perya/contracts';
import {
  AGENT_CONTRACT_CATEGORIES,
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_PERIODS_BY_KIND,
  AGENT_CONTRACT_STATUSES,
  AgentContractChangeSchema,
  StaffAgentContractPageSchema,
  formatMoney,
  formatRatePercent,
  parseAmount,
  parseRatePercent,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';

// The back office's agent contracts (decision 034): every contract with filters; staff set a
// member's terms at once (the house's terms for a root agent) or end a contract, with a reason.

const PATH = '/wps/admin/agents/contracts';

const rateText = (contract: AgentContract) =>
  contract.tiers
    .map((tier) => (tier.rateType === 'P' ? `${formatRatePercent(tier.rate)} %` : formatMoney(String(tier.rate))))
    .join(' · ');

const OPEN = new Set(['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']);

const AgentContractsPage = () => {
  const { t } = useTranslation('admin-agents');
  const canManage = useCan('members.manage');
  const [memberId, setMemberId] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [house, setHouse] = useState<string | null>(null);
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const [setting, setSetting] = useState(false);
  const end = useAdminMutation({
    mutationFn: ({ contract, reason }: { contract: AgentContract; reason: string }) =>
      adminApi.post(`${PATH}/${contract.id}/end`, AgentContractChangeSchema, { version: contract.version, reason }),
    invalidates: [PATH],
  });

  const columns: DataTableColumn<AgentContract>[] = [
    { key: 'id', header: '#', width: 70, render: (row) => row.id },
    { key: 'downline', header: t('field.member'), width: 150, render: (row) => row.downline.account },
    {
      key: 'upline',
      header: t('field.upline'),
      width: 130,
      render: (row) =>
        row.upline ? (
          row.upline.account
        ) : (
          <Badge size="xs" variant="outline" color="gold">
            {t('house')}
          </Badge>
        ),
    },
    { key: 'kind', header: t('field.kind'), width: 150, render: (row) => t(`kind.${row.kind}`) },
    { key: 'category', header: t('field.category'), width: 100, render: (row) => row.category },
    { key: 'period', header: t('field.period'), width: 70, render: (row) => row.period ?? '—' },
    { key: 'rates', header: t('field.rates'), render: (row) => rateText(row) },
    { key: 'status', header: t('field.status'), width: 170, render: (row) => t(`status.${row.status}`) },
    {
      key: 'effectiveFrom',
      header: t('field.effectiveFrom'),
      width: 160,
      render: (row) => formatAdminTime(row.effectiveFrom),
    },
    {
      key: 'actions',
      header: '',
      width: 90,
      render: (row) =>
        canManage && OPEN.has(row.status) ? (
          <Button size="compact-xs" variant="light" color="red" onClick={() => setEnding(row)}>
            {t('end')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canManage && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setSetting(true)}>
              {t('set.open')}
            </Button>
          )
        }
      />
      <DataTable
        path={PATH}
        schema={StaffAgentContractPageSchema}
        label={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        filters={{
          memberId: /^\d+$/.test(memberId.trim()) ? memberId.trim() : undefined,
          kind: kind ?? undefined,
          status: status ?? undefined,
          house: house ?? undefined,
        }}
        filtersBar={
          <>
            <TextInput
              size="xs"
              w={140}
              inputMode="numeric"
              placeholder={t('field.memberId')}
              aria-label={t('field.memberId')}
              value={memberId}
              onChange={(event) => setMemberId(event.currentTarget.value.replace(/[^\d]/g, ''))}
            />
            <Select
              size="xs"
              w={170}
              clearable
              placeholder={t('allKinds')}
              aria-label={t('field.kind')}
              data={AGENT_CONTRACT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
              value={kind}
              onChange={setKind}
            />
            <Select
              size="xs"
              w={180}
              clearable
              placeholder={t('allStatuses')}
              aria-label={t('field.status')}
              data={AGENT_CONTRACT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={setStatus}
            />
            <Select
              size="xs"
              w={160}
              clearable
              placeholder={t('anyFunding')}
              aria-label={t('funding')}
              data={[
                { value: 'true', label: t('house') },
                { value: 'false', label: t('byUpline') },
              ]}
              value={house}
              onChange={setHouse}
            />
          </>
        }
      />
      <ConfirmReasonDialog
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={t('endTitle')}
        message={ending ? t('endMessage', { id: ending.id, account: ending.downline.account }) : null}
        confirmLabel={t('end')}
        color="red"
        onConfirm={async (reason) => {
          if (ending) await end.mutateAsync({ contract: ending, reason });
          setEnding(null);
        }}
      />
      <SetTermsDialog opened={setting} onClose={() => setSetting(false)} />
    </>
  );
};

/** Staff set a member's terms at once: one kind and games, 1–10 tiers typed as ₱ and %. */
const SetTermsDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('admin-agents');
  const [downlineId, setDownlineId] = useState('');
  const [kind, setKind] = useState<AgentContractKind>('DAILY_SALARY');
  const [category, setCategory] = useState<string>('ALL');
  const [period, setPeriod] = useState<string | null>('D');
  const [tiers, setTiers] = useState([{ validBet: '0', netLoss: '0', active: '0', rate: '' }]);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const set = useAdminMutation({
    mutationFn: (body: { downlineId: number; terms: AgentContractTerms; reason: string }) =>
      adminApi.post(PATH, AgentContractChangeSchema, body),
    invalidates: [PATH],
    onSuccess: () => onClose(),
    onError: (error) => setFailure(errorText(error, t)),
  });
  const periods = AGENT_CONTRACT_PERIODS_BY_KIND[kind];

  const submit = () => {
    setFailure(null);
    const parsed = tiers.map((row) => ({
      validBet: parseAmount(row.validBet),
      netLoss: parseAmount(row.netLoss),
      active: /^\d{1,7}$/.test(row.active.trim()) ? Number(row.active.trim()) : null,
      rate: parseRatePercent(row.rate),
    }));
    if (
      !/^\d+$/.test(downlineId) ||
      reason.trim() === '' ||
      parsed.some((row) => row.validBet === null || row.netLoss === null || row.active === null || row.rate === null)
    ) {
      setFailure(t('set.invalid'));
      return;
    }
    set.mutate({
      downlineId: Number(downlineId),
      reason: reason.trim(),
      terms: {
        kind,
        category: category as AgentContractTerms['category'],
        period: periods.length > 0 ? (period as AgentContractTerms['period']) : null,
        tiers: parsed.map((row) => ({
          minValidBetMinor: String(row.validBet),
          ...(kind === 'DIVIDEND' ? { minNetLossMinor: String(row.netLoss) } : {}),
          minActiveMembers: row.active as number,
          rateType: 'P' as const,
          rate: row.rate as number,
        })),
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('set.title')} size="lg" closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text fz="xs" c="dimmed">
          {t('set.help')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            size="xs"
            label={t('field.memberId')}
            inputMode="numeric"
            value={downlineId}
            onChange={(event) => setDownlineId(event.currentTarget.value.replace(/[^\d]/g, ''))}
          />
          <Select
            size="xs"
            label={t('field.kind')}
            allowDeselect={false}
            data={AGENT_CONTRACT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            value={kind}
            onChange={(value) => {
              const next = (value ?? kind) as AgentContractKind;
              setKind(next);
              setPeriod(AGENT_CONTRACT_PERIODS_BY_KIND[next][0] ?? null);
            }}
          />
          <Select
            size="xs"
            label={t('field.category')}
            allowDeselect={false}
            data={[...AGENT_CONTRACT_CATEGORIES]}
            value={category}
            onChange={(value) => setCategory(value ?? 'ALL')}
          />
          <Select
            size="xs"
            label={t('field.period')}
            disabled={periods.length === 0}
            allowDeselect={false}
            data={[...periods]}
            value={periods.length > 0 ? period : null}
            onChange={setPeriod}
          />
        </SimpleGrid>
        {tiers.map((row, index) => (
          <Group key={index} gap="xs" wrap="wrap" align="flex-end">
            <TextInput
              size="xs"
              w={130}
              label={t('tier.validBet')}
              value={row.validBet}
              onChange={(event) => {
                const validBet = event.currentTarget.value;
                setTiers((all) => all.map((item, at) => (at === index ? { ...item, validBet } : item)));
              }}
            />
            {kind === 'DIVIDEND' && (
              <TextInput
                size="xs"
                w={130}
                label={t('tier.netLoss')}
                value={row.netLoss}
                onChange={(event) => {
                  const netLoss = event.currentTarget.value;
                  setTiers((all) => all.map((item, at) => (at === index ? { ...item, netLoss } : item)));
                }}
              />
            )}
            <TextInput
              size="xs"
              w={100}
              label={t('tier.active')}
              value={row.active}
              onChange={(event) => {
                const active = event.currentTarget.value;
                setTiers((all) => all.map((item, at) => (at === index ? { ...item, active } : item)));
              }}
            />
            <TextInput
              size="xs"
              w={100}
              label={t('tier.rate')}
              rightSection="%"
              value={row.rate}
              onChange={(event) => {
                const rate = event.currentTarget.value;
                setTiers((all) => all.map((item, at) => (at === index ? { ...item, rate } : item)));
              }}
            />
          </Group>
        ))}
        <Group>
          <Button
            size="compact-xs"
            variant="default"
            disabled={tiers.length >= 10}
            onClick={() => setTiers((all) => [...all, { validBet: '0', netLoss: '0', active: '0', rate: '' }])}
          >
            {t('tier.add')}
          </Button>
        </Group>
        <TextInput
          size="xs"
          label={t('set.reason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {failure && (
          <Text c="red" fz="sm">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onClose}>
            {t('set.cancel')}
          </Button>
          <Button size="xs" onClick={submit} loading={set.isPending}>
            {t('set.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

export default AgentContractsPage;
