import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/hooks/use-document-title';

import { protectionQueryOptions } from '../api/protection';
import { BreakCard } from '../components/break-card';
import { LimitsCard } from '../components/limits-card';
import { OnBreakPanel } from '../components/on-break-panel';
import { ResponsibleGamingNotice } from '../components/responsible-gaming-notice';
import { SessionCard } from '../components/session-card';

/**
 * /member/responsibleGaming: the member's limits, session time, reality check and breaks. On a
 * break it is the exclusion page: until when, where to get help, the way to withdraw.
 */
export const ResponsibleGamingPage = () => {
  const { t } = useTranslation('protection');
  const state = useQuery(protectionQueryOptions());
  useDocumentTitle(t('page.title'));

  if (!state.data) return <Skeleton height={420} radius="lg" />;
  if (state.data.block) {
    return (
      <Stack gap="md">
        <OnBreakPanel block={state.data.block} />
        <ResponsibleGamingNotice withToolsLink={false} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="xl">
          {t('page.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('page.intro')}
        </Text>
      </div>
      <LimitsCard state={state.data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SessionCard key={`${state.data.sessionMinutes}-${state.data.realityCheckMinutes}`} state={state.data} />
        <BreakCard />
      </SimpleGrid>
      <ResponsibleGamingNotice withToolsLink={false} />
    </Stack>
  );
};
