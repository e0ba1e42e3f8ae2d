import { UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { VideoEmbed } from '../utils/video';
import classes from './home.module.css';

/**
 * One embedded video. Until the visitor presses play it is a poster of our own (no request to the
 * video site, no cookies, nothing heavy on the page); then the player's iframe takes its place.
 */
export const VideoBlock = ({ embed, title }: { embed: VideoEmbed; title: string }) => {
  const { t } = useTranslation('home');
  const [isPlaying, setPlaying] = useState(false);
  if (isPlaying) {
    return (
      <div className={classes.videoFrame}>
        <iframe
          src={embed.src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <UnstyledButton
      className={classes.videoPoster}
      data-provider={embed.provider}
      onClick={() => setPlaying(true)}
      aria-label={t('videos.play', { title })}
    >
      <span className={classes.videoPlay} aria-hidden>
        <IconPlayerPlayFilled size={28} />
      </span>
      <span className={classes.videoTitle}>{title}</span>
      <span className={classes.videoSource}>{embed.provider === 'youtube' ? 'YouTube' : 'Facebook'}</span>
    </UnstyledButton>
  );
};
