import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { StaffRole, StaffStatus } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { staffKeys, staffRecoveryCodes, staffUsers } from './staff.tables';

export type StaffRow = typeof staffUsers.$inferSelect;
type StaffUpdate = Partial<Omit<typeof staffUsers.$inferInsert, 'id' | 'version'>>;

export type StaffListInput = {
  role?: StaffRole;
  status?: StaffStatus;
  username?: string;
  sort: 'username' | 'displayName' | 'role' | 'status' | 'createdAt' | 'lastLoginAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  username: sql`lower(${staffUsers.username})`,
  displayName: sql`lower(${staffUsers.displayName})`,
  role: staffUsers.role,
  status: staffUsers.status,
  createdAt: staffUsers.createdAt,
  lastLoginAt: staffUsers.lastLoginAt,
} satisfies Record<StaffListInput['sort'], unknown>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const createStaffRepository = (db: Executor) => ({
  async findByUsername(username: string, executor: Executor = db): Promise<StaffRow | undefined> {
    const [row] = await executor
      .select()
      .from(staffUsers)
      .where(sql`lower(${staffUsers.username}) = lower(${username})`);
    return row;
  },

  async findById(id: number, executor: Executor = db): Promise<StaffRow | undefined> {
    const [row] = await executor.select().from(staffUsers).where(eq(staffUsers.id, id));
    return row;
  },

  /** The row, locked until the transaction ends (an owner's change is decided on what it reads). */
  async lockById(id: number, executor: Executor): Promise<StaffRow | undefined> {
    const [row] = await executor.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    return row;
  },

  /** The ids of the active owners, locked: two owners demoting each other at once queue here. */
  async lockActiveOwnerIds(executor: Executor): Promise<number[]> {
    const rows = await executor
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'OWNER'), eq(staffUsers.status, 'ACTIVE')))
      .orderBy(asc(staffUsers.id))
      .for('update');
    return rows.map((row) => row.id);
  },

  async usernamesOf(ids: number[], executor: Executor = db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where(inArray(staffUsers.id, ids));
    return new Map(rows.map((row) => [row.id, row.username]));
  },

  async list(input: StaffListInput, executor: Executor = db) {
    const where = and(
      input.role ? eq(staffUsers.role, input.role) : undefined,
      input.status ? eq(staffUsers.status, input.status) : undefined,
      input.username
        ? or(
            ilike(staffUsers.username, likePattern(input.username)),
            ilike(staffUsers.displayName, likePattern(input.username)),
          )
        : undefined,
    );
    const column = SORT_COLUMNS[input.sort];
    const order: SQL[] = [
      input.order === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`,
      input.order === 'asc' ? asc(staffUsers.id) : desc(staffUsers.id),
    ];
    const [rows, [count]] = await Promise.all([
      executor
        .select()
        .from(staffUsers)
        .where(where)
        .orderBy(...order)
        .limit(input.limit)
        .offset(input.offset),
      executor
        .select({ total: sql<number>`count(*)::int` })
        .from(staffUsers)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async insert(row: typeof staffUsers.$inferInsert, executor: Executor = db): Promise<StaffRow> {
    const [inserted] = await executor.insert(staffUsers).values(row).returning();
    if (!inserted) throw new Error('insert into staff_users returned no row');
    return inserted;
  },

  /** Changes a row and bumps its version; undefined when there is no such row. */
  async update(id: number, set: StaffUpdate, executor: Executor = db): Promise<StaffRow | undefined> {
    const [row] = await executor
      .update(staffUsers)
      .set({ ...set, version: sql`${staffUsers.version} + 1` })
      .where(eq(staffUsers.id, id))
      .returning();
    return row;
  },

  async updateLastLogin(id: number, executor: Executor = db): Promise<void> {
    await executor
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, id));
  },

  /** Takes a TOTP time-step for this staff member: false when it (or a later one) was taken before. */
  async claimTotpStep(id: number, step: number, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(and(eq(staffUsers.id, id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
      .returning({ id: staffUsers.id });
    return rows.length > 0;
  },

  /** Replaces every recovery code of a staff member (none when `hashes` is empty). */
  async replaceRecoveryCodes(staffId: number, hashes: string[], executor: Executor = db): Promise<void> {
    await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    if (hashes.length > 0) {
      await executor.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
    }
  },

  /** Uses one unused recovery code: false when it is not one, or was used already. */
  async useRecoveryCode(staffId: number, codeHash: string, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .update(staffRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return rows.length > 0;
  },

  async unusedRecoveryCodeCounts(staffIds: number[], executor: Executor = db): Promise<Map<number, number>> {
    if (staffIds.length === 0) return new Map();
    const rows = await executor
      .select({ staffId: staffRecoveryCodes.staffId, count: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(inArray(staffRecoveryCodes.staffId, staffIds), isNull(staffRecoveryCodes.usedAt)))
      .groupBy(staffRecoveryCodes.staffId);
    return new Map(rows.map((row) => [row.staffId, row.count]));
  },

  async findCurrentKey(executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(staffKeys)
      .where(isNull(staffKeys.retiredAt))
      .orderBy(desc(staffKeys.createdAt))
      .limit(1);
    return row;
  },

  async findKey(kid: string, executor: Executor = db) {
    const [row] = await executor.select().from(staffKeys).where(eq(staffKeys.kid, kid));
    return row;
  },

  async insertKey(row: { kid: string; secret: string }, executor: Executor = db): Promise<void> {
    await executor.insert(staffKeys).values(row).onConflictDoNothing();
  },

  /**
   * Inserts `row` only when there is no staff account at all; undefined when there is one. The
   * table lock makes two first owners created at once impossible (the second sees the first).
   */
  async insertIfNoStaff(row: typeof staffUsers.$inferInsert): Promise<StaffRow | undefined> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`lock table staff_users in share row exclusive mode`);
      const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).limit(1);
      if (existing) return undefined;
      const [inserted] = await tx.insert(staffUsers).values(row).returning();
      return inserted;
    });
  },
  async count(executor: Executor = db): Promise<number> {
    const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
    return row?.count ?? 0;
  },
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
