import type { CrashPlayer } from '@perya/contracts';

import type { LiveEvents } from '../events';
import type { CrashRoundRow } from './crash.repository';
import type { CrashEvents } from './crash.service';
import { liveRoundOf } from './crash.service';

// The crash game on the live socket (decision 054, topic 'crash'). A phase change goes out at once;
// players joining and cashing out are batched (one event per FLUSH_MS with every change since),
// so a round of a thousand players costs each socket a few events a second, not thousands.

const FLUSH_MS = 100;

export const createCrashLive = (events: Pick<LiveEvents, 'broadcast'>) => {
  let pending: { roundId: number; players: Map<string, CrashPlayer> } | null = null;
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const { roundId, players } = pending;
    pending = null;
    events.broadcast('crash', { type: 'crash_players', roundId, players: [...players.values()] });
  };

  const live: CrashEvents & { close: () => void } = {
    round: (round: CrashRoundRow, now: Date) => {
      flush();
      events.broadcast('crash', { type: 'crash_round', round: liveRoundOf(round, now) });
    },
    player: (roundId: number, player: CrashPlayer) => {
      if (pending && pending.roundId !== roundId) flush();
      pending ??= { roundId, players: new Map() };
      pending.players.set(player.key, player);
      timer ??= setTimeout(flush, FLUSH_MS);
    },
    close: () => flush(),
  };
  return live;
};
