import { useEffect, useRef, useState } from 'react';

import type { CrashLiveRound, CrashPlayer, CrashState, LiveEvent } from '@perya/contracts';
import { LIVE_EVENTS_PATH, LIVE_FINAL_CLOSE_CODES } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';

// The crash game live (decision 054): a socket on the portal's live events endpoint that follows
// the topic 'crash' — the whole state first, then each phase and the players' bets and cash-outs.
// The page is on /seamless (no layout, so no header listener): it holds its own socket.

export type CrashLive = {
  round: CrashLiveRound | null;
  players: CrashPlayer[];
  recent: CrashState['recent'];
  /** Server clock minus this browser's, from the last message (the curve is drawn on server time). */
  offsetMs: number;
  connected: boolean;
};

const RETRY_MS = 2_000;

export const useCrashLive = (initial: CrashState | undefined): CrashLive => {
  const token = useSessionStore((state) => state.token);
  const [live, setLive] = useState<CrashLive>({ round: null, players: [], recent: [], offsetMs: 0, connected: false });
  const seeded = useRef(false);

  useEffect(() => {
    if (!initial || seeded.current) return;
    seeded.current = true;
    setLive((current) =>
      current.round
        ? current
        : {
            ...current,
            round: initial.round,
            players: initial.players,
            recent: initial.recent,
            offsetMs: initial.round ? Date.parse(initial.round.serverNow) - Date.now() : 0,
          },
    );
  }, [initial]);

  useEffect(() => {
    if (!token) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let isDone = false;

    const apply = (event: LiveEvent) => {
      if (event.type === 'ready') {
        socket?.send(JSON.stringify({ type: 'subscribe', topic: 'crash' }));
        return;
      }
      setLive((current) => {
        switch (event.type) {
          case 'crash_state':
            return {
              round: event.round,
              players: event.players,
              recent: event.recent,
              offsetMs: event.round ? Date.parse(event.round.serverNow) - Date.now() : current.offsetMs,
              connected: true,
            };
          case 'crash_round': {
            const isNew = current.round?.roundId !== event.round.roundId;
            const recent =
              event.round.phase === 'CRASHED' && event.round.crashPoint !== null
                ? [
                    { roundId: event.round.roundId, crashPoint: event.round.crashPoint },
                    ...current.recent.filter((entry) => entry.roundId !== event.round.roundId),
                  ].slice(0, 20)
                : current.recent;
            return {
              ...current,
              round: event.round,
              players: isNew ? [] : current.players,
              recent,
              offsetMs: Date.parse(event.round.serverNow) - Date.now(),
              connected: true,
            };
          }
          case 'crash_players': {
            if (current.round && current.round.roundId !== event.roundId) return current;
            const byKey = new Map(current.players.map((player) => [player.key, player]));
            for (const player of event.players) byKey.set(player.key, player);
            return { ...current, players: [...byKey.values()] };
          }
          default:
            return current;
        }
      });
    };

    const open = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}${LIVE_EVENTS_PATH}`);
      socket.addEventListener('open', () => socket?.send(JSON.stringify({ type: 'auth', token })));
      socket.addEventListener('message', (message: MessageEvent<string>) => {
        try {
          apply(JSON.parse(message.data) as LiveEvent);
        } catch {
          // A message this page does not understand is not its to act on.
        }
      });
      socket.addEventListener('close', (closed) => {
        setLive((current) => ({ ...current, connected: false }));
        if (isDone || LIVE_FINAL_CLOSE_CODES.includes(closed.code)) return;
        retry = setTimeout(open, RETRY_MS);
      });
    };
    open();
    return () => {
      isDone = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    };
  }, [token]);

  return live;
};
