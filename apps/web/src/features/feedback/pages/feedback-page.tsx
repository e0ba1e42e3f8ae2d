import { Alert, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircleOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '@/components/ui/section-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { feedbackListQueryOptions } from '../api/feedback';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';

/** /member/feedback: send feedback, and read what was sent with the answers. */
export const FeedbackPage = () => {
  const { t } = useTranslation('content');
  useDocumentTitle(t('feedback.title'));
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(feedbackListQueryOptions({ pageNo }));

  let body;
  if (list.isError && !list.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(list.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!list.data) {
    body = (
      <Stack gap="sm" data-testid="feedback-loading">
        {[0, 1].map((index) => (
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.data.list.length === 0) {
    body = (
      <EmptyState
        icon={<IconMessageCircleOff size={28} />}
        title={t('feedback.emptyTitle')}
        text={t('feedback.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <FeedbackList items={list.data.list} />
        <Group justify="space-between" mt="md">
          <Text fz="sm" c="dimmed">
            {t('pagination.count', { count: list.data.total })}
          </Text>
          {list.data.totalPages > 1 && (
            <Pagination
              total={list.data.totalPages}
              value={list.data.pageNo}
              onChange={setPageNo}
              size="sm"
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
            />
          )}
        </Group>
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('feedback.title')} intro={t('feedback.intro')} />
      <Card bg="dark.7">
        <Title order={3} fz="lg" mb="md">
          {t('feedback.formTitle')}
        </Title>
        <FeedbackForm onSubmitted={() => setPageNo(1)} />
      </Card>
      <Card bg="dark.7" style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Title order={3} fz="lg" mb="md">
          {t('feedback.listTitle')}
        </Title>
        {body}
      </Card>
    </Stack>
  );
};
