import { Badge, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { MEMBER_KINDS, MEMBER_STATUSES, StaffMemberPageSchema } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { formatAdminTime } from '../shell/format';
import type { MemberRow } from './members-api';
import { MEMBERS_PATH } from './members-api';

/** /admin/members: search by id, username, mobile or e-mail; filters; opens a member's profile. */
const MembersPage = () => {
  const { t } = useTranslation('admin-members');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [deposited, setDeposited] = useState<string | null>(null);
  const [registeredFrom, setRegisteredFrom] = useState('');
  const [registeredTo, setRegisteredTo] = useState('');

  const columns: DataTableColumn<MemberRow>[] = [
    { key: 'id', header: t('field.id'), sortKey: 'id', width: 90, render: (row) => row.id },
    {
      key: 'account',
      header: t('field.account'),
      sortKey: 'account',
      width: 170,
      render: (row) => (
        <>
          {row.account}{' '}
          {row.isAgent && (
            <Badge size="xs" radius="sm" variant="outline">
              {t('kind.agent')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'status', header: t('field.status'), width: 110, render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'vipLevel',
      header: t('field.vipLevel'),
      sortKey: 'vipLevel',
      width: 70,
      align: 'right',
      render: (row) => row.vipLevel,
    },
    { key: 'mobile', header: t('field.mobile'), width: 150, render: (row) => row.mobile ?? '—' },
    { key: 'email', header: t('field.email'), render: (row) => row.email ?? '—' },
    { key: 'upline', header: t('field.upline'), width: 130, render: (row) => row.uplineAccount ?? '—' },
    {
      key: 'createdAt',
      header: t('field.registeredAt'),
      sortKey: 'createdAt',
      width: 160,
      render: (row) => formatAdminTime(row.createdAt),
    },
    {
      key: 'lastLoginAt',
      header: t('field.lastLoginAt'),
      sortKey: 'lastLoginAt',
      width: 160,
      render: (row) => formatAdminTime(row.lastLoginAt),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <DataTable
        path={MEMBERS_PATH}
        schema={StaffMemberPageSchema}
        label={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'createdAt', order: 'desc' }}
        filters={{
          q,
          status: status ?? undefined,
          kind: kind ?? undefined,
          hasDeposited: deposited ?? undefined,
          registeredFrom,
          registeredTo,
        }}
        onOpen={(row) => void navigate(`/admin/members/${row.id}`)}
        exportName="members"
        filtersBar={
          <>
            <TextInput
              size="xs"
              w={240}
              leftSection={<IconSearch size={14} />}
              placeholder={t('search')}
              aria-label={t('search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              size="xs"
              w={130}
              clearable
              placeholder={t('allStatuses')}
              aria-label={t('field.status')}
              data={MEMBER_STATUSES.map((value) => ({ value, label: t(`memberStatus.${value}`) }))}
              value={status}
              onChange={setStatus}
            />
            <Select
              size="xs"
              w={130}
              clearable
              placeholder={t('allKinds')}
              aria-label={t('field.kind')}
              data={MEMBER_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
              value={kind}
              onChange={setKind}
            />
            <Select
              size="xs"
              w={150}
              clearable
              placeholder={t('deposits.any')}
              aria-label={t('deposits.label')}
              data={[
                { value: 'true', label: t('deposits.yes') },
                { value: 'false', label: t('deposits.no') },
              ]}
              value={deposited}
              onChange={setDeposited}
            />
            <TextInput
              size="xs"
              w={140}
              type="date"
              aria-label={t('registeredFrom')}
              value={registeredFrom}
              onChange={(event) => setRegisteredFrom(event.currentTarget.value)}
            />
            <TextInput
              size="xs"
              w={140}
              type="date"
              aria-label={t('registeredTo')}
              value={registeredTo}
              onChange={(event) => setRegisteredTo(event.currentTarget.value)}
            />
          </>
        }
      />
    </>
  );
};

export default MembersPage;
