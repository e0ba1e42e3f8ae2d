import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCaller, openSession, staffSession, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { PAYMENT_PASSWORD, addHourlyValidBet, itemRequest, newPointsMember } from '../../testing/points-fixtures';
import type { SecondApp } from '../../testing/second-app';
import { createSecondApp } from '../../testing/second-app';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// 50 members redeem the same item at the same moment through two server processes (two apps,
// each with its own pool), some twice at once with the same request id and some with a second
// request: the stock never goes below zero, exactly the stock is handed out, every attempt is
// paid or refused with a clear code, each member's points are charged once per redemption, and
// the wallet received exactly what the approved redemptions pay (decision 049).

const REDEEMERS = 50;
const STOCK = 20;
const HOUR = 3_600_000;
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

describe('points mall stock under concurrency on PostgreSQL', () => {
  let first: TestApp;
  let second: SecondApp;
  const clock = createTestClock(new Date(Math.floor(Date.now() / HOUR) * HOUR + 30 * 60_000));
  const members: Array<{ id: number; token: string }> = [];

  beforeAll(async () => {
    first = await createTestApp({ clock });
    second = await createSecondApp(first, { clock });
    const hour = new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR - 3 * HOUR);
    for (let index = 0; index < REDEEMERS; index += 1) {
      const id = await newPointsMember(first.app.database.db, 'race');
      await addHourlyValidBet(first.app.database.db, id, hour, 500n * 250n); // 250 points each
      members.push({ id, token: await openSession(first.app, id) });
    }
    await first.app.pointsService.accrue();
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first.close();
  });

  it('should hand out exactly the stock and never go below zero', async () => {
    const marketing = await staffSession(first.app, 'MARKETING');
    const item = valueOf(
      await createCaller(first.app)(
        'POST',
        '/wps/admin/points/items',
        marketing,
        itemRequest({ title: 'Race cash', pointsRequired: '100', rewardAmountMinor: '700', stock: STOCK }),
      ),
    ) as { id: number };
    const callers = [createCaller(first.app), createCaller(second.app)];
    // Every member redeems; every fifth sends the same request twice at once (a double tap), and
    // every seventh sends a second, different request (two tabs).
    const attempts = members.flatMap((member, index) => {
      const requestId = randomUUID();
      const one = { token: member.token, requestId };
      return [
        one,
        ...(index % 5 === 0 ? [one] : []),
        ...(index % 7 === 0 ? [{ token: member.token, requestId: randomUUID() }] : []),
      ];
    });
    const responses = await Promise.all(
      attempts.map((attempt, index) =>
        callers[index % 2]!('POST', REDEEM, attempt.token, {
          requestId: attempt.requestId,
          itemId: item.id,
          quantity: 1,
          paymentPassword: PAYMENT_PASSWORD,
        }),
      ),
    );
    const outcomes = responses.map((response) => ({ status: response.statusCode, body: response.json() }));
    for (const outcome of outcomes) {
      if (outcome.status === 200) expect(outcome.body.value.redemption.status).toBe('APPROVED');
      else
        expect({ status: outcome.status, code: outcome.body.code }).toEqual({
          status: 409,
          code: 'POINTS_OUT_OF_STOCK',
        });
    }
    const fresh = outcomes.filter((outcome) => outcome.status === 200 && !outcome.body.value.replayed);
    expect(fresh).toHaveLength(STOCK);

    const [figures] = await queryRows<{
      stock: number;
      redemptions: number;
      distinct_requests: number;
      spent: string;
      paid: string;
    }>(
      first.database,
      `select (select stock from points_items where id = ${item.id}) as stock,
              (select count(*)::int from points_redemptions where item_id = ${item.id}) as redemptions,
              (select count(distinct (member_id, request_id))::int from points_redemptions where item_id = ${item.id}) as distinct_requests,
              (select coalesce(-sum(delta), 0)::text from points_entries where kind = 'REDEEM') as spent,
              (select coalesce(sum(amount), 0)::text from ledger_transfers where kind = 'BONUS') as paid`,
    );
    expect(figures).toEqual({
      stock: 0,
      redemptions: STOCK,
      distinct_requests: STOCK,
      spent: String(STOCK * 100),
      paid: String(STOCK * 700),
    });
    // Every member's points: 250 less 100 per redemption they got; never negative, conserved.
    const accounts = await queryRows<{ balance: string; earned: string; spent: string; sum: string; got: number }>(
      first.database,
      `select a.balance::text, a.earned::text, a.spent::text,
         (select sum(delta)::text from points_entries e where e.member_id = a.member_id) as sum,
         (select count(*)::int from points_redemptions r where r.member_id = a.member_id) as got
       from points_accounts a`,
    );
    expect(accounts).toHaveLength(REDEEMERS);
    for (const account of accounts) {
      expect(account.balance).toBe(String(250 - 100 * account.got));
      expect(account.sum).toBe(account.balance);
      expect(BigInt(account.earned) - BigInt(account.spent)).toBe(BigInt(account.balance));
    }
  }, 180_000);
});
