import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client';
import type { TurnoverContribution, TurnoverGrant, TurnoverRound } from './wallet.turnover';
import { roundKey } from './wallet.turnover';
import { bonusGrants, bonusTurnoverContributions, bonusTurnoverWeights } from './wallet.tables';

// Bonus turnover's reads and writes (decision 039): the rounds of a stream batch as turnover, the
// grants they count toward, what counted, the categories' weights, forfeits.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const ROUND_KINDS = sql.raw(`('ROUND_SETTLED', 'ROUND_REVERSED', 'ROUND_CHANGED')`);

export const createBonusRepository = (db: Database) => ({
  /**
   * The batch's round events that can move turnover, in stream order: real money, of a member
   * holding an ACTIVE grant or of a round that already counted toward one. The valid bet is the
   * play statistics' one rule (stats_valid_bet with the operator's setting), the weight the
   * category's (100 % without a row).
   */
  async turnoverRounds(executor: Executor, eventIds: bigint[]): Promise<TurnoverRound[]> {
    if (eventIds.length === 0) return [];
    const rows = rowsOf<{
      event_id: string;
      member_id: string | number;
      occurred_at: string | Date;
      currency: string;
      vendor_code: string;
      round_id: string;
      game_code: string | null;
      category: string;
      had: boolean;
      valid_bet: string | null;
      weight: number;
    }>(
      await executor.execute(sql`
        with s as (select valid_bet_rule as rule from stats_settings where id = 1)
        select e.id::text as event_id, e.member_id, e.occurred_at, e.currency,
               e.data->>'v' as vendor_code, e.data->>'r' as round_id, e.data->>'g' as game_code,
               coalesce(g.game_type, 'UNKNOWN') as category,
               (e.data->>'ob') is not null as had,
               case when (e.data->>'nb') is not null
                    then stats_valid_bet((e.data->>'nb')::bigint, (e.data->>'nw')::bigint, s.rule)::text end as valid_bet,
               coalesce(w.weight_basis_points, 10000) as weight
        from activity_events e
        cross join s
        left join games g on g.vendor_code = e.data->>'v' and g.game_code = e.data->>'g'
        left join ${bonusTurnoverWeights} w on w.category = coalesce(g.game_type, 'UNKNOWN')
        where e.id = any(${`{${eventIds.join(',')}}`}::bigint[]) and e.kind in ${ROUND_KINDS}
          and e.member_id is not null and e.currency <> 'PLY'
          and (exists (select 1 from ${bonusGrants} b where b.member_id = e.member_id and b.status = 'ACTIVE')
               or exists (select 1 from ${bonusTurnoverContributions} c
                          where c.member_id = e.member_id and c.vendor_code = e.data->>'v' and c.round_id = e.data->>'r'))
        order by e.xact_id, e.id`),
    );
    return rows.map((row) => ({
      eventId: BigInt(row.event_id),
      memberId: Number(row.member_id),
      at: new Date(row.occurred_at),
      currency: row.currency,
      vendorCode: row.vendor_code,
      roundId: row.round_id,
      gameCode: row.game_code,
      category: row.category,
      hadCounted: row.had,
      validBet: row.valid_bet === null ? null : BigInt(row.valid_bet),
      weightBasisPoints: Number(row.weight),
    }));
  },

  /** The members' ACTIVE grants, oldest first, locked until the batch commits (forfeits wait for it). */
  async lockActiveGrants(executor: Executor, memberIds: number[]): Promise<TurnoverGrant[]> {
    if (memberIds.length === 0) return [];
    const rows = await executor
      .select()
      .from(bonusGrants)
      .where(and(inArray(bonusGrants.memberId, memberIds), eq(bonusGrants.status, 'ACTIVE')))
      .orderBy(asc(bonusGrants.memberId), asc(bonusGrants.grantedAt), asc(bonusGrants.id))
      .for('update');
    return rows.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      currency: row.currency,
      required: row.required,
      wagered: row.wagered,
      status: 'ACTIVE' as const,
      grantedAt: row.grantedAt,
      expiresAt: row.expiresAt,
      completedAt: null,
    }));
  },

  /** What each of these rounds has counted so far, per grant (round key → grant → counted). */
  async countedByRound(
    executor: Executor,
    rounds: Array<{ memberId: number; vendorCode: string; roundId: string }>,
  ): Promise<Map<string, Map<string, bigint>>> {
    const counted = new Map<string, Map<string, bigint>>();
    if (rounds.length === 0) return counted;
    const keys = JSON.stringify(rounds.map((r) => ({ m: r.memberId, v: r.vendorCode, r: r.roundId })));
    const rows = rowsOf<{
      member_id: string | number;
      vendor_code: string;
      round_id: string;
      grant_id: string;
      counted: string;
    }>(
      await executor.execute(sql`
        select c.member_id, c.vendor_code, c.round_id, c.grant_id, sum(c.counted)::text as counted
        from jsonb_to_recordset(${keys}::jsonb) as k(m bigint, v text, r text)
        join ${bonusTurnoverContributions} c on c.member_id = k.m and c.vendor_code = k.v and c.round_id = k.r
        group by 1, 2, 3, 4`),
    );
    for (const row of rows) {
      const key = roundKey(Number(row.member_id), row.vendor_code, row.round_id);
      const map = counted.get(key) ?? new Map<string, bigint>();
      map.set(row.grant_id, BigInt(row.counted));
      counted.set(key, map);
    }
    return counted;
  },

  /** Writes what a batch counted: the grants' new totals (and completions) and the contributions. */
  async saveTurnover(executor: Executor, grants: TurnoverGrant[], contributions: TurnoverContribution[]) {
    for (const grant of grants) {
      await executor
        .update(bonusGrants)
        .set({ wagered: grant.wagered, status: grant.status, completedAt: grant.completedAt })
        .where(and(eq(bonusGrants.id, grant.id), eq(bonusGrants.status, 'ACTIVE')));
    }
    if (contributions.length > 0) await executor.insert(bonusTurnoverContributions).values(contributions);
  },

  /** Turnover counted per category for these grants. */
  async countedByCategory(grantIds: string[], executor: Executor = db) {
    if (grantIds.length === 0) return [];
    return executor
      .select({
        grantId: bonusTurnoverContributions.grantId,
        category: bonusTurnoverContributions.category,
        counted: sql<string>`sum(${bonusTurnoverContributions.counted})::text`,
      })
      .from(bonusTurnoverContributions)
      .where(inArray(bonusTurnoverContributions.grantId, grantIds))
      .groupBy(bonusTurnoverContributions.grantId, bonusTurnoverContributions.category)
      .orderBy(bonusTurnoverContributions.grantId, bonusTurnoverContributions.category);
  },

  /** The latest `perGrant` contributions of each grant, newest first. */
  async recentContributions(grantIds: string[], perGrant: number, executor: Executor = db) {
    if (grantIds.length === 0) return [];
    return rowsOf<{
      grant_id: string;
      at: string | Date;
      category: string;
      game_code: string | null;
      round_id: string;
      valid_bet: string;
      weight_basis_points: number;
      counted: string;
    }>(
      await executor.execute(sql`
        select g.id as grant_id, c.at, c.category, c.game_code, c.round_id, c.valid_bet::text, c.weight_basis_points,
               c.counted::text
        from unnest(${`{${grantIds.join(',')}}`}::uuid[]) as g(id)
        cross join lateral (
          select * from ${bonusTurnoverContributions} x where x.grant_id = g.id order by x.at desc, x.id desc
          limit ${perGrant}) c
        order by g.id, c.at desc, c.id desc`),
    );
  },

  /** The categories set below (or at) 100 %. */
  async listWeights(executor: Executor = db) {
    return executor.select().from(bonusTurnoverWeights).orderBy(bonusTurnoverWeights.category);
  },

  /** Sets weights; a category set to 100 % loses its row (the default). */
  async setWeights(weights: Array<{ category: string; weightBasisPoints: number }>, now: Date, executor: Executor) {
    for (const weight of weights) {
      if (weight.weightBasisPoints === 10_000) {
        await executor.delete(bonusTurnoverWeights).where(eq(bonusTurnoverWeights.category, weight.category));
        continue;
      }
      await executor
        .insert(bonusTurnoverWeights)
        .values({ ...weight, updatedAt: now })
        .onConflictDoUpdate({
          target: bonusTurnoverWeights.category,
          set: { weightBasisPoints: weight.weightBasisPoints, updatedAt: now },
        });
    }
  },

  /** A grant, locked until the transaction ends (a forfeit and a batch of turnover queue on it). */
  async lockGrant(id: string, executor: Executor) {
    const [row] = await executor.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update');
    return row;
  },

  async markForfeited(
    input: { id: string; at: Date; reason: 'EXPIRED' | 'MEMBER'; amount: bigint },
    executor: Executor,
  ): Promise<void> {
    await executor
      .update(bonusGrants)
      .set({ status: 'FORFEITED', forfeitedAt: input.at, forfeitReason: input.reason, forfeitedAmount: input.amount })
      .where(and(eq(bonusGrants.id, input.id), eq(bonusGrants.status, 'ACTIVE')));
  },

  /** ACTIVE grants whose time ran out by `now`, oldest expiry first. */
  async expiredGrantIds(now: Date, limit: number, executor: Executor = db): Promise<string[]> {
    const rows = await executor
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.status, 'ACTIVE'), lte(bonusGrants.expiresAt, now)))
      .orderBy(asc(bonusGrants.expiresAt), desc(bonusGrants.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },
});

export type BonusRepository = ReturnType<typeof createBonusRepository>;
