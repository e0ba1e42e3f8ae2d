import { Badge, Button, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { STAFF_ROLES } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import type { StaffMember } from './staff-api';
import { STAFF_PATH, STAFF_STATUSES, StaffPageSchema } from './staff-api';
import { StaffDrawer } from './staff-drawer';
import { InviteStaffModal } from './invite-staff-modal';

/** /admin/staff: the staff accounts, invitations, roles, disable/enable and second-factor resets (owner). */
const StaffPage = () => {
  const { t } = useTranslation('admin');
  const canManage = useCan('staff.manage');
  const [search, setSearch] = useState('');
  const [username] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [opened, setOpened] = useState<StaffMember | null>(null);
  const [inviting, setInviting] = useState(false);

  const columns: DataTableColumn<StaffMember>[] = [
    { key: 'username', header: t('staff.username'), sortKey: 'username', render: (row) => row.username, width: 160 },
    { key: 'displayName', header: t('staff.displayName'), sortKey: 'displayName', render: (row) => row.displayName },
    {
      key: 'role',
      header: t('staff.role'),
      sortKey: 'role',
      width: 150,
      render: (row) => (
        <Badge size="sm" radius="sm" variant="outline" color="gray">
          {t(`roles.${row.role}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('staff.status'),
      sortKey: 'status',
      width: 120,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'secondFactor',
      header: t('staff.secondFactor'),
      width: 130,
      render: (row) => (row.secondFactorEnrolled ? t('staff.sfEnrolled') : t('staff.sfNone')),
    },
    {
      key: 'lastLoginAt',
      header: t('staff.lastLogin'),
      sortKey: 'lastLoginAt',
      width: 170,
      render: (row) => formatAdminTime(row.lastLoginAt),
    },
    {
      key: 'createdAt',
      header: t('staff.createdAt'),
      sortKey: 'createdAt',
      width: 170,
      render: (row) => formatAdminTime(row.createdAt),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('staff.title')}
        description={t('staff.description')}
        actions={
          canManage && (
            <Button size="xs" radius="sm" leftSection={<IconUserPlus size={14} />} onClick={() => setInviting(true)}>
              {t('staff.invite')}
            </Button>
          )
        }
      />
      <DataTable
        path={STAFF_PATH}
        schema={StaffPageSchema}
        label={t('staff.title')}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'username', order: 'asc' }}
        filters={{ username, role: role ?? undefined, status: status ?? undefined }}
        onOpen={setOpened}
        exportName="staff"
        filtersBar={
          <>
            <TextInput
              size="xs"
              w={220}
              leftSection={<IconSearch size={14} />}
              placeholder={t('staff.search')}
              aria-label={t('staff.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              size="xs"
              w={170}
              clearable
              placeholder={t('staff.allRoles')}
              aria-label={t('staff.role')}
              data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
              value={role}
              onChange={setRole}
            />
            <Select
              size="xs"
              w={150}
              clearable
              placeholder={t('staff.allStatuses')}
              aria-label={t('staff.status')}
              data={STAFF_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={setStatus}
            />
          </>
        }
      />
      <StaffDrawer member={opened} onChange={setOpened} onClose={() => setOpened(null)} />
      <InviteStaffModal opened={inviting} onClose={() => setInviting(false)} />
    </>
  );
};

export default StaffPage;
