import { Badge, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffVendor } from '@perya/contracts';
import { StaffVendorListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { GAMES_PATH, VENDORS_PATH, updateVendor } from './games-api';
import { VendorDrawer } from './vendor-drawer';

/** /admin/games/vendors: every vendor with its switches; a row opens its maintenance, order and signing keys. */
const VendorsPage = () => {
  const { t } = useTranslation('admin-games');
  const canManage = useCan('games.manage');
  const vendors = useAdminQuery(VENDORS_PATH, StaffVendorListSchema);
  const [opened, setOpened] = useState<string | null>(null);
  const toggle = useAdminMutation({
    mutationFn: (input: { vendor: StaffVendor; field: 'isEnabled' | 'isMaintenance'; value: boolean }) =>
      updateVendor(input.vendor.code, { version: input.vendor.version, [input.field]: input.value }),
    invalidates: [VENDORS_PATH, GAMES_PATH],
    onError: (error) => notifications.show({ color: 'ruby', message: errorText(error, t) }),
  });
  const list = vendors.data?.list ?? [];
  const current = list.find((vendor) => vendor.code === opened) ?? null;

  return (
    <>
      <AdminPageHeader title={t('vendors.title')} description={t('vendors.description')} />
      <Table
        striped
        highlightOnHover
        withTableBorder
        fz="sm"
        verticalSpacing={6}
        aria-label={t('vendors.title')}
        aria-busy={vendors.isLoading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>{t('vendors.code')}</Table.Th>
            <Table.Th>{t('vendors.name')}</Table.Th>
            <Table.Th w={100}>{t('games.category')}</Table.Th>
            <Table.Th w={90} ta="right">
              {t('vendors.games')}
            </Table.Th>
            <Table.Th w={90} ta="right">
              {t('games.sortOrder')}
            </Table.Th>
            <Table.Th w={100} ta="center">
              {t('games.isEnabled')}
            </Table.Th>
            <Table.Th w={120} ta="center">
              {t('games.isMaintenance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((vendor) => (
            <Table.Tr
              key={vendor.code}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => setOpened(vendor.code)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setOpened(vendor.code);
              }}
            >
              <Table.Td ff="monospace">{vendor.code}</Table.Td>
              <Table.Td>
                {vendor.displayName}
                {vendor.isMaintenance && vendor.maintenanceMessage && (
                  <Text span c="dimmed" fz="xs" ml="xs">
                    {vendor.maintenanceMessage}
                  </Text>
                )}
                {vendor.isMaintenance && vendor.maintenanceUntil && (
                  <Text span c="orange.7" fz="xs" ml="xs" data-testid={`maintenance-ends-${vendor.code}`}>
                    {t('vendors.endsAt', { time: formatAdminTime(vendor.maintenanceUntil) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" radius="sm" variant="outline" color="gray">
                  {vendor.category}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{vendor.gameCount}</Table.Td>
              <Table.Td ta="right">{vendor.sortOrder}</Table.Td>
              {(['isEnabled', 'isMaintenance'] as const).map((field) => (
                <Table.Td key={field} ta="center">
                  <Switch
                    size="xs"
                    display="inline-block"
                    color={field === 'isMaintenance' ? 'orange' : undefined}
                    aria-label={`${t(`games.${field}`)}: ${vendor.displayName}`}
                    checked={vendor[field]}
                    disabled={!canManage || toggle.isPending}
                    onClick={(event) => event.stopPropagation()}
                    onChange={(event) => toggle.mutate({ vendor, field, value: event.currentTarget.checked })}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <VendorDrawer
        key={current ? `${current.code}:${current.version}` : 'none'}
        vendor={current}
        onClose={() => setOpened(null)}
      />
    </>
  );
};

export default VendorsPage;
