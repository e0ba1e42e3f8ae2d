import { Badge, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

import type { ApplicationStatus, PromotionApplication } from '@perya/contracts';
import { APPLICATION_STATUSES, ApplicationPageSchema, StaffPromotionListSchema } from '@perya/contracts';

import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { ProofImage } from '../money/queue-parts';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { APPLICATIONS_PATH, PROMOTIONS_PATH } from './promotions-api';

// /admin/content/promotion-applications (spec §5, decision 040): members' applications to APPLY
// promotions, waiting first; opened, the member's comment and evidence images; approve (the
// reason optional, kept in the audit log) or reject with the reason the member reads.

const STATUS_COLOURS: Record<ApplicationStatus, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };

const ApplicationDrawer = ({ application, onClose }: { application: PromotionApplication; onClose: () => void }) => {
  const { t } = useTranslation('admin-promotions');
  const canManage = useCan('promotions.manage');
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const decide = useAdminMutation({
    mutationFn: ({ action, reason }: { action: 'approve' | 'reject'; reason: string }) =>
      adminApi.post(`${APPLICATIONS_PATH}/${application.id}/${action}`, z.null(), { reason }),
    invalidates: [APPLICATIONS_PATH, PROMOTIONS_PATH],
    onSuccess: (_, { action }) => {
      notifications.show({ color: 'teal', message: t(`applications.${action}d`, { account: application.account }) });
      onClose();
    },
  });
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      size="xl"
      title={t('applications.drawerTitle', { id: application.id })}
      actions={
        canManage &&
        application.status === 'PENDING' && (
          <>
            <Button color="ruby" variant="light" onClick={() => setDeciding('reject')}>
              {t('applications.reject')}
            </Button>
            <Button color="teal" onClick={() => setDeciding('approve')}>
              {t('applications.approve')}
            </Button>
          </>
        )
      }
    >
      <DetailList
        items={[
          { label: t('fields.promotion'), value: `${application.promotionName} (#${application.promotionId})` },
          { label: t('fields.member'), value: `${application.account} (#${application.memberId})` },
          { label: t('fields.status'), value: t(`applicationStatus.${application.status}`) },
          { label: t('fields.sentAt'), value: formatAdminTime(application.createdAt) },
          { label: t('fields.comment'), value: application.comment || '—' },
          ...(application.reviewedAt
            ? [
                {
                  label: t('fields.reviewed'),
                  value: `${formatAdminTime(application.reviewedAt)} · ${application.reviewedBy ?? ''}`,
                },
              ]
            : []),
          ...(application.reason ? [{ label: t('fields.reason'), value: application.reason }] : []),
        ]}
      />
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          {t('applications.evidence', { count: application.imageUrls.length })}
        </Text>
        {application.imageUrls.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('applications.noEvidence')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: Math.min(application.imageUrls.length, 3) }}>
            {application.imageUrls.map((url) => (
              <ProofImage key={url} url={url} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ConfirmReasonDialog
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding === 'reject' ? t('applications.rejectTitle') : t('applications.approveTitle')}
        message={
          deciding === 'reject'
            ? t('applications.rejectMessage', { account: application.account })
            : t('applications.approveMessage', { account: application.account, name: application.promotionName })
        }
        confirmLabel={deciding === 'reject' ? t('applications.reject') : t('applications.approve')}
        color={deciding === 'reject' ? 'ruby' : 'teal'}
        onConfirm={(reason) => decide.mutateAsync({ action: deciding ?? 'reject', reason })}
      />
    </DetailDrawer>
  );
};

const PromotionApplicationsPage = () => {
  const { t } = useTranslation('admin-promotions');
  const [params] = useSearchParams();
  const [status, setStatus] = useState<string>('PENDING');
  const [promotionId, setPromotionId] = useState<string>(params.get('promotionId') ?? '');
  const [opened, setOpened] = useState<PromotionApplication | null>(null);
  const promotions = useAdminQuery(PROMOTIONS_PATH, StaffPromotionListSchema);
  const applyPromotions = (promotions.data?.list ?? []).filter((promotion) => promotion.joinMode === 'APPLY');
  const columns: DataTableColumn<PromotionApplication>[] = [
    { key: 'id', header: '#', width: 70, render: (row) => row.id },
    { key: 'createdAt', header: t('fields.sentAt'), width: 170, render: (row) => formatAdminTime(row.createdAt) },
    { key: 'account', header: t('fields.member'), width: 170, render: (row) => `${row.account} (#${row.memberId})` },
    { key: 'promotion', header: t('fields.promotion'), render: (row) => row.promotionName },
    {
      key: 'comment',
      header: t('fields.comment'),
      render: (row) => (
        <Text fz="sm" truncate maw={280}>
          {row.comment || '—'}
        </Text>
      ),
    },
    { key: 'images', header: t('fields.images'), width: 80, render: (row) => row.imageUrls.length },
    {
      key: 'status',
      header: t('fields.status'),
      width: 110,
      render: (row) => (
        <Badge size="sm" variant="light" color={STATUS_COLOURS[row.status]}>
          {t(`applicationStatus.${row.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader title={t('applications.title')} description={t('applications.description')} />
      <DataTable
        path={APPLICATIONS_PATH}
        schema={ApplicationPageSchema}
        label={t('applications.title')}
        columns={columns}
        rowKey={(row) => row.id}
        filters={{ status, promotionId }}
        exportName="promotion-applications"
        onOpen={(row) => setOpened(row)}
        filtersBar={
          <Group>
            <Select
              size="xs"
              w={160}
              label={t('fields.status')}
              clearable
              data={APPLICATION_STATUSES.map((value) => ({ value, label: t(`applicationStatus.${value}`) }))}
              value={status || null}
              onChange={(value) => setStatus(value ?? '')}
            />
            <Select
              size="xs"
              w={240}
              label={t('fields.promotion')}
              clearable
              data={applyPromotions.map((promotion) => ({ value: String(promotion.id), label: promotion.name }))}
              value={promotionId || null}
              onChange={(value) => setPromotionId(value ?? '')}
            />
          </Group>
        }
      />
      {opened && <ApplicationDrawer key={opened.id} application={opened} onClose={() => setOpened(null)} />}
    </>
  );
};

export default PromotionApplicationsPage;
