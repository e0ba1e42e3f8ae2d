import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from '../../lib/clock';
import type { RevocationFeed, RevocationNotice } from '../session';
import type { EventBus } from './events.bus';

export type RevocationSharingDeps = {
  bus: EventBus;
  clock: Clock;
  /** Where notices from any process (this one included) go: the session service's forget. */
  forget: (notice: RevocationNotice) => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Session revocations between processes over the bus's 'sessions' channel (decision 018): every
 * process subscribes for its whole life. The feed says since when it has been delivering without
 * a gap — subscribed, and the subscriber not lost since — so the session cache trusts only what
 * it read from then on for the longer time.
 */
export const createRevocationFeed = ({ bus, clock, forget, log }: RevocationSharingDeps): RevocationFeed => {
  let subscribed = false;
  let subscribing = false;
  let deliveredSince: number | null = null;

  const subscribe = () => {
    if (subscribed || subscribing) return;
    subscribing = true;
    bus
      .subscribe('sessions', (event) => {
        if (event.kind === 'sessions') forget({ sessionIds: event.sessionIds, memberIds: event.memberIds });
      })
      .then(
        () => {
          subscribed = true;
          if (bus.isDelivering()) deliveredSince = clock.now().getTime();
        },
        // Tried again when the bus is back; meanwhile sessions are read again after a short time.
        (error: unknown) => log.warn({ err: error }, 'sessions: cannot subscribe to revocations'),
      )
      .finally(() => {
        subscribing = false;
      });
  };

  bus.onDeliveryChange((delivering) => {
    if (!delivering) {
      deliveredSince = null;
      return;
    }
    if (subscribed) deliveredSince = clock.now().getTime();
    else subscribe();
  });
  subscribe();

  return {
    publish: (notice) => {
      // The bus logs a failing Redis once per outage; a lost notice costs the short cache time.
      bus.publish('sessions', { kind: 'sessions', ...notice }).catch(() => undefined);
    },
    deliveredSince: () => deliveredSince,
  };
};
