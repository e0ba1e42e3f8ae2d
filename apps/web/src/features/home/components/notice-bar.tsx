import { Skeleton, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './home.module.css';

export type NoticeBarProps = {
  /** The lines to scroll: the scrolling-bar notices, else the player notices' titles. */
  lines: string[];
  isLoading: boolean;
  onOpen: () => void;
};

// About 60 px a second whatever the length, never faster than one lap in 20 s.
const lapSeconds = (text: string): number => Math.max(20, Math.round(text.length * 0.16));

/**
 * The home page's scrolling notice bar (spec §2.7): a CSS marquee that pauses under the pointer or
 * keyboard focus and stands still for people who ask for reduced motion. A click opens the
 * notice list (noticeModal).
 */
export const NoticeBar = ({ lines, isLoading, onOpen }: NoticeBarProps) => {
  const { t } = useTranslation('home');
  if (isLoading) return <Skeleton height={44} radius="xl" />;
  if (lines.length === 0) return null;
  const text = lines.join('   •   ');
  return (
    // Its name is what it shows (the notices), so voice control users can say what they see.
    <UnstyledButton className={classes.noticeBar} onClick={onOpen} data-testid="notice-bar">
      <span className="visually-hidden">{t('notices.title')}: </span>
      <span className={classes.noticeIcon} aria-hidden>
        <IconSpeakerphone size={18} />
      </span>
      <span className={classes.noticeViewport}>
        <span
          className={classes.noticeTrack}
          style={{ '--notice-lap': `${lapSeconds(text)}s` } as CSSProperties}
          data-testid="notice-track"
        >
          <span className={classes.noticeText}>{text}</span>
          <span className={classes.noticeText} aria-hidden>
            {text}
          </span>
        </span>
      </span>
      <span className={classes.noticeMore} aria-hidden>
        {t('notices.more')}
        <IconChevronRight size={14} />
      </span>
    </UnstyledButton>
  );
};
