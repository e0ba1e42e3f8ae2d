import type { FastifyBaseLogger } from 'fastify';

import type { SingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import type { CrashService } from './crash.service';

// The round loop (decision 054): one process at a time runs it, under a session advisory lock
// (db/single-runner.ts, decision 022). Everything it needs is in the database — the live round,
// its bets, the chain — so whichever process takes the lock over (after a restart, or when the
// holder dies) continues the same round and chain where it stands.

/** How often a process without the lock tries to take it, and the loop's longest sleep. */
const IDLE_MS = 1_000;
/** The loop's shortest sleep: auto cash-outs due within it are paid together. */
const MIN_SLEEP_MS = 20;

export type CrashRunner = { stop: () => Promise<void> };

export const startCrashRunner = ({
  service,
  lock,
  clock,
  log,
}: {
  service: CrashService;
  lock: SingleRunner;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): CrashRunner => {
  let isStopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let wasHolding = false;

  /** One step of the round's life; returns when to look again (ms from now). */
  const step = async (): Promise<number> => {
    if (!(await lock.tryHold())) {
      wasHolding = false;
      return IDLE_MS;
    }
    if (!wasHolding) {
      wasHolding = true;
      await service.rounds.repair();
    }
    let round = await service.rounds.live();
    const now = clock.now().getTime();
    if (!round) {
      // After a crash the pause runs from its crash time, also across a restart.
      const last = await service.rounds.lastCrashed();
      const opensAt = last?.crashedAt ? last.crashedAt.getTime() + service.timing.pauseMs : now;
      if (now < opensAt) return opensAt - now;
      round = await service.rounds.open();
    } else if (round.phase === 'BETTING' && now >= round.bettingEndsAt.getTime()) {
      round = (await service.rounds.takeOff(round.id)) ?? round;
    } else if (round.phase === 'FLYING') {
      round = (await service.rounds.tick(round.id)) ?? round;
      if (round.phase === 'CRASHED') await service.rounds.repair();
    }
    return (await service.rounds.nextWakeAt(round)) - clock.now().getTime();
  };

  const loop = () => {
    if (isStopped) return;
    running = step().then(
      (waitMs) => schedule(waitMs),
      (error: unknown) => {
        log.error({ err: error }, 'crash: round step failed');
        schedule(IDLE_MS);
      },
    );
  };
  const schedule = (waitMs: number) => {
    if (isStopped) return;
    timer = setTimeout(loop, Math.min(IDLE_MS * 5, Math.max(MIN_SLEEP_MS, waitMs)));
  };
  loop();

  return {
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
      await lock.release();
    },
  };
};
