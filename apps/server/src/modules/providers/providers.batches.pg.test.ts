import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { queryRows } from '../../testing/auth-helpers';
import { openTransaction, someoneWaitsForALock, sqlStateOf } from '../../testing/concurrent';
import type { ProviderCallInput } from './providers.repository';
import { createProvidersRepository } from './providers.repository';

// The one thing provider_calls_batch's plan (migration 0012) cannot lock is a round that does not
// exist yet. When another process commits that round while the batch waits for an account, the
// plan — its snapshot taken before that commit — still sees a bet on a new round. If the round is
// another member's, the batch must not add the bet to it: it fails as a whole, and the calls sent
// again one by one get provider_bet's answers.

const VENDOR = 'RACETEST';

describe('provider_calls_batch against a concurrent commit', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("should fail as a whole rather than bet into another member's round committed while it waited", async () => {
    const repository = createProvidersRepository(database.db);
    const account = async (code: string, memberId: number | null, balance: number) => {
      const [row] = await queryRows<{ id: string }>(
        database,
        `insert into ledger_accounts (code, kind, member_id, currency, non_negative, balance)
         values ($1, $2, $3, 'PHP', $4, $5) returning id`,
        [code, memberId === null ? 'HOUSE' : 'MEMBER_MAIN', memberId, memberId !== null, balance],
      );
      return row?.id ?? '0';
    };
    const first = { id: 994_001, account: await account('test:race:first', 994_001, 1_000) };
    const second = { id: 994_002, account: await account('test:race:second', 994_002, 1_000) };
    const house = await account('test:race:house', null, -2_000);
    const bet = (member: { id: number; account: string }, round: string, amount: number): ProviderCallInput => ({
      call: 'bet',
      vendor: VENDOR,
      transaction_id: randomUUID(),
      payload_hash: randomUUID(),
      member_id: String(member.id),
      currency: 'PHP',
      round,
      game_code: 'G1',
      amount: String(amount),
      account: member.account,
      house,
      transfer_id: randomUUID(),
      metadata: {},
      at: new Date().toISOString(),
    });

    // Another process opens round R for the first member, and holds its transaction (and the house) open.
    const other = await openTransaction(database.db, async (tx) => {
      await repository.runCall(bet(first, 'R', 100), tx);
    });

    // The second member's batch bets on R (new, as far as its plan can see) and on S.
    const calls = [bet(second, 'R', 30), bet(second, 'S', 20)];
    const sharedCall = repository.runCallsBatch(calls);
    await someoneWaitsForALock(database);
    await other.commit();

    const failure = await sharedCall.then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(failure)).toBe('23505'); // round R, met by the insert
    const roundsNow = () =>
      queryRows<{ round_id: string; member_id: string; bet_total: string }>(
        database,
        `select round_id, member_id::text, bet_total::text from provider_rounds where vendor_code = $1 order by round_id`,
        [VENDOR],
      );
    expect(await roundsNow()).toEqual([{ round_id: 'R', member_id: '994001', bet_total: '100' }]);

    // One by one, as the group commit sends them again: R is refused, S is played.
    const answers = [];
    for (const call of calls) answers.push((await repository.runCall(call)).code);
    expect(answers).toEqual(['VALIDATION', 'OK']);
    expect(await roundsNow()).toEqual([
      { round_id: 'R', member_id: '994001', bet_total: '100' },
      { round_id: 'S', member_id: '994002', bet_total: '20' },
    ]);
    const [secondAccount] = await queryRows<{ balance: string }>(
      database,
      `select balance::text from ledger_accounts where id = $1`,
      [second.account],
    );
    expect(secondAccount?.balance).toBe('980');
  });
});
