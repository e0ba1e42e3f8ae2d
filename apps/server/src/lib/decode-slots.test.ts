import { describe, expect, it } from 'vitest';

import { createSlots } from './decode-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('slots', () => {
  it('should run at most `concurrent` at once, queue the next ones in order and refuse beyond the queue', async () => {
    const slots = createSlots({ concurrent: 2, queued: 2 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.load()).toEqual({ running: 2, waiting: 2 });
    await expect(slots.run(async () => 'fifth')).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('should free the slot of a failed run', async () => {
    const slots = createSlots({ concurrent: 1, queued: 0 });
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
