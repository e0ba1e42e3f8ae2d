import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { ExclusionDuration, TimeoutDuration } from '@perya/contracts';
import { EXCLUSION_DURATIONS, formatMoney, StaffProtectionSchema, TIMEOUT_DURATIONS } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { Can } from '../shell/can';
import { formatAdminTime } from '../shell/format';

const pathOf = (memberId: number) => `/wps/admin/members/${memberId}/protection`;

/** /admin/members/protection?id=: a member's limits, break from play and their history; staff add breaks. */
const MemberProtectionPage = () => {
  const { t, i18n } = useTranslation('protection');
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get('id'));
  const valid = Number.isSafeInteger(memberId) && memberId > 0;
  const [typed, setTyped] = useState<number | string>(valid ? memberId : '');
  const view = useAdminQuery(valid ? pathOf(memberId) : '/', StaffProtectionSchema, undefined, { enabled: valid });
  const [kind, setKind] = useState<'TIMEOUT' | 'STAFF_EXCLUSION'>('TIMEOUT');
  const [duration, setDuration] = useState<string>('24H');
  const [reason, setReason] = useState('');
  const place = useAdminMutation({
    mutationFn: () =>
      adminApi.post(
        `${pathOf(memberId)}/break`,
        StaffProtectionSchema,
        kind === 'TIMEOUT'
          ? { kind, duration: duration as TimeoutDuration, reason }
          : { kind, duration: duration as ExclusionDuration, reason },
      ),
    invalidates: [pathOf(memberId)],
    onSuccess: () => {
      setReason('');
      notifications.show({ color: 'green', message: t('admin.placed') });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorText(error, t) }),
  });
  const money = (minor: string | null) =>
    minor === null ? t('limits.none') : formatMoney(minor, { currency: 'PHP', locale: i18n.language });
  const durations = kind === 'TIMEOUT' ? TIMEOUT_DURATIONS : EXCLUSION_DURATIONS;
  const state = view.data?.state;

  return (
    <Stack gap="md">
      <AdminPageHeader title={t('admin.title')} description={t('admin.never')} />
      <Group align="flex-end">
        <NumberInput
          label={t('admin.memberId')}
          value={typed}
          onChange={setTyped}
          min={1}
          allowDecimal={false}
          w={200}
        />
        <Button variant="light" onClick={() => typeof typed === 'number' && setParams({ id: String(typed) })}>
          {t('admin.open')}
        </Button>
      </Group>
      {view.isError && <Alert color="red">{errorText(view.error, t)}</Alert>}
      {state && view.data && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={2} fz="md" mb="xs">
                {t('admin.block')}
              </Title>
              {state.block ? (
                <Stack gap={4} data-testid="admin-block">
                  <Badge color="red" variant="light">
                    {t(`onBreak.kinds.${state.block.kind}`)}
                  </Badge>
                  <Text fz="sm">{t('onBreak.until', { until: formatAdminTime(state.block.until) })}</Text>
                  {state.block.irrevocableUntil && (
                    <Text fz="sm" c="dimmed">
                      {t('onBreak.irrevocable', { until: formatAdminTime(state.block.irrevocableUntil) })}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text c="dimmed">{t('admin.noBlock')}</Text>
              )}
              <Text fz="sm" mt="sm">
                {t('admin.session')}:{' '}
                {state.sessionMinutes ? t('admin.minutes', { count: state.sessionMinutes }) : t('session.off')} ·{' '}
                {t('admin.reality')}:{' '}
                {state.realityCheckMinutes
                  ? t('admin.minutes', { count: state.realityCheckMinutes })
                  : t('session.off')}
              </Text>
            </Card>
            <Can permission="members.manage">
              <Card withBorder>
                <Title order={2} fz="md" mb="xs">
                  {t('admin.add')}
                </Title>
                <Stack gap="xs">
                  <Group grow>
                    <Select
                      label={t('admin.kind')}
                      value={kind}
                      allowDeselect={false}
                      onChange={(value) => {
                        const next = value === 'STAFF_EXCLUSION' ? 'STAFF_EXCLUSION' : 'TIMEOUT';
                        setKind(next);
                        setDuration(next === 'TIMEOUT' ? '24H' : '6M');
                      }}
                      data={(['TIMEOUT', 'STAFF_EXCLUSION'] as const).map((value) => ({
                        value,
                        label: t(`admin.kinds.${value}`),
                      }))}
                    />
                    <Select
                      label={t('admin.duration')}
                      value={duration}
                      allowDeselect={false}
                      onChange={(value) => setDuration(value ?? durations[0])}
                      data={durations.map((value) => ({ value, label: t(`break.durations.${value}`) }))}
                    />
                  </Group>
                  <Textarea
                    label={t('admin.reason')}
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                    minRows={2}
                    maxLength={500}
                  />
                  <Button
                    color="red"
                    loading={place.isPending}
                    disabled={reason.trim().length < 3}
                    onClick={() => place.mutate(undefined)}
                  >
                    {t('admin.submit')}
                  </Button>
                </Stack>
              </Card>
            </Can>
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} fz="md" mb="xs">
              {t('admin.limits')}
            </Title>
            <Table.ScrollContainer minWidth={520}>
              <Table striped>
                <Table.Tbody>
                  {state.limits.map((limit) => (
                    <Table.Tr key={`${limit.kind}-${limit.period}`}>
                      <Table.Td>
                        {t(`limits.kinds.${limit.kind}`)} · {t(`limits.periods.${limit.period}`)}
                      </Table.Td>
                      <Table.Td>{money(limit.amountMinor)}</Table.Td>
                      <Table.Td>
                        {limit.amountMinor
                          ? t('limits.used', { used: money(limit.usedMinor), limit: money(limit.amountMinor) })
                          : ''}
                      </Table.Td>
                      <Table.Td>
                        {limit.pending
                          ? limit.pending.value === null
                            ? t('limits.pendingRemoval', { at: formatAdminTime(limit.pending.effectiveAt) })
                            : t('limits.pending', {
                                value: money(limit.pending.value),
                                at: formatAdminTime(limit.pending.effectiveAt),
                              })
                          : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Card withBorder>
            <Title order={2} fz="md" mb="xs">
              {t('admin.history')}
            </Title>
            {view.data.history.length === 0 ? (
              <Text c="dimmed">{t('admin.noHistory')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      {(['at', 'type', 'summary', 'actor', 'status', 'reason'] as const).map((column) => (
                        <Table.Th key={column}>{t(`admin.columns.${column}`)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {view.data.history.map((entry, index) => (
                      <Table.Tr key={`${entry.at}-${index}`}>
                        <Table.Td>{formatAdminTime(entry.at)}</Table.Td>
                        <Table.Td>{entry.type}</Table.Td>
                        <Table.Td>{entry.summary}</Table.Td>
                        <Table.Td>{entry.actor}</Table.Td>
                        <Table.Td>{entry.status}</Table.Td>
                        <Table.Td>{entry.reason ?? ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
};

export default MemberProtectionPage;
