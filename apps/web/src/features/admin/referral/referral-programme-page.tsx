import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReferralProgrammeAdmin } from '@perya/contracts';
import {
  ReferralProgrammeAdminSchema,
  ReferralRewardAdminPageSchema,
  parseAmount,
  toDecimalString,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';

const PROGRAMME_PATH = '/wps/admin/referral/programme';
const REWARDS_PATH = '/wps/admin/referral/rewards';

/** /admin/content/referral: the referral programme's switch and rules (issue 19), and the latest rewards. */
const ReferralProgrammePage = () => {
  const { t } = useTranslation('admin-referral');
  const programme = useAdminQuery(PROGRAMME_PATH, ReferralProgrammeAdminSchema);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {programme.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(programme.error, t)}
        </Alert>
      )}
      {programme.data && <ProgrammeForm key={programme.data.version} data={programme.data} />}
      <LatestRewards />
    </>
  );
};

/** Pesos as staff type them ("1,000.50"), from and to centavos. */
const pesos = (minor: string) => toDecimalString(minor);

const ProgrammeForm = ({ data }: { data: ReferralProgrammeAdmin }) => {
  const { t } = useTranslation('admin-referral');
  const canManage = useCan('referral.manage');
  const [form, setForm] = useState({
    enabled: data.enabled,
    firstDepositEnabled: data.firstDeposit.enabled,
    minDeposit: pesos(data.firstDeposit.minDepositMinor),
    firstDepositReward: pesos(data.firstDeposit.rewardMinor),
    turnoverEnabled: data.turnover.enabled,
    validBet: pesos(data.turnover.validBetMinor),
    days: data.turnover.days,
    turnoverReward: pesos(data.turnover.rewardMinor),
    turnoverMultiplier: data.turnoverMultiplier,
    cap: data.monthlyCapMinor === null ? '' : pesos(data.monthlyCapMinor),
    checkSameIp: data.checkSameIp,
    checkSameDevice: data.checkSameDevice,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm({ ...form, [key]: value });

  const save = useAdminMutation({
    mutationFn: (body: unknown) => adminApi.put(PROGRAMME_PATH, ReferralProgrammeAdminSchema, body),
    invalidates: [PROGRAMME_PATH],
    onSuccess: () => notifications.show({ color: 'teal', message: t('saved') }),
  });

  const submit = () => {
    const amounts = {
      minDeposit: parseAmount(form.minDeposit),
      firstDepositReward: parseAmount(form.firstDepositReward),
      validBet: parseAmount(form.validBet),
      turnoverReward: parseAmount(form.turnoverReward),
      cap: form.cap.trim() === '' ? 0n : parseAmount(form.cap),
    };
    const wrong = Object.entries(amounts).find(([, value]) => value === null);
    if (wrong) {
      setInvalid(t(`fields.${wrong[0]}`));
      return;
    }
    setInvalid(null);
    const minor = (value: bigint | null) => (value ?? 0n).toString();
    save.mutate({
      version: data.version,
      enabled: form.enabled,
      firstDeposit: {
        enabled: form.firstDepositEnabled,
        minDepositMinor: minor(amounts.minDeposit),
        rewardMinor: minor(amounts.firstDepositReward),
      },
      turnover: {
        enabled: form.turnoverEnabled,
        validBetMinor: minor(amounts.validBet),
        days: form.days,
        rewardMinor: minor(amounts.turnoverReward),
      },
      turnoverMultiplier: form.turnoverMultiplier,
      monthlyCapMinor: form.cap.trim() === '' ? null : minor(amounts.cap),
      checkSameIp: form.checkSameIp,
      checkSameDevice: form.checkSameDevice,
    });
  };

  const money = (key: 'minDeposit' | 'firstDepositReward' | 'validBet' | 'turnoverReward' | 'cap') => (
    <TextInput
      size="xs"
      label={t(`fields.${key}`)}
      inputMode="decimal"
      disabled={!canManage}
      value={form[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      {...(key === 'cap' ? { description: t('fields.capHelp') } : {})}
    />
  );

  return (
    <Stack gap="md" maw={760} mb="lg">
      {(save.error || invalid) && (
        <Alert color="ruby" variant="light" role="alert">
          {invalid ? t('invalidAmount', { field: invalid }) : save.error ? errorText(save.error, t) : null}
        </Alert>
      )}
      <Card withBorder radius="sm" padding="sm">
        <Group justify="space-between" mb="xs">
          <Title order={2} fz="md">
            {t('switch')}
          </Title>
          <Badge color={data.enabled ? 'teal' : 'gray'} variant="light" data-testid="referral-status">
            {data.enabled ? t('on') : t('off')}
          </Badge>
        </Group>
        <Switch
          label={t('enabled')}
          description={t('enabledHelp')}
          checked={form.enabled}
          disabled={!canManage}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
        />
      </Card>
      <Card withBorder radius="sm" padding="sm">
        <Title order={2} fz="md" mb="xs">
          {t('firstDeposit')}
        </Title>
        <Stack gap="xs">
          <Switch
            label={t('milestoneOn')}
            checked={form.firstDepositEnabled}
            disabled={!canManage}
            onChange={(event) => set('firstDepositEnabled', event.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {money('minDeposit')}
            {money('firstDepositReward')}
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder radius="sm" padding="sm">
        <Title order={2} fz="md" mb="xs">
          {t('turnover')}
        </Title>
        <Stack gap="xs">
          <Switch
            label={t('milestoneOn')}
            checked={form.turnoverEnabled}
            disabled={!canManage}
            onChange={(event) => set('turnoverEnabled', event.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {money('validBet')}
            <NumberInput
              size="xs"
              label={t('fields.days')}
              min={1}
              max={365}
              allowDecimal={false}
              disabled={!canManage}
              value={form.days}
              onChange={(value) => set('days', typeof value === 'number' ? value : 1)}
            />
            {money('turnoverReward')}
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder radius="sm" padding="sm">
        <Title order={2} fz="md" mb="xs">
          {t('limits')}
        </Title>
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <NumberInput
              size="xs"
              label={t('fields.turnoverMultiplier')}
              description={t('fields.turnoverMultiplierHelp')}
              min={0}
              max={100}
              allowDecimal={false}
              disabled={!canManage}
              value={form.turnoverMultiplier}
              onChange={(value) => set('turnoverMultiplier', typeof value === 'number' ? value : 0)}
            />
            {money('cap')}
          </SimpleGrid>
          <Switch
            label={t('fields.checkSameDevice')}
            checked={form.checkSameDevice}
            disabled={!canManage}
            onChange={(event) => set('checkSameDevice', event.currentTarget.checked)}
          />
          <Switch
            label={t('fields.checkSameIp')}
            description={t('fields.checkSameIpHelp')}
            checked={form.checkSameIp}
            disabled={!canManage}
            onChange={(event) => set('checkSameIp', event.currentTarget.checked)}
          />
          <Text fz="xs" c="dimmed">
            {t('payoutName')}
          </Text>
        </Stack>
      </Card>
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {t('updated', { time: formatAdminTime(data.updatedAt), version: data.version })}
        </Text>
        {canManage && (
          <Button size="xs" loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};

/** The latest rewards with their outcome, newest first. */
const LatestRewards = () => {
  const { t } = useTranslation('admin-referral');
  const rewards = useAdminQuery(REWARDS_PATH, ReferralRewardAdminPageSchema, { pageNo: 1, pageSize: 20 });
  return (
    <Card withBorder radius="sm" padding="sm" maw={960}>
      <Title order={2} fz="md" mb="xs">
        {t('rewards.title')}
      </Title>
      {rewards.data?.list.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('rewards.empty')}
        </Text>
      )}
      {rewards.data && rewards.data.list.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table fz="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rewards.reached')}</Table.Th>
                <Table.Th>{t('rewards.referrer')}</Table.Th>
                <Table.Th>{t('rewards.friend')}</Table.Th>
                <Table.Th>{t('rewards.milestone')}</Table.Th>
                <Table.Th>{t('rewards.amount')}</Table.Th>
                <Table.Th>{t('rewards.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rewards.data.list.map((reward) => (
                <Table.Tr key={reward.id}>
                  <Table.Td>{formatAdminTime(reward.reachedAt)}</Table.Td>
                  <Table.Td>{reward.referrerAccount}</Table.Td>
                  <Table.Td>{reward.friendAccount}</Table.Td>
                  <Table.Td>{t(`milestones.${reward.milestone}`)}</Table.Td>
                  <Table.Td ff="monospace">{toDecimalString(reward.amountMinor)}</Table.Td>
                  <Table.Td>
                    {t(`statuses.${reward.status}`)}
                    {reward.reason ? ` · ${t(`reasons.${reward.reason}`)}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
};

export default ReferralProgrammePage;
