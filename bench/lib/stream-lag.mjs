// The activity stream's lag under load (issue 15): every 100 ms, how old the oldest event the
// `stats` subscriber has not handled yet is (0 when it is caught up). Builds without the stream
// (no activity_checkpoints table) give no samples.
import pg from 'pg';

import { percentile } from './stats.mjs';

const LAG_SQL = `select coalesce(extract(epoch from (clock_timestamp() - min(e.recorded_at))) * 1000, 0) as lag_ms
  from activity_checkpoints c join activity_events e on (e.xact_id, e.id) > (c.xact_id, c.event_id)
  where c.subscriber = 'stats'`;

export const sampleStreamLag = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const exists = (await client.query(`select to_regclass('activity_checkpoints') is not null as ok`)).rows[0].ok;
  const samples = [];
  let running = exists;
  const loop = (async () => {
    while (running) {
      samples.push(Number((await client.query(LAG_SQL)).rows[0].lag_ms));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await client.end();
      if (samples.length === 0) return null;
      const sorted = [...samples].sort((a, b) => a - b);
      return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    },
  };
};
