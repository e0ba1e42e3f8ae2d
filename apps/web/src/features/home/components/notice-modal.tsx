import { Button, Center, Loader, Modal, Pagination, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PlayerNotice } from '@perya/contracts';
import { NOTICE_PAGE_RANGE, PAGINATION_MARGIN } from '@perya/contracts';

import { SafeHtml } from '@/components/ui/safe-html';
import { getLanguageCode } from '@/i18n/language';
import { useModalStore } from '@/stores/modal-store';

import { noticesQueryOptions } from '../api/content';
import { paginationOf } from '../utils/pagination';
import classes from './home.module.css';

type NoticeListProps = { onPick: (notice: PlayerNotice) => void };

/** The player notices, 9 to a page (spec §9), newest first. */
export const NoticeList = ({ onPick }: NoticeListProps) => {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const notices = useQuery(noticesQueryOptions(getLanguageCode(), page));
  const { siblings, boundaries } = paginationOf(NOTICE_PAGE_RANGE, PAGINATION_MARGIN);

  if (notices.isPending) {
    return (
      <Center py="xl">
        <Loader color="gold" aria-label={t('common:a11y.loading')} />
      </Center>
    );
  }
  if (notices.isError) {
    return (
      <Stack align="center" py="lg">
        <Text c="dimmed">{t('common:errors.network')}</Text>
        <Button variant="default" onClick={() => void notices.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  }
  const { list, totalPages } = notices.data;
  if (list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('notices.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <ul className={classes.noticeList} data-testid="notice-list">
        {list.map((notice) => (
          <li key={notice.id}>
            <UnstyledButton className={classes.noticeItem} onClick={() => onPick(notice)}>
              <span className={classes.noticeItemText}>
                <span className={classes.noticeItemTitle}>{notice.title}</span>
                <span className={classes.noticeItemTime}>{notice.time}</span>
              </span>
              <IconChevronRight size={16} aria-hidden />
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={setPage}
          siblings={siblings}
          boundaries={boundaries}
          size="sm"
          radius="xl"
          mx="auto"
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('pagination.page', { number }) })}
        />
      )}
    </Stack>
  );
};

/** noticeModal (spec §2.4): the notice list, and one notice's full text (sanitized HTML). */
export const NoticeModal = () => {
  const { t } = useTranslation('home');
  const isOpen = useModalStore((state) => state.open === 'noticeModal');
  const closeModal = useModalStore((state) => state.closeModal);
  const [notice, setNotice] = useState<PlayerNotice | null>(null);

  const handleClose = () => {
    setNotice(null);
    closeModal();
  };

  return (
    <Modal
      opened={isOpen}
      onClose={handleClose}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      title={
        <Text fw={700} fz="lg">
          {notice ? notice.title : t('notices.title')}
        </Text>
      }
    >
      {notice ? (
        <Stack gap="md">
          <Text fz="xs" c="dimmed">
            {notice.time}
          </Text>
          <SafeHtml html={notice.content} />
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => setNotice(null)}
            w="fit-content"
          >
            {t('notices.back')}
          </Button>
        </Stack>
      ) : (
        <NoticeList onPick={setNotice} />
      )}
    </Modal>
  );
};
