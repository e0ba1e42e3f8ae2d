import type { TFunction } from 'i18next';

import type { LotteryGameDefinition } from '@perya/contracts';
import { lotteryGameOf } from '@perya/contracts';

import { durationOf } from './in-house-api';

// How the lottery screens name a game, its schedule and its sales close (admin-lottery texts),
// from contracts' game definitions: the catalogue's names are the portal's, not the back office's.

/** "Quick draw · 1 min", "VN North", "4D", "Lotto 6/42". */
export const lotteryGameName = (gameCode: string, t: TFunction): string => {
  const game: LotteryGameDefinition | undefined = lotteryGameOf(gameCode);
  if (!game) return gameCode;
  if (game.family === 'vn' && game.schedule.kind === 'every')
    return t('names.quick', { minutes: game.schedule.minutes });
  if (game.family === 'vn') return t(`names.vn.${game.region ?? 'north'}`);
  if (game.family === '4d') return t('names.fourD');
  return `${t('names.lotto')} ${(game.lottoGame ?? '').replace('lotto-', '').replace('-', '/')}`;
};

/** "Every 1 min" or "Daily 19:15" (the setting's draw time, Manila). */
export const lotteryScheduleText = (gameCode: string, drawTime: string | null, t: TFunction): string => {
  const game = lotteryGameOf(gameCode);
  return game?.schedule.kind === 'every'
    ? t('schedule.every', { minutes: game.schedule.minutes })
    : t('schedule.daily', { time: drawTime ?? '—' });
};

/** "10 s before", "15 min before", "1 h before". */
export const closeText = (seconds: number, t: TFunction): string => {
  const { unit, count } = durationOf(seconds);
  return t(`close.${unit}`, { count });
};

/** The draw states' colours (the text is admin-lottery's drawStatus.<STATE>). */
export const DRAW_STATUS_COLOURS: Record<string, string> = {
  OPEN: 'teal',
  CLOSED: 'yellow',
  DRAWN: 'blue',
  SETTLED: 'gray',
};
