import { Alert, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowsExchange, IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PointItem } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { pointBalanceQueryOptions, pointConfigQueryOptions, pointRewardsQueryOptions } from '../api/points';
import { DetailsSection, HistorySection, RewardsSection, RulesSection } from '../components/points-sections';
import { ConvertDialog, RedeemDialog } from '../components/spend-dialog';
import { formatPoints } from '../utils/format';

const TABS = ['rewards', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** /pointMall (spec §1, §7.4): my points, the rewards to redeem, redeem history, points details, the rules. */
export const PointMallPage = () => {
  const { t, i18n } = useTranslation('points');
  useDocumentTitle(t('title'));
  const balance = useQuery(pointBalanceQueryOptions());
  const rewards = useQuery(pointRewardsQueryOptions());
  const config = useQuery(pointConfigQueryOptions());
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<PointItem | null>(null);
  const [converting, setConverting] = useState(false);
  const points = balance.data ? BigInt(balance.data.points) : 0n;
  const failed = [balance, rewards, config].find((query) => query.isError && !query.data);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} icon={<IconBuildingStore size={26} />} />
      <Stack gap="md">
        {failed && (
          <Alert color="ruby" variant="light" role="alert" title={t('loadError')}>
            <Text fz="sm" mb="sm">
              {errorText(failed.error, t)}
            </Text>
            <Button size="xs" variant="light" onClick={() => void failed.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Alert>
        )}
        <Card bg="dark.7" padding="lg" radius="md" data-testid="points-summary">
          <Group justify="space-between" align="flex-end" gap="md">
            <div>
              <Text fz="sm" c="dimmed">
                {t('summary.balance')}
              </Text>
              <Text fz={36} fw={800} c="gold.4" lh={1.1} data-testid="points-balance">
                {balance.data ? formatPoints(balance.data.points, i18n.language) : '—'}
              </Text>
              {balance.data && (
                <Text fz="sm" c="dimmed">
                  {t('summary.worth')} <MoneyText minor={balance.data.valueMinor} fz="sm" span fw={700} />
                  {' · '}
                  {t('summary.neverExpire')}
                </Text>
              )}
            </div>
            <Group gap="lg" wrap="nowrap">
              {balance.data && (
                <>
                  <div>
                    <Text fz="xs" c="dimmed">
                      {t('summary.earned')}
                    </Text>
                    <Text fw={700}>{formatPoints(balance.data.earnedTotal, i18n.language)}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      {t('summary.spent')}
                    </Text>
                    <Text fw={700}>{formatPoints(balance.data.spentTotal, i18n.language)}</Text>
                  </div>
                </>
              )}
              <Button
                leftSection={<IconArrowsExchange size={16} />}
                variant="light"
                onClick={() => setConverting(true)}
                disabled={!config.data?.enabled || !balance.data || points < BigInt(config.data.convertMinPoints)}
                data-testid="open-convert"
              >
                {t('summary.convert')}
              </Button>
            </Group>
          </Group>
        </Card>
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'rewards')} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`points-tab-${key}`}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="rewards">
            <RewardsSection rewards={rewards.data} points={points} onRedeem={setRedeeming} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <HistorySection />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <DetailsSection />
          </Tabs.Panel>
          <Tabs.Panel value="rules">
            <RulesSection config={config.data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <RedeemDialog item={redeeming} points={points} onClose={() => setRedeeming(null)} />
      {config.data && (
        <ConvertDialog opened={converting} config={config.data} points={points} onClose={() => setConverting(false)} />
      )}
    </>
  );
};
