import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { type BatchOutcome, createGroupCommit } from '../../lib/group-commit';
import type { LedgerAccountKind, TransferKind, TransferStatus } from './wallet.tables';
import { bonusGrants, ledgerAccounts, ledgerTransfers, walletRequests, walletSettings } from './wallet.tables';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type BonusGrantRow = typeof bonusGrants.$inferSelect;
export type WalletSettingsRow = typeof walletSettings.$inferSelect;

export type AccountSpec = {
  code: string;
  kind: LedgerAccountKind;
  memberId: number | null;
  provider: string | null;
  currency: string;
  nonNegative: boolean;
};

/** What ledger_post writes for one transfer. */
export type PostedTransferInput = {
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  currency: string;
  kind: TransferKind;
  pending: boolean;
  reference: string | null;
  metadata: Record<string, unknown>;
};

export type PostedTransferResult = {
  id: string;
  status: TransferStatus;
  replayed: boolean;
  /** Both accounts' balances after the transfer (for a linked leg: after that leg). */
  debitBalance: bigint;
  creditBalance: bigint;
};

export type ResolvedTransferResult = Pick<PostedTransferResult, 'id' | 'status' | 'replayed'>;

type RawTransferResult = Omit<PostedTransferResult, 'debitBalance' | 'creditBalance'> & {
  debitBalance: string | number | bigint;
  creditBalance: string | number | bigint;
};
const toResult = (row: RawTransferResult): PostedTransferResult => ({
  ...row,
  debitBalance: BigInt(row.debitBalance),
  creditBalance: BigInt(row.creditBalance),
});

/** A transfer in a member's record, with both sides' account kind and provider. */
export type MemberTransferRow = {
  id: string;
  kind: TransferKind;
  amount: string;
  currency: string;
  status: TransferStatus;
  created_at: Date | string;
  reference: string | null;
  metadata: Record<string, unknown>;
  debit_member_id: number | string | null;
  credit_member_id: number | string | null;
  debit_kind: LedgerAccountKind;
  debit_provider: string | null;
  credit_kind: LedgerAccountKind;
  credit_provider: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One row of ledger_transfer_batch (or ledger_transfer_each): the transfer's result, or the refusal it alone met. */
type EachTransferRow = {
  item: number;
  transfer_id: string;
  transfer_status: TransferStatus | null;
  replayed: boolean | null;
  debit_balance: string | null;
  credit_balance: string | null;
  error_state: string | null;
  error_constraint: string | null;
  error_message: string | null;
};

/** A refusal from inside a batch call, shaped like the driver's error so db/errors reads it the same. */
class EachTransferError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly constraint: string | undefined,
  ) {
    super(message);
  }
}

const outcomeOf = (row: EachTransferRow): BatchOutcome<PostedTransferResult> =>
  row.error_state
    ? {
        ok: false,
        error: new EachTransferError(
          row.error_message ?? row.error_state,
          row.error_state,
          row.error_constraint || undefined,
        ),
      }
    : {
        ok: true,
        value: {
          id: row.transfer_id,
          status: row.transfer_status as TransferStatus,
          replayed: row.replayed === true,
          debitBalance: BigInt(row.debit_balance ?? 0),
          creditBalance: BigInt(row.credit_balance ?? 0),
        },
      };

const transferJson = (transfer: PostedTransferInput) => ({
  id: transfer.id,
  debit: transfer.debitAccountId.toString(),
  credit: transfer.creditAccountId.toString(),
  amount: transfer.amountMinor.toString(),
  currency: transfer.currency,
  kind: transfer.kind,
  pending: transfer.pending,
  reference: transfer.reference,
  metadata: transfer.metadata,
});

export type TimedTransfer = { transfer: PostedTransferInput; at: Date };

export type WalletRepositoryOptions = {
  /**
   * Group commit of single transfers (lib/group-commit.ts, docs/decisions/015): at most this many
   * ledger calls in flight from this process; transfers arriving meanwhile go together.
   */
  transferConcurrency?: number;
};

export const createWalletRepository = (db: Executor, options: WalletRepositoryOptions = {}) => {
  // The hot statements are prepared once and named, so PostgreSQL parses and plans them once per
  // connection (bench/wallet measured it). Inside a caller's transaction the same SQL runs unnamed.
  const prepared = {
    memberAccounts: db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, sql.placeholder('memberId')))
      .prepare('wallet_member_accounts'),
    transfer: db
      .select({
        id: sql<string>`transfer_id`,
        status: sql<TransferStatus>`transfer_status`,
        replayed: sql<boolean>`replayed`,
        debitBalance: sql<string>`debit_balance`,
        creditBalance: sql<string>`credit_balance`,
      })
      .from(
        sql`ledger_transfer(${sql.placeholder('id')}::uuid, ${sql.placeholder('debit')}::bigint, ${sql.placeholder('credit')}::bigint,
          ${sql.placeholder('amount')}::bigint, ${sql.placeholder('currency')}, ${sql.placeholder('kind')}, ${sql.placeholder('pending')}::boolean,
          ${sql.placeholder('reference')}, ${sql.placeholder('metadata')}::jsonb, null, ${sql.placeholder('at')}::timestamptz)`,
      )
      .prepare('wallet_ledger_transfer'),
    transferEach: db
      .select({
        item: sql<number>`item`,
        transfer_id: sql<string>`transfer_id`,
        transfer_status: sql<TransferStatus | null>`transfer_status`,
        replayed: sql<boolean | null>`replayed`,
        debit_balance: sql<string | null>`debit_balance`,
        credit_balance: sql<string | null>`credit_balance`,
        error_state: sql<string | null>`error_state`,
        error_constraint: sql<string | null>`error_constraint`,
        error_message: sql<string | null>`error_message`,
      })
      .from(sql`ledger_transfer_batch(${sql.placeholder('transfers')}::jsonb)`)
      .prepare('wallet_ledger_transfer_batch'),
  };

  /** Independent transfers in one call of ledger_transfer_batch: one commit, an outcome each. */
  const postEach = async (batch: TimedTransfer[]): Promise<BatchOutcome<PostedTransferResult>[]> => {
    const rows = await prepared.transferEach.execute({
      transfers: JSON.stringify(batch.map(({ transfer, at }) => ({ ...transferJson(transfer), at: at.toISOString() }))),
    });
    const byItem = new Map(rows.map((row) => [Number(row.item), row]));
    return batch.map((_, index) => {
      const row = byItem.get(index + 1);
      return row ? outcomeOf(row) : { ok: false, error: new Error('ledger_transfer_batch returned no row') };
    });
  };

  const singleTransfers = createGroupCommit<TimedTransfer, PostedTransferResult>({
    concurrency: options.transferConcurrency ?? 1,
    // Big enough to take a whole wave of clients; small enough that one call stays short.
    maxBatch: 64,
    one: async ({ transfer, at }) => {
      const rows = await prepared.transfer.execute({
        ...transferJson(transfer),
        metadata: JSON.stringify(transfer.metadata),
        at: at.toISOString(),
      });
      const [row] = rows.map(toResult);
      if (!row) throw new Error('ledger_transfer returned nothing');
      return row;
    },
    many: postEach,
  });

  return {
    postEach,

    /** Creates the accounts that do not exist yet; returns the id of each code. */
    async ensureAccounts(specs: AccountSpec[], executor: Executor = db): Promise<Map<string, bigint>> {
      if (specs.length > 0)
        await executor.insert(ledgerAccounts).values(specs).onConflictDoNothing({ target: ledgerAccounts.code });
      const rows = await executor
        .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
        .from(ledgerAccounts)
        .where(
          inArray(
            ledgerAccounts.code,
            specs.map((spec) => spec.code),
          ),
        );
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    async findAccountsByIds(ids: bigint[], executor: Executor = db): Promise<LedgerAccountRow[]> {
      return ids.length === 0 ? [] : executor.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
    },

    async findMemberAccounts(memberId: number, executor: Executor = db): Promise<LedgerAccountRow[]> {
      if (executor === db) return prepared.memberAccounts.execute({ memberId });
      return executor.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, memberId));
    },

    async findTransfersByIds(ids: string[], executor: Executor = db): Promise<LedgerTransferRow[]> {
      return ids.length === 0 ? [] : executor.select().from(ledgerTransfers).where(inArray(ledgerTransfers.id, ids));
    },

    /**
     * Posts transfers in one round trip: a single one through ledger_transfer, linked ones through
     * ledger_post (migration 0004), which applies them in order, all or none.
     */
    async postTransfers(
      transfers: PostedTransferInput[],
      at: Date,
      executor: Executor = db,
    ): Promise<PostedTransferResult[]> {
      const [only] = transfers;
      // A lone transfer outside a caller's transaction may share a commit with others (group commit).
      if (transfers.length === 1 && only && executor === db)
        return [await singleTransfers.submit({ transfer: only, at })];
      const query =
        transfers.length === 1 && only
          ? sql`select transfer_id as id, transfer_status as status, replayed, debit_balance as "debitBalance", credit_balance as "creditBalance" from ledger_transfer(
            ${only.id}::uuid, ${only.debitAccountId.toString()}::bigint, ${only.creditAccountId.toString()}::bigint,
            ${only.amountMinor.toString()}::bigint, ${only.currency}, ${only.kind}, ${only.pending}, ${only.reference},
            ${JSON.stringify(only.metadata)}::jsonb, null, ${at.toISOString()}::timestamptz)`
          : sql`select transfer_id as id, transfer_status as status, replayed, debit_balance as "debitBalance", credit_balance as "creditBalance" from ledger_post(${JSON.stringify(
              transfers.map(transferJson),
            )}::jsonb, ${at.toISOString()}::timestamptz)`;
      return rowsOf<RawTransferResult>(await executor.execute(query)).map(toResult);
    },

    /** Posts or voids a pending transfer through the ledger_resolve function (migration 0004). */
    async resolvePending(
      input: { id: string; pendingId: string; action: 'POST' | 'VOID' },
      at: Date,
      executor: Executor = db,
    ): Promise<ResolvedTransferResult> {
      const [row] = rowsOf<ResolvedTransferResult>(
        await executor.execute(
          sql`select transfer_id as id, transfer_status as status, replayed from ledger_resolve(${input.id}::uuid, ${input.pendingId}::uuid, ${input.action}, ${at.toISOString()}::timestamptz)`,
        ),
      );
      if (!row) throw new Error('ledger_resolve returned nothing');
      return row;
    },

    /** Sum of every balance of a currency: zero, always. */
    async totalBalance(currency: string, executor: Executor = db): Promise<bigint> {
      const [row] = rowsOf<{ total: string | null }>(
        await executor.execute(
          sql`select sum(balance)::text as total from ${ledgerAccounts} where currency = ${currency}`,
        ),
      );
      return BigInt(row?.total ?? '0');
    },

    /**
     * Locks a member's account row until the transaction ends: checks made before a transfer (the
     * wagering still owed, today's withdrawals) then hold until it is posted.
     */
    async lockAccount(accountId: bigint, executor: Executor): Promise<void> {
      await executor.execute(
        sql`select 1 from ${ledgerAccounts} where id = ${accountId.toString()}::bigint for no key update`,
      );
    },

    /** Records a member's request id; false when it was seen before. */
    async claimRequest(
      input: { memberId: number; requestId: string; kind: string; at: Date },
      executor: Executor = db,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(walletRequests)
        .values({ memberId: input.memberId, requestId: input.requestId, kind: input.kind, createdAt: input.at })
        .onConflictDoNothing()
        .returning({ requestId: walletRequests.requestId });
      return inserted.length > 0;
    },

    /** An account's balance and holds, locked until the transaction ends (checks before a debit). */
    async lockAndRead(
      accountId: bigint,
      executor: Executor,
    ): Promise<{ balance: bigint; pendingDebits: bigint } | undefined> {
      const [row] = rowsOf<{ balance: string; pending_debits: string }>(
        await executor.execute(
          sql`select balance::text, pending_debits::text from ${ledgerAccounts} where id = ${accountId.toString()}::bigint for no key update`,
        ),
      );
      return row ? { balance: BigInt(row.balance), pendingDebits: BigInt(row.pending_debits) } : undefined;
    },

    /** Transfers touching a member, newest first, with both accounts' kind and provider. */
    async listMemberTransfers(
      input: { memberId: number; kind?: TransferKind; start?: Date; end?: Date; limit: number; offset: number },
      executor: Executor = db,
    ) {
      const filters = sql.join(
        [
          sql`(t.debit_member_id = ${input.memberId} or t.credit_member_id = ${input.memberId})`,
          // Every movement and every hold; of a hold's resolutions only a posting (money moved), as a
          // void moved nothing and the hold itself shows VOIDED.
          sql`(t.pending_id is null or t.status = 'POSTED')`,
          ...(input.kind ? [sql`t.kind = ${input.kind}`] : []),
          ...(input.start ? [sql`t.created_at >= ${input.start.toISOString()}::timestamptz`] : []),
          ...(input.end ? [sql`t.created_at < ${input.end.toISOString()}::timestamptz`] : []),
        ],
        sql` and `,
      );
      const [rows, counts] = await Promise.all([
        executor.execute(sql`
        select t.id, t.kind, t.amount::text as amount, t.currency, t.status, t.created_at, t.reference, t.metadata,
               t.debit_member_id, t.credit_member_id,
               d.kind as debit_kind, d.provider as debit_provider, c.kind as credit_kind, c.provider as credit_provider
        from ${ledgerTransfers} t
        join ${ledgerAccounts} d on d.id = t.debit_account_id
        join ${ledgerAccounts} c on c.id = t.credit_account_id
        where ${filters}
        order by t.created_at desc, t.id desc
        limit ${input.limit} offset ${input.offset}`),
        executor.execute(sql`select count(*)::int as total from ${ledgerTransfers} t where ${filters}`),
      ]);
      return { rows: rowsOf<MemberTransferRow>(rows), total: rowsOf<{ total: number }>(counts)[0]?.total ?? 0 };
    },

    /** Bets, wins, refunds and bonuses of a member, summed per member day and game type. */
    /** A member's posted bonuses per day at their offset (personal profit and loss). */
    async bonusesByDay(
      input: { memberId: number; start: Date; end: Date; offsetMinutes: number },
      executor: Executor = db,
    ) {
      const result = await executor.execute(sql`
      select to_char((t.created_at at time zone 'UTC') + make_interval(mins => ${input.offsetMinutes}), 'YYYY-MM-DD') as day,
             sum(case when t.kind = 'BONUS' then t.amount else -t.amount end)::text as bonus
      from ${ledgerTransfers} t
      -- Bonuses less what forfeits took back (decision 039).
      where t.status = 'POSTED' and t.pending_id is null
        and ((t.kind = 'BONUS' and t.credit_member_id = ${input.memberId})
             or (t.kind = 'BONUS_FORFEIT' and t.debit_member_id = ${input.memberId}))
        and t.created_at >= ${input.start.toISOString()}::timestamptz and t.created_at < ${input.end.toISOString()}::timestamptz
      group by 1
      order by 1`);
      return rowsOf<{ day: string; bonus: string }>(result);
    },

    async getSettings(executor: Executor = db): Promise<WalletSettingsRow> {
      const [row] = await executor.select().from(walletSettings).where(eq(walletSettings.id, 1));
      if (row) return row;
      await executor.insert(walletSettings).values({ id: 1 }).onConflictDoNothing();
      const [created] = await executor.select().from(walletSettings).where(eq(walletSettings.id, 1));
      if (!created) throw new Error('wallet settings row missing');
      return created;
    },

    /** Changes the settings (at `version` when given: false when they moved on); the version moves on. */
    async updateSettings(
      patch: Partial<Omit<WalletSettingsRow, 'id' | 'version'>>,
      executor: Executor = db,
      version?: number,
    ): Promise<boolean> {
      await this.getSettings(executor);
      const rows = await executor
        .update(walletSettings)
        .set({ ...patch, version: sql`${walletSettings.version} + 1` })
        .where(and(eq(walletSettings.id, 1), version === undefined ? undefined : eq(walletSettings.version, version)))
        .returning({ id: walletSettings.id });
      return rows.length > 0;
    },

    async insertBonusGrant(row: typeof bonusGrants.$inferInsert, executor: Executor = db): Promise<boolean> {
      const inserted = await executor
        .insert(bonusGrants)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: bonusGrants.id });
      return inserted.length > 0;
    },

    async findBonusGrant(id: string, executor: Executor = db): Promise<BonusGrantRow | undefined> {
      const [row] = await executor.select().from(bonusGrants).where(eq(bonusGrants.id, id));
      return row;
    },

    /** Turnover still owed on a member's active bonuses. */
    async wageringOwed(memberId: number, executor: Executor = db): Promise<bigint> {
      const [row] = rowsOf<{ owed: string }>(
        await executor.execute(
          sql`select coalesce(sum(required - wagered), 0)::text as owed from ${bonusGrants} where member_id = ${memberId} and status = 'ACTIVE'`,
        ),
      );
      return BigInt(row?.owed ?? '0');
    },

    async listBonusGrants(
      input: { memberId: number; status?: BonusGrantRow['status']; limit: number; offset: number },
      executor: Executor = db,
    ) {
      const where = and(
        eq(bonusGrants.memberId, input.memberId),
        input.status ? eq(bonusGrants.status, input.status) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        executor
          .select()
          .from(bonusGrants)
          .where(where)
          .orderBy(desc(bonusGrants.grantedAt), desc(bonusGrants.id))
          .limit(input.limit)
          .offset(input.offset),
        executor
          .select({ total: sql<number>`count(*)::int` })
          .from(bonusGrants)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
};

export type WalletRepository = ReturnType<typeof createWalletRepository>;
