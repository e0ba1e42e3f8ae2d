import { AppError } from './errors';

// A bound on work that takes much memory while it runs (decoding an image holds every pixel): at
// most `concurrent` at once, the next `queued` wait their turn, and more are refused at once with
// RATE_LIMITED rather than piling up memory or time. Each process has its own slots.

export type Slots = {
  /** Runs `work` in a slot: at once if one is free, after the ones ahead of it otherwise. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Running and waiting right now (for tests and logs). */
  load: () => { running: number; waiting: number };
};

export const createSlots = ({ concurrent, queued }: { concurrent: number; queued: number }): Slots => {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running < concurrent) running += 1;
      else if (waiting.length < queued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new AppError('RATE_LIMITED', `${running} running and ${waiting.length} waiting`);
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
};
