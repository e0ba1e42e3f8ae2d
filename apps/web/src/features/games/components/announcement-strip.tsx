import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconSpeakerphone, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { sessionValue } from '@/lib/storage';

import { gameAnnouncementsQueryOptions } from '../api/announcements';
import classes from './game-centre.module.css';

const DISMISSED_KEY = 'games.dismissedNotices';
const MAX_SHOWN = 3;

const readDismissed = (): number[] => {
  try {
    const parsed: unknown = JSON.parse(sessionValue.get(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : [];
  } catch {
    return [];
  }
};

/** Notice text as plain words: the strip is one line, never markup. */
const plainText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * Game notices (maintenance windows, new releases) above a game centre: the ones for its
 * providers, or for everyone. Closing one hides it for the rest of the session.
 */
export const AnnouncementStrip = ({ vendors }: { vendors: string[] | null }) => {
  const { t } = useTranslation('games');
  const notices = useQuery(gameAnnouncementsQueryOptions());
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (notices.data?.list ?? [])
    .filter((notice) => !dismissed.includes(notice.id))
    .filter((notice) => !notice.vassalage || !vendors || vendors.includes(notice.vassalage))
    .slice(0, MAX_SHOWN);
  if (shown.length === 0) return null;

  const handleDismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    sessionValue.set(DISMISSED_KEY, JSON.stringify(next));
  };

  return (
    <Stack gap={6} role="region" aria-label={t('notices.label')}>
      {shown.map((notice) => {
        const text = plainText(notice.content);
        return (
          <Group key={notice.id} className={classes.notice} gap="sm" wrap="nowrap" data-testid="game-notice">
            <IconSpeakerphone size={18} className={classes.noticeIcon} aria-hidden />
            <Text fz="sm" className={classes.noticeText} title={text}>
              <strong>{notice.title}</strong>
              {text && ` — ${text}`}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => handleDismiss(notice.id)}
              aria-label={t('notices.dismiss', { title: notice.title })}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
};
