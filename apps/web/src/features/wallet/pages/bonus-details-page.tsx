import { Alert, Button, Card, Group, List, SegmentedControl, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift, IconGiftOff, IconHourglassHigh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BonusPage } from '@perya/contracts';
import { BONUS_STATUSES } from '@perya/contracts';

import { balanceQueryOptions } from '@/lib/balance-query';
import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ListPagination } from '@/components/ui/list-pagination';

import type { BonusStatus } from '../api/records';
import { bonusesQueryOptions } from '../api/records';
import { BonusCard } from '../components/bonus-card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '../components/section-title';
import { errorText } from '@/lib/error-text';

const ALL = 'ALL';
const isBonusStatus = (value: string): value is BonusStatus => (BONUS_STATUSES as readonly string[]).includes(value);

/** How much is still to wager before bonus money may be withdrawn. */
const WageringSummary = ({ owedMinor, currency }: { owedMinor: string; currency: string }) => {
  const { t } = useTranslation('wallet');
  const isClear = BigInt(owedMinor) <= 0n;
  return (
    <Card bg="dark.7" padding="md" data-testid="wagering-summary">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={isClear ? 'teal' : 'gold'} aria-hidden>
          {isClear ? <IconGift size={24} /> : <IconHourglassHigh size={24} />}
        </ThemeIcon>
        <div>
          <Text fz="sm" c="dimmed">
            {t('bonus.owedLabel')}
          </Text>
          <MoneyText minor={owedMinor} currency={currency} fz={24} fw={800} c={isClear ? 'teal.4' : 'gold.4'} />
          <Text fz="sm">{isClear ? t('bonus.owedNone') : t('bonus.owedText')}</Text>
        </div>
      </Group>
    </Card>
  );
};

/**
 * The rules every bonus follows, shown before a member takes or gives one up: what counts, at
 * what weight, and when bonus money goes back (decision 039).
 */
const TurnoverRules = ({ weights }: { weights: BonusPage['weights'] }) => {
  const { t } = useTranslation('wallet');
  return (
    <Card bg="dark.7" padding="md" data-testid="turnover-rules">
      <Text fw={700} mb={4}>
        {t('bonus.rulesTitle')}
      </Text>
      <List size="sm" spacing={4} c="gray.3">
        <List.Item>{t('bonus.ruleCounts')}</List.Item>
        <List.Item>
          {weights.length === 0
            ? t('bonus.ruleWeightsAll')
            : t('bonus.ruleWeights', {
                list: weights
                  .map(
                    (w) =>
                      `${t(`bonus.categories.${w.category}`, { defaultValue: w.category })} ${w.weightBasisPoints / 100}%`,
                  )
                  .join(', '),
              })}
        </List.Item>
        <List.Item>{t('bonus.ruleReversed')}</List.Item>
        <List.Item>{t('bonus.ruleWithdraw')}</List.Item>
        <List.Item>{t('bonus.ruleExpiry')}</List.Item>
        <List.Item>{t('bonus.ruleForfeit')}</List.Item>
      </List>
    </Card>
  );
};

/** /member/bonusDetails: bonuses received, each one's turnover meter, and the rules. */
export const BonusDetailsPage = () => {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('bonus.title'));
  const [status, setStatus] = useState<BonusStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useQuery(bonusesQueryOptions({ status, pageNo }));
  const balance = useQuery(balanceQueryOptions());
  const currency = balance.data?.currency ?? 'PHP';

  let body;
  if (bonuses.isError && !bonuses.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(bonuses.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void bonuses.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!bonuses.data) {
    body = (
      <Stack gap="sm" data-testid="records-loading">
        <Skeleton height={96} radius="lg" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={150} radius="md" />
        ))}
      </Stack>
    );
  } else {
    const page = bonuses.data;
    body = (
      <>
        <WageringSummary owedMinor={page.wageringOwedMinor} currency={currency} />
        <TurnoverRules weights={page.weights} />
        <Card bg="dark.7" style={{ opacity: bonuses.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {page.list.length === 0 ? (
            <EmptyState icon={<IconGiftOff size={28} />} title={t('bonus.emptyTitle')} text={t('bonus.emptyText')} />
          ) : (
            <>
              <Stack gap="sm">
                {page.list.map((bonus) => (
                  <BonusCard key={bonus.id} bonus={bonus} currency={currency} />
                ))}
              </Stack>
              <ListPagination
                pageNo={page.pageNo}
                totalPages={page.totalPages}
                onChange={setPageNo}
                summary={t('records.count', { count: page.total })}
              />
            </>
          )}
        </Card>
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('bonus.title')} intro={t('bonus.intro')} />
      <SegmentedControl
        aria-label={t('bonus.filter')}
        value={status ?? ALL}
        onChange={(value) => {
          setStatus(isBonusStatus(value) ? value : undefined);
          setPageNo(1);
        }}
        data={[
          { value: ALL, label: t('bonus.all') },
          ...BONUS_STATUSES.map((value) => ({ value, label: t(`bonus.status.${value}`) })),
        ]}
        fullWidth
        color="gold"
        maw={520}
      />
      {body}
    </Stack>
  );
};
