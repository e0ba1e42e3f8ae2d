import { describe, expect, it } from 'vitest';

import { createTestClock } from '../../testing/auth-helpers';
import type { RevocationNotice } from '../session';
import type { BusEvent, BusListener, BusTarget, EventBus } from './events.bus';
import { createRevocationFeed } from './events.revocations';

// The revocation feed on a bus under the test's control: when it says notices are delivered
// (decision 018: the session cache trusts what it read after that for 5 s, else 1 s).

const createTestBus = () => {
  const listeners = new Map<BusTarget, BusListener>();
  const deliveryListeners: Array<(delivering: boolean) => void> = [];
  const published: Array<{ target: BusTarget; event: BusEvent }> = [];
  const subscriptions: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let delivering = true;
  const bus: EventBus = {
    publish: async (target, event) => {
      published.push({ target, event });
    },
    subscribe: (target, listener) =>
      new Promise((resolve, reject) => {
        subscriptions.push({
          resolve: () => {
            listeners.set(target, listener);
            resolve(() => listeners.delete(target));
          },
          reject,
        });
      }),
    isDelivering: () => delivering,
    onDeliveryChange: (listener) => {
      deliveryListeners.push(listener);
    },
    close: async () => undefined,
  };
  return {
    bus,
    published,
    subscriptions,
    deliver: (target: BusTarget, event: BusEvent) => listeners.get(target)?.(event),
    setDelivering: (value: boolean) => {
      delivering = value;
      for (const listener of deliveryListeners) listener(value);
    },
  };
};

const settle = () => new Promise((resolve) => setImmediate(resolve));
const quietLog = { warn: () => undefined };

describe('createRevocationFeed', () => {
  it('should deliver only once subscribed to the sessions channel, from the time it was', async () => {
    const test = createTestBus();
    const clock = createTestClock();
    const feed = createRevocationFeed({ bus: test.bus, clock, forget: () => undefined, log: quietLog });
    expect(feed.deliveredSince()).toBeNull();
    clock.advance(250);
    test.subscriptions[0]?.resolve();
    await settle();
    expect(feed.deliveredSince()).toBe(clock.now().getTime());
  });

  it('should stop delivering when the bus loses Redis, and start again from the time it is back', async () => {
    const test = createTestBus();
    const clock = createTestClock();
    const feed = createRevocationFeed({ bus: test.bus, clock, forget: () => undefined, log: quietLog });
    test.subscriptions[0]?.resolve();
    await settle();
    const first = feed.deliveredSince();
    test.setDelivering(false);
    expect(feed.deliveredSince()).toBeNull();
    clock.advance(3_000);
    test.setDelivering(true);
    expect(feed.deliveredSince()).toBe((first ?? 0) + 3_000);
  });

  it('should subscribe again when the bus is back after a failed subscription, delivering only then', async () => {
    const test = createTestBus();
    const clock = createTestClock();
    const feed = createRevocationFeed({ bus: test.bus, clock, forget: () => undefined, log: quietLog });
    test.subscriptions[0]?.reject(new Error('Redis unreachable'));
    await settle();
    test.setDelivering(false);
    test.setDelivering(true);
    expect(test.subscriptions).toHaveLength(2);
    expect(feed.deliveredSince()).toBeNull();
    test.subscriptions[1]?.resolve();
    await settle();
    expect(feed.deliveredSince()).toBe(clock.now().getTime());
  });

  it('should hand notices from the sessions channel to the cache, and publish there', async () => {
    const test = createTestBus();
    const forgotten: RevocationNotice[] = [];
    const feed = createRevocationFeed({
      bus: test.bus,
      clock: createTestClock(),
      forget: (notice) => forgotten.push(notice),
      log: quietLog,
    });
    test.subscriptions[0]?.resolve();
    await settle();
    test.deliver('sessions', { kind: 'sessions', sessionIds: ['s-1'], memberIds: [7] });
    test.deliver('sessions', { kind: 'balance' });
    expect(forgotten).toEqual([{ sessionIds: ['s-1'], memberIds: [7] }]);

    feed.publish({ sessionIds: ['s-2'], memberIds: [] });
    expect(test.published).toEqual([
      { target: 'sessions', event: { kind: 'sessions', sessionIds: ['s-2'], memberIds: [] } },
    ]);
  });
});
