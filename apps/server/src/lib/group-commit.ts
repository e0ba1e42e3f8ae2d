/**
 * Group commit: independent writes that arrive while earlier ones are in flight wait together and
 * go to the database as one call (one round trip, one commit), each still answered on its own.
 *
 * At most `concurrency` calls are in flight. A write that finds a free slot goes at once, alone —
 * so a quiet server adds no latency — and the writes that queue behind busy slots leave together,
 * up to `maxBatch`, as soon as a slot frees. The busier the server, the bigger the batches and the
 * fewer commits per write: the cost of a commit is shared instead of queued for.
 */
export type GroupCommit<I, O> = { submit(input: I): Promise<O> };

type Waiting<I, O> = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };

/** Per item of a batch: its answer, or the error that item alone failed with. */
export type BatchOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export const createGroupCommit = <I, O>({
  one,
  many,
  concurrency,
  maxBatch,
}: {
  /** Writes one item (the path a lone write takes). */
  one: (input: I) => Promise<O>;
  /**
   * Writes several in one call; answers one outcome per input, in order. When it throws (the
   * batch failed as a whole: a lost connection, a deadlock), each item is written again alone
   * through `one` — so writes must be idempotent, as ledger transfers are by their id.
   */
  many: (inputs: I[]) => Promise<BatchOutcome<O>[]>;
  concurrency: number;
  maxBatch: number;
}): GroupCommit<I, O> => {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;

  const settle = async (batch: Waiting<I, O>[]) => {
    const [only] = batch;
    if (batch.length === 1 && only) {
      await one(only.input).then(only.resolve, only.reject);
      return;
    }
    try {
      const outcomes = await many(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (!outcome) waiting.reject(new Error('group commit: no outcome for an item'));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch {
      await Promise.all(batch.map((waiting) => one(waiting.input).then(waiting.resolve, waiting.reject)));
    }
  };

  const pump = () => {
    while (inFlight < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      void settle(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return {
    submit: (input) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        pump();
      }),
  };
};
