import { sql } from 'drizzle-orm';

import type { Executor, Transaction } from '../../db/client';
import type { ActivityEventKind } from './activity.tables';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An event as subscribers get it. */
export type ActivityEvent = {
  id: bigint;
  xactId: string;
  kind: ActivityEventKind;
  memberId: number | null;
  occurredAt: Date;
  amount: bigint;
  currency: string | null;
  data: Record<string, unknown> | null;
};

export type Checkpoint = { xactId: string; eventId: bigint; skipXactIds: string[]; updatedAt: Date };

type EventRow = {
  id: string;
  xact_id: string;
  kind: ActivityEventKind;
  member_id: string | number | null;
  occurred_at: string | Date;
  amount: string | number;
  currency: string | null;
  data: Record<string, unknown> | null;
};

const toEvent = (row: EventRow): ActivityEvent => ({
  id: BigInt(row.id),
  xactId: String(row.xact_id),
  kind: row.kind,
  memberId: row.member_id === null ? null : Number(row.member_id),
  occurredAt: new Date(row.occurred_at),
  amount: BigInt(row.amount),
  currency: row.currency,
  data: row.data,
});

export const createActivityRepository = () => ({
  ensureCheckpoint: async (executor: Executor, subscriber: string) => {
    await executor.execute(
      sql`insert into activity_checkpoints (subscriber) values (${subscriber}) on conflict (subscriber) do nothing`,
    );
  },

  /** The subscriber's checkpoint, locked until the transaction ends: one batch at a time per subscriber. */
  lockCheckpoint: async (tx: Transaction, subscriber: string): Promise<Checkpoint> => {
    const [row] = rowsOf<{ xact_id: string; event_id: string; skip: string[] | string; updated_at: string | Date }>(
      await tx.execute(sql`
        select xact_id::text, event_id::text, skip_xact_ids::text[] as skip, updated_at
        from activity_checkpoints where subscriber = ${subscriber} for update`),
    );
    if (!row) throw new Error(`activity stream: no checkpoint for ${subscriber}`);
    return {
      xactId: row.xact_id,
      eventId: BigInt(row.event_id),
      skipXactIds: parseTextArray(row.skip),
      updatedAt: new Date(row.updated_at),
    };
  },

  /**
   * The next events after the checkpoint, in (transaction, id) order, from transactions that are
   * no longer running: a transaction still open might commit an event before the ones read, so
   * the read stops at the oldest running one (the snapshot's xmin), read in the same statement.
   */
  readAfter: async (tx: Transaction, checkpoint: Checkpoint, limit: number): Promise<ActivityEvent[]> =>
    rowsOf<EventRow>(
      await tx.execute(sql`
        select e.id::text, e.xact_id::text, e.kind, e.member_id, e.occurred_at, e.amount::text, e.currency, e.data
        from activity_events e
        where (e.xact_id, e.id) > (${checkpoint.xactId}::xid8, ${checkpoint.eventId.toString()}::bigint)
          and e.xact_id < pg_snapshot_xmin(pg_current_snapshot())
          and e.xact_id <> all (${toTextArray(checkpoint.skipXactIds)}::xid8[])
        order by e.xact_id, e.id
        limit ${limit}`),
    ).map(toEvent),

  /** Whether a batch would find anything: read only, so an idle runner takes no lock and no transaction id. */
  hasReadable: async (executor: Executor, subscriber: string): Promise<boolean> => {
    const [row] = rowsOf<{ found: boolean }>(
      await executor.execute(sql`
        select exists (
          select 1 from activity_checkpoints c join activity_events e
            on (e.xact_id, e.id) > (c.xact_id, c.event_id) and e.xact_id <> all (c.skip_xact_ids)
          where c.subscriber = ${subscriber} and e.xact_id < pg_snapshot_xmin(pg_current_snapshot())
        ) as found`),
    );
    return row?.found === true;
  },

  /**
   * Whether any event after the checkpoint is left, readable or not yet (behind a transaction still
   * running anywhere on the server: the horizon is the cluster's, not the database's).
   */
  hasPending: async (executor: Executor, subscriber: string): Promise<boolean> => {
    const [row] = rowsOf<{ found: boolean }>(
      await executor.execute(sql`
        select exists (
          select 1 from activity_checkpoints c join activity_events e
            on (e.xact_id, e.id) > (c.xact_id, c.event_id) and e.xact_id <> all (c.skip_xact_ids)
          where c.subscriber = ${subscriber}
        ) as found`),
    );
    return row?.found === true;
  },

  advance: async (tx: Transaction, subscriber: string, last: ActivityEvent) => {
    await tx.execute(sql`
      update activity_checkpoints
      set xact_id = ${last.xactId}::xid8, event_id = ${last.id.toString()}::bigint, updated_at = now(),
          skip_xact_ids = array(select x from unnest(skip_xact_ids) x where x >= ${last.xactId}::xid8)
      where subscriber = ${subscriber}`);
  },

  /**
   * Deletes up to `limit` events every subscriber has handled and older than `before`: the stream
   * is a log to deliver, not an archive (the rounds and the ledger are the record).
   */
  pruneHandled: async (executor: Executor, before: Date, limit: number): Promise<number> =>
    rowsOf<{ id: string }>(
      await executor.execute(sql`
        delete from activity_events where id in (
          select e.id from activity_events e
          where e.recorded_at < ${before.toISOString()}::timestamptz
            and exists (select 1 from activity_checkpoints)
            and not exists (select 1 from activity_checkpoints c where (e.xact_id, e.id) > (c.xact_id, c.event_id))
          limit ${limit})
        returning id`),
    ).length,

  /** Every subscriber's lag: events written and not yet handled, and how old the oldest is. */
  lags: async (executor: Executor) =>
    rowsOf<{ subscriber: string; pending: string | number; oldest: string | Date | null; now: string | Date }>(
      await executor.execute(sql`
        select c.subscriber,
               (select count(*) from activity_events e where (e.xact_id, e.id) > (c.xact_id, c.event_id)
                  and e.xact_id <> all (c.skip_xact_ids)) as pending,
               (select min(e.recorded_at) from activity_events e where (e.xact_id, e.id) > (c.xact_id, c.event_id)
                  and e.xact_id <> all (c.skip_xact_ids)) as oldest,
               now() as now
        from activity_checkpoints c order by c.subscriber`),
    ).map((row) => ({
      subscriber: row.subscriber,
      pending: Number(row.pending),
      lagMs: row.oldest === null ? 0 : Math.max(0, new Date(row.now).getTime() - new Date(row.oldest).getTime()),
    })),
});

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

/** node-postgres and PGlite give text[] as an array; a cast result may still come as '{a,b}'. */
const parseTextArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const toTextArray = (values: string[]): string => `{${values.join(',')}}`;
