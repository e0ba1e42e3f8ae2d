import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readTestEnvironment } from '../../config/env';
import type { BusEvent, EventBus } from './events.bus';
import { createLocalEventBus } from './events.bus';
import { createRedisEventBus } from './events.redis-bus';

// The bus contract, run against both implementations: the in-process emitter always, Redis
// pub/sub when TEST_REDIS_URL is set. The Redis runs use two buses (two publisher + subscriber
// pairs, as two processes have) on a channel prefix of their own.

const redisUrl = readTestEnvironment().redisUrl;
const quietLog = { info: () => undefined, warn: () => undefined };

type BusPair = { sender: EventBus; receiver: EventBus };

const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects what a listener is told; `until` waits for a number of events. */
const recorder = () => {
  const events: BusEvent[] = [];
  return {
    events,
    listener: (event: BusEvent) => events.push(event),
    until: (count: number) => vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count)),
  };
};

const busContract = (name: string, open: () => BusPair) => {
  describe(name, () => {
    let pair: BusPair;
    afterEach(async () => {
      await pair.sender.close();
      if (pair.receiver !== pair.sender) await pair.receiver.close();
    });

    it('should deliver a member event to that member only', async () => {
      pair = open();
      const member = recorder();
      const other = recorder();
      await pair.receiver.subscribe(7, member.listener);
      await pair.receiver.subscribe(8, other.listener);
      await pair.sender.publish(7, { kind: 'balance' });
      await member.until(1);
      await settle();
      expect(member.events).toEqual([{ kind: 'balance' }]);
      expect(other.events).toEqual([]);
    });

    it('should deliver everyone-events to the everyone listeners, with their payload', async () => {
      pair = open();
      const everyone = recorder();
      await pair.receiver.subscribe('all', everyone.listener);
      const logout: BusEvent = { kind: 'logout', reason: 'LOGGED_OUT', sessionIds: ['s-1'] };
      await pair.sender.publish('all', { kind: 'push', event: { type: 'popup', id: 'p-1' } });
      await pair.sender.publish('all', logout);
      await everyone.until(2);
      expect(everyone.events).toEqual([{ kind: 'push', event: { type: 'popup', id: 'p-1' } }, logout]);
    });

    it('should keep a channel while one of its listeners remains, and stop after the last leaves', async () => {
      pair = open();
      const first = recorder();
      const second = recorder();
      const stopFirst = await pair.receiver.subscribe(9, first.listener);
      const stopSecond = await pair.receiver.subscribe(9, second.listener);
      stopFirst();
      await pair.sender.publish(9, { kind: 'unread' });
      await second.until(1);
      stopSecond();
      await settle();
      await pair.sender.publish(9, { kind: 'unread' });
      await settle();
      expect(first.events).toEqual([]);
      expect(second.events).toEqual([{ kind: 'unread' }]);
    });

    it('should report a failing listener and still tell the others', async () => {
      pair = open();
      reportedErrors.length = 0;
      const reached = recorder();
      await pair.receiver.subscribe(10, () => {
        throw new Error('listener broke');
      });
      await pair.receiver.subscribe(10, reached.listener);
      await pair.sender.publish(10, { kind: 'balance' });
      await reached.until(1);
      expect(reportedErrors).toEqual([expect.objectContaining({ message: 'listener broke' })]);
    });
  });
};

const reportedErrors: unknown[] = [];
const reportError = (error: unknown) => reportedErrors.push(error);

busContract('local event bus', () => {
  const bus = createLocalEventBus({ onError: reportError });
  return { sender: bus, receiver: bus };
});

describe.runIf(redisUrl)('Redis event bus', () => {
  const url = redisUrl ?? '';
  const channelPrefix = `perya-test:${randomBytes(4).toString('hex')}:`;
  const open = (): BusPair => ({
    sender: createRedisEventBus({ url, channelPrefix, log: quietLog, onError: reportError }),
    receiver: createRedisEventBus({ url, channelPrefix, log: quietLog, onError: reportError }),
  });

  busContract('across two connection pairs', open);

  it('should drop a message that is not a bus event', async () => {
    const warnings: unknown[] = [];
    const bus = createRedisEventBus({
      url,
      channelPrefix,
      log: { info: () => undefined, warn: (...args: unknown[]) => warnings.push(args) },
      onError: reportError,
    });
    const raw = new Redis(url);
    try {
      const events = recorder();
      await bus.subscribe(11, events.listener);
      await raw.publish(`${channelPrefix}member:11`, '{"kind":"steal-money"}');
      await raw.publish(`${channelPrefix}member:11`, 'not json');
      await raw.publish(`${channelPrefix}member:11`, JSON.stringify({ kind: 'balance' }));
      await events.until(1);
      expect(events.events).toEqual([{ kind: 'balance' }]);
      expect(warnings).toHaveLength(2);
    } finally {
      raw.disconnect();
      await bus.close();
    }
  });

  it('should say when delivery is lost and when it is back with its subscriptions (decision 018)', async () => {
    const clientName = `perya-test-${randomBytes(4).toString('hex')}`;
    const sender = createRedisEventBus({ url, channelPrefix, log: quietLog, onError: reportError });
    const receiver = createRedisEventBus({ url, channelPrefix, log: quietLog, onError: reportError, clientName });
    const admin = new Redis(url);
    try {
      const changes: boolean[] = [];
      receiver.onDeliveryChange((delivering) => changes.push(delivering));
      const events = recorder();
      await receiver.subscribe('sessions', events.listener);
      await vi.waitFor(() => expect(receiver.isDelivering()).toBe(true));

      // Redis drops the subscriber's connection; ioredis connects again and subscribes again.
      const clients = String(await admin.client('LIST'));
      const id = /id=(\d+) .*name=(\S+)/
        .exec(clients.split('\n').find((line) => line.includes(`name=${clientName}-subscriber `)) ?? '')
        ?.at(1);
      if (!id) throw new Error(`no ${clientName}-subscriber connection in CLIENT LIST`);
      await admin.client('KILL', 'ID', id);
      await vi.waitFor(() => expect(changes).toEqual([true, false, true]), { timeout: 10_000 });

      // Back means subscribed again: what is published now arrives.
      await sender.publish('sessions', { kind: 'sessions', sessionIds: ['s-9'], memberIds: [] });
      await events.until(1);
      expect(events.events).toEqual([{ kind: 'sessions', sessionIds: ['s-9'], memberIds: [] }]);
    } finally {
      admin.disconnect();
      await Promise.all([sender.close(), receiver.close()]);
    }
  });

  it('should reject a publish while Redis cannot be reached', async () => {
    const bus = createRedisEventBus({
      url: 'redis://127.0.0.1:1',
      channelPrefix,
      log: quietLog,
      onError: reportError,
    });
    try {
      await expect(bus.publish(12, { kind: 'balance' })).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });
});
