import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';

import { reportErrorText } from '../utils/report-errors';

type ReportBodyProps<T> = {
  query: { data: T | undefined; error: unknown; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** A report's states in one place: the refusal in the agent's language, loading, nothing found, the figures. */
export const ReportBody = <T,>({ query, isEmpty, children }: ReportBodyProps<T>) => {
  const { t } = useTranslation('agent-reports');
  if (query.isError && !query.data)
    return (
      <Alert color="ruby" variant="light" role="alert" title={t('states.loadTitle')}>
        <Text fz="sm" mb="sm">
          {reportErrorText(query.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('states.retry')}
        </Button>
      </Alert>
    );
  if (!query.data)
    return (
      <Stack gap="xs" data-testid="report-loading" aria-busy>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={44} radius="md" />
        ))}
      </Stack>
    );
  if (isEmpty(query.data))
    return (
      <EmptyState icon={<IconChartBarOff size={28} />} title={t('states.emptyTitle')} text={t('states.emptyText')} />
    );
  return (
    // The previous filter's figures, dimmed, while the new ones load (data-stale for tests to wait on).
    <div
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-stale={query.isPlaceholderData ? 'true' : undefined}
    >
      {children(query.data)}
      {query.isError && (
        <Text c="red.4" fz="sm" mt="sm" role="alert">
          {reportErrorText(query.error, t)}
        </Text>
      )}
    </div>
  );
};
