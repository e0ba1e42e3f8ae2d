import { and, asc, desc, eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { games } from '../games/games.tables';
import type { ProviderTransactionKind, RoundStatus } from './providers.tables';
import { launchTokens, providerKeys, providerRounds, providerTransactions } from './providers.tables';

export type ProviderKeyRow = typeof providerKeys.$inferSelect;
export type LaunchTokenRow = typeof launchTokens.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type RoundRow = typeof providerRounds.$inferSelect;
export type StoredAnswer = ProviderTransactionRow['answer'];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What the bet and win functions (migration 0010) take: the call, resolved by the server. Amounts
 * and account ids as strings (bigints in JSON).
 */
export type ProviderCallInput = {
  call: 'bet' | 'win';
  vendor: string;
  transaction_id: string;
  payload_hash: string;
  member_id: string;
  currency: string;
  round: string;
  game_code: string;
  amount: string;
  account: string;
  house: string;
  transfer_id: string;
  metadata: Record<string, unknown>;
  at: string;
  reference_id?: string;
  is_bonus?: boolean;
  round_closed?: boolean;
};

/** One row of provider_calls_batch (or provider_calls_each): the call's answer, or the error it alone met. */
export type ProviderCallOutcome = { answer: StoredAnswer } | { errorState: string; errorMessage: string };

export const createProvidersRepository = (db: Executor) => ({
  // ------------------------------------------------------------------ money calls (one statement each)

  /** A bet or a win through provider_bet / provider_win: one round trip, one transaction. */
  async runCall(input: ProviderCallInput, executor: Executor = db): Promise<StoredAnswer> {
    const json = JSON.stringify(input);
    const query =
      input.call === 'bet'
        ? sql`select provider_bet(${json}::jsonb) as answer`
        : sql`select provider_win(${json}::jsonb) as answer`;
    const [row] = rowsOf<{ answer: StoredAnswer | string }>(await executor.execute(query));
    if (!row) throw new Error(`provider_${input.call} returned nothing`);
    return typeof row.answer === 'string' ? (JSON.parse(row.answer) as StoredAnswer) : row.answer;
  },

  /** Several bets and wins in one statement and one commit, each answered on its own (provider_calls_batch). */
  async runCallsBatch(inputs: ProviderCallInput[], executor: Executor = db): Promise<ProviderCallOutcome[]> {
    const rows = rowsOf<{
      item: number;
      answer: StoredAnswer | string | null;
      error_state: string | null;
      error_message: string | null;
    }>(await executor.execute(sql`select * from provider_calls_batch(${JSON.stringify(inputs)}::jsonb)`));
    const byItem = new Map(rows.map((row) => [Number(row.item), row]));
    return inputs.map((_, index) => {
      const row = byItem.get(index + 1);
      if (!row) return { errorState: 'XX000', errorMessage: 'provider_calls_batch returned no row' };
      if (row.error_state) return { errorState: row.error_state, errorMessage: row.error_message ?? row.error_state };
      const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as StoredAnswer) : row.answer;
      return answer ? { answer } : { errorState: 'XX000', errorMessage: 'provider call without an answer' };
    });
  },

  // ------------------------------------------------------------------ keys

  async activeKeys(executor: Executor = db): Promise<ProviderKeyRow[]> {
    return executor.select().from(providerKeys).where(eq(providerKeys.active, true));
  },

  async upsertKey(
    row: { vendorCode: string; keyId: string; secret: string; active: boolean },
    executor: Executor = db,
  ): Promise<void> {
    await executor
      .insert(providerKeys)
      .values(row)
      .onConflictDoUpdate({
        target: [providerKeys.vendorCode, providerKeys.keyId],
        set: { secret: row.secret, active: row.active },
      });
  },

  async listKeys(vendorCode: string | undefined, executor: Executor = db): Promise<ProviderKeyRow[]> {
    return executor
      .select()
      .from(providerKeys)
      .where(vendorCode ? eq(providerKeys.vendorCode, vendorCode) : undefined)
      .orderBy(asc(providerKeys.vendorCode), desc(providerKeys.createdAt), asc(providerKeys.keyId));
  },

  /** Adds a new key; false when the vendor already has one with this id. */
  async insertKey(
    row: { vendorCode: string; keyId: string; secret: string; active: boolean },
    executor: Executor = db,
  ): Promise<ProviderKeyRow | undefined> {
    const [saved] = await executor.insert(providerKeys).values(row).onConflictDoNothing().returning();
    return saved;
  },

  async findKey(vendorCode: string, keyId: string, executor: Executor = db): Promise<ProviderKeyRow | undefined> {
    const [row] = await executor
      .select()
      .from(providerKeys)
      .where(and(eq(providerKeys.vendorCode, vendorCode), eq(providerKeys.keyId, keyId)));
    return row;
  },

  async replaceKeySecret(vendorCode: string, keyId: string, secret: string, executor: Executor = db): Promise<void> {
    await executor
      .update(providerKeys)
      .set({ secret })
      .where(and(eq(providerKeys.vendorCode, vendorCode), eq(providerKeys.keyId, keyId)));
  },

  /** Retires a key; false when the vendor has no such key. */
  async retireKey(vendorCode: string, keyId: string, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .update(providerKeys)
      .set({ active: false })
      .where(and(eq(providerKeys.vendorCode, vendorCode), eq(providerKeys.keyId, keyId)))
      .returning({ keyId: providerKeys.keyId });
    return rows.length > 0;
  },

  // ------------------------------------------------------------------ launch tokens

  async insertLaunchToken(row: typeof launchTokens.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(launchTokens).values(row);
  },

  async findLaunchToken(tokenHash: string, executor: Executor = db): Promise<LaunchTokenRow | undefined> {
    const [row] = await executor.select().from(launchTokens).where(eq(launchTokens.tokenHash, tokenHash));
    return row;
  },

  // ------------------------------------------------------------------ transactions

  /** Claims a provider transaction id for this call; false when the id was seen before. */
  async claimTransaction(row: typeof providerTransactions.$inferInsert, executor: Executor): Promise<boolean> {
    const inserted = await executor
      .insert(providerTransactions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: providerTransactions.transactionId });
    return inserted.length > 0;
  },

  async findTransaction(
    vendorCode: string,
    transactionId: string,
    executor: Executor = db,
  ): Promise<ProviderTransactionRow | undefined> {
    const [row] = await executor
      .select()
      .from(providerTransactions)
      .where(
        and(eq(providerTransactions.vendorCode, vendorCode), eq(providerTransactions.transactionId, transactionId)),
      );
    return row;
  },

  /** The bet a rollback refers to, locked: two rollbacks of one bet queue here. */
  async lockTransaction(
    vendorCode: string,
    transactionId: string,
    executor: Executor,
  ): Promise<ProviderTransactionRow | undefined> {
    const [row] = await executor
      .select()
      .from(providerTransactions)
      .where(
        and(eq(providerTransactions.vendorCode, vendorCode), eq(providerTransactions.transactionId, transactionId)),
      )
      .for('update');
    return row;
  },

  async settleTransaction(
    vendorCode: string,
    transactionId: string,
    patch: {
      answer: StoredAnswer;
      ledgerTransferId?: string | null;
      rolledBack?: boolean;
      kind?: ProviderTransactionKind;
    },
    executor: Executor,
  ): Promise<void> {
    await executor
      .update(providerTransactions)
      .set(patch)
      .where(
        and(eq(providerTransactions.vendorCode, vendorCode), eq(providerTransactions.transactionId, transactionId)),
      );
  },

  // ------------------------------------------------------------------ rounds

  async lockRound(vendorCode: string, roundId: string, executor: Executor): Promise<RoundRow | undefined> {
    const [row] = await executor
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.vendorCode, vendorCode), eq(providerRounds.roundId, roundId)))
      .for('update');
    return row;
  },

  async insertRound(row: typeof providerRounds.$inferInsert, executor: Executor): Promise<RoundRow> {
    const [inserted] = await executor.insert(providerRounds).values(row).onConflictDoNothing().returning();
    if (inserted) return inserted;
    // Another call opened the same round a moment ago: use it (locked).
    const [existing] = await executor
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.vendorCode, row.vendorCode), eq(providerRounds.roundId, row.roundId)))
      .for('update');
    if (!existing) throw new Error(`round ${row.roundId} vanished`);
    return existing;
  },

  async updateRound(
    vendorCode: string,
    roundId: string,
    patch: { betDelta?: bigint; winDelta?: bigint; hasWin?: boolean; status?: RoundStatus; settledAt?: Date | null },
    executor: Executor,
  ): Promise<void> {
    await executor
      .update(providerRounds)
      .set({
        ...(patch.betDelta ? { betTotal: sql`${providerRounds.betTotal} + ${patch.betDelta.toString()}::bigint` } : {}),
        ...(patch.winDelta ? { winTotal: sql`${providerRounds.winTotal} + ${patch.winDelta.toString()}::bigint` } : {}),
        ...(patch.hasWin !== undefined ? { hasWin: patch.hasWin } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.settledAt !== undefined ? { settledAt: patch.settledAt } : {}),
      })
      .where(and(eq(providerRounds.vendorCode, vendorCode), eq(providerRounds.roundId, roundId)));
  },

  /** Bets of a round not rolled back (a round is rolled back when none is left). */
  async liveBetsInRound(vendorCode: string, roundId: string, executor: Executor): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.vendorCode, vendorCode),
          eq(providerTransactions.roundId, roundId),
          eq(providerTransactions.kind, 'BET'),
          eq(providerTransactions.rolledBack, false),
          sql`${providerTransactions.ledgerTransferId} is not null`,
        ),
      );
    return row?.count ?? 0;
  },

  // ------------------------------------------------------------------ records

  async listMemberRounds(
    input: {
      memberId: number;
      start?: Date;
      end?: Date;
      vendorCode?: string;
      gameType?: string;
      limit: number;
      offset: number;
    },
    executor: Executor = db,
  ) {
    const where = and(
      eq(providerRounds.memberId, input.memberId),
      input.start ? sql`${providerRounds.startedAt} >= ${input.start.toISOString()}::timestamptz` : undefined,
      input.end ? sql`${providerRounds.startedAt} < ${input.end.toISOString()}::timestamptz` : undefined,
      input.vendorCode ? eq(providerRounds.vendorCode, input.vendorCode) : undefined,
      input.gameType
        ? sql`exists (select 1 from ${games} g where g.vendor_code = ${providerRounds.vendorCode} and g.game_code = ${providerRounds.gameCode} and g.game_type = ${input.gameType})`
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      executor
        .select()
        .from(providerRounds)
        .where(where)
        .orderBy(desc(providerRounds.startedAt), desc(providerRounds.roundId))
        .limit(input.limit)
        .offset(input.offset),
      executor
        .select({
          count: sql<number>`count(*)::int`,
          bet: sql<string>`coalesce(sum(${providerRounds.betTotal}), 0)::text`,
          win: sql<string>`coalesce(sum(${providerRounds.winTotal}), 0)::text`,
        })
        .from(providerRounds)
        .where(where),
    ]);
    return {
      rows,
      total: totals?.count ?? 0,
      betTotal: BigInt(totals?.bet ?? '0'),
      winTotal: BigInt(totals?.win ?? '0'),
    };
  },

  /** The latest rounds that paid, biggest news first (the winner board). */
  async latestWins(limit: number, gameType: string | null, executor: Executor = db) {
    const result = await executor.execute(sql`
      select r.vendor_code, r.game_code, r.member_id, r.win_total::text as win_total
      from ${providerRounds} r
      where r.win_total > 0${
        gameType
          ? sql` and exists (select 1 from ${games} g where g.vendor_code = r.vendor_code and g.game_code = r.game_code and g.game_type = ${gameType})`
          : sql``
      }
      order by r.settled_at desc nulls last, r.started_at desc
      limit ${limit}`);
    return rowsOf<{ vendor_code: string; game_code: string; member_id: number | string; win_total: string }>(result);
  },
});

export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
