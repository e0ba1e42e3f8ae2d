import { Alert, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { RebateRatesSchema, VipLadderSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminQuery } from '../shell/admin-query';
import { REBATE_RATES_PATH, VIP_LEVELS_PATH } from './loyalty-api';
import { RebateGrid } from './rebate-grid';
import { VipLadderForm } from './vip-ladder';

// /admin/loyalty/vip (issue 20, decisions 047 and 050): the VIP ladder and the rebate rates, two
// tabs of one screen because the rates are per level of that ladder.

const VipPage = () => {
  const { t } = useTranslation('admin-loyalty');
  const ladder = useAdminQuery(VIP_LEVELS_PATH, VipLadderSchema);
  const rates = useAdminQuery(REBATE_RATES_PATH, RebateRatesSchema);
  const failure = ladder.error ?? rates.error;
  const levels = ladder.data?.levels ?? [];
  // A form starts again from the stored figures whenever they change (after a save or a reload).
  const ladderKey = JSON.stringify(levels);
  return (
    <>
      <AdminPageHeader title={t('vip.title')} description={t('vip.description')} />
      {failure && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(failure, t)}
        </Alert>
      )}
      <Tabs defaultValue="ladder" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="ladder">{t('ladder.title')}</Tabs.Tab>
          <Tabs.Tab value="rebate">{t('rebate.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ladder">
          {ladder.data && <VipLadderForm key={ladderKey} stored={levels} onReload={() => void ladder.refetch()} />}
        </Tabs.Panel>
        <Tabs.Panel value="rebate">
          {ladder.data && rates.data && (
            <RebateGrid
              key={`${ladderKey}${JSON.stringify(rates.data.rates)}`}
              levels={levels}
              stored={rates.data.rates}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
};

export default VipPage;
