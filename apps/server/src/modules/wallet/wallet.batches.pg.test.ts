import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { systemClock } from '../../lib/clock';
import { openTransaction, someoneWaitsForALock, sqlStateOf } from '../../testing/concurrent';
import { accountSpecs, createAccountDirectory } from './wallet.accounts';
import { createLedger } from './wallet.ledger';
import { createWalletRepository } from './wallet.repository';

// The race the set path of ledger_transfer_batch (migration 0012) leaves to the database: a batch
// whose accounts another transaction holds waits in its plan; if that transaction commits one of
// the batch's transfer ids, the plan — its snapshot taken before that commit — still says the
// batch goes through, and the insert then meets the committed id. The whole batch must fail,
// writing nothing; sent again one by one (as lib/group-commit.ts does), each transfer gets its own
// answer and the committed one moves its money once.

describe('ledger_transfer_batch against a concurrent commit', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('should fail as a whole when one of its ids was committed while it waited, and move that money once', async () => {
    const repository = createWalletRepository(database.db);
    const ledger = createLedger({ walletRepository: repository, clock: systemClock });
    const [fund = 0n, alice = 0n, bob = 0n] = await createAccountDirectory(repository).resolve([
      { ...accountSpecs.system('ADJUSTMENT', 'PHP'), code: 'test-fund:batch-race' },
      accountSpecs.memberMain(993_001, 'PHP'),
      accountSpecs.memberMain(993_002, 'PHP'),
    ]);
    const move = (debitAccountId: bigint, creditAccountId: bigint, amountMinor: bigint) => ({
      id: randomUUID(),
      debitAccountId,
      creditAccountId,
      amountMinor,
      currency: 'PHP',
      kind: 'ADJUSTMENT' as const,
      pending: false,
      reference: null,
      metadata: {},
    });
    await ledger.postTransfers([move(fund, alice, 1_000n)]);
    const balances = async () => {
      const rows = await repository.findAccountsByIds([alice, bob]);
      return [alice, bob].map((id) => [id, rows.find((row) => row.id === id)?.balance]);
    };

    const committedElsewhere = move(alice, bob, 100n);
    const batch = [committedElsewhere, move(alice, bob, 10n), move(bob, alice, 5n)];

    // Another process posts the first transfer of the batch and holds its transaction open.
    const other = await openTransaction(database.db, async (tx) => {
      await ledger.postTransfers([committedElsewhere], tx);
    });

    const sharedCall = repository.postEach(batch.map((transfer) => ({ transfer, at: new Date() })));
    // The batch's plan now waits for the accounts the other transaction holds.
    await someoneWaitsForALock(database);
    await other.commit();

    const failure = await sharedCall.then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(failure)).toBe('23505'); // the committed id: unique violation
    // Nothing of the batch was written: only the other transaction's transfer moved money.
    expect(await balances()).toEqual([
      [alice, 900n],
      [bob, 100n],
    ]);

    // Sent again one by one: the committed one is a replay, the others are posted once.
    const answers = [];
    for (const transfer of batch) answers.push((await ledger.postTransfers([transfer]))[0]?.replayed);
    expect(answers).toEqual([true, false, false]);
    expect(await balances()).toEqual([
      [alice, 895n],
      [bob, 105n],
    ]);
    expect(await ledger.totalBalance('PHP')).toBe(0n);
  });
});
