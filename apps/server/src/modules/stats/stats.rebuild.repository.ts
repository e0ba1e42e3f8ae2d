import { sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/client';
import {
  addMoney,
  addPlay,
  addRegistrations,
  moneyOfEvents,
  moneyOfLedger,
  playOfEvents,
  playOfRounds,
  registrationsOfEvents,
  registrationsOfMembers,
} from './stats.aggregates.repository';
import { STATS_SUBSCRIBER } from './stats.subscriber';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * `npm run ops -- stats rebuild [--from YYYY-MM-DD]`: the aggregates from that reporting day on,
 * recomputed from the rounds and the ledger — the answer to "the numbers look wrong".
 *
 * One repeatable-read transaction, so the rounds and the ledger are read as of one snapshot, and
 * the `stats` subscriber's checkpoint is locked throughout (its runner waits). Events the
 * subscriber had not handled yet are first applied to the days before `from` only; the days from
 * `from` on are replaced by the recomputation; then the checkpoint moves to the snapshot: every
 * event of a transaction that ended before it is counted, and the transactions the snapshot saw
 * among those still running are listed to be skipped when their events arrive.
 */
export const rebuildStats = async (db: Database, from: string | null): Promise<{ from: string }> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => rebuildIn(tx, from), { isolationLevel: 'repeatable read' });
    } catch (error) {
      // The subscriber moved its checkpoint after the snapshot was taken: take a new one.
      if (attempt < 5 && (error as { code?: string }).code === '40001') continue;
      throw error;
    }
  }
};

const rebuildIn = async (tx: Transaction, fromDay: string | null) => {
  const [snapshot] = rowsOf<{ xmin: string; from_at: string | Date; from_day: string }>(
    await tx.execute(sql`
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
             (${fromDay ?? '1970-01-01'}::date::timestamp at time zone s.reporting_time_zone) as from_at,
             ${fromDay ?? '1970-01-01'}::date::text as from_day
      from stats_settings s where s.id = 1`),
  );
  if (!snapshot) throw new Error('stats: no settings row (migration 0017)');
  const fromAt = new Date(snapshot.from_at);
  await tx.execute(
    sql`insert into activity_checkpoints (subscriber) values (${STATS_SUBSCRIBER}) on conflict (subscriber) do nothing`,
  );
  await tx.execute(sql`select 1 from activity_checkpoints where subscriber = ${STATS_SUBSCRIBER} for update`);
  const pendingEvents = sql`e.id in (
    select p.id from activity_events p join activity_checkpoints c on c.subscriber = ${STATS_SUBSCRIBER}
    where (p.xact_id, p.id) > (c.xact_id, c.event_id) and p.xact_id <> all (c.skip_xact_ids))`;
  // The days before `from` keep their figures: bring them up to the snapshot from the events.
  await addPlay(tx, playOfEvents(pendingEvents, fromAt));
  await addMoney(tx, moneyOfEvents(pendingEvents, fromAt));
  await addRegistrations(tx, registrationsOfEvents(pendingEvents, fromAt));

  const fromIso = fromAt.toISOString();
  await tx.execute(sql`delete from stats_play_hourly where hour >= ${fromIso}::timestamptz`);
  await tx.execute(sql`delete from stats_play_daily where day >= ${snapshot.from_day}::date`);
  await tx.execute(sql`delete from stats_team_play_daily where day >= ${snapshot.from_day}::date`);
  await tx.execute(sql`delete from stats_money_daily where day >= ${snapshot.from_day}::date`);
  await tx.execute(sql`delete from stats_team_money_daily where day >= ${snapshot.from_day}::date`);
  await tx.execute(sql`delete from stats_first_deposits where at >= ${fromIso}::timestamptz`);
  await tx.execute(sql`delete from stats_registrations_daily where day >= ${snapshot.from_day}::date`);
  await addPlay(tx, playOfRounds(fromAt));
  await addMoney(tx, moneyOfLedger(fromAt));
  await addRegistrations(tx, registrationsOfMembers(fromAt));

  await tx.execute(sql`
    update activity_checkpoints
    set xact_id = ${snapshot.xmin}::xid8, event_id = 0, updated_at = now(),
        skip_xact_ids = array(select distinct xact_id from activity_events where xact_id >= ${snapshot.xmin}::xid8)
    where subscriber = ${STATS_SUBSCRIBER}`);
  return { from: snapshot.from_day };
};
