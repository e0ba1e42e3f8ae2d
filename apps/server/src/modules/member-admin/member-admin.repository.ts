import { sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { memberHierarchy, members } from '../members/members.tables';
import { deposits } from '../payments/payments.tables';
import { providerRounds } from '../providers/providers.tables';
import { memberKnownIps, sessions } from '../session/session.tables';
import { bonusGrants, ledgerAccounts, ledgerTransfers } from '../wallet/wallet.tables';
import { memberNotes } from './member-admin.tables';

// The back office's reads of a member and its history (decision 029). Lists of long histories
// (ledger, rounds) page by keyset on their (time, id) indexes, so a deep page costs what the first
// does; the member list pages by offset over indexes chosen by the whitelisted sort key.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Exact timestamps as text (microseconds, UTC): a keyset cursor must not lose the database's precision. */
const exactTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type MemberListFilter = {
  /** Conditions on `m` (members), already built from the query. */
  where: SQL[];
  sort: keyof typeof memberSortColumns;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type MemberListRow = {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  status: 'ACTIVE' | 'SUSPENDED';
  vip_level: number;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  upline_id: string | null;
  upline_account: string | null;
  registered_ip: string | null;
  created_at: string;
  last_login_at: string | null;
};

export type LedgerRow = {
  id: string;
  kind: string;
  status: string;
  amount: string;
  currency: string;
  debit_member_id: string | null;
  credit_member_id: string | null;
  debit_kind: string;
  debit_code: string;
  credit_kind: string;
  credit_code: string;
  reference: string | null;
  created_at: string;
};

export type RoundRow = {
  vendor_code: string;
  round_id: string;
  game_code: string;
  currency: string;
  bet_total: string;
  win_total: string;
  status: 'OPEN' | 'CLOSED' | 'ROLLED_BACK';
  started_at: string;
  settled_at: string | null;
};

export type NoteRow = typeof memberNotes.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Conditions the member list understands, as SQL on `m`. */
export const memberConditions = {
  idIs: (id: number) => sql`m.id = ${id}`,
  accountStartsWith: (pattern: string) => sql`lower(m.account) like ${pattern}`,
  emailIs: (email: string) => sql`lower(m.email) = lower(${email})`,
  mobileIn: (numbers: string[]) =>
    sql`m.mobile_num in (${sql.join(
      numbers.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  anyOf: (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`,
  status: (status: string) => sql`m.status = ${status}`,
  typeIn: (types: readonly number[]) =>
    sql`m.type in (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  registeredFrom: (at: Date) => sql`m.created_at >= ${at.toISOString()}::timestamptz`,
  registeredBefore: (at: Date) => sql`m.created_at < ${at.toISOString()}::timestamptz`,
  uplineIs: (id: number) => sql`m.upline_id = ${id}`,
  hasDeposited: (yes: boolean) =>
    yes
      ? sql`exists (select 1 from ${deposits} d where d.member_id = m.id and d.status = 'APPROVED')`
      : sql`not exists (select 1 from ${deposits} d where d.member_id = m.id and d.status = 'APPROVED')`,
};

/** The whitelisted sort keys of the member list, as columns of `m`. */
const memberSortColumns = {
  createdAt: sql`m.created_at`,
  account: sql`lower(m.account)`,
  lastLoginAt: sql`m.last_login_at`,
  id: sql`m.id`,
  vipLevel: sql`m.vip_level`,
} as const;

export const createMemberAdminRepository = (db: Executor) => ({
  async listMembers(filter: MemberListFilter, withTotal: boolean, executor: Executor = db) {
    const direction = filter.order === 'asc' ? sql`asc` : sql`desc`;
    const where = filter.where.length > 0 ? sql`where ${sql.join(filter.where, sql` and `)}` : sql``;
    const [rows, counts] = await Promise.all([
      executor.execute(sql`
        select m.id, m.account, m.nickname, m.type, m.status, m.vip_level, m.email, m.dialing_code, m.mobile_num,
               m.upline_id, u.account as upline_account, m.registered_ip,
               ${exactTime(sql`m.created_at`)} as created_at, ${exactTime(sql`m.last_login_at`)} as last_login_at
        from ${members} m left join ${members} u on u.id = m.upline_id
        ${where}
        order by ${memberSortColumns[filter.sort]} ${direction}${filter.sort === 'lastLoginAt' ? sql` nulls last` : sql``}, m.id ${direction}
        limit ${filter.limit} offset ${filter.offset}`),
      withTotal ? executor.execute(sql`select count(*)::int as total from ${members} m ${where}`) : null,
    ]);
    return {
      rows: rowsOf<MemberListRow>(rows),
      total: counts ? (rowsOf<{ total: number }>(counts)[0]?.total ?? 0) : 0,
    };
  },

  async findMember(id: number, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(members)
      .where(sql`${members.id} = ${id}`);
    return row;
  },

  /** The member's row, locked until the transaction ends. */
  async findMemberForUpdate(id: number, executor: Executor) {
    const [row] = await executor
      .select()
      .from(members)
      .where(sql`${members.id} = ${id}`)
      .for('update');
    return row;
  },

  /** Writes a staff change with the next version, only if the version is still `version`. */
  async updateMemberVersioned(
    id: number,
    version: number,
    patch: Partial<typeof members.$inferInsert>,
    executor: Executor,
  ): Promise<number | null> {
    const [row] = await executor
      .update(members)
      .set({ ...patch, version: version + 1 })
      .where(sql`${members.id} = ${id} and ${members.version} = ${version}`)
      .returning({ version: members.version });
    return row?.version ?? null;
  },

  async findAccounts(ids: number[], executor: Executor = db) {
    if (ids.length === 0) return [];
    return rowsOf<{ id: string; account: string; status: 'ACTIVE' | 'SUSPENDED' }>(
      await executor.execute(
        sql`select id, account, status from ${members} where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  },

  async countTeam(id: number, executor: Executor = db): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await executor.execute(
        sql`select count(*)::int as n from ${memberHierarchy} where ancestor_id = ${id} and depth > 0`,
      ),
    );
    return row?.n ?? 0;
  },

  /** Whether `descendantId` is `ancestorId` or in its team. */
  async isInTeamOf(ancestorId: number, descendantId: number, executor: Executor = db): Promise<boolean> {
    const rows = rowsOf(
      await executor.execute(
        sql`select 1 from ${memberHierarchy} where ancestor_id = ${ancestorId} and descendant_id = ${descendantId}`,
      ),
    );
    return rows.length > 0;
  },

  /**
   * Moves a member and its whole team under a new upline in the closure table: the pairs linking
   * the team to the member's old ancestors go, pairs to the new upline's ancestors come.
   */
  async moveSubtree(memberId: number, newUplineId: number, executor: Executor): Promise<void> {
    await executor.execute(sql`
      delete from ${memberHierarchy} h
      using ${memberHierarchy} team, ${memberHierarchy} above
      where team.ancestor_id = ${memberId} and h.descendant_id = team.descendant_id
        and above.descendant_id = ${memberId} and above.depth > 0 and h.ancestor_id = above.ancestor_id`);
    await executor.execute(sql`
      insert into ${memberHierarchy} (ancestor_id, descendant_id, depth)
      select up.ancestor_id, team.descendant_id, up.depth + team.depth + 1
      from ${memberHierarchy} up, ${memberHierarchy} team
      where up.descendant_id = ${newUplineId} and team.ancestor_id = ${memberId}`);
  },

  /** Serialises changes of the agent tree's shape (a move checks for cycles against a settled tree). */
  async lockTree(executor: Executor): Promise<void> {
    await executor.execute(sql`select pg_advisory_xact_lock(hashtext('member_hierarchy'))`);
  },

  async findBalances(memberId: number, executor: Executor = db) {
    return rowsOf<{ kind: string; provider: string | null; currency: string; balance: string; held: string }>(
      await executor.execute(sql`
        select kind, provider, currency, balance::text as balance, pending_debits::text as held
        from ${ledgerAccounts} where member_id = ${memberId} order by kind, provider nulls first, currency`),
    );
  },

  async wageringOwed(memberId: number, executor: Executor = db): Promise<string> {
    const [row] = rowsOf<{ owed: string }>(
      await executor.execute(
        sql`select coalesce(sum(required - wagered), 0)::text as owed from ${bonusGrants} where member_id = ${memberId} and status = 'ACTIVE'`,
      ),
    );
    return row?.owed ?? '0';
  },

  async sessionSummary(memberId: number, now: Date, executor: Executor = db) {
    const [row] = rowsOf<{ last_ip: string | null; open: number }>(
      await executor.execute(sql`
        select (select ip from ${sessions} where member_id = ${memberId} order by created_at desc limit 1) as last_ip,
               (select count(*)::int from ${sessions} where member_id = ${memberId} and revoked_at is null
                  and expires_at > ${now.toISOString()}::timestamptz and idle_expires_at > ${now.toISOString()}::timestamptz) as open`),
    );
    return { lastIp: row?.last_ip ?? null, open: row?.open ?? 0 };
  },

  /**
   * Transfers touching the member, newest first: the debit side and the credit side each walk
   * their (member, time) index from the cursor, and the two are merged.
   */
  async listLedger(
    input: {
      memberId: number;
      kind?: string;
      start?: Date;
      end?: Date;
      after?: { at: string; id: string };
      limit: number;
    },
    executor: Executor = db,
  ): Promise<LedgerRow[]> {
    const common = [
      ...(input.kind ? [sql`t.kind = ${input.kind}`] : []),
      ...(input.start ? [sql`t.created_at >= ${input.start.toISOString()}::timestamptz`] : []),
      ...(input.end ? [sql`t.created_at < ${input.end.toISOString()}::timestamptz`] : []),
      ...(input.after
        ? [
            sql`t.created_at <= ${input.after.at}::timestamptz`,
            sql`(t.created_at, t.id) < (${input.after.at}::timestamptz, ${input.after.id}::uuid)`,
          ]
        : []),
    ];
    const side = (own: SQL) =>
      sql`(select t.* from ${ledgerTransfers} t where ${sql.join([own, ...common], sql` and `)}
           order by t.created_at desc, t.id desc limit ${input.limit})`;
    return rowsOf<LedgerRow>(
      await executor.execute(sql`
        select t.id, t.kind, t.status, t.amount::text as amount, t.currency, t.debit_member_id, t.credit_member_id,
               d.kind as debit_kind, d.code as debit_code, c.kind as credit_kind, c.code as credit_code,
               t.reference, ${exactTime(sql`t.created_at`)} as created_at
        from (${side(sql`t.debit_member_id = ${input.memberId}`)}
              union all
              ${side(sql`t.credit_member_id = ${input.memberId} and t.debit_member_id is distinct from ${input.memberId}`)}) t
        join ${ledgerAccounts} d on d.id = t.debit_account_id
        join ${ledgerAccounts} c on c.id = t.credit_account_id
        order by t.created_at desc, t.id desc
        limit ${input.limit}`),
    );
  },

  /** The member's rounds, newest first, from the cursor, on the (member, start time) index. */
  async listRounds(
    input: {
      memberId: number;
      vendorCode?: string;
      gameCode?: string;
      status?: string;
      start?: Date;
      end?: Date;
      after?: { at: string; vendorCode: string; roundId: string };
      limit: number;
    },
    executor: Executor = db,
  ): Promise<RoundRow[]> {
    const where = [
      sql`r.member_id = ${input.memberId}`,
      ...(input.vendorCode ? [sql`r.vendor_code = ${input.vendorCode}`] : []),
      ...(input.gameCode ? [sql`r.game_code = ${input.gameCode}`] : []),
      ...(input.status ? [sql`r.status = ${input.status}`] : []),
      ...(input.start ? [sql`r.started_at >= ${input.start.toISOString()}::timestamptz`] : []),
      ...(input.end ? [sql`r.started_at < ${input.end.toISOString()}::timestamptz`] : []),
      ...(input.after
        ? [
            sql`r.started_at <= ${input.after.at}::timestamptz`,
            sql`(r.started_at, r.vendor_code, r.round_id) < (${input.after.at}::timestamptz, ${input.after.vendorCode}, ${input.after.roundId})`,
          ]
        : []),
    ];
    return rowsOf<RoundRow>(
      await executor.execute(sql`
        select r.vendor_code, r.round_id, r.game_code, r.currency, r.bet_total::text as bet_total,
               r.win_total::text as win_total, r.status, ${exactTime(sql`r.started_at`)} as started_at,
               ${exactTime(sql`r.settled_at`)} as settled_at
        from ${providerRounds} r
        where ${sql.join(where, sql` and `)}
        order by r.started_at desc, r.vendor_code desc, r.round_id desc
        limit ${input.limit}`),
    );
  },

  /** The member's latest sessions (open or ended), newest first. */
  async listSessions(memberId: number, limit: number, executor: Executor = db): Promise<SessionRow[]> {
    return executor
      .select()
      .from(sessions)
      .where(sql`${sessions.memberId} = ${memberId}`)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(limit);
  },

  async listKnownIps(memberId: number, limit: number, executor: Executor = db) {
    return executor
      .select()
      .from(memberKnownIps)
      .where(sql`${memberKnownIps.memberId} = ${memberId}`)
      .orderBy(sql`${memberKnownIps.lastSeenAt} desc`)
      .limit(limit);
  },

  async listNotes(memberId: number, limit: number, executor: Executor = db): Promise<NoteRow[]> {
    return executor
      .select()
      .from(memberNotes)
      .where(sql`${memberNotes.memberId} = ${memberId}`)
      .orderBy(sql`${memberNotes.createdAt} desc, ${memberNotes.id} desc`)
      .limit(limit);
  },

  async insertNote(row: typeof memberNotes.$inferInsert, executor: Executor): Promise<NoteRow> {
    const [inserted] = await executor.insert(memberNotes).values(row).returning();
    if (!inserted) throw new Error('insert into member_notes returned no row');
    return inserted;
  },
});

export type MemberAdminRepository = ReturnType<typeof createMemberAdminRepository>;
