import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DeliveryKindCode, StaffDeliverySettings } from '@perya/contracts';
import { StaffDeliverySettingsListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { DELIVERY_PATH, sendDeliveryTest, updateDelivery } from './settings-api';

type FieldSpec = { key: string; kind: 'text' | 'number' | 'switch' | 'select'; options?: string[] };

const FIELDS: Record<DeliveryKindCode, FieldSpec[]> = {
  SMS: [
    { key: 'provider', kind: 'select', options: ['dev', 'semaphore'] },
    { key: 'apiUrl', kind: 'text' },
    { key: 'sender', kind: 'text' },
  ],
  SMTP: [
    { key: 'host', kind: 'text' },
    { key: 'port', kind: 'number' },
    { key: 'secure', kind: 'switch' },
    { key: 'username', kind: 'text' },
    { key: 'from', kind: 'text' },
  ],
  GATEWAY: [
    { key: 'url', kind: 'text' },
    { key: 'merchant', kind: 'text' },
  ],
};

const DEFAULTS: Record<DeliveryKindCode, Record<string, string | number | boolean>> = {
  SMS: { provider: 'dev', apiUrl: 'https://api.semaphore.co/api/v4/messages', sender: 'PERYA' },
  SMTP: { host: '', port: 587, secure: false, username: '', from: 'Perya <no-reply@perya.ph>' },
  GATEWAY: { url: '', merchant: 'PERYA' },
};

/** One kind's form: plain fields, a credential that is only ever written ("set" or not), a test send. */
const DeliveryCard = ({ entry }: { entry: StaffDeliverySettings }) => {
  const { t } = useTranslation('admin-settings');
  const canManage = useCan('settings.manage');
  const [values, setValues] = useState<Record<string, string | number | boolean>>(
    () =>
      ({
        ...DEFAULTS[entry.kind],
        ...Object.fromEntries(Object.entries(entry.settings).filter(([, value]) => value !== null)),
      }) as Record<string, string | number | boolean>,
  );
  const [secret, setSecret] = useState('');
  const [to, setTo] = useState('');
  const save = useAdminMutation({
    mutationFn: (input: { secret?: string | null }) =>
      updateDelivery(entry.kind, { version: entry.version, settings: values, ...input }),
    invalidates: [DELIVERY_PATH],
    onSuccess: () => {
      setSecret('');
      notifications.show({ color: 'teal', message: t('common.saved') });
    },
  });
  const test = useAdminMutation({
    mutationFn: () => sendDeliveryTest(entry.kind, to),
    onSuccess: (result) => notifications.show({ color: 'teal', message: t('delivery.testSent', { via: result.via }) }),
  });
  const error = save.error ?? test.error;

  return (
    <Card withBorder radius="sm" padding="sm">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md">
          {t(`delivery.kinds.${entry.kind}`)}
        </Title>
        <Badge variant="light" color={entry.configured ? 'teal' : 'gray'}>
          {entry.configured ? t('delivery.configured') : t('delivery.fromEnvironment')}
        </Badge>
      </Group>
      <Stack gap="xs">
        {entry.kind === 'GATEWAY' && (
          <Text fz="xs" c="dimmed">
            {t('delivery.gatewayNote')}
          </Text>
        )}
        {FIELDS[entry.kind].map((field) => {
          const label = t(`delivery.fields.${field.key}`);
          const value = values[field.key];
          if (field.kind === 'switch')
            return (
              <Switch
                key={field.key}
                label={label}
                disabled={!canManage}
                checked={value === true}
                onChange={(event) => setValues({ ...values, [field.key]: event.currentTarget.checked })}
              />
            );
          if (field.kind === 'number')
            return (
              <NumberInput
                key={field.key}
                size="xs"
                w={140}
                label={label}
                min={1}
                max={65_535}
                allowDecimal={false}
                disabled={!canManage}
                value={typeof value === 'number' ? value : 0}
                onChange={(next) => setValues({ ...values, [field.key]: typeof next === 'number' ? next : 0 })}
              />
            );
          if (field.kind === 'select')
            return (
              <Select
                key={field.key}
                size="xs"
                w={200}
                label={label}
                allowDeselect={false}
                disabled={!canManage}
                data={field.options ?? []}
                value={String(value ?? '')}
                onChange={(next) => setValues({ ...values, [field.key]: next ?? '' })}
              />
            );
          return (
            <TextInput
              key={field.key}
              size="xs"
              label={label}
              disabled={!canManage}
              value={String(value ?? '')}
              onChange={(event) => setValues({ ...values, [field.key]: event.currentTarget.value })}
            />
          );
        })}
        <PasswordInput
          size="xs"
          label={t(`delivery.secret.${entry.kind}`)}
          description={
            entry.secretSet
              ? t('delivery.secretSet', { time: formatAdminTime(entry.secretChangedAt) })
              : t('delivery.secretNotSet')
          }
          placeholder={entry.secretSet ? t('delivery.secretKeep') : ''}
          autoComplete="new-password"
          disabled={!canManage}
          value={secret}
          onChange={(event) => setSecret(event.currentTarget.value)}
        />
        {canManage && (
          <Group gap="xs">
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate(secret ? { secret } : {})}>
              {t('common.save')}
            </Button>
            {entry.secretSet && (
              <Button size="xs" variant="subtle" color="ruby" onClick={() => save.mutate({ secret: null })}>
                {t('delivery.removeSecret')}
              </Button>
            )}
          </Group>
        )}
        {canManage && entry.kind !== 'GATEWAY' && (
          <Group gap="xs" align="flex-end">
            <TextInput
              size="xs"
              w={240}
              label={entry.kind === 'SMS' ? t('delivery.testMobile') : t('delivery.testEmail')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
            <Button
              size="xs"
              variant="light"
              disabled={to.trim() === ''}
              loading={test.isPending}
              onClick={() => test.mutate(undefined)}
            >
              {t('delivery.sendTest')}
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(error, t)}
          </Alert>
        )}
        <Text fz="xs" c="dimmed">
          {t('system.updated', { time: formatAdminTime(entry.updatedAt) })}
        </Text>
      </Stack>
    </Card>
  );
};

/** /admin/settings/delivery: how SMS, e-mail and the payment gateway are reached; credentials never shown. */
const DeliveryPage = () => {
  const { t } = useTranslation('admin-settings');
  const delivery = useAdminQuery(DELIVERY_PATH, StaffDeliverySettingsListSchema);
  return (
    <>
      <AdminPageHeader title={t('delivery.title')} description={t('delivery.description')} />
      <Stack gap="md" maw={760}>
        {(delivery.data?.list ?? []).map((entry) => (
          <DeliveryCard key={`${entry.kind}:${entry.version}`} entry={entry} />
        ))}
      </Stack>
    </>
  );
};

export default DeliveryPage;
