import { SCREENING_CSV_MAX_ROWS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { ComplianceDeps } from './compliance.deps';
import { nameKey, parseScreeningCsv } from './compliance.rules';
import { createScreeningRepository } from './compliance.screening.repository';

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
export const createImportedScreeningList = (db: Executor): ScreeningList => {
  const repository = createScreeningRepository(db);
  return {
    name: 'operator-csv',
    async match(person, executor = db) {
      const key = nameKey(person.fullName);
      if (key === '') return [];
      return (await repository.entriesByNameKey(key, executor))
        .filter((row) => !row.birthday || !person.birthday || row.birthday === person.birthday)
        .map((row) => ({
          matchKey: `${key}|${row.birthday ?? ''}`,
          matchedName: row.fullName,
          reference: row.reference,
        }));
    },
  };
};

/** Screening at registration, KYC and login; the staff queue; the list's import. */
export const createScreening = ({ db, audit, clock }: ComplianceDeps, list: ScreeningList) => {
  const repository = createScreeningRepository(db);
  const isHeld = (memberId: number, executor: Executor = db) => repository.isHeld(memberId, executor);

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
      const person = await repository.personOf(memberId, executor);
      if (!person) return isHeld(memberId, executor);
      for (const match of await list.match(person, executor)) {
        const hitId = await repository.insertHit(
          {
            memberId,
            stage,
            matchKey: match.matchKey,
            matchedName: match.matchedName,
            listReference: match.reference,
            createdAt: clock.now(),
          },
          executor,
        );
        if (hitId !== undefined)
          await audit.record(
            {
              actor: { kind: 'SYSTEM', name: `screening:${list.name}` },
              action: 'compliance.screening.hit',
              targetKind: 'member',
              targetId: memberId,
              detail: { stage, hitId, matchedName: match.matchedName, reference: match.reference },
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
        await repository.replaceList(
          parsed.rows.map((row) => ({
            nameKey: nameKey(row.fullName),
            fullName: row.fullName,
            birthday: row.birthday,
            reference: row.reference,
            importedAt,
          })),
          tx,
        );
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
      const { rows, total, listSize } = await repository.listHits(status, 200);
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
        total,
        listSize,
      };
    },

    /** Clears a hit as a false positive (the member is free again) or confirms it (stays held). */
    async decide(id: number, decision: 'CLEAR' | 'CONFIRM', reason: string, actor: AuditActor & { kind: 'STAFF' }) {
      await db.transaction(async (tx) => {
        const row = await repository.decideOpenHit(
          id,
          {
            status: decision === 'CLEAR' ? 'CLEARED' : 'CONFIRMED',
            reason,
            reviewedByStaffId: actor.id,
            reviewedAt: clock.now(),
          },
          tx,
        );
        if (!row)
          throw new AppError(
            (await repository.hitExists(id, tx)) ? 'ALREADY_PROCESSED' : 'NOT_FOUND',
            `screening hit ${id}`,
          );
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
