import { Alert, Button, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffGame } from '@perya/contracts';
import { GAME_TYPES, STAFF_GAME_STATUSES, StaffGamePageSchema, StaffVendorListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { GAMES_PATH, VENDORS_PATH, updateGame } from './games-api';
import { ImportFeedModal } from './import-feed-modal';

type GameFlag = 'isEnabled' | 'isMaintenance' | 'isHot' | 'isNew';
const FLAGS: GameFlag[] = ['isEnabled', 'isMaintenance', 'isHot', 'isNew'];

/** /admin/games: the catalogue, filtered and sorted on the server, with its flags switched in the row. */
const GamesPage = () => {
  const { t } = useTranslation('admin-games');
  const canManage = useCan('games.manage');
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 300);
  const [vendor, setVendor] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [flag, setFlag] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const vendors = useAdminQuery(VENDORS_PATH, StaffVendorListSchema);

  const toggle = useAdminMutation({
    mutationFn: (input: { game: StaffGame; flag: GameFlag; value: boolean }) =>
      updateGame(input.game.nodeId, { version: input.game.version, [input.flag]: input.value }),
    invalidates: [GAMES_PATH],
    onError: (error) => notifications.show({ color: 'ruby', message: errorText(error, t) }),
  });

  const flagColumn = (key: GameFlag): DataTableColumn<StaffGame> => ({
    key,
    header: t(`games.${key}`),
    width: 84,
    align: 'center',
    render: (row) => (
      <Switch
        size="xs"
        aria-label={`${t(`games.${key}`)}: ${row.displayName}`}
        checked={row[key]}
        disabled={!canManage || toggle.isPending}
        color={key === 'isMaintenance' ? 'orange' : undefined}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => toggle.mutate({ game: row, flag: key, value: event.currentTarget.checked })}
      />
    ),
  });

  const columns: DataTableColumn<StaffGame>[] = [
    { key: 'nodeId', header: t('games.nodeId'), sortKey: 'nodeId', width: 84, render: (row) => row.nodeId },
    { key: 'name', header: t('games.name'), sortKey: 'name', render: (row) => row.displayName },
    { key: 'vendor', header: t('games.vendor'), sortKey: 'vendor', width: 84, render: (row) => row.vendorCode },
    { key: 'type', header: t('games.category'), width: 76, render: (row) => row.gameType },
    ...FLAGS.map(flagColumn),
    {
      key: 'sortOrder',
      header: t('games.sortOrder'),
      sortKey: 'sortOrder',
      width: 64,
      align: 'right',
      render: (row) => row.sortOrder,
    },
    {
      key: 'updatedAt',
      header: t('games.updatedAt'),
      sortKey: 'updatedAt',
      width: 150,
      render: (row) => formatAdminTime(row.updatedAt),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('games.title')}
        description={t('games.description')}
        actions={
          canManage && (
            <Button size="xs" radius="sm" leftSection={<IconUpload size={14} />} onClick={() => setImporting(true)}>
              {t('import.open')}
            </Button>
          )
        }
      />
      {toggle.error && (
        <Alert color="ruby" variant="light" mb="xs" role="alert">
          {errorText(toggle.error, t)}
        </Alert>
      )}
      <DataTable
        path={GAMES_PATH}
        schema={StaffGamePageSchema}
        label={t('games.title')}
        columns={columns}
        rowKey={(row) => row.nodeId}
        defaultSort={{ key: 'sortOrder', order: 'asc' }}
        filters={{
          name,
          vendor: vendor ?? undefined,
          category: category ?? undefined,
          status: status ?? undefined,
          hot: flag === 'hot' ? 'true' : undefined,
          new: flag === 'new' ? 'true' : undefined,
        }}
        exportName="games"
        filtersBar={
          <>
            <TextInput
              size="xs"
              w={200}
              leftSection={<IconSearch size={14} />}
              placeholder={t('games.search')}
              aria-label={t('games.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              size="xs"
              w={150}
              clearable
              searchable
              placeholder={t('games.allVendors')}
              aria-label={t('games.vendor')}
              data={(vendors.data?.list ?? []).map((entry) => ({ value: entry.code, label: entry.displayName }))}
              value={vendor}
              onChange={setVendor}
            />
            <Select
              size="xs"
              w={130}
              clearable
              placeholder={t('games.allCategories')}
              aria-label={t('games.category')}
              data={[...GAME_TYPES]}
              value={category}
              onChange={setCategory}
            />
            <Select
              size="xs"
              w={140}
              clearable
              placeholder={t('games.allStatuses')}
              aria-label={t('games.status')}
              data={STAFF_GAME_STATUSES.map((value) => ({ value, label: t(`games.statuses.${value}`) }))}
              value={status}
              onChange={setStatus}
            />
            <Select
              size="xs"
              w={120}
              clearable
              placeholder={t('games.allFlags')}
              aria-label={t('games.flags')}
              data={[
                { value: 'hot', label: t('games.isHot') },
                { value: 'new', label: t('games.isNew') },
              ]}
              value={flag}
              onChange={setFlag}
            />
          </>
        }
      />
      <ImportFeedModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
};

export default GamesPage;
