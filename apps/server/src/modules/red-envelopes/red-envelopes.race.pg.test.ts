import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCaller, openSession, staffSession, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { dropRequest, newMember } from '../../testing/red-envelope-fixtures';
import type { SecondApp } from '../../testing/second-app';
import { createSecondApp } from '../../testing/second-app';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// 50 members open envelopes of the same drops at the same moment, through two server processes
// (two apps, each with its own pool), some twice at once: the count and the budget are never
// exceeded, every claim is paid or refused with a clear code, each member holds at most one
// envelope per drop, and what was paid equals what left the bonus fund (decision 041).

const CLAIMANTS = 50;
const MINUTE = 60_000;
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';

describe('red envelopes under concurrency on PostgreSQL', () => {
  let first: TestApp;
  let second: SecondApp;
  const clock = createTestClock(new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  const tokens: string[] = [];
  let marketing = '';

  beforeAll(async () => {
    first = await createTestApp({ clock });
    second = await createSecondApp(first, { clock });
    marketing = await staffSession(first.app, 'MARKETING');
    for (let index = 0; index < CLAIMANTS; index += 1) {
      tokens.push(await openSession(first.app, await newMember(first.app.database.db, 'race')));
    }
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first.close();
  });

  const fundBalance = async () => {
    const [row] = await queryRows<{ balance: string }>(
      first.database,
      `select coalesce((select balance from ledger_accounts where code = 'bonus_fund:PHP'), 0)::text as balance`,
    );
    return BigInt(row?.balance ?? 0);
  };

  const race = async (drop: { budgetMinor: string; count: number; amountMode: string; minAmountMinor?: string }) => {
    const created = valueOf(
      await createCaller(first.app)(
        'POST',
        '/wps/admin/red-envelopes',
        marketing,
        dropRequest(new Date(clock.now().getTime() - MINUTE), drop),
      ),
    );
    const dropId = created.drops[0].id as number;
    const fundBefore = await fundBalance();
    const callers = [createCaller(first.app), createCaller(second.app)];
    // Every member claims; every fifth claims twice at once (a double tap on two tabs).
    const attempts = tokens.flatMap((token, index) => (index % 5 === 0 ? [token, token] : [token]));
    const responses = await Promise.all(
      attempts.map((token, index) => callers[index % 2]!('POST', CLAIM, token, { dropId })),
    );
    const outcomes = responses.map((response) => ({ status: response.statusCode, body: response.json() }));
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    // Every answer is a payment or a clear refusal: none left, or already claimed (a double tap
    // whose twin holds the envelope). A twin that finds the envelope claimed but not yet paid
    // finishes paying it and answers the same prize: distinct bonuses count the prizes.
    for (const outcome of refused) {
      expect(['409 RED_ENVELOPE_NONE_LEFT', '409 RED_ENVELOPE_ALREADY_CLAIMED']).toContain(
        `${outcome.status} ${outcome.body.code}`,
      );
    }
    const prizes = new Map<string, bigint>();
    for (const outcome of outcomes.filter((o) => o.status === 200)) {
      prizes.set(outcome.body.value.bonusId, BigInt(outcome.body.value.amountMinor));
    }
    const paid = [...prizes.values()];
    const [rows] = await queryRows<{ claimed: number; members: number; total: string; unpaid: number }>(
      first.database,
      `select count(member_id)::int as claimed, count(distinct member_id)::int as members,
              coalesce(sum(amount) filter (where member_id is not null), 0)::text as total,
              count(*) filter (where member_id is not null and paid_at is null)::int as unpaid
       from red_envelope_allocations where drop_id = $1`,
      [dropId],
    );
    const paidTotal = paid.reduce((sum, amount) => sum + amount, 0n);
    return { dropId, rows, paid, refused, paidTotal, fundMoved: fundBefore - (await fundBalance()) };
  };

  it('should never exceed the count or the budget of a random drop that runs out', { timeout: 120_000 }, async () => {
    const { rows, paid, paidTotal, fundMoved } = await race({
      budgetMinor: '300000',
      count: 30,
      amountMode: 'RANDOM',
      minAmountMinor: '1000',
    });
    expect(paid).toHaveLength(30);
    expect(rows).toEqual({ claimed: 30, members: 30, total: '300000', unpaid: 0 });
    expect(paidTotal).toBe(300_000n);
    expect(fundMoved).toBe(paidTotal);
  });

  it('should pay each member once from a drop with envelopes to spare', { timeout: 120_000 }, async () => {
    const { dropId, rows, paid, refused, paidTotal, fundMoved } = await race({
      budgetMinor: '600000',
      count: 60,
      amountMode: 'FIXED',
    });
    expect(paid).toHaveLength(CLAIMANTS);
    expect(refused.every((outcome) => outcome.body.code === 'RED_ENVELOPE_ALREADY_CLAIMED')).toBe(true);
    expect(rows).toEqual({ claimed: CLAIMANTS, members: CLAIMANTS, total: String(CLAIMANTS * 10_000), unpaid: 0 });
    expect(paidTotal).toBe(BigInt(CLAIMANTS * 10_000));
    expect(fundMoved).toBe(paidTotal);
    const [transfers] = await queryRows<{ count: number; total: string }>(
      first.database,
      `select count(*)::int as count, sum(t.amount)::text as total
       from ledger_transfers t join red_envelope_allocations a on a.transfer_id = t.id
       where a.drop_id = $1`,
      [dropId],
    );
    expect(transfers).toEqual({ count: CLAIMANTS, total: String(CLAIMANTS * 10_000) });
  });

  it(
    'should pay exactly one of two accounts claiming at once from one device (decision 052)',
    { timeout: 120_000 },
    async () => {
      const PAIRS = 20;
      const created = valueOf(
        await createCaller(first.app)(
          'POST',
          '/wps/admin/red-envelopes',
          marketing,
          dropRequest(new Date(clock.now().getTime() - MINUTE), {
            budgetMinor: '600000',
            count: 60,
            claimGuards: ['DEVICE'],
          }),
        ),
      );
      const dropId = created.drops[0].id as number;
      // Pair i: two accounts on one browser (device i), each through a different server process,
      // from different addresses, sent together.
      const apps = [first.app, second.app];
      const responses = await Promise.all(
        Array.from({ length: PAIRS * 2 }, (_, index) => {
          const pair = Math.floor(index / 2);
          return apps[index % 2]!.inject({
            method: 'POST',
            url: CLAIM,
            remoteAddress: `10.9.${pair}.${index % 2}`,
            headers: {
              authorization: `Bearer ${tokens[index]!}`,
              'x-lang': 'EN',
              'x-device-id': `race-device-${String(pair).padStart(8, '0')}`,
            },
            payload: { dropId },
          });
        }),
      );
      const outcomes = responses.map((response) => `${response.statusCode} ${response.json().code}`);
      for (let pair = 0; pair < PAIRS; pair += 1) {
        expect([outcomes[pair * 2], outcomes[pair * 2 + 1]].sort()).toEqual(['200 OK', '409 RED_ENVELOPE_SAME_DEVICE']);
      }
      const [rows] = await queryRows<{ claimed: number; guards: number }>(
        first.database,
        `select (select count(*)::int from red_envelope_allocations where drop_id = $1 and member_id is not null) as claimed,
              (select count(*)::int from red_envelope_claim_guards where drop_id = $1) as guards`,
        [dropId],
      );
      expect(rows).toEqual({ claimed: PAIRS, guards: PAIRS });
    },
  );
});
