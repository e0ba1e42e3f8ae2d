import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ComplianceSettings } from '@perya/contracts';
import { ComplianceSettingsSchema, KYC_TIERS, parseAmount, toDecimalString } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { SETTINGS_PATH, updateComplianceSettings } from './compliance-api';

/** The form's values: amounts as the peso text typed, the structuring floor as a percentage. */
type Form = {
  minimumAge: number;
  withdrawalTier: ComplianceSettings['withdrawalTier'];
  largeDepositTier: ComplianceSettings['largeDepositTier'];
  largeDepositAbove: string;
  coveredThreshold: string;
  structuringFloorPercent: number;
  structuringCount: number;
  structuringWindowHours: number;
  strDeadlineWorkingDays: number;
};

const formOf = (settings: ComplianceSettings): Form => ({
  minimumAge: settings.minimumAge,
  withdrawalTier: settings.withdrawalTier,
  largeDepositTier: settings.largeDepositTier,
  largeDepositAbove: toDecimalString(settings.largeDepositAboveMinor),
  coveredThreshold: toDecimalString(settings.coveredThresholdMinor),
  structuringFloorPercent: settings.structuringFloorBps / 100,
  structuringCount: settings.structuringCount,
  structuringWindowHours: settings.structuringWindowHours,
  strDeadlineWorkingDays: settings.strDeadlineWorkingDays,
});

/** Only what changed is sent (the server audits before and after); null when an amount does not parse. */
export const changesOf = (saved: ComplianceSettings, form: Form): Partial<ComplianceSettings> | null => {
  const largeDepositAbove = parseAmount(form.largeDepositAbove.trim());
  const coveredThreshold = parseAmount(form.coveredThreshold.trim());
  if (largeDepositAbove === null || coveredThreshold === null) return null;
  const next: ComplianceSettings = {
    minimumAge: form.minimumAge,
    withdrawalTier: form.withdrawalTier,
    largeDepositTier: form.largeDepositTier,
    largeDepositAboveMinor: largeDepositAbove.toString(),
    coveredThresholdMinor: coveredThreshold.toString(),
    structuringFloorBps: Math.round(form.structuringFloorPercent * 100),
    structuringCount: form.structuringCount,
    structuringWindowHours: form.structuringWindowHours,
    strDeadlineWorkingDays: form.strDeadlineWorkingDays,
  };
  return Object.fromEntries(
    (Object.keys(next) as (keyof ComplianceSettings)[])
      .filter((key) => String(next[key]) !== String(saved[key]))
      .map((key) => [key, next[key]]),
  );
};

const SettingsForm = ({ saved }: { saved: ComplianceSettings }) => {
  const { t } = useTranslation('admin-compliance');
  const canEdit = useCan('settings.manage');
  const [form, setForm] = useState(() => formOf(saved));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useAdminMutation({
    mutationFn: (changes: Partial<ComplianceSettings>) => updateComplianceSettings(changes),
    invalidates: [SETTINGS_PATH],
    onSuccess: (settings) => {
      setForm(formOf(settings));
      setMessage({ ok: true, text: t('settings.saved') });
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, t) }),
  });
  const changes = changesOf(saved, form);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setMessage(null);
  };
  const whole = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);
  const tiers = KYC_TIERS.map((tier) => ({ value: tier, label: t(`settings.tiers.${tier}`) }));

  return (
    <Stack gap="md" maw={880}>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Title order={4} mb={4}>
          {t('settings.ageTitle')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('settings.ageText')}
        </Text>
        <NumberInput
          label={t('settings.minimumAge')}
          w={200}
          min={18}
          max={99}
          allowDecimal={false}
          disabled={!canEdit}
          value={form.minimumAge}
          onChange={(value) => set('minimumAge', whole(value, form.minimumAge))}
        />
      </Paper>
      <Paper withBorder p="md">
        <Title order={4} mb={4}>
          {t('settings.kycTitle')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('settings.kycText')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('settings.withdrawalTier')}
            data={tiers}
            allowDeselect={false}
            disabled={!canEdit}
            value={form.withdrawalTier}
            onChange={(value) => value && set('withdrawalTier', value as Form['withdrawalTier'])}
          />
          <TextInput
            label={t('settings.largeDepositAbove')}
            inputMode="decimal"
            disabled={!canEdit}
            value={form.largeDepositAbove}
            error={parseAmount(form.largeDepositAbove.trim()) === null ? t('settings.badAmount') : undefined}
            onChange={(event) => set('largeDepositAbove', event.currentTarget.value)}
          />
          <Select
            label={t('settings.largeDepositTier')}
            data={tiers}
            allowDeselect={false}
            disabled={!canEdit}
            value={form.largeDepositTier}
            onChange={(value) => value && set('largeDepositTier', value as Form['largeDepositTier'])}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={4} mb={4}>
          {t('settings.amlTitle')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('settings.amlText')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('settings.coveredThreshold')}
            inputMode="decimal"
            disabled={!canEdit}
            value={form.coveredThreshold}
            error={parseAmount(form.coveredThreshold.trim()) === null ? t('settings.badAmount') : undefined}
            onChange={(event) => set('coveredThreshold', event.currentTarget.value)}
          />
          <NumberInput
            label={t('settings.structuringFloor')}
            suffix=" %"
            min={10}
            max={99.99}
            decimalScale={2}
            disabled={!canEdit}
            value={form.structuringFloorPercent}
            onChange={(value) => set('structuringFloorPercent', whole(value, form.structuringFloorPercent))}
          />
          <NumberInput
            label={t('settings.structuringCount')}
            min={2}
            max={100}
            allowDecimal={false}
            disabled={!canEdit}
            value={form.structuringCount}
            onChange={(value) => set('structuringCount', whole(value, form.structuringCount))}
          />
          <NumberInput
            label={t('settings.structuringWindowHours')}
            min={1}
            max={24 * 31}
            allowDecimal={false}
            disabled={!canEdit}
            value={form.structuringWindowHours}
            onChange={(value) => set('structuringWindowHours', whole(value, form.structuringWindowHours))}
          />
          <NumberInput
            label={t('settings.strDeadline')}
            min={1}
            max={30}
            allowDecimal={false}
            disabled={!canEdit}
            value={form.strDeadlineWorkingDays}
            onChange={(value) => set('strDeadlineWorkingDays', whole(value, form.strDeadlineWorkingDays))}
          />
        </SimpleGrid>
      </Paper>
      {canEdit && (
        <Group>
          <Button
            disabled={!changes || Object.keys(changes).length === 0}
            loading={save.isPending}
            onClick={() => changes && save.mutate(changes)}
          >
            {t('settings.save')}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => setForm(formOf(saved))}>
            {t('settings.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

/** /admin/compliance/settings: minimum age, the KYC gates and the AML thresholds (decision 038). */
const ComplianceSettingsPage = () => {
  const { t } = useTranslation('admin-compliance');
  const settings = useAdminQuery(SETTINGS_PATH, ComplianceSettingsSchema);
  return (
    <>
      <AdminPageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.error && (
        <Alert color="ruby" variant="light" mb="xs" role="alert">
          {errorText(settings.error, t)}
        </Alert>
      )}
      {settings.data && <SettingsForm saved={settings.data} />}
    </>
  );
};

export default ComplianceSettingsPage;
