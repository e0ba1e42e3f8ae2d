import { Badge, Button, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffAnnouncement } from '@perya/contracts';
import { StaffAnnouncementListSchema } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { ANNOUNCEMENTS_PATH, stateOf } from './content-api';
import type { NoticeKind } from './notice-editor';
import { NOTICE_KINDS, NoticeEditor } from './notice-editor';

/** /admin/content/notices: player notices, popups (A / B / F) and the notice bar, filtered on the server. */
const NoticesPage = () => {
  const { t } = useTranslation('admin-content');
  const canManage = useCan('content.manage');
  const [kind, setKind] = useState<NoticeKind>('POPUP');
  const [execution, setExecution] = useState('');
  const [state, setState] = useState('');
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words, 300);
  const [opened, setOpened] = useState<StaffAnnouncement | null | undefined>(undefined);
  const columns: DataTableColumn<StaffAnnouncement>[] = [
    { key: 'id', header: '#', sortKey: 'id', width: 70, render: (row) => row.id },
    { key: 'title', header: t('fields.title'), render: (row) => row.texts.EN.title || row.texts.EN.content },
    ...(kind === 'POPUP'
      ? [
          {
            key: 'execution',
            header: t('fields.execution'),
            width: 200,
            render: (row: StaffAnnouncement) => (row.execution ? t(`executions.${row.execution}`) : ''),
          },
        ]
      : []),
    {
      key: 'state',
      header: t('fields.state'),
      width: 110,
      render: (row) => (
        <Badge size="sm" variant="light" color={stateOf(row) === 'LIVE' ? 'green' : 'gray'}>
          {t(`states.${stateOf(row)}`)}
        </Badge>
      ),
    },
    {
      key: 'startsAt',
      header: t('fields.startsAt'),
      sortKey: 'startsAt',
      width: 170,
      render: (row) => formatAdminTime(row.startsAt),
    },
    {
      key: 'endsAt',
      header: t('fields.endsAt'),
      sortKey: 'endsAt',
      width: 170,
      render: (row) => (row.endsAt ? formatAdminTime(row.endsAt) : '—'),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('notices.title')}
        description={t('notices.description')}
        actions={
          canManage && (
            <Button size="xs" onClick={() => setOpened(null)}>
              {t('notices.add')}
            </Button>
          )
        }
      />
      <DataTable
        path={ANNOUNCEMENTS_PATH}
        schema={StaffAnnouncementListSchema}
        label={t('notices.title')}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'startsAt', order: 'desc' }}
        filters={{ kind, execution: kind === 'POPUP' ? execution : '', state, q }}
        exportName={`${kind.toLowerCase()}s`}
        onOpen={(row) => setOpened(row)}
        filtersBar={
          <>
            <Select
              size="xs"
              w={170}
              label={t('fields.kind')}
              data={NOTICE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              value={kind}
              allowDeselect={false}
              onChange={(value) => setKind((value as NoticeKind) ?? 'POPUP')}
            />
            {kind === 'POPUP' && (
              <Select
                size="xs"
                w={210}
                label={t('fields.execution')}
                clearable
                data={(['A', 'B', 'F'] as const).map((value) => ({ value, label: t(`executions.${value}`) }))}
                value={execution || null}
                onChange={(value) => setExecution(value ?? '')}
              />
            )}
            <Select
              size="xs"
              w={140}
              label={t('fields.state')}
              clearable
              data={(['LIVE', 'SCHEDULED', 'ENDED', 'OFF'] as const).map((value) => ({
                value,
                label: t(`states.${value}`),
              }))}
              value={state || null}
              onChange={(value) => setState(value ?? '')}
            />
            <TextInput
              size="xs"
              w={200}
              label={t('fields.search')}
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
            />
          </>
        }
      />
      {opened !== undefined && (
        <NoticeEditor
          key={opened?.id ?? 'new'}
          item={opened}
          kind={kind}
          canManage={canManage}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
};

export default NoticesPage;
