import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOTTERY_VENDOR, lotteryGameOf } from '@perya/contracts';

import { insertMember, manualClock } from '../../testing/agent-settlement-fixtures';
import { queryRows } from '../../testing/auth-helpers';
import type { SecondApp } from '../../testing/second-app';
import { createSecondApp } from '../../testing/second-app';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { engineBet, engineDraw, settleLine } from './lottery.engine';

// Settling one quick draw with 100,000 bet lines on PostgreSQL (issue 21 acceptance): 10,000
// slips of 10 lines from 500 members, written in bulk by SQL (placing them is the route test's
// part), then settled through the real job by two server processes at once (two apps, each with
// its own pool): the draw is settled once, every slip paid once through the wallet protocol,
// exactly the winners paid (recomputed here from the revealed seed), and a re-run does nothing.

const GAME = 'PL_QUICK_1';
const MEMBERS = 500;
const SLIPS = 10_000;
const LINES = 10;

describe('lottery settlement of 100,000 bets on PostgreSQL', () => {
  let first: TestApp;
  let second: SecondApp;
  const clock = manualClock('2026-11-03T00:00:05Z');
  let drawId = '';

  beforeAll(async () => {
    first = await createTestApp({ clock });
    second = await createSecondApp(first, { clock });
    const db = first.database.db;
    const pool = first.database.pool!;
    await pool.query(
      `insert into game_vendors (code, display_name, category) values ($1, 'Perya Lottery', 'LOTT')
       on conflict (code) do nothing`,
      [LOTTERY_VENDOR],
    );
    await pool.query(
      `insert into games (vendor_code, game_code, game_type, display_name)
       values ($1, $2, 'LOTT', 'Quick Draw 1 Minute') on conflict (vendor_code, game_code) do nothing`,
      [LOTTERY_VENDOR, GAME],
    );
    const members: number[] = [];
    for (let index = 0; index < MEMBERS; index += 1) members.push(await insertMember(db, `lotto_${index}`, null));
    await first.app.lotteryJobs.scheduleDraws();
    const [draw] = await queryRows<{ draw_id: string }>(
      first.database,
      `select draw_id from lottery_draws where game_code = $1 order by draws_at limit 1`,
      [GAME],
    );
    drawId = draw!.draw_id;
    // Lines: đề on 00–99, lô 2 số on 00–99 (27 points) and big/small, spread over the members.
    await first.database.pool!.query(
      `insert into lottery_slips (member_id, slip_id, draw_id, game_code, request_hash, currency, cost_minor,
         payout_minor, status, created_at)
       select ($1::bigint[])[1 + (s % $2)], 'slip-' || s, $3, $4, repeat('0', 64), 'PHP', 1, 0, 'PLACED', now()
       from generate_series(1, $5) as s`,
      [members, MEMBERS, drawId, GAME, SLIPS],
    );
    await first.database.pool!.query(
      `insert into lottery_lines (member_id, slip_id, line, draw_id, bet_type, selection, stake_minor, cost_minor,
         max_win_minor, exposure_key, status)
       select sl.member_id, sl.slip_id, l, $1,
         (array['de', 'lo2', 'big_small'])[1 + (l % 3)],
         case when l % 3 = 2 then jsonb_build_array(case when (s + l) % 2 = 0 then 'big' else 'small' end)
              else jsonb_build_array(lpad(((s * 7 + l * 13) % 100)::text, 2, '0')) end,
         100, case when l % 3 = 1 then 2700 else 100 end, 100000000, 'k', 'OPEN'
       from generate_series(1, $2) as s
       join lottery_slips sl on sl.slip_id = 'slip-' || s
       cross join generate_series(1, $3) as l`,
      [drawId, SLIPS, LINES],
    );
    await first.database.pool!.query(
      `update lottery_slips s set cost_minor = t.cost from
        (select slip_id, sum(cost_minor) as cost from lottery_lines group by slip_id) t where s.slip_id = t.slip_id`,
    );
    // Each slip's round in the wallet protocol, as its bet would have opened it (a win needs its round).
    await first.database.pool!.query(
      `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status, started_at)
       select $1, member_id::text || ':' || slip_id, member_id, game_code, 'PHP', cost_minor, 'OPEN', now()
       from lottery_slips`,
      [LOTTERY_VENDOR],
    );
  }, 600_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('should settle the draw once when two processes race, paying exactly the winners', async () => {
    const [{ count }] = (await queryRows<{ count: number }>(
      first.database,
      `select count(*)::int as count from lottery_lines where draw_id = $1`,
      [drawId],
    )) as [{ count: number }];
    expect(count).toBe(100_000);
    const draw = await first.app.lotteryService.draw(drawId);
    clock.set(draw.drawsAt);
    const started = Date.now();
    const [a, b] = await Promise.all([
      first.app.lotteryJobs.settleDraw(drawId),
      second.app.lotteryJobs.settleDraw(drawId),
    ]);
    const seconds = (Date.now() - started) / 1000;
    expect(
      a.settled || b.settled,
      JSON.stringify([a, b], (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
    ).toBe(true);
    const settled = await first.app.lotteryService.draw(drawId);
    expect(settled.status).toBe('SETTLED');

    // Recompute every line from the revealed seed, independently of the job's rows.
    const game = lotteryGameOf(GAME)!;
    const engine = engineDraw(game, settled.result!);
    const lines = await queryRows<{
      member_id: string;
      slip_id: string;
      bet_type: string;
      selection: string[];
      payout_minor: string;
    }>(
      first.database,
      `select member_id::text, slip_id, bet_type, selection, payout_minor::text from lottery_lines where draw_id = $1`,
      [drawId],
    );
    let winners = 0;
    let total = 0n;
    for (const line of lines) {
      const expected = settleLine(
        engine,
        engineBet(game, { betType: line.bet_type as never, selection: line.selection }),
        100n,
        100_000_000n,
      );
      expect(BigInt(line.payout_minor)).toBe(expected);
      if (expected > 0n) winners += 1;
      total += expected;
    }
    expect(winners).toBeGreaterThan(0);
    expect(settled.winnersFound).toBe(winners);
    expect(settled.winnersPaid).toBe(winners);

    // One win per slip in the wallet protocol, together exactly the winners' payouts, each paid once.
    const [wins] = await queryRows<{ count: number; amount: string; transfers: number }>(
      first.database,
      `select count(*)::int as count, coalesce(sum(amount), 0)::text as amount,
         count(distinct ledger_transfer_id)::int as transfers
       from provider_transactions where vendor_code = $1 and kind = 'WIN'`,
      [LOTTERY_VENDOR],
    );
    expect(wins).toMatchObject({ count: SLIPS, amount: total.toString() });
    const [credited] = await queryRows<{ amount: string }>(
      first.database,
      `select coalesce(sum(t.amount), 0)::text as amount from ledger_transfers t
       where t.credit_member_id in (select distinct member_id from lottery_slips)`,
    );
    expect(BigInt(credited!.amount)).toBe(total);
    const [unsettled] = await queryRows<{ count: number }>(
      first.database,
      `select count(*)::int as count from lottery_slips where draw_id = $1 and status <> 'SETTLED'`,
      [drawId],
    );
    expect(unsettled!.count).toBe(0);
    process.stdout.write(
      `settled ${count} lines (${SLIPS} slips, ${winners} winning lines) in ${seconds.toFixed(1)} s\n`,
    );
  }, 600_000);

  it('should do nothing when settlement runs again', async () => {
    const before = await queryRows(
      first.database,
      `select (select count(*) from ledger_transfers)::int as transfers,
              (select count(*) from provider_transactions)::int as calls`,
    );
    await Promise.all([first.app.lotteryJobs.settleDraw(drawId), second.app.lotteryJobs.settleDraw(drawId)]);
    await first.app.lotteryJobs.run();
    const after = await queryRows(
      first.database,
      `select (select count(*) from ledger_transfers)::int as transfers,
              (select count(*) from provider_transactions)::int as calls`,
    );
    expect(after).toEqual(before);
  }, 120_000);
});
