import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProviderKeyCreated, StaffVendor } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { DetailDrawer } from '../components/detail-drawer';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { GAMES_PATH, KEYS_PATH, KeyListSchema, VENDORS_PATH, generateKey, retireKey, updateVendor } from './games-api';

/** The local time input's value (yyyy-mm-ddThh:mm) of an ISO time, or ''. */
const localInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** One vendor: maintenance with its message and expected end, sort order, and its signing keys. */
export const VendorDrawer = ({ vendor, onClose }: { vendor: StaffVendor | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-games');
  const canManage = useCan('games.manage');
  const canKeys = useCan('games.keys');
  // The form starts from the record as read; the drawer is keyed by code and version, so a saved
  // change (new version) starts it again from the server's answer.
  const [form, setForm] = useState(() => ({
    isMaintenance: vendor?.isMaintenance ?? false,
    message: vendor?.maintenanceMessage ?? '',
    until: localInput(vendor?.maintenanceUntil ?? null),
    sortOrder: vendor?.sortOrder ?? 0,
  }));
  const [created, setCreated] = useState<ProviderKeyCreated | null>(null);
  const keys = useAdminQuery(
    KEYS_PATH,
    KeyListSchema,
    { vendor: vendor?.code },
    { enabled: Boolean(vendor) && canKeys },
  );
  const save = useAdminMutation({
    mutationFn: (input: StaffVendor) =>
      updateVendor(input.code, {
        version: input.version,
        isMaintenance: form.isMaintenance,
        maintenanceMessage: form.message.trim() || null,
        maintenanceUntil: form.until ? new Date(form.until).toISOString() : null,
        sortOrder: form.sortOrder,
      }),
    invalidates: [VENDORS_PATH, GAMES_PATH],
  });
  const generate = useAdminMutation({
    mutationFn: (code: string) => generateKey(code),
    invalidates: [KEYS_PATH],
    onSuccess: setCreated,
  });
  const retire = useAdminMutation({
    mutationFn: (input: { code: string; keyId: string }) => retireKey(input.code, input.keyId),
    invalidates: [KEYS_PATH],
  });

  if (!vendor) return <DetailDrawer opened={false} onClose={onClose} title="" children={null} />;
  const error = save.error ?? generate.error ?? retire.error;

  return (
    <DetailDrawer opened onClose={onClose} title={`${vendor.displayName} (${vendor.code})`}>
      <Stack gap="xs">
        <Switch
          label={t('games.isMaintenance')}
          color="orange"
          checked={form.isMaintenance}
          disabled={!canManage}
          onChange={(event) => setForm({ ...form, isMaintenance: event.currentTarget.checked })}
        />
        <TextInput
          size="xs"
          label={t('vendors.message')}
          maxLength={500}
          disabled={!canManage}
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          type="datetime-local"
          label={t('vendors.until')}
          description={t('vendors.untilHelp')}
          disabled={!canManage}
          value={form.until}
          onChange={(event) => setForm({ ...form, until: event.currentTarget.value })}
        />
        <NumberInput
          size="xs"
          w={140}
          label={t('games.sortOrder')}
          min={0}
          max={100_000}
          allowDecimal={false}
          disabled={!canManage}
          value={form.sortOrder}
          onChange={(value) => setForm({ ...form, sortOrder: typeof value === 'number' ? value : 0 })}
        />
        {canManage && (
          <Group>
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate(vendor)}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>

      {canKeys && (
        <Stack gap="xs" mt="md">
          <Group justify="space-between">
            <Title order={2} fz="sm">
              {t('keys.title')}
            </Title>
            <Button size="xs" variant="light" loading={generate.isPending} onClick={() => generate.mutate(vendor.code)}>
              {t('keys.generate')}
            </Button>
          </Group>
          <Text fz="xs" c="dimmed">
            {t('keys.help')}
          </Text>
          <Table fz="xs" withTableBorder aria-label={t('keys.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keys.keyId')}</Table.Th>
                <Table.Th>{t('keys.fingerprint')}</Table.Th>
                <Table.Th>{t('keys.created')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(keys.data?.list ?? []).map((key) => (
                <Table.Tr key={key.keyId}>
                  <Table.Td ff="monospace">{key.keyId}</Table.Td>
                  <Table.Td ff="monospace">{key.fingerprint}</Table.Td>
                  <Table.Td>{formatAdminTime(key.createdAt)}</Table.Td>
                  <Table.Td ta="right">
                    {key.active ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="ruby"
                        onClick={() => retire.mutate({ code: vendor.code, keyId: key.keyId })}
                      >
                        {t('keys.retire')}
                      </Button>
                    ) : (
                      <Badge size="xs" color="gray" variant="outline">
                        {t('keys.retired')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {error && (
        <Alert color="ruby" variant="light" role="alert" mt="xs">
          {errorText(error, t)}
        </Alert>
      )}

      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={t('keys.shownOnceTitle')}
        centered
        closeOnClickOutside={false}
      >
        {created && (
          <Stack gap="sm">
            <Alert color="orange" variant="light">
              {t('keys.shownOnce')}
            </Alert>
            <Text fz="sm">
              {t('keys.keyId')}:{' '}
              <Text span ff="monospace">
                {created.key.keyId}
              </Text>
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                size="xs"
                readOnly
                flex={1}
                ff="monospace"
                value={created.secret}
                aria-label={t('keys.secret')}
              />
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('keys.copied') : t('keys.copy')}>
                    <ActionIcon variant="light" onClick={copy} aria-label={t('keys.copy')}>
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Group justify="flex-end">
              <Button size="xs" onClick={() => setCreated(null)}>
                {t('keys.saved')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </DetailDrawer>
  );
};
