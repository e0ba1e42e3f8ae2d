import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MyRebate, RebateClaim } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { MoneyText } from '@/components/ui/money-text';
import { SectionTitle } from '@/components/ui/section-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useMoneyMutation } from '@/lib/money-mutation';

import { claimRebate, myRebateQueryOptions } from '../api/vip';
import { useCategoryName } from '../components/category-name';
import classes from '../components/vip.module.css';

const percentOf = (basisPoints: number) => (basisPoints / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });

const Rates = ({ rebate }: { rebate: MyRebate }) => {
  const { t } = useTranslation('vip');
  const categoryName = useCategoryName();
  if (rebate.rates.length === 0) return null;
  return (
    <Card bg="dark.7" padding="lg" data-testid="rebate-rates">
      <Title order={3} fz="lg" mb="xs">
        {t('rebate.ratesTitle', { level: rebate.level })}
      </Title>
      {rebate.rates.map((rate) => (
        <Group key={rate.category} justify="space-between" className={classes.row} wrap="nowrap" gap="sm">
          <Text fw={700}>{categoryName(rate.category)}</Text>
          <Text fz="sm" ta="right">
            {t(rate.basis === 'EDGE_WEIGHTED' ? 'rebate.rateEdge' : 'rebate.rateBet', {
              percent: percentOf(rate.rateBasisPoints),
            })}
          </Text>
        </Group>
      ))}
      <Text fz="xs" c="dimmed" mt="xs">
        {t('rebate.edgeNote')}
      </Text>
    </Card>
  );
};

const Claims = ({ claims, currency }: { claims: RebateClaim[]; currency: string }) => {
  const { t } = useTranslation('vip');
  if (claims.length === 0) return null;
  return (
    <Card bg="dark.7" padding="lg">
      <Title order={3} fz="lg" mb="xs">
        {t('rebate.claimsTitle')}
      </Title>
      {claims.map((claim) => (
        <Group key={claim.id} justify="space-between" className={classes.row} wrap="nowrap" data-testid="rebate-claim">
          <div>
            <Text fz="sm">{claim.at.slice(0, 10)}</Text>
            <Text fz="xs" c="dimmed">
              {t('rebate.wagering', { count: claim.turnoverMultiplier })}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <MoneyText minor={claim.amountMinor} currency={currency} fw={800} c="gold.4" />
            <Badge size="sm" variant="light" color={claim.status === 'PAID' ? 'teal' : 'yellow'}>
              {t(`rebate.status.${claim.status}`)}
            </Badge>
          </Stack>
        </Group>
      ))}
    </Card>
  );
};

/** /member/manualRebate (spec §2.5): unclaimed rebate by game category, claimed now as one bonus. */
export const RebatePage = () => {
  const { t } = useTranslation('vip');
  useDocumentTitle(t('rebate.title'));
  const categoryName = useCategoryName();
  const query = useQuery(myRebateQueryOptions());
  const [done, setDone] = useState<RebateClaim | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const claim = useMoneyMutation({
    mutationFn: (_input: string, requestId: string) => claimRebate(requestId),
    intentOf: (amount) => amount,
    invalidates: [myRebateQueryOptions().queryKey],
  });

  const submit = async (amount: string) => {
    setFailure(null);
    const outcome = await claim.submit(amount);
    if (outcome.ok) setDone(outcome.result);
    else setFailure(outcome.message);
  };

  let body;
  if (query.isError && !query.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('loadError')}>
        <Text fz="sm" mb="sm">
          {errorText(query.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!query.data) {
    body = <Skeleton height={220} radius="md" data-testid="rebate-loading" />;
  } else {
    const rebate = query.data;
    const nothing = rebate.unclaimedMinor === '0';
    body = (
      <>
        <Card bg="dark.7" padding="lg" data-testid="rebate-summary">
          <Group justify="space-between" align="flex-end" gap="md">
            <div>
              <Text fz="xs" c="dimmed">
                {t('rebate.unclaimed')}
              </Text>
              <MoneyText
                minor={rebate.unclaimedMinor}
                currency={rebate.currency}
                fz={32}
                fw={800}
                c="gold.4"
                data-testid="rebate-unclaimed"
              />
            </div>
            <Button
              size="md"
              color="gold"
              disabled={nothing}
              loading={claim.isBusy}
              onClick={() => void submit(rebate.unclaimedMinor)}
              data-testid="rebate-claim-button"
            >
              {t('rebate.claim')}
            </Button>
          </Group>
          <Text fz="xs" c="dimmed" mt="sm">
            {rebate.accruedThrough ? t('rebate.accruedThrough', { day: rebate.accruedThrough }) : t('rebate.dailyNote')}
            {rebate.turnoverMultiplier > 0 ? ` ${t('rebate.wagering', { count: rebate.turnoverMultiplier })}` : ''}
          </Text>
          {done && (
            <Alert color="teal" variant="light" mt="sm" data-testid="rebate-claimed">
              {t('rebate.claimed')} <MoneyText minor={done.amountMinor} currency={rebate.currency} fw={800} />
            </Alert>
          )}
          {(failure ?? claim.retryError) && (
            <Alert color="ruby" variant="light" mt="sm" role="alert">
              {failure ?? claim.retryError}
            </Alert>
          )}
        </Card>
        <Card bg="dark.7" padding="lg">
          <Title order={3} fz="lg" mb="xs">
            {t('rebate.byCategory')}
          </Title>
          {rebate.categories.length === 0 ? (
            <EmptyState
              icon={<IconReceiptRefund size={28} />}
              title={t('rebate.emptyTitle')}
              text={t('rebate.emptyText')}
            />
          ) : (
            rebate.categories.map((row) => (
              <Group
                key={row.category}
                justify="space-between"
                className={classes.row}
                wrap="nowrap"
                data-testid="rebate-category"
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{categoryName(row.category)}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('rebate.categoryLine', { count: row.days })}{' '}
                    <MoneyText minor={row.validBetMinor} currency={rebate.currency} fz="xs" />
                  </Text>
                </div>
                <MoneyText minor={row.rebateMinor} currency={rebate.currency} fw={800} />
              </Group>
            ))
          )}
        </Card>
        <Rates rebate={rebate} />
        <Claims claims={rebate.claims} currency={rebate.currency} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('rebate.title')} intro={t('rebate.intro')} />
      {body}
    </Stack>
  );
};
