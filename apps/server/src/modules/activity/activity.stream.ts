import type { FastifyBaseLogger } from 'fastify';

import type { Database, DatabaseHandle, Transaction } from '../../db/client';
import type { SingleRunner } from '../../db/single-runner';
import { createSingleRunner } from '../../db/single-runner';
import type { ActivityEvent, ActivityRepository } from './activity.repository';
import { createActivityRepository } from './activity.repository';

/**
 * A subscriber's handler. It runs inside the transaction that moves the subscriber's checkpoint
 * past `events`, so what it writes in `tx` commits with the checkpoint or not at all: after a
 * crash the same events come again (at least once) and nothing was counted from the first try.
 * Handlers with effects outside the database must key them by event id.
 */
export type ActivityHandler = (tx: Transaction, events: ActivityEvent[]) => Promise<void>;

export type ActivitySubscriber = { name: string; handle: ActivityHandler; batchSize?: number };

export type ActivityStreamOptions = {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** How often an idle runner looks for new events. */
  pollMs?: number;
  /** A subscriber this far behind is logged (once per minute at most). */
  lagWarnMs?: number;
};

export type ActivityStream = ReturnType<typeof createActivityStream>;

const DEFAULT_BATCH = 500;

export const createActivityStream = (options: ActivityStreamOptions) => {
  const { database, logger } = options;
  const db: Database = database.db;
  const repository: ActivityRepository = createActivityRepository();
  const subscribers = new Map<string, ActivitySubscriber>();
  const runners = new Map<string, SingleRunner>();
  const pollMs = options.pollMs ?? 100;
  const lagWarnMs = options.lagWarnMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let lastLagWarning = 0;
  let inFlight: Promise<void> | null = null;
  const ensured = new Set<string>();

  /**
   * One batch of one subscriber: lock its checkpoint, read what follows, handle, move the
   * checkpoint — one transaction. Two processes (or a rebuild) never handle the same batch: the
   * second waits for the checkpoint's row lock and then reads after the new position.
   */
  const runBatch = async (name: string, limit?: number): Promise<number> => {
    const subscriber = subscribers.get(name);
    if (!subscriber) throw new Error(`activity stream: unknown subscriber ${name}`);
    if (!ensured.has(name)) {
      await repository.ensureCheckpoint(db, name);
      ensured.add(name);
    }
    return db.transaction(async (tx) => {
      const checkpoint = await repository.lockCheckpoint(tx, name);
      const events = await repository.readAfter(tx, checkpoint, limit ?? subscriber.batchSize ?? DEFAULT_BATCH);
      const last = events.at(-1);
      if (!last) return 0;
      await subscriber.handle(tx, events);
      await repository.advance(tx, name, last);
      return events.length;
    });
  };

  /** Handles everything committed so far (tests, the rebuild, shutdown). */
  const drain = async (name: string): Promise<number> => {
    let total = 0;
    for (;;) {
      const count = await runBatch(name);
      total += count;
      if (count === 0) return total;
    }
  };

  /**
   * Drains until no event is left after the checkpoint, waiting while events sit behind a
   * transaction still running elsewhere on the server (on a shared PostgreSQL, another database's
   * long transaction holds the horizon back): what a test or a command that must see everything
   * handled calls. Gives up after `timeoutMs` with what it handled.
   */
  const catchUp = async (name: string, timeoutMs = 30_000): Promise<number> => {
    const deadline = Date.now() + timeoutMs;
    let total = await drain(name);
    while ((await repository.hasPending(db, name)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      total += await drain(name);
    }
    return total;
  };

  const tick = async () => {
    for (const name of subscribers.keys()) {
      if (stopped) return;
      const runner = runners.get(name);
      try {
        if (!runner || !(await runner.tryHold())) continue;
        if (ensured.has(name) && !(await repository.hasReadable(db, name))) continue;
        await drain(name);
      } catch (error) {
        logger.error({ err: error, subscriber: name }, 'activity subscriber failed; its batch will come again');
      }
    }
    if (Date.now() - lastLagWarning > 60_000) {
      try {
        for (const lag of await repository.lags(db))
          if (lag.lagMs > lagWarnMs) {
            lastLagWarning = Date.now();
            logger.warn(lag, 'activity subscriber is behind');
          }
      } catch (error) {
        logger.error({ err: error }, 'activity stream lag check failed');
      }
    }
  };

  const loop = async () => {
    timer = null;
    inFlight = tick();
    await inFlight;
    inFlight = null;
    if (!stopped) timer = setTimeout(() => void loop(), pollMs);
  };

  return {
    /** Registers a subscriber (at registration; its checkpoint row is made by its first batch). */
    subscribe: (subscriber: ActivitySubscriber) => {
      subscribers.set(subscriber.name, subscriber);
      runners.set(subscriber.name, createSingleRunner(database, `activity:${subscriber.name}`));
    },
    runBatch,
    drain,
    catchUp,
    /** Deletes events every subscriber has handled, older than `keepDays` (a periodic job). */
    pruneHandled: async (now: Date, keepDays = 7): Promise<number> => {
      const before = new Date(now.getTime() - keepDays * 86_400_000);
      let total = 0;
      for (;;) {
        const count = await repository.pruneHandled(db, before, 5_000);
        total += count;
        if (count < 5_000) return total;
      }
    },
    lags: () => repository.lags(db),
    /** Runs each subscriber in whichever process holds its lock, polling every `pollMs`. */
    start: () => {
      stopped = false;
      if (!timer) timer = setTimeout(() => void loop(), 0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
      for (const runner of runners.values()) await runner.release();
    },
  };
};
