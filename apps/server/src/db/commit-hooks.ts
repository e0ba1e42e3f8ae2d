import type { Database, Executor, Transaction } from './client';

// "After commit" work: telling the world about a change (a balance pushed to a member's socket)
// must wait until the change is committed — a notice sent from inside the transaction could
// be read before COMMIT, or describe a change that rolls back. Every transaction opened through
// the database handle keeps a queue; work queued on it runs after COMMIT and is dropped on
// ROLLBACK. Nested transactions (savepoints) share their outer transaction's queue, so work
// queued in a savepoint that rolls back still runs if the outer one commits: queue notices that
// re-read committed state ("this member's balance changed"), not ones that carry the change.

type Queue = Array<() => void>;
type TransactionConfig = Parameters<Database['transaction']>[1];

const queues = new WeakMap<object, Queue>();

const runAll = (queue: Queue) => {
  for (const task of queue) {
    try {
      task();
    } catch {
      // A task reports its own failures (it only starts asynchronous work); one failing must
      // not keep the others from running, nor turn a committed transaction into an error.
    }
  }
};

const track = (tx: Transaction, queue: Queue) => {
  queues.set(tx, queue);
  const openNested = tx.transaction.bind(tx);
  tx.transaction = (<T>(work: (inner: Transaction) => Promise<T>) =>
    openNested((inner) => {
      track(inner, queue);
      return work(inner);
    })) as Transaction['transaction'];
};

/**
 * Runs `task` once `executor`'s work is committed: at once when it is the database itself (each
 * statement commits on its own), after COMMIT when it is a transaction, never after ROLLBACK.
 * `task` must not throw; it starts whatever asynchronous work it needs.
 */
export const afterCommit = (executor: Executor | undefined, task: () => void): void => {
  const queue = executor ? queues.get(executor) : undefined;
  if (queue) queue.push(task);
  else runAll([task]);
};

/** Gives `db.transaction` a commit queue (applied once, where the database handle is opened). */
export const withCommitHooks = (db: Database): Database => {
  const open = db.transaction.bind(db);
  db.transaction = (async <T>(work: (tx: Transaction) => Promise<T>, config?: TransactionConfig) => {
    const queue: Queue = [];
    const result = await open((tx) => {
      track(tx, queue);
      return work(tx);
    }, config);
    runAll(queue);
    return result;
  }) as Database['transaction'];
  return db;
};
