import { Alert, Badge, Button, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PointItemKind, StaffPointItem } from '@perya/contracts';
import { PointConfigSchema, StaffPointItemsSchema, formatMoney } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { POINTS_CONFIG_PATH, POINT_ITEMS_PATH } from './loyalty-api';
import { PointItemEditor } from './point-item-editor';
import { PointsConfigForm } from './points-config-form';

// /admin/loyalty/points (issue 20, decisions 049 and 050): the reward items (what each costs and
// pays, stock, how many were redeemed, switched on or off), each opened in its editor; and the
// points rules. Goods redemptions are reviewed on their own screen (loyalty/redemptions).

const KIND_COLOURS: Record<PointItemKind, string> = { CASH: 'teal', BONUS: 'grape', GOODS: 'orange' };

const RewardCell = ({ item }: { item: StaffPointItem }) => {
  const { t } = useTranslation('admin-loyalty');
  if (item.kind === 'GOODS') return <>{t('items.goods')}</>;
  return (
    <>
      <AdminMoney minor={item.rewardAmountMinor} />
      {item.kind === 'BONUS' && ` · ${t('items.turnover', { multiplier: item.turnoverMultiplier })}`}
    </>
  );
};

const ItemsTab = () => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const items = useAdminQuery(POINT_ITEMS_PATH, StaffPointItemsSchema);
  const [editing, setEditing] = useState<StaffPointItem | 'new' | null>(null);
  const list = items.data?.items ?? [];
  return (
    <>
      {canManage && (
        <Button size="xs" mb="sm" onClick={() => setEditing('new')}>
          {t('items.add')}
        </Button>
      )}
      {items.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(items.error, t)}
        </Alert>
      )}
      {items.data && list.length === 0 && <Text c="dimmed">{t('items.empty')}</Text>}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table highlightOnHover fz="sm" aria-label={t('items.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>#</Table.Th>
                <Table.Th w={90}>{t('items.fields.kind')}</Table.Th>
                <Table.Th>{t('items.fields.title')}</Table.Th>
                <Table.Th w={100}>{t('items.fields.pointsRequired')}</Table.Th>
                <Table.Th w={170}>{t('items.reward')}</Table.Th>
                <Table.Th w={130}>{t('items.requirement')}</Table.Th>
                <Table.Th w={80}>{t('items.fields.stock')}</Table.Th>
                <Table.Th w={90}>{t('items.redeemed')}</Table.Th>
                <Table.Th w={80}>{t('fields.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((item) => (
                <Table.Tr
                  key={item.id}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setEditing(item)}
                  onKeyDown={(event) => event.key === 'Enter' && setEditing(item)}
                >
                  <Table.Td>{item.id}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={KIND_COLOURS[item.kind]}>
                      {t(`kind.${item.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td fw={600}>{item.title}</Table.Td>
                  <Table.Td>{BigInt(item.pointsRequired).toLocaleString('en')}</Table.Td>
                  <Table.Td>
                    <RewardCell item={item} />
                  </Table.Td>
                  <Table.Td>
                    {item.amountRequirementMinor === '0' ? '—' : formatMoney(item.amountRequirementMinor)}
                  </Table.Td>
                  <Table.Td>
                    {item.stock === 0 ? (
                      <Badge size="sm" variant="light" color="red">
                        {t('items.soldOut')}
                      </Badge>
                    ) : (
                      item.stock
                    )}
                  </Table.Td>
                  <Table.Td>{item.redeemedCount}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={item.enabled ? 'green' : 'gray'}>
                      {t(item.enabled ? 'state.on' : 'state.off')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <PointItemEditor item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
};

const RulesTab = () => {
  const { t } = useTranslation('admin-loyalty');
  const config = useAdminQuery(POINTS_CONFIG_PATH, PointConfigSchema);
  return (
    <>
      {config.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(config.error, t)}
        </Alert>
      )}
      {config.data && <PointsConfigForm key={JSON.stringify(config.data)} stored={config.data} />}
    </>
  );
};

const PointsPage = () => {
  const { t } = useTranslation('admin-loyalty');
  return (
    <>
      <AdminPageHeader title={t('points.title')} description={t('points.description')} />
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="items">{t('items.title')}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('rules.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">
          <ItemsTab />
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <RulesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
};

export default PointsPage;
