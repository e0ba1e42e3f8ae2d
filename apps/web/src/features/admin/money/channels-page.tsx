import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MoneySettingsSchema, parseAmount, toDecimalString } from '@perya/contracts';
import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { DetailDrawer } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import type { StaffChannel } from './money-api';
import { CHANNELS_PATH, ChannelListSchema, MONEY_SETTINGS_PATH, updateChannel, updateMoneySettings } from './money-api';

/** The four-eyes threshold: decisions moving more than it wait for a second staff member. */
const FourEyesSetting = () => {
  const { t } = useTranslation('admin-money');
  const canEdit = useCan('money.settings');
  const settings = useAdminQuery(MONEY_SETTINGS_PATH, MoneySettingsSchema);
  // null: not edited, the saved value shows.
  const [edited, setValue] = useState<string | null>(null);
  const value = edited ?? (settings.data ? toDecimalString(settings.data.secondApprovalAboveMinor) : '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useAdminMutation({
    mutationFn: ({ minor, version }: { minor: string; version: number }) => updateMoneySettings(minor, version),
    invalidates: [MONEY_SETTINGS_PATH],
    onSuccess: () => {
      setValue(null);
      setMessage({ ok: true, text: t('settings.saved') });
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, t) }),
  });
  const minor = parseAmount(value.trim());
  return (
    <Paper withBorder p="md" maw={560}>
      <Stack gap="sm">
        <Title order={4}>{t('settings.fourEyesTitle')}</Title>
        <Text fz="sm" c="dimmed">
          {t('settings.fourEyesText')}
        </Text>
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} variant="light">
            {message.text}
          </Alert>
        )}
        {/* Save stays off until the saved value (and its version) is here: say why when it cannot come. */}
        {settings.isError && (
          <Alert color="red" variant="light">
            {errorText(settings.error, t)}
          </Alert>
        )}
        <Group align="end">
          <TextInput
            label={t('settings.threshold')}
            inputMode="decimal"
            value={value}
            disabled={!canEdit}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setMessage(null);
            }}
          />
          {canEdit && (
            <Button
              disabled={minor === null || !settings.data}
              loading={save.isPending}
              onClick={() =>
                settings.data &&
                minor !== null &&
                save.mutate({ minor: minor.toString(), version: settings.data.version })
              }
            >
              {t('settings.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};

/** A channel's limits, order and switch, saved at the version it was opened at (STALE_RECORD otherwise). */
const ChannelForm = ({ channel, onClose }: { channel: StaffChannel; onClose: () => void }) => {
  const { t } = useTranslation('admin-money');
  const [form, setForm] = useState(() => ({
    name: channel.name,
    min: toDecimalString(channel.minMinor),
    max: toDecimalString(channel.maxMinor),
    sortOrder: channel.sortOrder,
    enabled: channel.enabled,
  }));
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation({
    mutationFn: (current: StaffChannel) =>
      updateChannel(current, {
        name: form.name.trim(),
        minMinor: (parseAmount(form.min) ?? 0n).toString(),
        maxMinor: (parseAmount(form.max) ?? 0n).toString(),
        sortOrder: form.sortOrder,
        enabled: form.enabled,
      }),
    invalidates: [CHANNELS_PATH],
    onSuccess: onClose,
    onError: (failure) => setError(errorText(failure, t)),
  });
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <TextInput
        label={t('channels.name')}
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
      />
      <Group grow>
        <TextInput
          label={t('channels.min')}
          inputMode="decimal"
          value={form.min}
          onChange={(event) => setForm({ ...form, min: event.currentTarget.value })}
        />
        <TextInput
          label={t('channels.max')}
          inputMode="decimal"
          value={form.max}
          onChange={(event) => setForm({ ...form, max: event.currentTarget.value })}
        />
      </Group>
      <NumberInput
        label={t('channels.sortOrder')}
        min={0}
        max={1000}
        allowDecimal={false}
        value={form.sortOrder}
        onChange={(value) => setForm({ ...form, sortOrder: Number(value) || 0 })}
      />
      <Switch
        label={t('channels.enabled')}
        checked={form.enabled}
        onChange={(event) => setForm({ ...form, enabled: event.currentTarget.checked })}
      />
      <Text fz="xs" c="dimmed">
        {t('channels.version', { version: channel.version })}
      </Text>
      <Group justify="flex-end">
        <Button size="sm" loading={save.isPending} onClick={() => save.mutate(channel)}>
          {t('settings.save')}
        </Button>
      </Group>
    </Stack>
  );
};

const ChannelDrawer = ({ channel, onClose }: { channel: StaffChannel | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-money');
  return (
    <DetailDrawer opened={channel !== null} onClose={onClose} title={t('channels.editTitle')}>
      {channel && <ChannelForm key={`${channel.id}:${channel.version}`} channel={channel} onClose={onClose} />}
    </DetailDrawer>
  );
};

/** /admin/money/channels: deposit channels and the four-eyes threshold. */
const ChannelsPage = () => {
  const { t } = useTranslation('admin-money');
  const canEdit = useCan('money.settings');
  const channels = useAdminQuery(CHANNELS_PATH, ChannelListSchema);
  const [editing, setEditing] = useState<StaffChannel | null>(null);
  return (
    <>
      <AdminPageHeader title={t('channels.title')} description={t('channels.description')} />
      <Stack gap="lg">
        <Table striped highlightOnHover withTableBorder fz="sm" aria-label={t('channels.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('channels.name')}</Table.Th>
              <Table.Th>{t('channels.kind')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('channels.min')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('channels.max')}</Table.Th>
              <Table.Th>{t('channels.sortOrder')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(channels.data?.channels ?? []).map((channel) => (
              <Table.Tr key={channel.id}>
                <Table.Td>{channel.name}</Table.Td>
                <Table.Td>{`${channel.kind} · ${channel.method}${channel.gateway ? ` · ${channel.gateway}` : ''}`}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <AdminMoney minor={channel.minMinor} currency={channel.currency} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <AdminMoney minor={channel.maxMinor} currency={channel.currency} />
                </Table.Td>
                <Table.Td>{channel.sortOrder}</Table.Td>
                <Table.Td>
                  <StatusBadge status={channel.enabled ? 'ENABLED' : 'DISABLED'} />
                </Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Button size="compact-xs" variant="light" onClick={() => setEditing(channel)}>
                      {t('channels.edit')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <FourEyesSetting />
      </Stack>
      <ChannelDrawer channel={editing} onClose={() => setEditing(null)} />
    </>
  );
};

export default ChannelsPage;
