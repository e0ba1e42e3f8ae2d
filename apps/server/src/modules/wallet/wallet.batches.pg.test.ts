import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { systemClock } from '../../lib/clock';
import { openTransaction, someoneWaitsForALock, sqlStateOf } from '../../testing/concurrent';
import { accountSpecs, createAccountDirectory } from './wallet.accounts';
import { createLedger } from './wallet.ledger';
import { createWalletRepository } from './wallet.repository';

// ledger_transfer_batch (migration 0012) against another process's transaction that commits one
// of the batch's transfer ids while the batch waits. When that transaction held the batch's
// accounts, the plan — which reads only once the locks are granted — sees its commit: the
// transfer is a replay, as item by item. When it held nothing of the batch's (the same id used
// for another transfer), the insert meets the committed id: the whole batch fails, writing
// nothing, and sent again one by one (as lib/group-commit.ts does) each transfer gets its own
// answer.

describe('ledger_transfer_batch against a concurrent commit', () => {
  let database: DatabaseHandle;
  let repository: ReturnType<typeof createWalletRepository>;
  let ledger: ReturnType<typeof createLedger>;
  let run = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    repository = createWalletRepository(database.db);
    ledger = createLedger({ walletRepository: repository, clock: systemClock });
  });
  afterAll(async () => {
    await database.close();
  });

  const move = (debitAccountId: bigint, creditAccountId: bigint, amountMinor: bigint, id = randomUUID()) => ({
    id,
    debitAccountId,
    creditAccountId,
    amountMinor,
    currency: 'PHP',
    kind: 'ADJUSTMENT' as const,
    pending: false,
    reference: null,
    metadata: {},
  });
  /** Four member accounts, the first funded with 1,000. */
  const openAccounts = async () => {
    run += 1;
    const [fund = 0n, ...members] = await createAccountDirectory(repository).resolve([
      { ...accountSpecs.system('ADJUSTMENT', 'PHP'), code: `test-fund:batch-race:${run}` },
      ...[1, 2, 3, 4].map((index) => accountSpecs.memberMain(993_000 + run * 10 + index, 'PHP')),
    ]);
    const [alice = 0n, bob = 0n, carol = 0n, dave = 0n] = members;
    await ledger.postTransfers([move(fund, alice, 1_000n)]);
    const balances = async () => {
      const rows = await repository.findAccountsByIds(members);
      return members.map((id) => rows.find((row) => row.id === id)?.balance);
    };
    return { alice, bob, carol, dave, balances };
  };

  const inOneCall = (transfers: ReturnType<typeof move>[]) =>
    repository.postEach(transfers.map((transfer) => ({ transfer, at: new Date() })));

  it('should answer as a replay a transfer of its own that the transaction it waited for committed', async () => {
    const { alice, bob, balances } = await openAccounts();
    const committedElsewhere = move(alice, bob, 100n);
    const batch = [committedElsewhere, move(alice, bob, 10n), move(bob, alice, 5n)];

    // Another process posts the first transfer of the batch and holds its transaction open.
    const other = await openTransaction(database.db, async (tx) => {
      await ledger.postTransfers([committedElsewhere], tx);
    });
    const sharedCall = inOneCall(batch);
    await someoneWaitsForALock(database); // the batch, for alice's and bob's accounts
    await other.commit();

    const outcomes = await sharedCall;
    expect(outcomes.map((outcome) => outcome.ok && outcome.value.replayed)).toEqual([true, false, false]);
    expect(await balances()).toEqual([895n, 105n, 0n, 0n]);
    expect(await ledger.totalBalance('PHP')).toBe(0n);
  });

  it('should fail as a whole when one of its ids was committed meanwhile for another transfer', async () => {
    const { alice, bob, carol, dave, balances } = await openAccounts();
    await ledger.postTransfers([move(alice, carol, 200n)]);
    const reused = randomUUID();
    const batch = [move(alice, bob, 100n, reused), move(alice, bob, 10n), move(bob, alice, 5n)];

    // Another process uses the same id for a transfer between other accounts, and holds it open.
    const other = await openTransaction(database.db, async (tx) => {
      await ledger.postTransfers([move(carol, dave, 50n, reused)], tx);
    });
    // Its failure is caught from the start: it may come before other.commit() has returned.
    const failed = inOneCall(batch).then(
      () => null,
      (error: unknown) => error,
    );
    await someoneWaitsForALock(database); // the batch's insert, for the other's uncommitted id
    await other.commit();

    const failure = await failed;
    expect(sqlStateOf(failure)).toBe('23505'); // unique violation: nothing of the batch written
    expect(await balances()).toEqual([800n, 0n, 150n, 50n]);

    // Sent again one by one: the reused id is refused, the others are posted once.
    const answers = [];
    for (const transfer of batch) {
      answers.push(
        await ledger.postTransfers([transfer]).then(
          ([result]) => (result?.replayed ? 'REPLAYED' : 'POSTED'),
          (error: unknown) => (error as { code?: string }).code,
        ),
      );
    }
    expect(answers).toEqual(['DUPLICATE_REQUEST', 'POSTED', 'POSTED']);
    expect(await balances()).toEqual([795n, 5n, 150n, 50n]);
    expect(await ledger.totalBalance('PHP')).toBe(0n);
  });
});
