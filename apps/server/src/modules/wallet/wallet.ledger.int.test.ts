import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { createTestDatabase } from '../../db/test-database';
import { accountSpecs, createAccountDirectory } from './wallet.accounts';
import { createLedger } from './wallet.ledger';
import { createWalletRepository } from './wallet.repository';

type LedgerUnderTest = ReturnType<typeof createLedger> & { accounts: ReturnType<typeof createAccountDirectory> };

// The ledger against a model: whatever sequence of transfers, holds, posts, voids and replays,
// member balances never go below zero, the total stays zero, and replays move nothing.

describe('ledger', () => {
  let database: DatabaseHandle;
  let sut: LedgerUnderTest;
  let run = 0;

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

  /** A funding account (may go negative) and three member accounts, fresh for each run. */
  const openAccounts = async () => {
    run += 1;
    const [fund, ...members] = await sut.accounts.resolve([
      { ...accountSpecs.system('ADJUSTMENT', 'PHP'), code: `test-fund:${run}` },
      accountSpecs.memberMain(900_000 + run * 10 + 1, 'PHP'),
      accountSpecs.memberMain(900_000 + run * 10 + 2, 'PHP'),
      accountSpecs.memberMain(900_000 + run * 10 + 3, 'PHP'),
    ]);
    return { fund: fund ?? 0n, members: members as bigint[] };
  };

  const balanceOf = async (accountId: bigint) => {
    const [row] = await createWalletRepository(database.db).findAccountsByIds([accountId]);
    return { balance: row?.balance ?? 0n, held: row?.pendingDebits ?? 0n };
  };

  describe('basics', () => {
    it('should move money, replay an id without moving it again, and refuse a reused id', async () => {
      const { fund, members } = await openAccounts();
      const [alice = 0n, bob = 0n] = members;
      const id = randomUUID();
      const transfer = {
        id,
        debitAccountId: fund,
        creditAccountId: alice,
        amountMinor: 10_000n,
        currency: 'PHP',
        kind: 'DEPOSIT' as const,
      };
      // Each answer carries both balances after the transfer; a replay shows them as they are.
      const posted = { id, status: 'POSTED', debitBalance: -10_000n, creditBalance: 10_000n };
      expect(await sut.postTransfers([transfer])).toEqual([{ ...posted, replayed: false }]);
      expect(await sut.postTransfers([transfer])).toEqual([{ ...posted, replayed: true }]);
      expect((await balanceOf(alice)).balance).toBe(10_000n);
      await expect(sut.postTransfers([{ ...transfer, amountMinor: 20_000n }])).rejects.toMatchObject({
        code: 'DUPLICATE_REQUEST',
      });
      await expect(sut.postTransfers([{ ...transfer, creditAccountId: bob }])).rejects.toMatchObject({
        code: 'DUPLICATE_REQUEST',
      });
      expect((await balanceOf(alice)).balance).toBe(10_000n);
    });

    it('should refuse to take a member below zero, moving nothing', async () => {
      const { members } = await openAccounts();
      const [alice = 0n, bob = 0n] = members;
      const overdraft = {
        id: randomUUID(),
        debitAccountId: alice,
        creditAccountId: bob,
        amountMinor: 1n,
        currency: 'PHP',
        kind: 'TRANSFER_UPLINE' as const,
      };
      await expect(sut.postTransfers([overdraft])).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      expect(await balanceOf(alice)).toEqual({ balance: 0n, held: 0n });
      expect(await balanceOf(bob)).toEqual({ balance: 0n, held: 0n });
    });

    it('should post linked transfers all together or not at all', async () => {
      const { fund, members } = await openAccounts();
      const [alice = 0n, bob = 0n, carol = 0n] = members;
      const linked = [
        {
          id: randomUUID(),
          debitAccountId: fund,
          creditAccountId: alice,
          amountMinor: 500n,
          currency: 'PHP',
          kind: 'DEPOSIT' as const,
        },
        {
          id: randomUUID(),
          debitAccountId: alice,
          creditAccountId: bob,
          amountMinor: 500n,
          currency: 'PHP',
          kind: 'TRANSFER_UPLINE' as const,
        },
        {
          id: randomUUID(),
          debitAccountId: bob,
          creditAccountId: carol,
          amountMinor: 501n,
          currency: 'PHP',
          kind: 'TRANSFER_UPLINE' as const,
        },
      ];
      await expect(sut.postTransfers(linked)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      for (const account of [alice, bob, carol]) expect((await balanceOf(account)).balance).toBe(0n);
      expect(await sut.postTransfers(linked.slice(0, 2))).toHaveLength(2);
      expect((await balanceOf(bob)).balance).toBe(500n);
    });

    it('should hold, then post or void a pending transfer exactly once', async () => {
      const { fund, members } = await openAccounts();
      const [alice = 0n] = members;
      await sut.postTransfers([
        {
          id: randomUUID(),
          debitAccountId: fund,
          creditAccountId: alice,
          amountMinor: 1_000n,
          currency: 'PHP',
          kind: 'DEPOSIT',
        },
      ]);
      const hold = {
        id: randomUUID(),
        debitAccountId: alice,
        creditAccountId: fund,
        amountMinor: 700n,
        currency: 'PHP',
        kind: 'WITHDRAWAL' as const,
        pending: true,
      };
      expect((await sut.postTransfers([hold]))[0]?.status).toBe('PENDING');
      expect(await balanceOf(alice)).toEqual({ balance: 1_000n, held: 700n });
      const second = { ...hold, id: randomUUID() };
      await expect(sut.postTransfers([second])).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });

      const postId = randomUUID();
      expect(await sut.resolvePending({ id: postId, pendingId: hold.id, action: 'POST' })).toMatchObject({
        status: 'POSTED',
        replayed: false,
      });
      expect(await sut.resolvePending({ id: postId, pendingId: hold.id, action: 'POST' })).toMatchObject({
        replayed: true,
      });
      await expect(sut.resolvePending({ id: randomUUID(), pendingId: hold.id, action: 'VOID' })).rejects.toMatchObject({
        code: 'PENDING_RESOLVED',
      });
      expect(await balanceOf(alice)).toEqual({ balance: 300n, held: 0n });

      const another = { ...hold, id: randomUUID(), amountMinor: 300n };
      await sut.postTransfers([another]);
      await sut.resolvePending({ id: randomUUID(), pendingId: another.id, action: 'VOID' });
      expect(await balanceOf(alice)).toEqual({ balance: 300n, held: 0n });
    });
  });

  describe('against a model', () => {
    type Operation =
      | { type: 'transfer'; from: number; to: number; amount: bigint }
      | { type: 'hold'; from: number; amount: bigint }
      | { type: 'resolve'; which: number; action: 'POST' | 'VOID' }
      | { type: 'replay'; which: number }
      | { type: 'linked'; legs: Array<{ from: number; to: number; amount: bigint }> };

    const leg = fc.record({
      from: fc.integer({ min: -1, max: 2 }),
      to: fc.integer({ min: -1, max: 2 }),
      amount: fc.bigInt({ min: 1n, max: 4_000n }),
    });

    const operation: fc.Arbitrary<Operation> = fc.oneof(
      fc.record({
        type: fc.constant('transfer' as const),
        from: fc.integer({ min: -1, max: 2 }),
        to: fc.integer({ min: -1, max: 2 }),
        amount: fc.bigInt({ min: 1n, max: 5_000n }),
      }),
      fc.record({
        type: fc.constant('hold' as const),
        from: fc.integer({ min: 0, max: 2 }),
        amount: fc.bigInt({ min: 1n, max: 3_000n }),
      }),
      fc.record({
        type: fc.constant('resolve' as const),
        which: fc.nat(),
        action: fc.constantFrom('POST' as const, 'VOID' as const),
      }),
      fc.record({ type: fc.constant('replay' as const), which: fc.nat() }),
      fc.record({ type: fc.constant('linked' as const), legs: fc.array(leg, { minLength: 2, maxLength: 4 }) }),
    );

    it('should keep members at or above zero, the total at zero, and replays still', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 30 }), async (operations) => {
          const { fund, members } = await openAccounts();
          const ids = [fund, ...members];
          const model = new Map(ids.map((id) => [id, { balance: 0n, held: 0n }]));
          const posted: Array<Parameters<LedgerUnderTest['postTransfers']>[0][number]> = [];
          const holds: Array<{ id: string; from: bigint; to: bigint; amount: bigint; open: boolean }> = [];
          const accountOf = (index: number) => (index < 0 ? fund : (members[index] ?? fund));

          for (const step of operations) {
            if (step.type === 'transfer' && step.from !== step.to) {
              const request = {
                id: randomUUID(),
                debitAccountId: accountOf(step.from),
                creditAccountId: accountOf(step.to),
                amountMinor: step.amount,
                currency: 'PHP',
                kind: 'TRANSFER_UPLINE' as const,
              };
              const from = model.get(request.debitAccountId)!;
              const allowed = request.debitAccountId === fund || from.balance - from.held >= step.amount;
              const result = await sut.postTransfers([request]).catch((error: { code?: string }) => error.code);
              expect(typeof result === 'string' ? result : 'ok').toBe(allowed ? 'ok' : 'INSUFFICIENT_FUNDS');
              if (allowed) {
                from.balance -= step.amount;
                model.get(request.creditAccountId)!.balance += step.amount;
                posted.push(request);
                // The answer's balances are the model's.
                expect(result).toMatchObject([
                  { debitBalance: from.balance, creditBalance: model.get(request.creditAccountId)!.balance },
                ]);
              }
            } else if (step.type === 'hold') {
              const request = {
                id: randomUUID(),
                debitAccountId: accountOf(step.from),
                creditAccountId: fund,
                amountMinor: step.amount,
                currency: 'PHP',
                kind: 'WITHDRAWAL' as const,
                pending: true,
              };
              const from = model.get(request.debitAccountId)!;
              const allowed = from.balance - from.held >= step.amount;
              const outcome = await sut.postTransfers([request]).then(
                () => 'ok',
                (error: { code?: string }) => error.code,
              );
              expect(outcome).toBe(allowed ? 'ok' : 'INSUFFICIENT_FUNDS');
              if (allowed) {
                from.held += step.amount;
                holds.push({ id: request.id, from: request.debitAccountId, to: fund, amount: step.amount, open: true });
              }
            } else if (step.type === 'resolve' && holds.length > 0) {
              const hold = holds[step.which % holds.length]!;
              const outcome = await sut
                .resolvePending({ id: randomUUID(), pendingId: hold.id, action: step.action })
                .then(
                  () => 'ok',
                  (error: { code?: string }) => error.code,
                );
              expect(outcome).toBe(hold.open ? 'ok' : 'PENDING_RESOLVED');
              if (hold.open) {
                hold.open = false;
                const from = model.get(hold.from)!;
                from.held -= hold.amount;
                if (step.action === 'POST') {
                  from.balance -= hold.amount;
                  model.get(hold.to)!.balance += hold.amount;
                }
              }
            } else if (step.type === 'linked' && step.legs.every((one) => one.from !== one.to)) {
              // Applied in order, all or none: the batch fails when any leg would overdraw at its turn.
              const requests = step.legs.map((one) => ({
                id: randomUUID(),
                debitAccountId: accountOf(one.from),
                creditAccountId: accountOf(one.to),
                amountMinor: one.amount,
                currency: 'PHP',
                kind: 'TRANSFER_UPLINE' as const,
              }));
              const trial = new Map([...model].map(([id, state]) => [id, { ...state }]));
              const allowed = requests.every((request) => {
                const from = trial.get(request.debitAccountId)!;
                if (request.debitAccountId !== fund && from.balance - from.held < request.amountMinor) return false;
                from.balance -= request.amountMinor;
                trial.get(request.creditAccountId)!.balance += request.amountMinor;
                return true;
              });
              const outcome = await sut.postTransfers(requests).then(
                () => 'ok',
                (error: { code?: string }) => error.code,
              );
              expect(outcome).toBe(allowed ? 'ok' : 'INSUFFICIENT_FUNDS');
              if (allowed) {
                for (const [id, state] of trial) model.set(id, state);
                posted.push(...requests);
              }
            } else if (step.type === 'replay' && posted.length > 0) {
              const again = await sut.postTransfers([posted[step.which % posted.length]!]);
              expect(again[0]?.replayed).toBe(true);
            }
          }

          for (const id of ids) {
            const actual = await balanceOf(id);
            expect(actual).toEqual(model.get(id));
            if (id !== fund) expect(actual.balance - actual.held >= 0n).toBe(true);
          }
          expect(await sut.totalBalance('PHP')).toBe(0n);
        }),
        { numRuns: 25 },
      );
    });
  });
});
