import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { queryRows } from '../../testing/auth-helpers';
import { openTransaction, someoneWaitsForALock, sqlStateOf } from '../../testing/concurrent';
import { createProvidersRepository } from './providers.repository';

// provider_calls_batch (migration 0012) against another process opening, while the batch waits,
// the round one of the batch's bets names — another member's round. When that process held an
// account of the batch (here the house), the plan — which reads only once its locks are granted —
// sees the round: the batch goes call by call and the bet is refused, as provider_bet does. When
// it held nothing of the batch's, the insert of the "new" round meets it: the whole batch fails,
// writing nothing, and sent again one by one each call gets provider_bet's answer.

const VENDOR = 'RACETEST';

describe('provider_calls_batch against a concurrent commit', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const setUp = async (run: string) => {
    const repository = createProvidersRepository(database.db);
    const account = async (code: string, memberId: number | null, balance: number) => {
      const [row] = await queryRows<{ id: string }>(
        database,
        `insert into ledger_accounts (code, kind, member_id, currency, non_negative, balance)
         values ($1, $2, $3, 'PHP', $4, $5) returning id`,
        [`test:race:${run}:${code}`, memberId === null ? 'HOUSE' : 'MEMBER_MAIN', memberId, memberId !== null, balance],
      );
      return row?.id ?? '0';
    };
    const first = { id: 994_001, account: await account('first', 994_001, 1_000) };
    const second = { id: 994_002, account: await account('second', 994_002, 1_000) };
    const houses = [await account('house-1', null, -1_000), await account('house-2', null, -1_000)] as const;
    const bet = (member: { id: number; account: string }, round: string, amount: number, house: string) => ({
      call: 'bet' as const,
      vendor: VENDOR,
      transaction_id: randomUUID(),
      payload_hash: randomUUID(),
      member_id: String(member.id),
      currency: 'PHP',
      round: `${run}:${round}`,
      game_code: 'G1',
      amount: String(amount),
      account: member.account,
      house,
      transfer_id: randomUUID(),
      metadata: {},
      at: new Date().toISOString(),
    });
    const rounds = () =>
      queryRows<{ round_id: string; member_id: string; bet_total: string }>(
        database,
        `select round_id, member_id::text, bet_total::text from provider_rounds
         where vendor_code = $1 and round_id like $2 order by round_id`,
        [VENDOR, `${run}:%`],
      );
    const balanceOf = async (id: string) =>
      (
        await queryRows<{ balance: string }>(database, `select balance::text from ledger_accounts where id = $1`, [id])
      )[0]?.balance;
    return { repository, first, second, houses, bet, rounds, balanceOf };
  };

  it("should refuse, call by call, a bet on another member's round opened while the batch waited for its house", async () => {
    const { repository, first, second, houses, bet, rounds, balanceOf } = await setUp('shared');
    // Another process opens round R for the first member on the same house account, and holds it.
    const other = await openTransaction(database.db, async (tx) => {
      await repository.runCall(bet(first, 'R', 100, houses[0]), tx);
    });
    // The second member's batch bets on R and on S.
    const sharedCall = repository.runCallsBatch([bet(second, 'R', 30, houses[0]), bet(second, 'S', 20, houses[0])]);
    await someoneWaitsForALock(database); // the batch, for the house account
    await other.commit();

    const outcomes = await sharedCall;
    expect(outcomes.map((outcome) => ('answer' in outcome ? outcome.answer.code : outcome.errorState))).toEqual([
      'VALIDATION',
      'OK',
    ]);
    expect(await rounds()).toEqual([
      { round_id: 'shared:R', member_id: '994001', bet_total: '100' },
      { round_id: 'shared:S', member_id: '994002', bet_total: '20' },
    ]);
    expect(await balanceOf(second.account)).toBe('980');
  });

  it("should fail as a whole rather than bet into another member's round opened meanwhile on other accounts", async () => {
    const { repository, first, second, houses, bet, rounds, balanceOf } = await setUp('apart');
    const other = await openTransaction(database.db, async (tx) => {
      await repository.runCall(bet(first, 'R', 100, houses[0]), tx);
    });
    const calls = [bet(second, 'R', 30, houses[1]), bet(second, 'S', 20, houses[1])];
    // Its failure is caught from the start: it may come before other.commit() has returned.
    const failed = repository.runCallsBatch(calls).then(
      () => null,
      (error: unknown) => error,
    );
    await someoneWaitsForALock(database); // the batch's insert of round R, for the other's uncommitted R
    await other.commit();

    const failure = await failed;
    expect(sqlStateOf(failure)).toBe('23505'); // nothing of the batch written
    expect(await rounds()).toEqual([{ round_id: 'apart:R', member_id: '994001', bet_total: '100' }]);
    expect(await balanceOf(second.account)).toBe('1000');

    // One by one, as the group commit sends them again: R is refused, S is played.
    const answers = [];
    for (const call of calls) answers.push((await repository.runCall(call)).code);
    expect(answers).toEqual(['VALIDATION', 'OK']);
    expect(await rounds()).toEqual([
      { round_id: 'apart:R', member_id: '994001', bet_total: '100' },
      { round_id: 'apart:S', member_id: '994002', bet_total: '20' },
    ]);
    expect(await balanceOf(second.account)).toBe('980');
  });
});
