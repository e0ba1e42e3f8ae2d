import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';

import { SCREENING_CSV_MAX_ROWS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';
import type { ComplianceDeps } from './compliance.deps';
import { nameKey, parseScreeningCsv } from './compliance.rules';
import { kycSubmissions, screeningEntries, screeningHits } from './compliance.tables';

export type ScreeningStage = 'REGISTRATION' | 'KYC' | 'LOGIN';
export type ScreenedPerson = { fullName: string; birthday: string | null };
export type ScreeningMatch = { matchKey: string; matchedName: string; reference: string | null };

/**
 * A list a person is screened against (the NDRP in production). One implementation today: the
 * list the operator imports as CSV. Another source (an NDRP API) implements this and is passed to
 * the module instead.
 */
export type ScreeningList = {
  name: string;
  match: (person: ScreenedPerson, executor?: Executor) => Promise<ScreeningMatch[]>;
};

/** The operator's imported list: same name key, and the same birthday when both have one. */
export const createImportedScreeningList = (db: Executor): ScreeningList => ({
  name: 'operator-csv',
  async match(person, executor = db) {
    const key = nameKey(person.fullName);
    if (key === '') return [];
    const rows = await executor.select().from(screeningEntries).where(eq(screeningEntries.nameKey, key)).limit(20);
    return rows
      .filter((row) => !row.birthday || !person.birthday || row.birthday === person.birthday)
      .map((row) => ({
        matchKey: `${key}|${row.birthday ?? ''}`,
        matchedName: row.fullName,
        reference: row.reference,
      }));
  },
});

const INSERT_CHUNK = 1000;

/** Screening at registration, KYC and login; the staff queue; the list's import. */
export const createScreening = ({ db, audit, clock }: ComplianceDeps, list: ScreeningList) => {
  /** The name and birthday a member is screened under: the latest KYC name, else the real name. */
  const personOf = async (memberId: number, executor: Executor = db): Promise<ScreenedPerson | null> => {
    const [member] = await executor
      .select({ payeeName: members.payeeName, birthday: members.birthday })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return null;
    const [kyc] = await executor
      .select({ fullName: kycSubmissions.fullName, birthday: kycSubmissions.birthday })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.memberId, memberId), ne(kycSubmissions.status, 'REJECTED')))
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(1);
    const fullName = kyc?.fullName ?? member.payeeName;
    if (!fullName) return null;
    return { fullName, birthday: kyc?.birthday ?? member.birthday ?? null };
  };

  const isHeld = async (memberId: number, executor: Executor = db): Promise<boolean> => {
    const [row] = await executor
      .select({ id: screeningHits.id })
      .from(screeningHits)
      .where(and(eq(screeningHits.memberId, memberId), ne(screeningHits.status, 'CLEARED')))
      .limit(1);
    return Boolean(row);
  };

  return {
    isHeld,

    /** Refuses play and deposits while a hit is open or confirmed. */
    async requireNotHeld(memberId: number): Promise<void> {
      if (await isHeld(memberId)) throw new AppError('SCREENING_HOLD', `member ${memberId} has a screening hit`);
    },

    /**
     * Screens a member; a match not cleared before opens a hit for staff (once per name and
     * birthday: a cleared false positive is not raised again). Returns whether the member is held.
     */
    async screenMember(memberId: number, stage: ScreeningStage, executor: Executor = db): Promise<boolean> {
      const person = await personOf(memberId, executor);
      if (!person) return isHeld(memberId, executor);
      for (const match of await list.match(person, executor)) {
        const [hit] = await executor
          .insert(screeningHits)
          .values({
            memberId,
            stage,
            matchKey: match.matchKey,
            matchedName: match.matchedName,
            listReference: match.reference,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: screeningHits.id });
        if (hit)
          await audit.record(
            {
              actor: { kind: 'SYSTEM', name: `screening:${list.name}` },
              action: 'compliance.screening.hit',
              targetKind: 'member',
              targetId: memberId,
              detail: { stage, hitId: hit.id, matchedName: match.matchedName, reference: match.reference },
            },
            executor,
          );
      }
      return isHeld(memberId, executor);
    },

    /**
     * Replaces the imported list with the file's people. All or nothing: a file with any bad row
     * imports none (SCREENING_CSV_INVALID lists the rows), so a half-read list never stands in for
     * the whole one.
     */
    async importCsv(csv: string, actor: AuditActor) {
      const parsed = parseScreeningCsv(csv, SCREENING_CSV_MAX_ROWS);
      if (parsed.errors.length > 0)
        throw new AppError('SCREENING_CSV_INVALID', `${parsed.errors.length} bad rows`, { errors: parsed.errors });
      const importedAt = clock.now();
      await db.transaction(async (tx) => {
        await tx.delete(screeningEntries);
        for (let start = 0; start < parsed.rows.length; start += INSERT_CHUNK) {
          await tx.insert(screeningEntries).values(
            parsed.rows.slice(start, start + INSERT_CHUNK).map((row) => ({
              nameKey: nameKey(row.fullName),
              fullName: row.fullName,
              birthday: row.birthday,
              reference: row.reference,
              importedAt,
            })),
          );
        }
        await audit.record(
          {
            actor,
            action: 'compliance.screening.import',
            targetKind: 'screening_list',
            targetId: list.name,
            detail: { people: parsed.rows.length },
          },
          tx,
        );
      });
      return { imported: parsed.rows.length, errors: [] };
    },

    async listHits(status: 'OPEN' | 'CLEARED' | 'CONFIRMED' | undefined) {
      const where = status ? eq(screeningHits.status, status) : undefined;
      const rows = await db
        .select({ hit: screeningHits, memberAccount: members.account, reviewedBy: staffUsers.username })
        .from(screeningHits)
        .innerJoin(members, eq(members.id, screeningHits.memberId))
        .leftJoin(staffUsers, eq(staffUsers.id, screeningHits.reviewedByStaffId))
        .where(where)
        .orderBy(desc(screeningHits.createdAt), desc(screeningHits.id))
        .limit(200);
      const [totals] = await db.select({ total: count() }).from(screeningHits).where(where);
      const [size] = await db.select({ total: count() }).from(screeningEntries);
      return {
        list: rows.map(({ hit, memberAccount, reviewedBy }) => ({
          id: hit.id,
          memberId: hit.memberId,
          memberAccount,
          stage: hit.stage,
          matchedName: hit.matchedName,
          listReference: hit.listReference,
          status: hit.status,
          reason: hit.reason,
          reviewedBy,
          createdAt: hit.createdAt.toISOString(),
        })),
        total: Number(totals?.total ?? 0),
        listSize: Number(size?.total ?? 0),
      };
    },

    /** Clears a hit as a false positive (the member is free again) or confirms it (stays held). */
    async decide(id: number, decision: 'CLEAR' | 'CONFIRM', reason: string, actor: AuditActor & { kind: 'STAFF' }) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(screeningHits)
          .set({
            status: decision === 'CLEAR' ? 'CLEARED' : 'CONFIRMED',
            reason,
            reviewedByStaffId: actor.id,
            reviewedAt: clock.now(),
          })
          .where(and(eq(screeningHits.id, id), inArray(screeningHits.status, ['OPEN'])))
          .returning();
        if (!row) {
          const [existing] = await tx
            .select({ id: screeningHits.id })
            .from(screeningHits)
            .where(eq(screeningHits.id, id));
          throw new AppError(existing ? 'ALREADY_PROCESSED' : 'NOT_FOUND', `screening hit ${id}`);
        }
        await audit.record(
          {
            actor,
            action: `compliance.screening.${decision.toLowerCase()}`,
            targetKind: 'screening_hit',
            targetId: id,
            detail: { memberId: row.memberId, reason },
          },
          tx,
        );
      });
    },
  };
};

export type Screening = ReturnType<typeof createScreening>;
