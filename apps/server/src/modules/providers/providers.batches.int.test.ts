import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { expectSameBothWays, runBothWays } from '../../testing/both-ways';
import { inRolledBackTransaction } from '../../testing/rolled-back';

// provider_calls_batch (migration 0012) writes a batch of bets and wins as a set when every call
// of it is plain, else call by call through provider_calls_each. Whatever the batch — repeats,
// reused ids, rounds of another member, closed and rolled-back rounds, wins paying rolled-back
// bets, bonus wins without a round, calls without the funds, members wagering off a bonus — both
// must answer the same and leave the same rows; and a batch of plain calls must take the set path.

const VENDOR = 'BATCHTEST';
const MEMBERS = 3;
const ROUNDS = 6;
// Provider transactions made before the batch, which its calls may pay or reuse.
const REFERENCES = { 'earlier bet': 'earlier-0', 'rolled-back bet': 'earlier-1', tombstone: 'earlier-2' };

type RoundState = 'absent' | 'OPEN' | 'CLOSED' | 'ROLLED_BACK';
type Call = {
  call: 'bet' | 'win';
  member: number;
  round: number;
  amount: number;
  transaction: 'new' | 'again' | 'earlier';
  sameAsBefore: boolean; // when the id is used again: with the same payload (a repeat) or not
  reference: 'none' | 'new' | 'earlier bet' | 'rolled-back bet' | 'tombstone';
  isBonus: boolean;
  closes: boolean;
};
type Scenario = {
  balances: number[];
  rounds: { state: RoundState; member: number }[];
  bonusFor: number | null;
  calls: Call[];
};

const rare = <T>(common: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: common, weight: 30 }, { arbitrary: odd, weight: 1 });

const calls = (oddities: boolean) =>
  fc.record({
    call: fc.constantFrom<('bet' | 'win')[]>('bet', 'win'),
    member: fc.integer({ min: 0, max: MEMBERS - 1 }),
    round: fc.integer({ min: 0, max: ROUNDS - 1 }),
    amount: oddities ? rare(fc.integer({ min: 1, max: 400 }), fc.constant(0)) : fc.integer({ min: 0, max: 400 }),
    transaction: oddities
      ? rare(fc.constant<'new'>('new'), fc.constantFrom<('again' | 'earlier')[]>('again', 'earlier'))
      : fc.constant<'new'>('new'),
    sameAsBefore: fc.boolean(),
    reference: oddities
      ? rare(
          fc.constantFrom<Call['reference'][]>('none', 'new'),
          fc.constantFrom<Call['reference'][]>('earlier bet', 'rolled-back bet', 'tombstone'),
        )
      : fc.constantFrom<Call['reference'][]>('none', 'new', 'earlier bet'),
    isBonus: oddities ? rare(fc.constant(false), fc.constant(true)) : fc.constant(false),
    closes: fc.boolean(),
  });

const wildScenarios = fc.record({
  balances: fc.array(fc.integer({ min: 0, max: 1_500 }), { minLength: MEMBERS, maxLength: MEMBERS }),
  rounds: fc.array(
    fc.record({
      state: fc.oneof(
        { arbitrary: fc.constantFrom<RoundState[]>('absent', 'OPEN'), weight: 12 },
        { arbitrary: fc.constantFrom<RoundState[]>('CLOSED', 'ROLLED_BACK'), weight: 1 },
      ),
      member: fc.integer({ min: 0, max: MEMBERS - 1 }),
    }),
    { minLength: ROUNDS, maxLength: ROUNDS },
  ),
  bonusFor: fc.option(fc.integer({ min: 0, max: MEMBERS - 1 }), { nil: null }),
  calls: fc.array(calls(true), { minLength: 1, maxLength: 8 }),
});

/**
 * Batches of plain calls: each on its own round, in the round's member's name, bets on new or
 * open rounds, wins on open or closed ones, with the funds for them.
 */
const plainScenarios = fc
  .record({
    balances: fc.array(fc.integer({ min: 5_000, max: 9_000 }), { minLength: MEMBERS, maxLength: MEMBERS }),
    rounds: fc.array(
      fc.record({
        state: fc.constantFrom<RoundState[]>('absent', 'OPEN', 'CLOSED'),
        member: fc.integer({ min: 0, max: MEMBERS - 1 }),
      }),
      { minLength: ROUNDS, maxLength: ROUNDS },
    ),
    bonusFor: fc.option(fc.integer({ min: 0, max: MEMBERS - 1 }), { nil: null }),
    calls: fc.uniqueArray(calls(false), { minLength: 1, maxLength: ROUNDS, selector: (call) => call.round }),
  })
  .map((scenario) => ({
    ...scenario,
    calls: scenario.calls.map((call) => {
      const round = scenario.rounds[call.round] ?? { state: 'absent' as const, member: 0 };
      const bet = round.state === 'absent' || (round.state === 'OPEN' && call.call === 'bet');
      return {
        ...call,
        call: bet ? ('bet' as const) : ('win' as const),
        member: round.member,
        amount: bet ? Math.max(call.amount, 1) : call.amount,
      };
    }),
  }));

/** What can make one call of a plain batch not plain. */
const ODDITIES = [
  'round rolled back',
  'round closed',
  'round absent',
  'bonus win without a round',
  'another member',
  'id used earlier',
  'id used earlier, same payload',
  'id twice in the batch',
  'round twice in the batch',
  'no funds',
  'bet of 0',
  'pays a rolled-back bet',
  'pays a bet whose rollback came first',
] as const;

/** A plain batch with one oddity: the cases where one rule alone decides the path. */
const nearlyPlainScenarios = fc
  .tuple(plainScenarios, fc.constantFrom(...ODDITIES), fc.nat())
  .map(([scenario, oddity, pick]): Scenario => {
    const index = pick % scenario.calls.length;
    const call = scenario.calls[index];
    if (!call) return scenario;
    const rounds = scenario.rounds.map((round) => ({ ...round }));
    const round = rounds[call.round] ?? { state: 'absent' as RoundState, member: 0 };
    const changed: Call = { ...call };
    if (oddity === 'round rolled back') round.state = 'ROLLED_BACK';
    if (oddity === 'round closed') round.state = 'CLOSED';
    if (oddity === 'round absent' || oddity === 'bonus win without a round') {
      round.state = 'absent';
      changed.call = 'win';
      changed.isBonus = oddity === 'bonus win without a round';
    }
    if (oddity === 'another member') changed.member = (call.member + 1) % MEMBERS;
    if (oddity === 'id used earlier' || oddity === 'id used earlier, same payload') {
      changed.transaction = 'earlier';
      changed.sameAsBefore = oddity === 'id used earlier, same payload';
    }
    if (oddity === 'id twice in the batch' && index > 0) changed.transaction = 'again';
    if (oddity === 'no funds') {
      changed.call = round.state === 'absent' || round.state === 'OPEN' ? 'bet' : changed.call;
      changed.amount = 50_000;
    }
    if (oddity === 'bet of 0' && changed.call === 'bet') changed.amount = 0;
    if (oddity === 'pays a rolled-back bet' || oddity === 'pays a bet whose rollback came first') {
      round.state = round.state === 'absent' ? 'OPEN' : round.state;
      changed.call = 'win';
      changed.reference = oddity === 'pays a rolled-back bet' ? 'rolled-back bet' : 'tombstone';
    }
    const calls = scenario.calls.map((each, position) => (position === index ? changed : each));
    if (oddity === 'round twice in the batch') calls.push({ ...changed, transaction: 'new', call: 'win', amount: 1 });
    return { ...scenario, rounds, calls };
  });

/** Plain batches, nearly plain ones and anything: both paths get compared often. */
const scenarios = fc.oneof(plainScenarios, nearlyPlainScenarios, nearlyPlainScenarios, wildScenarios);

describe('provider_calls_batch', () => {
  let database: DatabaseHandle;

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
      const at = new Date('2026-11-22T05:00:00.000Z');
      const memberId = (index: number) => 970_001 + index;
      const accounts: string[] = [];
      for (const [index, balance] of scenario.balances.entries()) {
        const [row] = (await rows`
          insert into ledger_accounts (code, kind, member_id, currency, non_negative, balance)
          values (${`test:provider-batches:${index}`}, 'MEMBER_MAIN', ${memberId(index)}, 'PHP', true, ${balance})
          returning id`) as { id: string }[];
        accounts.push(row?.id ?? '0');
      }
      const [house] = (await rows`
        insert into ledger_accounts (code, kind, currency, non_negative, balance)
        values ('test:provider-batches:house', 'HOUSE', 'PHP', false, 0) returning id`) as { id: string }[];
      for (const [index, round] of scenario.rounds.entries()) {
        if (round.state === 'absent') continue;
        await rows`
          insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status, started_at)
          values (${VENDOR}, ${`round-${index}`}, ${memberId(round.member)}, 'G1', 'PHP', 100, ${round.state}, ${at})`;
      }
      const earlierIds = Object.values(REFERENCES);
      for (const id of earlierIds) {
        await rows`
          insert into provider_transactions (vendor_code, transaction_id, kind, payload_hash, member_id, round_id, amount,
                                             rolled_back, answer, created_at)
          values (${VENDOR}, ${id}, ${id === REFERENCES.tombstone ? 'TOMBSTONE' : 'BET'}, ${`hash-${id}`}, ${memberId(0)},
                  'round-0', 100, ${id === REFERENCES['rolled-back bet']}, '{"code":"OK","value":null}'::jsonb, ${at})`;
      }
      if (scenario.bonusFor !== null) {
        await rows`
          insert into bonus_grants (id, member_id, title, amount, currency, turnover_multiplier, required, status,
                                    transfer_id, granted_at)
          values (${randomUUID()}, ${memberId(scenario.bonusFor)}, 'Test bonus', 100, 'PHP', 3, 300, 'ACTIVE',
                  ${randomUUID()}, ${at})`;
      }

      const transferIds = new Map<string, string>();
      const seen: { id: string; payloadHash: string }[] = [];
      const batch = scenario.calls.map((call, index) => {
        const again = seen[index % Math.max(seen.length, 1)];
        const earlier = earlierIds[index % earlierIds.length] ?? REFERENCES['earlier bet'];
        const transactionId =
          call.transaction === 'again' && again ? again.id : call.transaction === 'earlier' ? earlier : randomUUID();
        const payloadHash =
          call.transaction === 'again' && again && call.sameAsBefore
            ? again.payloadHash
            : call.transaction === 'earlier' && call.sameAsBefore
              ? `hash-${earlier}`
              : `hash-${randomUUID()}`;
        seen.push({ id: transactionId, payloadHash });
        if (!transferIds.has(transactionId)) transferIds.set(transactionId, randomUUID());
        return {
          call: call.call,
          vendor: VENDOR,
          transaction_id: transactionId,
          payload_hash: payloadHash,
          member_id: String(memberId(call.member)),
          currency: 'PHP',
          round: `round-${call.round}`,
          game_code: 'G1',
          amount: String(call.amount),
          account: accounts[call.member] ?? '0',
          house: house?.id ?? '0',
          transfer_id: transferIds.get(transactionId),
          metadata: { index },
          at: new Date(at.getTime() + index * 1_000).toISOString(),
          ...(call.call === 'win' && call.reference !== 'none'
            ? { reference_id: call.reference === 'new' ? randomUUID() : REFERENCES[call.reference] }
            : {}),
          ...(call.call === 'win' ? { is_bonus: call.isBonus, round_closed: call.closes } : {}),
        };
      });
      const json = JSON.stringify(batch);
      const transfers = [...transferIds.values()].join(',');
      const state = async () => ({
        accounts: await rows`
          select id, balance, pending_debits from ledger_accounts where code like 'test:provider-batches:%' order by id`,
        rounds: await rows`select * from provider_rounds where vendor_code = ${VENDOR} order by round_id`,
        calls: await rows`select * from provider_transactions where vendor_code = ${VENDOR} order by transaction_id`,
        transfers: await rows`
          select * from ledger_transfers where id = any(string_to_array(${transfers}, ',')::uuid[]) order by id`,
        bonuses: await rows`
          select member_id, wagered, status, completed_at from bonus_grants where member_id between 970001 and 970003`,
      });

      return runBothWays(scratch, {
        plan: () => rows`select ok from provider_plan_calls(${json}::jsonb)`,
        asSet: () => rows`select * from provider_calls_batch(${json}::jsonb)`,
        oneByOne: () => rows`select * from provider_calls_each(${json}::jsonb)`,
        state,
      });
    });

  it('should answer and write exactly as call by call, whatever the batch', async () => {
    await expectSameBothWays(scenarios, bothWays, { numRuns: 200 });
  }, 120_000); // a few hundred batches, each run twice: slow on embedded PGlite on a busy machine

  it('should answer a batch of plain calls all OK, as call by call does', async () => {
    await expectSameBothWays(plainScenarios, bothWays, { numRuns: 60, setPathOnly: true });
  });
});
