import { Skeleton, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconDeviceGamepad2, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { WINNER_BOARD_SCROLL_STEP, WINNER_BOARD_SHOWN, formatMoney } from '@perya/contracts';

import { FallbackImage } from '@/components/ui/fallback-image';
import { getLanguageCode } from '@/i18n/language';

import { winnersQueryOptions } from '../api/content';
import classes from './home.module.css';

type Winner = { customerName: string; winAmount: string; gameName: string; iconUrl: string };

const ROW_HEIGHT = 48;

/** The game's icon, or a default game icon when it does not load (spec §2.7). */
const WinnerIcon = ({ src }: { src: string }) => (
  <FallbackImage
    sources={[src]}
    alt=""
    width={32}
    height={32}
    className={classes.winnerIcon}
    fallback={
      <span className={classes.winnerIconFallback} aria-hidden data-testid="winner-icon-fallback">
        <IconDeviceGamepad2 size={18} stroke={1.5} />
      </span>
    }
  />
);

const WinnerRow = ({ winner, locale, isCopy }: { winner: Winner; locale: string; isCopy?: boolean }) => (
  <li className={classes.winnerRow} aria-hidden={isCopy || undefined}>
    <WinnerIcon src={winner.iconUrl} />
    <div className={classes.winnerWho}>
      <span className={classes.winnerName}>{winner.customerName}</span>
      <span className={classes.winnerGame}>{winner.gameName}</span>
    </div>
    <span className={classes.winnerPrize}>{formatMoney(winner.winAmount, { locale })}</span>
  </li>
);

/** The board creeps 0.5 px a frame at 60 frames a second. */
const CREEP_PX_PER_SECOND = WINNER_BOARD_SCROLL_STEP * 60;

/**
 * The biggest wins (spec §2.7): names masked by the server, up to 9 lines in view, the list
 * creeping upwards 0.5 px a frame and starting over, paused under the pointer or focus and for
 * people who ask for reduced motion. The creep is a CSS animation of a transform: the compositor
 * moves it, the page's main thread does nothing for it (a phone's CPU is busy enough).
 */
export const WinnerBoard = () => {
  const { t, i18n } = useTranslation('home');
  const winners = useQuery(winnersQueryOptions(getLanguageCode()));
  const list: Winner[] = (winners.data?.list ?? []).map((entry) => entry.vo);
  const prefersReducedMotion = useReducedMotion() ?? false;
  const isScrolling = list.length > WINNER_BOARD_SHOWN && !prefersReducedMotion;
  const lap = list.length * ROW_HEIGHT;
  const creep = isScrolling
    ? ({ '--winner-lap': `${-lap}px`, animationDuration: `${lap / CREEP_PX_PER_SECOND}s` } as CSSProperties)
    : undefined;

  return (
    <section className={classes.panel} aria-labelledby="winner-board-title" data-testid="winner-board">
      <div className={classes.panelHeader}>
        <Title order={2} id="winner-board-title" className={classes.panelTitle}>
          <IconTrophy size={20} aria-hidden />
          {t('winners.title')}
        </Title>
        <span className={classes.liveDot}>{t('winners.live')}</span>
      </div>
      {winners.isPending ? (
        <div className={classes.winnerViewport} style={{ height: ROW_HEIGHT * 5 }}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={36} my={6} radius="md" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <Text c="dimmed" fz="sm" py="lg" ta="center">
          {t('winners.empty')}
        </Text>
      ) : (
        <div
          className={classes.winnerViewport}
          style={{ height: ROW_HEIGHT * Math.min(WINNER_BOARD_SHOWN, list.length) }}
        >
          <ul
            className={isScrolling ? `${classes.winnerTrack} ${classes.winnerCreep}` : classes.winnerTrack}
            style={creep}
            aria-label={t('winners.title')}
          >
            {list.map((winner, index) => (
              <WinnerRow key={index} winner={winner} locale={i18n.language} />
            ))}
            {/* The first screenful again after the last line: the loop starts over without a jump. */}
            {isScrolling &&
              list
                .slice(0, WINNER_BOARD_SHOWN)
                .map((winner, index) => (
                  <WinnerRow key={`copy-${index}`} winner={winner} locale={i18n.language} isCopy />
                ))}
          </ul>
        </div>
      )}
    </section>
  );
};
