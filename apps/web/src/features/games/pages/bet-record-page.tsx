import { Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BetRound, GameType } from '@perya/contracts';

import { useDocumentTitle } from '@/hooks/use-document-title';
import { memberInfoQueryOptions } from '@/lib/member-queries';
import { useSessionStore } from '@/stores/session-store';

import { betRecordsQueryOptions } from '../api/bet-records';
import { allVendors, useGameMenus } from '../api/game-menus';
import type { DayChoice } from '../components/bet-filters';
import { BetFilters, resolveDays } from '../components/bet-filters';
import { BetList, BetListSkeleton } from '../components/bet-list';
import { BetTotals } from '../components/bet-totals';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { useMemberToday } from '../hooks/use-member-today';

type BetRecordPageProps = {
  /** Where a round is verified (an original's fairness page), composed in app/; null: nowhere. */
  verifyPathOf?: (round: BetRound) => string | null;
};

/** /member/personalHistoryCopy: the member's betting record (spec §2.5). */
export const BetRecordPage = ({ verifyPathOf }: BetRecordPageProps = {}) => {
  const { t } = useTranslation('games');
  useDocumentTitle(t('bets.title'));
  const today = useMemberToday();
  const token = useSessionStore((state) => state.token);
  const member = useQuery(memberInfoQueryOptions(token));
  const menus = useGameMenus();
  const [days, setDays] = useState<DayChoice>({ quick: 'last7' });
  const [vassalage, setVassalage] = useState<string | undefined>(undefined);
  const [gameType, setGameType] = useState<GameType | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const { from, to } = resolveDays(days, today);
  const records = useQuery(betRecordsQueryOptions({ from, to, vassalage, gameType, pageNo }));
  const providers = allVendors(menus.data).map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }));

  // Every filter change starts again from the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  let body;
  if (records.isError && !records.data) {
    body = <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  } else if (!records.data) {
    body = <BetListSkeleton />;
  } else if (records.data.list.length === 0) {
    body = <EmptyState icon={<IconCards size={28} />} title={t('bets.emptyTitle')} text={t('bets.emptyText')} />;
  } else {
    body = (
      <div style={{ opacity: records.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <BetList rounds={records.data.list} verifyPathOf={verifyPathOf} />
        <Group justify="space-between" gap="sm" mt="md">
          <Text fz="sm" c="dimmed">
            {t('bets.count', { count: records.data.total })}
          </Text>
          {records.data.totalPages > 1 && (
            <Pagination
              total={records.data.totalPages}
              value={records.data.pageNo}
              onChange={setPageNo}
              size="sm"
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            />
          )}
        </Group>
      </div>
    );
  }

  const currency = records.data?.list[0]?.currency ?? member.data?.currency ?? 'PHP';
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="xl">
          {t('bets.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('bets.intro')}
        </Text>
      </div>
      <Card bg="dark.7">
        <BetFilters
          today={today}
          days={days}
          onDaysChange={filtered(setDays)}
          providers={providers}
          vassalage={vassalage}
          onVassalageChange={filtered(setVassalage)}
          gameType={gameType}
          onGameTypeChange={filtered(setGameType)}
        />
      </Card>
      {records.data && records.data.total > 0 && (
        <BetTotals
          betMinor={records.data.totals.betMinor}
          winMinor={records.data.totals.winMinor}
          netMinor={records.data.totals.netMinor}
          currency={currency}
        />
      )}
      <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }} aria-busy={records.isFetching} aria-live="polite">
        {body}
      </Card>
    </Stack>
  );
};
