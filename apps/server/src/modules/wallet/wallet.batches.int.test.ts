import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { expectSameBothWays, runBothWays } from '../../testing/both-ways';
import { inRolledBackTransaction } from '../../testing/rolled-back';

// ledger_transfer_batch (migration 0012) writes a batch as a set when every transfer of it goes
// through, else item by item through ledger_transfer_each. Whatever the batch — replays, reused
// ids, refusals that only the order shows, holds, missing accounts, other currencies — both must
// answer the same and leave the same rows; and a batch that breaks no rule must take the set path.

type Scenario = {
  accounts: { balance: number; held: number; nonNegative: boolean; currency: 'PHP' | 'USD' }[];
  earlier: { debit: number; credit: number; amount: number }[];
  items: { debit: number; credit: number; amount: number; pending: boolean; id: 'new' | 'earlier' | 'again' }[];
};

const ACCOUNTS = 6;

const anAccount = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: ACCOUNTS - 1 }), weight: 40 },
  { arbitrary: fc.constant(ACCOUNTS), weight: 1 },
);

const wildScenarios = fc.record({
  accounts: fc.array(
    fc.record({
      balance: fc.integer({ min: 0, max: 1_000 }),
      held: fc.integer({ min: 0, max: 300 }),
      nonNegative: fc.boolean(),
      currency: fc.oneof(
        { arbitrary: fc.constant<'PHP'>('PHP'), weight: 19 },
        { arbitrary: fc.constant<'USD'>('USD'), weight: 1 },
      ),
    }),
    { minLength: ACCOUNTS, maxLength: ACCOUNTS },
  ),
  earlier: fc.array(
    fc.record({
      debit: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
      credit: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
      amount: fc.integer({ min: 1, max: 50 }),
    }),
    { maxLength: 3 },
  ),
  items: fc.array(
    fc.record({
      // ACCOUNTS means an account that does not exist. Each oddity is rare, but a batch of up to 12
      // transfers often holds one (or a refusal by the amounts): most of these go item by item.
      debit: anAccount,
      credit: anAccount,
      amount: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 400 }), weight: 40 },
        { arbitrary: fc.constantFrom(0, -5), weight: 1 },
      ),
      pending: fc.boolean(),
      id: fc.oneof(
        { arbitrary: fc.constant<'new'>('new'), weight: 40 },
        { arbitrary: fc.constantFrom<('earlier' | 'again')[]>('earlier', 'again'), weight: 1 },
      ),
    }),
    { minLength: 1, maxLength: 12 },
  ),
});

/** Every transfer of a batch goes through, in its order: the case the set path must take. */
const cleanScenarios = fc.record({
  accounts: fc.array(
    fc.record({
      balance: fc.integer({ min: 1_000, max: 5_000 }),
      held: fc.integer({ min: 0, max: 300 }),
      nonNegative: fc.boolean(),
      currency: fc.constant<'PHP'>('PHP'),
    }),
    { minLength: ACCOUNTS, maxLength: ACCOUNTS },
  ),
  earlier: fc.constant<Scenario['earlier']>([]),
  items: fc.array(
    fc
      .record({
        debit: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
        // The credit is another account: the debit's, moved on by 1 to ACCOUNTS - 1.
        creditOffset: fc.integer({ min: 1, max: ACCOUNTS - 1 }),
        amount: fc.integer({ min: 1, max: 60 }),
        pending: fc.boolean(),
      })
      .map(({ debit, creditOffset, amount, pending }) => ({
        debit,
        credit: (debit + creditOffset) % ACCOUNTS,
        amount,
        pending,
        id: 'new' as const,
      })),
    { minLength: 1, maxLength: 12 },
  ),
});

/** Batches that break no rule, and anything: both paths get compared often. */
const scenarios = fc.oneof(cleanScenarios, wildScenarios);

describe('ledger_transfer_batch', () => {
  let database: DatabaseHandle;
  let run = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Runs the scenario's batch both ways from the same state: their answers and rows, and whether the set path would take it. */
  const bothWays = (scenario: Scenario) =>
    inRolledBackTransaction(database.db, async (scratch) => {
      const { rows } = scratch;
      run += 1;
      const ids: string[] = [];
      for (const [index, account] of scenario.accounts.entries()) {
        const [row] = (await rows`
          insert into ledger_accounts (code, kind, member_id, currency, non_negative, balance, pending_debits)
          values (${`test:batches:${run}:${index}`}, 'MEMBER_MAIN', ${980_000 + index}, ${account.currency},
                  ${account.nonNegative}, ${account.balance}, ${Math.min(account.held, account.balance)})
          returning id`) as { id: string }[];
        ids.push(row?.id ?? '0');
      }
      const missing = '999999999';
      const accountId = (index: number) => ids[index] ?? missing;
      const at = new Date('2026-11-22T04:00:00.000Z');
      const earlierIds: string[] = [];
      for (const earlier of scenario.earlier) {
        const id = randomUUID();
        earlierIds.push(id);
        const credit = earlier.credit === earlier.debit ? (earlier.debit + 1) % ACCOUNTS : earlier.credit;
        await rows`
          insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, status, created_at)
          values (${id}, ${accountId(earlier.debit)}, ${accountId(credit)}, ${earlier.amount}, 'PHP', 'ADJUSTMENT', 'POSTED', ${at})`;
      }
      const used: string[] = [];
      const batch = scenario.items.map((item, index) => {
        const id =
          item.id === 'earlier' && earlierIds.length > 0
            ? earlierIds[index % earlierIds.length]
            : item.id === 'again' && used.length > 0
              ? used[index % used.length]
              : randomUUID();
        used.push(id ?? randomUUID());
        return {
          id,
          debit: accountId(item.debit),
          credit: accountId(item.credit),
          amount: item.amount,
          currency: 'PHP',
          kind: 'WALLET_TRANSFER',
          pending: item.pending,
          reference: index % 3 === 0 ? `ref-${index}` : null,
          metadata: { index },
          at: new Date(at.getTime() + index * 1_000).toISOString(),
        };
      });
      const json = JSON.stringify(batch);
      const state = async () => ({
        accounts: await rows`
          select id, balance, pending_debits from ledger_accounts where code like ${`test:batches:${run}:%`} order by id`,
        transfers: await rows`
          select * from ledger_transfers where id = any(string_to_array(${used.join(',')}, ',')::uuid[]) order by id`,
      });

      return runBothWays(scratch, {
        plan: () => rows`select ok from ledger_plan_transfers(${json}::jsonb)`,
        asSet: () => rows`select * from ledger_transfer_batch(${json}::jsonb)`,
        oneByOne: () => rows`select * from ledger_transfer_each(${json}::jsonb)`,
        state,
      });
    });

  it('should answer and write exactly as item by item, whatever the batch', async () => {
    await expectSameBothWays(scenarios, bothWays, { numRuns: 200 });
  }, 120_000); // a few hundred batches, each run twice: slow on embedded PGlite on a busy machine

  it('should take the set path for a batch that breaks no rule, and still write what item by item would', async () => {
    await expectSameBothWays(cleanScenarios, bothWays, { numRuns: 60, setPathOnly: true });
  });

  it('should refuse, at its turn, a debit that only a later credit in the same batch would cover', async () => {
    const scenario: Scenario = {
      accounts: [
        { balance: 100, held: 0, nonNegative: true, currency: 'PHP' },
        { balance: 0, held: 0, nonNegative: true, currency: 'PHP' },
        { balance: 0, held: 0, nonNegative: false, currency: 'PHP' },
        ...Array.from({ length: ACCOUNTS - 3 }, () => ({
          balance: 0,
          held: 0,
          nonNegative: true,
          currency: 'PHP' as const,
        })),
      ],
      earlier: [],
      items: [
        { debit: 1, credit: 2, amount: 50, pending: false, id: 'new' }, // account 1 has nothing yet
        { debit: 0, credit: 1, amount: 80, pending: false, id: 'new' },
      ],
    };
    const { asSet, oneByOne, setPath } = await bothWays(scenario);
    expect(setPath).toBe(false);
    expect(asSet).toEqual(oneByOne);
    expect((asSet.answers[0] as { error_constraint: string }).error_constraint).toBe('ledger_accounts_non_negative');
  });
});
