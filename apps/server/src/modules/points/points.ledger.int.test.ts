import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { AppError } from '../../lib/errors';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { addHourlyValidBet, insertPointItem, resetPoints } from '../../testing/points-fixtures';
import { newMember } from '../../testing/red-envelope-fixtures';
import type { AuditService } from '../audit';
import type { PointsContext } from './points.context';
import { createPointsRepository } from './points.repository';
import { createPointsService } from './points.service';

// Issue 20's acceptance: whatever mix of earning (hourly statistics growing, the accrual job run
// any number of times), redeeming (cash, bonus, goods; too many, too few points, out of stock),
// converting, staff rejections and replays of any of them with the same request id, every
// member's points are never negative, the entries sum to the balance (and each entry's balance
// after is the running sum), earned − spent is the balance, what the model expects is what the
// ledger holds, the stock never goes below zero and matches what was not rejected, and every
// paid redemption or conversion reached the wallet exactly once. The services run against the
// real repository and database; the wallet, members and statistics are stand-ins that record.

const HOUR = 3_600_000;
const MEMBERS = 3;
const ITEMS = [
  { kind: 'CASH' as const, points: 30n, stock: 6, reward: 500n },
  { kind: 'BONUS' as const, points: 70n, stock: 4, reward: 1_000n },
  { kind: 'GOODS' as const, points: 50n, stock: 3, reward: 0n },
];

type Op =
  | { t: 'play'; member: number; hour: number; validBet: bigint }
  | { t: 'accrue' }
  | { t: 'redeem'; member: number; item: number; quantity: number }
  | { t: 'convert'; member: number; steps: number }
  | { t: 'reject'; pick: number }
  | { t: 'replay'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('play' as const),
      member: fc.nat(MEMBERS - 1),
      hour: fc.nat(5),
      validBet: fc.bigInt({ min: 1n, max: 200_000n }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ t: fc.constant('accrue' as const) }), weight: 3 },
  {
    arbitrary: fc.record({
      t: fc.constant('redeem' as const),
      member: fc.nat(MEMBERS - 1),
      item: fc.nat(ITEMS.length - 1),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('convert' as const),
      member: fc.nat(MEMBERS - 1),
      steps: fc.integer({ min: 1, max: 4 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('reject' as const), pick: fc.nat(50) }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('replay' as const), pick: fc.nat(50) }), weight: 2 },
);

describe('points ledger (property)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const rows = <T>(query: string) => queryRows<T>(database, query);

  it('should keep points never negative, conserved and replay-safe under random earn, redeem, convert and reject', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const db = database.db;
        await resetPoints(db);
        const clock = createTestClock(new Date(Date.UTC(2026, 10, 27, 12, 30)));
        const paid = new Map<string, bigint>();
        const ctx: PointsContext = {
          db,
          repository: createPointsRepository(db),
          clock,
          audit: { record: async () => undefined } as unknown as AuditService,
          members: {
            getMember: async (id: number) => ({ id, type: 0, account: `m${id}` }) as never,
            requirePaymentPassword: async () => undefined,
          },
          stats: { memberDays: async () => ({ timeZone: 'UTC', from: '', to: '', days: [] }) },
          wallet: {
            grantBonus: async (input) => {
              paid.set(input.requestId, (paid.get(input.requestId) ?? 0n) + input.amountMinor);
              return { bonus: { id: randomUUID() }, replayed: false, balance: {} } as never;
            },
          },
        };
        const service = createPointsService(ctx);
        const memberIds: number[] = [];
        for (let index = 0; index < MEMBERS; index += 1) memberIds.push(await newMember(db, 'pl'));
        const itemIds: number[] = [];
        for (const item of ITEMS) {
          itemIds.push(await insertPointItem(db, item));
        }

        // The model: per member × hour valid bet (for what the accrual owes), and the points spent.
        const validBet = new Map<string, bigint>();
        const model = { spent: new Map<number, bigint>(), refunded: new Map<number, bigint>() };
        const earnedBy = (member: number) =>
          [...validBet.entries()]
            .filter(([key]) => key.startsWith(`${member}:`))
            .reduce((sum, [, value]) => sum + value / 500n, 0n);
        let accruedSnapshot = new Map<number, bigint>();
        const done: Array<() => Promise<unknown>> = [];
        const goods: Array<{ id: string; member: number; points: bigint }> = [];
        const refusal = async (run: () => Promise<unknown>) => {
          try {
            return await run();
          } catch (error) {
            if (error instanceof AppError) return error.code;
            throw error;
          }
        };

        for (const step of ops) {
          clock.advance(1_000);
          if (step.t === 'play') {
            const hour = new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR - step.hour * HOUR);
            await addHourlyValidBet(db, memberIds[step.member]!, hour, step.validBet);
            const key = `${step.member}:${step.hour}`;
            validBet.set(key, (validBet.get(key) ?? 0n) + step.validBet);
          } else if (step.t === 'accrue') {
            await service.accrue();
            accruedSnapshot = new Map(memberIds.map((_, index) => [index, earnedBy(index)]));
          } else if (step.t === 'redeem' || step.t === 'convert') {
            const member = memberIds[step.member]!;
            const requestId = randomUUID();
            const run =
              step.t === 'redeem'
                ? () =>
                    service.redeem({
                      memberId: member,
                      requestId,
                      itemId: itemIds[step.item]!,
                      quantity: step.quantity,
                      paymentPassword: 'x',
                    })
                : () =>
                    service.convert({
                      memberId: member,
                      requestId,
                      points: BigInt(step.steps * 100),
                      paymentPassword: 'x',
                    });
            const outcome = await refusal(run);
            if (typeof outcome === 'string') {
              expect(['POINTS_INSUFFICIENT', 'POINTS_OUT_OF_STOCK']).toContain(outcome);
            } else {
              const cost =
                step.t === 'redeem' ? ITEMS[step.item]!.points * BigInt(step.quantity) : BigInt(step.steps * 100);
              model.spent.set(step.member, (model.spent.get(step.member) ?? 0n) + cost);
              const redemption = (outcome as { redemption?: { id: string; kind: string } }).redemption;
              if (redemption?.kind === 'GOODS') goods.push({ id: redemption.id, member: step.member, points: cost });
              done.push(run);
            }
          } else if (step.t === 'reject') {
            const target = goods[step.pick % Math.max(goods.length, 1)];
            if (!target) continue;
            const outcome = await refusal(() =>
              service.review(target.id, 'REJECTED', 'no', { kind: 'SYSTEM', name: 'test' }),
            );
            if (typeof outcome === 'string') expect(outcome).toBe('POINTS_REDEMPTION_REVIEWED');
            else model.refunded.set(target.member, (model.refunded.get(target.member) ?? 0n) + target.points);
          } else {
            const again = done[step.pick % Math.max(done.length, 1)];
            if (!again) continue;
            const outcome = (await again()) as { replayed: boolean };
            expect(outcome.replayed).toBe(true);
          }

          // Invariants after every step.
          const accounts = await rows<{
            member_id: string;
            balance: string;
            earned: string;
            spent: string;
            sum: string | null;
            bad: number;
          }>(`
            select a.member_id, a.balance::text, a.earned::text, a.spent::text,
              (select sum(delta)::text from points_entries e where e.member_id = a.member_id) as sum,
              (select count(*)::int from (
                 select balance_after, sum(delta) over (order by created_at, id) as running from points_entries e
                 where e.member_id = a.member_id) r where r.balance_after < 0 or r.balance_after <> r.running) as bad
            from points_accounts a`);
          for (const account of accounts) {
            const balance = BigInt(account.balance);
            expect(balance >= 0n).toBe(true);
            expect(BigInt(account.sum ?? 0)).toBe(balance);
            expect(BigInt(account.earned) - BigInt(account.spent)).toBe(balance);
            expect(account.bad).toBe(0);
            const index = memberIds.indexOf(Number(account.member_id));
            const expected =
              (accruedSnapshot.get(index) ?? 0n) - (model.spent.get(index) ?? 0n) + (model.refunded.get(index) ?? 0n);
            expect(balance).toBe(expected);
          }
          const stock = await rows<{ id: number; stock: number; taken: number }>(`
            select i.id, i.stock, coalesce((select sum(quantity)::int from points_redemptions r
              where r.item_id = i.id and r.status <> 'REJECTED'), 0) as taken from points_items i order by i.id`);
          stock.forEach((row, index) => {
            expect(row.stock).toBeGreaterThanOrEqual(0);
            expect(row.stock + row.taken).toBe(ITEMS[index]!.stock);
          });
          // Each paid redemption or conversion reached the wallet once, with its amount.
          const owed = await rows<{ key: string; amount: string }>(`
            select 'points-redeem:' || id as key, amount_minor::text as amount from points_redemptions where kind <> 'GOODS'
            union all select 'points-convert:' || id, amount_minor::text from points_conversions`);
          expect(new Map(owed.map((row) => [row.key, BigInt(row.amount)]))).toEqual(paid);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
