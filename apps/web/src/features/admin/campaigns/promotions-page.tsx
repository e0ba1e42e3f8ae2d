import { Alert, Badge, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { StaffPromotion } from '@perya/contracts';
import { GrantPageSchema, StaffPromotionListSchema, StaffPromotionSchema, formatMoney } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { PromotionEditor } from './promotion-editor';
import { PauseButton, PausedNotice } from './promotion-pause';
import type { PromotionState } from './promotions-api';
import { GRANTS_PATH, PROMOTIONS_PATH, stateOfPromotion } from './promotions-api';

// /admin/content/promotions (issue 19, decision 040): every promotion with where it stands, its
// budget and what was spent, rewards waiting and paid, and applications waiting; opened, its
// rules, its grants, and the way to edit or end it.

const STATE_COLOURS: Record<PromotionState, string> = {
  SCHEDULED: 'blue',
  RUNNING: 'green',
  PAUSED: 'orange',
  ENDED: 'gray',
};

/** Spent of budget as a bar with figures; "no budget" when there is none. */
const BudgetCell = ({ promotion }: { promotion: StaffPromotion }) => {
  const { t } = useTranslation('admin-promotions');
  if (promotion.budgetMinor === null)
    return (
      <Text fz="sm">
        <AdminMoney minor={promotion.spentMinor} /> · {t('list.noBudget')}
      </Text>
    );
  const budget = BigInt(promotion.budgetMinor);
  const share = budget === 0n ? 100 : Number((BigInt(promotion.spentMinor) * 1000n) / budget) / 10;
  return (
    <Stack gap={2}>
      <Text fz="sm">
        <AdminMoney minor={promotion.spentMinor} /> / <AdminMoney minor={promotion.budgetMinor} />
      </Text>
      <Progress
        value={share}
        size="sm"
        color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal'}
        aria-label={t('list.budgetUsed', { name: promotion.name })}
      />
    </Stack>
  );
};

const rulesText = (promotion: StaffPromotion, t: (key: string, options?: Record<string, unknown>) => string) => {
  const parts = [t(`trigger.${promotion.trigger}`)];
  if (promotion.thresholdMinor !== null) parts.push(`≥ ${formatMoney(promotion.thresholdMinor)}`);
  if (promotion.streakDays !== null) parts.push(t('list.days', { count: promotion.streakDays }));
  parts.push(t(`recurrence.${promotion.recurrence}`));
  return parts.join(' · ');
};

const PromotionDrawer = ({
  promotion,
  onClose,
  onEdit,
}: {
  promotion: StaffPromotion;
  onClose: () => void;
  onEdit: () => void;
}) => {
  const { t } = useTranslation('admin-promotions');
  const canManage = useCan('promotions.manage');
  const [ending, setEnding] = useState(false);
  const state = stateOfPromotion(promotion);
  const end = useAdminMutation({
    mutationFn: () => adminApi.post(`${PROMOTIONS_PATH}/${promotion.id}/end`, StaffPromotionSchema, {}),
    invalidates: [PROMOTIONS_PATH],
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('end.done', { name: promotion.name }) });
      setEnding(false);
      onClose();
    },
  });
  const grantColumns: DataTableColumn<{
    id: number;
    account: string;
    memberId: number;
    amountMinor: string;
    points: string;
    basisMinor: string;
    status: string;
    claimedAt: string | null;
  }>[] = [
    { key: 'account', header: t('fields.member'), render: (row) => `${row.account} (#${row.memberId})` },
    {
      key: 'amount',
      header: t('fields.amountPaid'),
      width: 120,
      render: (row) =>
        row.points !== '0' ? t('list.points', { points: row.points }) : <AdminMoney minor={row.amountMinor} />,
    },
    { key: 'basis', header: t('fields.basis'), width: 120, render: (row) => <AdminMoney minor={row.basisMinor} /> },
    { key: 'status', header: t('fields.status'), width: 100, render: (row) => t(`rewardStatus.${row.status}`) },
    {
      key: 'claimedAt',
      header: t('fields.paidAt'),
      width: 160,
      render: (row) => (row.claimedAt ? formatAdminTime(row.claimedAt) : '—'),
    },
  ];
  const reward =
    promotion.rewardKind === 'FIXED' ? (
      <AdminMoney minor={promotion.amountMinor ?? '0'} />
    ) : promotion.rewardKind === 'POINTS' ? (
      t('list.points', { points: promotion.points ?? '0' })
    ) : (
      <>
        {(promotion.percentBp ?? 0) / 100}% · {t('fields.cap')} <AdminMoney minor={promotion.capMinor ?? '0'} />
      </>
    );
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      size="xl"
      title={t('drawer.title', { id: promotion.id, name: promotion.name })}
      actions={
        canManage && (
          <>
            <PauseButton promotion={promotion} />
            {state !== 'ENDED' && (
              <Button color="ruby" variant="light" onClick={() => setEnding(true)}>
                {t('end.action')}
              </Button>
            )}
            <Button onClick={onEdit}>{t('drawer.edit')}</Button>
          </>
        )
      }
    >
      <PausedNotice promotion={promotion} />
      <DetailList
        items={[
          { label: t('fields.state'), value: t(`state.${state}`) },
          { label: t('fields.category'), value: t(`category.${promotion.category}`) },
          {
            label: t('fields.period'),
            value: `${formatAdminTime(promotion.startsAt)} – ${formatAdminTime(promotion.endedAt ?? promotion.endsAt)}`,
          },
          { label: t('fields.audience'), value: t(`audience.${promotion.audience}`) },
          { label: t('fields.joinMode'), value: t(`joinMode.${promotion.joinMode}`) },
          { label: t('fields.trigger'), value: rulesText(promotion, t) },
          { label: t('fields.reward'), value: reward },
          { label: t('fields.turnoverMultiplier'), value: `× ${promotion.turnoverMultiplier}` },
          {
            label: t('fields.expiryDays'),
            value: promotion.expiryDays ? t('list.days', { count: promotion.expiryDays }) : t('drawer.untilEnd'),
          },
          { label: t('fields.budget'), value: <BudgetCell promotion={promotion} /> },
          {
            label: t('fields.rewards'),
            value: t('list.rewardsValue', { waiting: promotion.rewards.waiting, paid: promotion.rewards.paid }),
          },
          {
            label: t('fields.claimGuards'),
            value: promotion.claimGuards.length
              ? promotion.claimGuards.map((guard) => t(`claimGuards.${guard}`)).join(', ')
              : t('drawer.memberOnly'),
          },
          { label: t('fields.autoPay'), value: promotion.autoPay ? t('drawer.yes') : t('drawer.no') },
          {
            label: t('fields.texts'),
            value: promotion.announcementId
              ? t('drawer.textsLinked', { id: promotion.announcementId })
              : t('drawer.noTexts'),
          },
        ]}
      />
      {promotion.pendingApplications > 0 && (
        <Alert color="orange" variant="light">
          <Group justify="space-between">
            <Text fz="sm">{t('drawer.pending', { count: promotion.pendingApplications })}</Text>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/admin/content/promotion-applications?promotionId=${promotion.id}`}
            >
              {t('drawer.review')}
            </Button>
          </Group>
        </Alert>
      )}
      <DataTable
        path={GRANTS_PATH}
        schema={GrantPageSchema}
        label={t('drawer.grants')}
        columns={grantColumns}
        rowKey={(row) => row.id}
        filters={{ promotionId: promotion.id }}
        pageSize={25}
      />
      <Modal opened={ending} onClose={() => setEnding(false)} title={t('end.title', { name: promotion.name })}>
        <Stack>
          <Text fz="sm">{t('end.message')}</Text>
          {end.error && (
            <Alert color="ruby" variant="light" role="alert">
              {errorText(end.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEnding(false)}>
              {t('end.keep')}
            </Button>
            <Button color="ruby" loading={end.isPending} onClick={() => end.mutate(undefined)}>
              {t('end.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </DetailDrawer>
  );
};

const PromotionsPage = () => {
  const { t } = useTranslation('admin-promotions');
  const canManage = useCan('promotions.manage');
  const promotions = useAdminQuery(PROMOTIONS_PATH, StaffPromotionListSchema);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null);
  const list = promotions.data?.list ?? [];
  const opened = list.find((promotion) => promotion.id === openedId) ?? null;
  return (
    <>
      <AdminPageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          canManage && (
            <Button size="xs" onClick={() => setEditing('new')}>
              {t('list.add')}
            </Button>
          )
        }
      />
      {promotions.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(promotions.error, t)}
        </Alert>
      )}
      {promotions.data && list.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover fz="sm" aria-label={t('list.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>#</Table.Th>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th w={110}>{t('fields.state')}</Table.Th>
                <Table.Th>{t('fields.trigger')}</Table.Th>
                <Table.Th w={170}>{t('fields.period')}</Table.Th>
                <Table.Th w={220}>{t('fields.budgetSpent')}</Table.Th>
                <Table.Th w={130}>{t('fields.rewards')}</Table.Th>
                <Table.Th w={110}>{t('fields.applications')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((promotion) => {
                const state = stateOfPromotion(promotion);
                return (
                  <Table.Tr
                    key={promotion.id}
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                    onClick={() => setOpenedId(promotion.id)}
                    onKeyDown={(event) => event.key === 'Enter' && setOpenedId(promotion.id)}
                  >
                    <Table.Td>{promotion.id}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {promotion.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {t(`category.${promotion.category}`)} · {t(`joinMode.${promotion.joinMode}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={STATE_COLOURS[state]}>
                        {t(`state.${state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{rulesText(promotion, t)}</Table.Td>
                    <Table.Td fz="xs">
                      {formatAdminTime(promotion.startsAt)}
                      <br />
                      {formatAdminTime(promotion.endedAt ?? promotion.endsAt)}
                    </Table.Td>
                    <Table.Td>
                      <BudgetCell promotion={promotion} />
                    </Table.Td>
                    <Table.Td>
                      {t('list.rewardsValue', { waiting: promotion.rewards.waiting, paid: promotion.rewards.paid })}
                    </Table.Td>
                    <Table.Td>
                      {promotion.pendingApplications > 0 ? (
                        <Badge color="orange" variant="light">
                          {t('list.pending', { count: promotion.pendingApplications })}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {opened && !editing && (
        <PromotionDrawer
          key={opened.id}
          promotion={opened}
          onClose={() => setOpenedId(null)}
          onEdit={() => setEditing(opened)}
        />
      )}
      {editing && <PromotionEditor promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
};

export default PromotionsPage;
