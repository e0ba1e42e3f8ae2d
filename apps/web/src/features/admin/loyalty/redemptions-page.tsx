import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RedeemStatus, StaffRedemption } from '@perya/contracts';
import { PointRedemptionSchema, REDEEM_STATUSES, StaffRedemptionPageSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { POINT_ITEMS_PATH, REDEMPTIONS_PATH } from './loyalty-api';

// /admin/loyalty/redemptions (issue 20, decisions 049 and 050): every member's redemptions,
// goods waiting for review first (the filter starts on Processing). A goods redemption is
// approved once shipped, or rejected with the reason the member reads — its points and stock come
// back. Cash and bonus redemptions were paid at once and are only read here.

const STATUS_COLOURS: Record<RedeemStatus, string> = { PROCESSING: 'orange', APPROVED: 'green', REJECTED: 'red' };

const RedemptionDrawer = ({ redemption, onClose }: { redemption: StaffRedemption; onClose: () => void }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const decide = useAdminMutation({
    mutationFn: ({ action, reason }: { action: 'approve' | 'reject'; reason?: string }) =>
      adminApi.post(
        `${REDEMPTIONS_PATH}/${redemption.id}/${action}`,
        PointRedemptionSchema,
        action === 'reject' ? { reason } : {},
      ),
    invalidates: [REDEMPTIONS_PATH, POINT_ITEMS_PATH],
    onSuccess: (_, { action }) => {
      notifications.show({
        color: 'teal',
        message: t(`redemptions.${action}d`, { account: redemption.account, title: redemption.title }),
      });
      onClose();
    },
  });
  const reviewable = redemption.kind === 'GOODS' && redemption.status === 'PROCESSING';
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      size="lg"
      title={t('redemptions.drawerTitle', { title: redemption.title, account: redemption.account })}
      actions={
        canManage &&
        reviewable && (
          <>
            <Button color="ruby" variant="light" onClick={() => setDeciding('reject')}>
              {t('redemptions.reject')}
            </Button>
            <Button color="teal" onClick={() => setDeciding('approve')}>
              {t('redemptions.approve')}
            </Button>
          </>
        )
      }
    >
      <DetailList
        items={[
          { label: t('fields.member'), value: `${redemption.account} (#${redemption.memberId})` },
          { label: t('items.fields.kind'), value: t(`kind.${redemption.kind}`) },
          { label: t('redemptions.item'), value: `${redemption.title} (#${redemption.itemId})` },
          { label: t('redemptions.quantity'), value: redemption.quantity },
          { label: t('redemptions.pointsSpent'), value: BigInt(redemption.pointsSpent).toLocaleString('en') },
          ...(redemption.kind === 'GOODS'
            ? []
            : [{ label: t('redemptions.paid'), value: <AdminMoney minor={redemption.amountMinor} /> }]),
          { label: t('fields.status'), value: t(`redeemStatus.${redemption.status}`) },
          { label: t('redemptions.createdAt'), value: formatAdminTime(redemption.createdAt) },
          ...(redemption.reviewedAt
            ? [
                {
                  label: t('redemptions.reviewed'),
                  value: `${formatAdminTime(redemption.reviewedAt)} · ${redemption.reviewedBy ?? ''}`,
                },
              ]
            : []),
          ...(redemption.remark ? [{ label: t('redemptions.remark'), value: redemption.remark }] : []),
        ]}
      />
      <Modal
        opened={deciding === 'approve'}
        onClose={() => setDeciding(null)}
        title={t('redemptions.approveTitle')}
        centered
      >
        <Stack gap="sm">
          <Text fz="sm">
            {t('redemptions.approveMessage', {
              account: redemption.account,
              quantity: redemption.quantity,
              title: redemption.title,
            })}
          </Text>
          {decide.error && (
            <Alert color="ruby" variant="light" role="alert">
              {errorText(decide.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setDeciding(null)}>
              {t('redemptions.cancel')}
            </Button>
            <Button
              color="teal"
              size="xs"
              loading={decide.isPending}
              onClick={() => decide.mutate({ action: 'approve' })}
            >
              {t('redemptions.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmReasonDialog
        opened={deciding === 'reject'}
        onClose={() => setDeciding(null)}
        title={t('redemptions.rejectTitle')}
        message={t('redemptions.rejectMessage', { account: redemption.account, title: redemption.title })}
        confirmLabel={t('redemptions.reject')}
        color="ruby"
        onConfirm={(reason) => decide.mutateAsync({ action: 'reject', reason })}
      />
    </DetailDrawer>
  );
};

const RedemptionsPage = () => {
  const { t } = useTranslation('admin-loyalty');
  const [status, setStatus] = useState<string>('PROCESSING');
  const [opened, setOpened] = useState<StaffRedemption | null>(null);
  const columns: DataTableColumn<StaffRedemption>[] = [
    {
      key: 'createdAt',
      header: t('redemptions.createdAt'),
      width: 170,
      render: (row) => formatAdminTime(row.createdAt),
    },
    { key: 'account', header: t('fields.member'), width: 170, render: (row) => `${row.account} (#${row.memberId})` },
    {
      key: 'item',
      header: t('redemptions.item'),
      render: (row) => (
        <Text fz="sm" truncate>
          {row.title} · {t(`kind.${row.kind}`)}
        </Text>
      ),
    },
    { key: 'quantity', header: t('redemptions.quantity'), width: 70, align: 'right', render: (row) => row.quantity },
    {
      key: 'points',
      header: t('redemptions.pointsSpent'),
      width: 110,
      align: 'right',
      render: (row) => BigInt(row.pointsSpent).toLocaleString('en'),
    },
    {
      key: 'status',
      header: t('fields.status'),
      width: 120,
      render: (row) => (
        <Badge size="sm" variant="light" color={STATUS_COLOURS[row.status]}>
          {t(`redeemStatus.${row.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader title={t('redemptions.title')} description={t('redemptions.description')} />
      <DataTable
        path={REDEMPTIONS_PATH}
        schema={StaffRedemptionPageSchema}
        label={t('redemptions.title')}
        columns={columns}
        rowKey={(row) => row.id}
        filters={{ status }}
        onOpen={(row) => setOpened(row)}
        emptyText={t('redemptions.empty')}
        filtersBar={
          <Select
            size="xs"
            w={170}
            label={t('fields.status')}
            clearable
            data={REDEEM_STATUSES.map((value) => ({ value, label: t(`redeemStatus.${value}`) }))}
            value={status || null}
            onChange={(value) => setStatus(value ?? '')}
          />
        }
      />
      {opened && <RedemptionDrawer key={opened.id} redemption={opened} onClose={() => setOpened(null)} />}
    </>
  );
};

export default RedemptionsPage;
