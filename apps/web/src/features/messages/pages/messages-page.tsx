import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconMailOpened } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PlatformMessage } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '@/components/ui/section-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getLanguageCode } from '@/i18n/language';
import { errorText } from '@/lib/error-text';
import { ListPagination } from '@/components/ui/list-pagination';

import { messagesQueryOptions, useMarkAllRead, useReadMessage } from '../api/messages';
import { MessageDetailModal } from '../components/message-detail-modal';
import { MessageList } from '../components/message-list';

/** /member/messageV2: platform messages (spec §2.5), unread ones marked, each opened in a dialog. */
export const MessagesPage = () => {
  const { t } = useTranslation('content');
  useDocumentTitle(t('messages.title'));
  const [pageNo, setPageNo] = useState(1);
  const [unreadFirst, setUnreadFirst] = useState(false);
  const [open, setOpen] = useState<PlatformMessage | null>(null);
  const messages = useQuery(messagesQueryOptions({ pageNo, unreadFirst, language: getLanguageCode() }));
  const readMessage = useReadMessage();
  const markAllRead = useMarkAllRead();
  const unread = messages.data?.unread ?? 0;

  const handleOpen = (message: PlatformMessage) => {
    setOpen(message);
    if (!message.isRead) readMessage.mutate(message.id, { onSuccess: (read) => setOpen(read) });
  };

  const handleMarkAllRead = () =>
    markAllRead.mutate(undefined, {
      onSuccess: ({ marked }) =>
        notifications.show({ color: 'teal', message: t('messages.allMarked', { count: marked }) }),
      onError: (failure) => notifications.show({ color: 'ruby', message: errorText(failure, t) }),
    });

  let body;
  if (messages.isError && !messages.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(messages.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void messages.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!messages.data) {
    body = (
      <Stack gap="sm" data-testid="messages-loading">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (messages.data.list.length === 0) {
    body = (
      <EmptyState icon={<IconMailOpened size={28} />} title={t('messages.emptyTitle')} text={t('messages.emptyText')} />
    );
  } else {
    body = (
      <>
        <MessageList messages={messages.data.list} onOpen={handleOpen} />
        <ListPagination
          pageNo={messages.data.pageNo}
          totalPages={messages.data.totalPages}
          onChange={setPageNo}
          summary={t('pagination.count', { count: messages.data.total })}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle
        title={t('messages.title')}
        intro={t('messages.intro')}
        actions={
          <Button
            variant="light"
            color="gold"
            leftSection={<IconChecks size={18} />}
            onClick={handleMarkAllRead}
            loading={markAllRead.isPending}
            disabled={unread === 0}
          >
            {t('messages.markAllRead')}
          </Button>
        }
      />
      <Card bg="dark.7" style={{ opacity: messages.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Group justify="space-between" mb="sm">
          {unread > 0 ? (
            <Badge color="red" variant="filled" data-testid="unread-summary">
              {t('messages.unreadSummary', { count: unread })}
            </Badge>
          ) : (
            <span />
          )}
          <Switch
            label={t('messages.unreadFirst')}
            checked={unreadFirst}
            onChange={(event) => {
              setUnreadFirst(event.currentTarget.checked);
              setPageNo(1);
            }}
            color="gold"
          />
        </Group>
        {body}
      </Card>
      <MessageDetailModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
};
