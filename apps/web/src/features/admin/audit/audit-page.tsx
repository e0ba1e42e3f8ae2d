import { Code, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { z } from 'zod';

import { AuditPageSchema } from '@perya/contracts';
import type { AuditEntrySchema } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { formatAdminTime } from '../shell/format';

type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PATH = '/wps/admin/audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const Json = ({ value }: { value: unknown }) => (
  <Code block fz="xs" style={{ maxHeight: 320, overflow: 'auto' }}>
    {JSON.stringify(value, null, 2)}
  </Code>
);

/** One entry: who, what, from where, the reason, and the record before and after. */
const AuditDrawer = ({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const detail = entry?.detail ?? {};
  const { before, after, reason, ...rest } = detail as { before?: unknown; after?: unknown; reason?: unknown };
  return (
    <DetailDrawer
      opened={entry !== null}
      onClose={onClose}
      title={t('audit.detailTitle', { id: entry?.id ?? '' })}
      size="xl"
    >
      {entry && (
        <Stack gap="sm">
          <DetailList
            items={[
              { label: t('audit.time'), value: formatAdminTime(entry.createdAt) },
              { label: t('audit.actor'), value: entry.actor },
              { label: t('audit.action'), value: entry.action },
              { label: t('audit.targetKind'), value: entry.targetKind },
              { label: t('audit.targetId'), value: entry.targetId },
              { label: t('audit.ip'), value: entry.ip ?? t('audit.none') },
              { label: t('audit.reason'), value: typeof reason === 'string' ? reason : t('audit.none') },
            ]}
          />
          <Text fz="xs" fw={700} c="dimmed">
            {t('audit.before')}
          </Text>
          {before === undefined ? <Text fz="sm">{t('audit.none')}</Text> : <Json value={before} />}
          <Text fz="xs" fw={700} c="dimmed">
            {t('audit.after')}
          </Text>
          {after === undefined ? <Text fz="sm">{t('audit.none')}</Text> : <Json value={after} />}
          {Object.keys(rest).length > 0 && (
            <>
              <Text fz="xs" fw={700} c="dimmed">
                {t('audit.detail')}
              </Text>
              <Json value={rest} />
            </>
          )}
        </Stack>
      )}
    </DetailDrawer>
  );
};

/** /admin/audit: the append-only audit log, filtered on the server, with its CSV export. */
const AuditPage = () => {
  const { t } = useTranslation('admin');
  const [fields, setFields] = useState({ actorName: '', action: '', targetKind: '', targetId: '', from: '', to: '' });
  const [filters] = useDebouncedValue(fields, 300);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const set = (key: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
  };
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'createdAt',
      header: t('audit.time'),
      sortKey: 'createdAt',
      width: 170,
      render: (row) => formatAdminTime(row.createdAt),
    },
    { key: 'actor', header: t('audit.actor'), width: 150, render: (row) => row.actor },
    { key: 'action', header: t('audit.action'), width: 220, render: (row) => row.action },
    { key: 'targetKind', header: t('audit.targetKind'), width: 130, render: (row) => row.targetKind },
    { key: 'targetId', header: t('audit.targetId'), render: (row) => row.targetId },
    { key: 'ip', header: t('audit.ip'), width: 140, render: (row) => row.ip ?? t('audit.none') },
  ];
  const text = (key: keyof typeof fields, width: number) => (
    <TextInput
      size="xs"
      w={width}
      label={t(`audit.${key === 'actorName' ? 'actor' : key}`)}
      value={fields[key]}
      onChange={set(key)}
    />
  );
  return (
    <>
      <AdminPageHeader title={t('audit.title')} description={t('audit.description')} />
      <DataTable
        path={AUDIT_PATH}
        schema={AuditPageSchema}
        label={t('audit.title')}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'createdAt', order: 'desc' }}
        filters={{
          ...filters,
          from: DAY.test(filters.from) ? filters.from : undefined,
          to: DAY.test(filters.to) ? filters.to : undefined,
        }}
        onOpen={setOpened}
        exportName="audit"
        filtersBar={
          <>
            {text('actorName', 140)}
            {text('action', 160)}
            {text('targetKind', 130)}
            {text('targetId', 130)}
            <TextInput
              size="xs"
              w={140}
              type="date"
              label={t('audit.from')}
              value={fields.from}
              onChange={set('from')}
            />
            <TextInput size="xs" w={140} type="date" label={t('audit.to')} value={fields.to} onChange={set('to')} />
          </>
        }
      />
      <AuditDrawer entry={opened} onClose={() => setOpened(null)} />
    </>
  );
};

export default AuditPage;
