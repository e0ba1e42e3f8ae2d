import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { createTestDatabase } from '../../db/test-database';
import { queryRows } from '../../testing/auth-helpers';
import { accountSpecs, createAccountDirectory } from './wallet.accounts';
import { createLedger } from './wallet.ledger';
import type { TransferRequest } from './wallet.ledger';
import { createWalletRepository } from './wallet.repository';

type LedgerUnderTest = ReturnType<typeof createLedger> & { accounts: ReturnType<typeof createAccountDirectory> };

// 32 concurrent clients post 20,000 random transfers among 50 member accounts, a few of them hot,
// with replays of earlier ids mixed in. Afterwards every balance equals the sum of the transfers
// that were accepted, the total is zero, none is negative, and none was lost or doubled.

const CLIENTS = 32;
const TRANSFERS = 20_000;
const ACCOUNTS = 50;
const HOT = 5;
const INITIAL = 1_000_000n;

describe('ledger under concurrency', () => {
  let database: DatabaseHandle;
  let sut: LedgerUnderTest;

  beforeAll(async () => {
    database = await createTestDatabase();
    const walletRepository = createWalletRepository(database.db);
    sut = {
      ...createLedger({ walletRepository, clock: systemClock }),
      accounts: createAccountDirectory(walletRepository),
    };
  });
  afterAll(async () => {
    await database.close();
  });

  it('should conserve money and apply every accepted transfer exactly once', { timeout: 300_000 }, async () => {
    const [fund, ...members] = await sut.accounts.resolve([
      accountSpecs.system('ADJUSTMENT', 'PHP'),
      ...Array.from({ length: ACCOUNTS }, (_, index) => accountSpecs.memberMain(500_000 + index, 'PHP')),
    ]);
    await sut.postTransfers(
      members.map((member) => ({
        id: randomUUID(),
        debitAccountId: fund!,
        creditAccountId: member!,
        amountMinor: INITIAL,
        currency: 'PHP',
        kind: 'DEPOSIT',
      })),
    );

    // Half the traffic touches the hot accounts; amounts sometimes exceed what is there.
    const pick = () =>
      members[Math.random() < 0.5 ? Math.floor(Math.random() * HOT) : Math.floor(Math.random() * ACCOUNTS)]!;
    const requests: TransferRequest[] = [];
    const accepted = new Map<string, TransferRequest>();
    let refused = 0;
    let replays = 0;
    let cursor = 0;

    const worker = async () => {
      while (cursor < TRANSFERS) {
        cursor += 1;
        const replay = requests.length > 100 && Math.random() < 0.05;
        let request: TransferRequest;
        if (replay) {
          request = requests[Math.floor(Math.random() * requests.length)]!;
        } else {
          let debit = pick();
          let credit = pick();
          while (credit === debit) credit = pick();
          request = {
            id: randomUUID(),
            debitAccountId: debit,
            creditAccountId: credit,
            amountMinor: BigInt(1 + Math.floor(Math.random() * 150_000)),
            currency: 'PHP',
            kind: 'TRANSFER_UPLINE',
          };
          requests.push(request);
          debit = 0n;
        }
        try {
          const [result] = await sut.postTransfers([request]);
          if (result?.replayed) replays += 1;
          else accepted.set(request.id, request);
        } catch (error) {
          if ((error as { code?: string }).code !== 'INSUFFICIENT_FUNDS') throw error;
          refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));

    const expected = new Map(members.map((member) => [member!, INITIAL]));
    for (const transfer of accepted.values()) {
      expected.set(transfer.debitAccountId, (expected.get(transfer.debitAccountId) ?? 0n) - transfer.amountMinor);
      expected.set(transfer.creditAccountId, (expected.get(transfer.creditAccountId) ?? 0n) + transfer.amountMinor);
    }
    const rows = await createWalletRepository(database.db).findAccountsByIds(members as bigint[]);
    for (const row of rows) {
      expect(row.balance).toBe(expected.get(row.id));
      expect(row.balance >= 0n).toBe(true);
    }
    expect(await sut.totalBalance('PHP')).toBe(0n);

    const [stored] = await queryRows<{ count: number }>(
      database,
      `select count(*)::int as count from ledger_transfers where kind = 'TRANSFER_UPLINE'`,
    );
    expect(stored?.count).toBe(accepted.size);
    expect(accepted.size + refused + replays).toBe(TRANSFERS);
    expect(accepted.size).toBeGreaterThan(TRANSFERS / 2);
    expect(replays).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
