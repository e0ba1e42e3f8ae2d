import { ActionIcon, Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BannerGroup, StaffAnnouncement } from '@perya/contracts';
import { BANNER_GROUPS, StaffAnnouncementListSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { downloadCsv } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { BannerEditor } from './banner-editor';
import { ANNOUNCEMENTS_PATH, orderBanners, stateOf } from './content-api';

const STATE_COLORS = { LIVE: 'green', SCHEDULED: 'blue', ENDED: 'gray', OFF: 'gray' } as const;

/** /admin/content/banners: banners by group, in the order they show, with their editor and preview. */
const BannersPage = () => {
  const { t } = useTranslation('admin-content');
  const canManage = useCan('content.manage');
  const [group, setGroup] = useState<BannerGroup>('w_home');
  const [opened, setOpened] = useState<StaffAnnouncement | null | undefined>(undefined);
  const [error, setError] = useState('');
  const query = { kind: 'BANNER', groupName: group, sort: 'sequence', order: 'asc' } as const;
  const list = useAdminQuery(ANNOUNCEMENTS_PATH, StaffAnnouncementListSchema, { ...query, pageSize: 200 });
  const [exporting, setExporting] = useState(false);
  // The group shown, in its order, like the other lists' Export (the server answers every row).
  const exportCsv = () => {
    setExporting(true);
    downloadCsv(ANNOUNCEMENTS_PATH, query, `banners-${group}`)
      .catch((failure: unknown) => setError(errorText(failure, t)))
      .finally(() => setExporting(false));
  };
  const banners = list.data?.list ?? [];
  const reorder = useAdminMutation({
    mutationFn: orderBanners,
    invalidates: [ANNOUNCEMENTS_PATH],
    onSuccess: () => setError(''),
    onError: (failure) => setError(errorText(failure, t)),
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = banners.map((banner) => banner.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate({ groupName: group, ids });
  };
  return (
    <>
      <AdminPageHeader
        title={t('banners.title')}
        description={t('banners.description')}
        actions={
          <Group gap="xs">
            <Button size="xs" variant="default" loading={exporting} onClick={exportCsv}>
              {t('banners.exportCsv')}
            </Button>
            {canManage && (
              <Button size="xs" onClick={() => setOpened(null)}>
                {t('banners.add')}
              </Button>
            )}
          </Group>
        }
      />
      <SegmentedControl
        size="xs"
        mb="sm"
        value={group}
        onChange={(value) => setGroup(value as BannerGroup)}
        data={BANNER_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
      />
      {error && (
        <Text c="red" fz="sm" role="alert" mb="xs">
          {error}
        </Text>
      )}
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={t('banners.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('fields.order')}</Table.Th>
            <Table.Th w={140}>{t('fields.picture')}</Table.Th>
            <Table.Th>{t('fields.title')}</Table.Th>
            <Table.Th w={110}>{t('fields.state')}</Table.Th>
            <Table.Th w={170}>{t('fields.startsAt')}</Table.Th>
            <Table.Th w={170}>{t('fields.endsAt')}</Table.Th>
            <Table.Th w={180}>{t('fields.linkage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {banners.map((banner, index) => {
            const state = stateOf(banner);
            return (
              <Table.Tr key={banner.id} onClick={() => setOpened(banner)} style={{ cursor: 'pointer' }}>
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('actions.up')}
                      disabled={!canManage || index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('actions.down')}
                      disabled={!canManage || index === banners.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {banner.url && (
                    <img
                      src={banner.url}
                      alt=""
                      width={128}
                      height={40}
                      style={{ objectFit: 'cover', display: 'block' }}
                    />
                  )}
                </Table.Td>
                <Table.Td>{banner.texts.EN.title}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATE_COLORS[state]}>
                    {t(`states.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatAdminTime(banner.startsAt)}</Table.Td>
                <Table.Td>{banner.endsAt ? formatAdminTime(banner.endsAt) : '—'}</Table.Td>
                <Table.Td>
                  <Text fz="xs" lineClamp={1}>
                    {banner.linkageType && banner.linkageType !== 'NONE'
                      ? `${t(`linkage.${banner.linkageType}`)}: ${banner.linkage ?? ''}`
                      : t('linkage.NONE')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {banners.length === 0 && !list.isLoading && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" fz="sm">
                  {t('banners.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {opened !== undefined && (
        <BannerEditor
          key={opened?.id ?? 'new'}
          banner={opened}
          groupName={group}
          canManage={canManage}
          onClose={() => setOpened(undefined)}
        />
      )}
    </>
  );
};

export default BannersPage;
