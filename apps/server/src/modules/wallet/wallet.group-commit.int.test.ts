import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-database';
import { systemClock } from '../../lib/clock';
import { accountSpecs, createAccountDirectory } from './wallet.accounts';
import { createLedger } from './wallet.ledger';
import { createWalletRepository } from './wallet.repository';

// Single transfers posted at once share ledger_transfer_batch calls (group commit, decision 015).
// Each must still be answered on its own: a refusal in the middle of a batch fails that transfer
// only, replays inside one batch move money once, and the balances are what the accepted ones say.

describe('ledger group commit', () => {
  let database: DatabaseHandle;
  let ledger: ReturnType<typeof createLedger>;
  let accounts: ReturnType<typeof createAccountDirectory>;
  let repository: ReturnType<typeof createWalletRepository>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One call in flight: everything posted while it runs waits and goes as one batch.
    repository = createWalletRepository(database.db, { transferConcurrency: 1 });
    ledger = createLedger({ walletRepository: repository, clock: systemClock });
    accounts = createAccountDirectory(repository);
  });
  afterAll(async () => {
    await database.close();
  });

  const balanceOf = async (accountId: bigint) => (await repository.findAccountsByIds([accountId]))[0]?.balance;

  it('should answer each transfer of a shared commit on its own', async () => {
    const [fund = 0n, alice = 0n, bob = 0n] = await accounts.resolve([
      { ...accountSpecs.system('ADJUSTMENT', 'PHP'), code: 'test-fund:group-commit' },
      accountSpecs.memberMain(990_001, 'PHP'),
      accountSpecs.memberMain(990_002, 'PHP'),
    ]);
    const base = { currency: 'PHP', kind: 'ADJUSTMENT' as const };
    await ledger.postTransfers([
      { ...base, id: randomUUID(), debitAccountId: fund, creditAccountId: alice, amountMinor: 1_000n },
    ]);

    const replayedId = randomUUID();
    const reusedId = randomUUID();
    const moves = [
      // The first goes alone; the rest queue behind it and share the next call.
      { ...base, id: randomUUID(), debitAccountId: alice, creditAccountId: bob, amountMinor: 100n },
      { ...base, id: replayedId, debitAccountId: alice, creditAccountId: bob, amountMinor: 200n },
      { ...base, id: randomUUID(), debitAccountId: bob, creditAccountId: alice, amountMinor: 50_000n }, // more than bob has
      { ...base, id: replayedId, debitAccountId: alice, creditAccountId: bob, amountMinor: 200n }, // a replay
      { ...base, id: reusedId, debitAccountId: alice, creditAccountId: bob, amountMinor: 300n },
      { ...base, id: reusedId, debitAccountId: alice, creditAccountId: bob, amountMinor: 999n }, // same id, other amount
      { ...base, id: randomUUID(), debitAccountId: alice, creditAccountId: 999_999_999n, amountMinor: 1n }, // no such account
      { ...base, id: randomUUID(), debitAccountId: bob, creditAccountId: alice, amountMinor: 25n },
    ];
    const outcomes = await Promise.allSettled(moves.map((move) => ledger.postTransfers([move])));

    const codes = outcomes.map((outcome) =>
      outcome.status === 'fulfilled'
        ? outcome.value[0]?.replayed
          ? 'REPLAYED'
          : 'POSTED'
        : (outcome.reason as { code?: string }).code,
    );
    expect(codes).toEqual([
      'POSTED',
      'POSTED',
      'INSUFFICIENT_FUNDS',
      'REPLAYED',
      'POSTED',
      'DUPLICATE_REQUEST',
      'NOT_FOUND',
      'POSTED',
    ]);
    // alice: 1000 - 100 - 200 - 300 + 25; bob the rest.
    expect(await balanceOf(alice)).toBe(425n);
    expect(await balanceOf(bob)).toBe(575n);
    // Each answer carries the balances after its own move.
    const last = outcomes[7];
    expect(last?.status === 'fulfilled' && last.value[0]).toMatchObject({ debitBalance: 575n, creditBalance: 425n });
    expect(await ledger.totalBalance('PHP')).toBe(0n);
  });

  it('should keep money whole when many members post at once', async () => {
    const members = Array.from({ length: 20 }, (_, index) => accountSpecs.memberMain(991_000 + index, 'PHP'));
    const [fund = 0n, ...wallets] = await accounts.resolve([
      { ...accountSpecs.system('ADJUSTMENT', 'PHP'), code: 'test-fund:group-commit-many' },
      ...members,
    ]);
    await Promise.all(
      wallets.map((wallet) =>
        ledger.postTransfers([
          {
            id: randomUUID(),
            debitAccountId: fund,
            creditAccountId: wallet,
            amountMinor: 500n,
            currency: 'PHP',
            kind: 'ADJUSTMENT',
          },
        ]),
      ),
    );
    // Each wallet sends 100 to the next, five times, all at once: 100 transfers.
    await Promise.all(
      Array.from({ length: 5 }).flatMap(() =>
        wallets.map((wallet, index) =>
          ledger.postTransfers([
            {
              id: randomUUID(),
              debitAccountId: wallet,
              creditAccountId: wallets[(index + 1) % wallets.length] ?? 0n,
              amountMinor: 100n,
              currency: 'PHP',
              kind: 'ADJUSTMENT',
            },
          ]),
        ),
      ),
    );
    for (const wallet of wallets) expect(await balanceOf(wallet)).toBe(500n);
    expect(await ledger.totalBalance('PHP')).toBe(0n);
  });

  it('should answer refusals per item, in order, in one call (such a batch goes item by item)', async () => {
    const [fund = 0n, carol = 0n] = await accounts.resolve([
      { ...accountSpecs.system('ADJUSTMENT', 'PHP'), code: 'test-fund:group-commit-each' },
      accountSpecs.memberMain(992_001, 'PHP'),
    ]);
    const at = new Date();
    const item = (id: string, debitAccountId: bigint, creditAccountId: bigint, amountMinor: bigint) => ({
      transfer: {
        id,
        debitAccountId,
        creditAccountId,
        amountMinor,
        currency: 'PHP',
        kind: 'ADJUSTMENT' as const,
        pending: false,
        reference: null,
        metadata: {},
      },
      at,
    });
    const first = randomUUID();
    const outcomes = await repository.postEach([
      item(first, fund, carol, 700n),
      item(randomUUID(), carol, fund, 800n), // more than carol has
      item(first, fund, carol, 700n), // a replay inside the same call
      item(first, fund, carol, 1n), // the same id, another amount
      item(randomUUID(), carol, fund, 200n),
    ]);
    expect(
      outcomes.map((outcome) =>
        outcome.ok
          ? [outcome.value.status, outcome.value.replayed, outcome.value.creditBalance]
          : [(outcome.error as { code: string }).code, (outcome.error as { constraint?: string }).constraint],
      ),
    ).toEqual([
      ['POSTED', false, 700n],
      ['23514', 'ledger_accounts_non_negative'],
      ['POSTED', true, 700n],
      ['PY001', undefined],
      ['POSTED', false, -500n],
    ]);
    expect(await balanceOf(carol)).toBe(500n);
  });
});
