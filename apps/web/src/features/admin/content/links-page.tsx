import { Badge, Button, Select, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer } from '../components/detail-drawer';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import type { LinkKind, LinkRow } from './links-api';
import { deleteLink, LINK_KINDS, saveLink } from './links-api';

const LinkEditor = ({
  kind,
  row,
  canManage,
  onClose,
}: {
  kind: LinkKind;
  row: LinkRow | null;
  canManage: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin-content');
  const spec = LINK_KINDS[kind];
  const [draft, setDraft] = useState<Record<string, string | number | boolean>>(() => ({
    ...Object.fromEntries(spec.fields.map((field) => [field.key, row?.[field.key] ?? field.options?.[0] ?? ''])),
    sortOrder: row?.sortOrder ?? 0,
    enabled: row?.enabled ?? true,
  }));
  const [error, setError] = useState('');
  const onError = (failure: Parameters<typeof errorText>[0]) => setError(errorText(failure, t));
  const save = useAdminMutation({ mutationFn: saveLink, invalidates: [spec.path], onSuccess: onClose, onError });
  const remove = useAdminMutation({ mutationFn: deleteLink, invalidates: [spec.path], onSuccess: onClose, onError });
  const set = (key: string, value: string | number | boolean) => setDraft((current) => ({ ...current, [key]: value }));
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      title={row ? t(`links.edit.${kind}`, { id: row.id }) : t(`links.new.${kind}`)}
      actions={
        canManage && (
          <>
            {row && (
              <Button
                color="red"
                variant="subtle"
                loading={remove.isPending}
                onClick={() => remove.mutate({ kind, row })}
              >
                {t('actions.delete')}
              </Button>
            )}
            <Button
              loading={save.isPending}
              onClick={() => {
                setError('');
                save.mutate({ kind, id: row?.id ?? null, body: row ? { ...draft, version: row.version } : draft });
              }}
            >
              {t('actions.save')}
            </Button>
          </>
        )
      }
    >
      <Stack gap="xs">
        {spec.fields.map((field) =>
          field.options ? (
            <Select
              key={field.key}
              label={t(`links.fields.${field.key}`)}
              data={field.options.map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={String(draft[field.key] ?? '')}
              allowDeselect={false}
              onChange={(value) => set(field.key, value ?? '')}
            />
          ) : field.multiline ? (
            <Textarea
              key={field.key}
              label={t(`links.fields.${field.key}`)}
              description={t('notices.html')}
              autosize
              minRows={6}
              value={String(draft[field.key] ?? '')}
              onChange={(event) => set(field.key, event.currentTarget.value)}
            />
          ) : (
            <TextInput
              key={field.key}
              label={t(`links.fields.${field.key}`)}
              value={String(draft[field.key] ?? '')}
              onChange={(event) => set(field.key, event.currentTarget.value)}
            />
          ),
        )}
        <TextInput
          type="number"
          label={t('links.fields.sortOrder')}
          min={0}
          max={1000}
          value={String(draft.sortOrder)}
          onChange={(event) => set('sortOrder', Number(event.currentTarget.value) || 0)}
        />
        <Switch
          label={t('fields.enabled')}
          checked={Boolean(draft.enabled)}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
        />
        {error && (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </DetailDrawer>
  );
};

const LinkTable = ({ kind, canManage }: { kind: LinkKind; canManage: boolean }) => {
  const { t } = useTranslation('admin-content');
  const spec = LINK_KINDS[kind];
  const [opened, setOpened] = useState<LinkRow | null | undefined>(undefined);
  const [group, setGroup] = useState('');
  const columns: DataTableColumn<LinkRow>[] = [
    ...spec.columns.map((key) => ({
      key,
      header: t(`links.fields.${key}`),
      render: (row: LinkRow) => (
        <Text fz="sm" lineClamp={1}>
          {String(row[key] ?? '')}
        </Text>
      ),
    })),
    {
      key: 'sortOrder',
      header: t('links.fields.sortOrder'),
      sortKey: 'sortOrder',
      width: 90,
      render: (row) => row.sortOrder,
    },
    {
      key: 'enabled',
      header: t('fields.state'),
      width: 100,
      render: (row) => (
        <Badge size="sm" variant="light" color={row.enabled ? 'green' : 'gray'}>
          {t(row.enabled ? 'states.LIVE' : 'states.OFF')}
        </Badge>
      ),
    },
  ];
  return (
    <>
      <DataTable
        path={spec.path}
        schema={spec.list as never}
        label={t(`links.tabs.${kind}`)}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: spec.sort, order: 'asc' }}
        filters={kind === 'resources' ? { group } : {}}
        exportName={kind}
        onOpen={(row) => setOpened(row)}
        filtersBar={
          <>
            {kind === 'resources' && (
              <Select
                size="xs"
                w={180}
                label={t('links.fields.group')}
                clearable
                data={[
                  { value: 'SOCIAL', label: t('links.groups.SOCIAL') },
                  { value: 'OTHER', label: t('links.groups.OTHER') },
                ]}
                value={group || null}
                onChange={(value) => setGroup(value ?? '')}
              />
            )}
            {canManage && (
              <Button size="xs" onClick={() => setOpened(null)}>
                {t(`links.new.${kind}`)}
              </Button>
            )}
          </>
        }
      />
      {opened !== undefined && (
        <LinkEditor
          key={opened?.id ?? 'new'}
          kind={kind}
          row={opened}
          canManage={canManage}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
};

/** /admin/content/links: customer-service links, social links and app resources, help topics. */
const LinksPage = () => {
  const { t } = useTranslation('admin-content');
  const canManage = useCan('content.manage');
  const [tab, setTab] = useState<LinkKind>('customerService');
  return (
    <>
      <AdminPageHeader title={t('links.title')} description={t('links.description')} />
      <Tabs value={tab} onChange={(value) => setTab((value as LinkKind) ?? 'customerService')} keepMounted={false}>
        <Tabs.List mb="sm">
          {(Object.keys(LINK_KINDS) as LinkKind[]).map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`links.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(LINK_KINDS) as LinkKind[]).map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <LinkTable kind={kind} canManage={canManage} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
};

export default LinksPage;
