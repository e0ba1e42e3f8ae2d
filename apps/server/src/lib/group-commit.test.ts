import { describe, expect, it } from 'vitest';

import { type BatchOutcome, createGroupCommit } from './group-commit';

/** A write the test finishes by hand, so it decides what is in flight when. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const flush = () => new Promise((done) => setImmediate(done));

const harness = (options: { concurrency: number; maxBatch: number }) => {
  const calls: { kind: 'one' | 'many'; inputs: number[]; done: ReturnType<typeof deferred<unknown>> }[] = [];
  const groupCommit = createGroupCommit<number, string>({
    ...options,
    one: async (input) => {
      const done = deferred<unknown>();
      calls.push({ kind: 'one', inputs: [input], done });
      await done.promise;
      return `one:${input}`;
    },
    many: async (inputs) => {
      const done = deferred<unknown>();
      calls.push({ kind: 'many', inputs, done });
      await done.promise;
      return inputs.map((input): BatchOutcome<string> =>
        input < 0 ? { ok: false, error: new Error(`refused ${input}`) } : { ok: true, value: `many:${input}` },
      );
    },
  });
  return { groupCommit, calls };
};

describe('group commit', () => {
  it('should send a lone write at once and batch the writes that arrive while it is in flight', async () => {
    const { groupCommit, calls } = harness({ concurrency: 1, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5].map((input) => groupCommit.submit(input));
    await flush();
    expect(calls.map((call) => [call.kind, call.inputs])).toEqual([['one', [1]]]);

    calls[0]?.done.resolve(undefined);
    await flush();
    // What queued meanwhile leaves together, at most maxBatch at a time.
    expect(calls.map((call) => [call.kind, call.inputs])).toEqual([
      ['one', [1]],
      ['many', [2, 3, 4]],
    ]);
    calls[1]?.done.resolve(undefined);
    await flush();
    expect(calls[2]?.kind).toBe('one');
    expect(calls[2]?.inputs).toEqual([5]);
    calls[2]?.done.resolve(undefined);
    expect(await Promise.all(answers)).toEqual(['one:1', 'many:2', 'many:3', 'many:4', 'one:5']);
  });

  it('should keep at most `concurrency` calls in flight', async () => {
    const { groupCommit, calls } = harness({ concurrency: 2, maxBatch: 10 });
    const answers = [1, 2, 3, 4].map((input) => groupCommit.submit(input));
    await flush();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2]]);
    calls[1]?.done.resolve(undefined);
    await flush();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2], [3, 4]]);
    calls.forEach((call) => call.done.resolve(undefined));
    expect(await Promise.all(answers)).toEqual(['one:1', 'one:2', 'many:3', 'many:4']);
  });

  it('should fail only the item that was refused', async () => {
    const { groupCommit, calls } = harness({ concurrency: 1, maxBatch: 10 });
    const answers = [1, -2, 3].map((input) => groupCommit.submit(input));
    await flush();
    calls[0]?.done.resolve(undefined);
    await flush();
    calls[1]?.done.resolve(undefined);
    const settled = await Promise.allSettled(answers);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[1]).toMatchObject({ reason: new Error('refused -2') });
  });

  it('should write each item alone again when a batch fails as a whole', async () => {
    const { groupCommit, calls } = harness({ concurrency: 1, maxBatch: 10 });
    const answers = [1, 2, 3].map((input) => groupCommit.submit(input));
    await flush();
    calls[0]?.done.resolve(undefined);
    await flush();
    calls[1]?.done.reject(new Error('connection lost'));
    await flush();
    expect(calls.slice(2).map((call) => [call.kind, call.inputs])).toEqual([
      ['one', [2]],
      ['one', [3]],
    ]);
    calls.slice(2).forEach((call) => call.done.resolve(undefined));
    expect(await Promise.all(answers)).toEqual(['one:1', 'one:2', 'one:3']);
  });
});
