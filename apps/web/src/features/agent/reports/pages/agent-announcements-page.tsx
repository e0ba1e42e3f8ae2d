import { Badge, Card, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PlatformMessage } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { SafeHtml } from '@/components/ui/safe-html';

import { AGENT_REPORTS_KEY, announcementsQueryOptions, readAnnouncement } from '../api/reports';
import { ReportBody } from '../components/report-body';
import { ReportHeader } from '../components/report-header';
import classes from '../components/reports.module.css';

/** /agentHome/agentAnnouncement: what the operator announced to every agent; opening one marks it read. */
export const AgentAnnouncementsPage = () => {
  const { t, i18n } = useTranslation('agent-reports');
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<PlatformMessage | null>(null);
  const announcements = useQuery(announcementsQueryOptions({ pageNo, language: i18n.language }));

  const open = async (message: PlatformMessage) => {
    setOpened(message);
    if (!message.isRead) {
      await readAnnouncement(message.id).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: AGENT_REPORTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['messages'] });
    }
  };

  return (
    <Stack gap="md">
      <ReportHeader page="agentAnnouncement" />
      <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }}>
        <ReportBody query={announcements} isEmpty={() => false}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState
                icon={<IconSpeakerphone size={28} />}
                title={t('agentAnnouncement.emptyTitle')}
                text={t('agentAnnouncement.emptyText')}
              />
            ) : (
              <Stack gap="xs">
                {data.list.map((message) => (
                  <UnstyledButton
                    key={message.id}
                    className={classes.card}
                    onClick={() => void open(message)}
                    data-testid="announcement-row"
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                        {!message.isRead && (
                          <Badge size="xs" color="red" variant="filled" aria-label={t('agentAnnouncement.unread')}>
                            {t('agentAnnouncement.new')}
                          </Badge>
                        )}
                        <Text fw={message.isRead ? 500 : 700} fz="sm" truncate>
                          {message.title}
                        </Text>
                      </Group>
                      <Text fz="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {message.time}
                      </Text>
                    </Group>
                  </UnstyledButton>
                ))}
                <ListPagination
                  pageNo={data.pageNo}
                  totalPages={data.totalPages}
                  onChange={setPageNo}
                  summary={t('agentAnnouncement.count', { count: data.total, unread: data.unread })}
                />
              </Stack>
            )
          }
        </ReportBody>
      </Card>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        size="lg"
        centered
        title={
          <Text fw={700} fz="lg">
            {opened?.title}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('agentAnnouncement.close') }}
      >
        {opened && (
          <Stack gap="sm">
            <Text fz="xs" c="dimmed" ff="monospace">
              {opened.time}
            </Text>
            <SafeHtml html={opened.content} />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
};
