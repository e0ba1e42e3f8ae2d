import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { z } from 'zod';

import type { FamilyExclusionRequestSchema, LanguageCode } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { ComplianceDeps } from './compliance.deps';
import { createFamilyRepository } from './compliance.family.repository';
import { uploadAgainMessage } from './compliance.text';

type StaffActor = AuditActor & { kind: 'STAFF' };
type FamilyRequestInput = z.output<typeof FamilyExclusionRequestSchema>;

/**
 * Creates the exclusion an approved family request asks for, through the protection module.
 * compliance/index.ts gives it (a one-year staff exclusion); without one (some tests) an approved
 * request is kept with `exclusionApplied` false (decision 038).
 */
export type FamilyExclusionApplier = (input: {
  memberId: number;
  requestId: number;
  actor: StaffActor;
}) => Promise<void>;

/** URL staff fetch an evidence image from. */
export const evidenceUrl = (id: string) => `/wps/admin/compliance/evidence/${id}`;

/** Family exclusion requests (PAGCOR: spouse, parent or child of 18 or over), filed on a public form. */
export const createFamilyExclusion = (
  { db, audit, clock, uploads }: ComplianceDeps,
  applyExclusion: FamilyExclusionApplier | null,
) => {
  const repository = createFamilyRepository(db);
  return {
    /** An evidence picture, re-encoded like every upload (no EXIF), before the request that cites it. */
    async storeEvidence(bytes: Buffer): Promise<{ evidenceId: string }> {
      const encoded = await uploads.encodeImage(bytes);
      const id = randomUUID();
      await repository.insertEvidence({
        id,
        mimeType: 'image/webp',
        bytes: encoded.data,
        sha256: createHash('sha256').update(encoded.data).digest('hex'),
        createdAt: clock.now(),
      });
      return { evidenceId: id };
    },

    async findEvidence(id: string) {
      const row = await repository.findEvidence(id);
      if (!row) throw new AppError('NOT_FOUND', `evidence ${id}`);
      return row;
    },

    async submit(input: FamilyRequestInput, language: LanguageCode): Promise<{ reference: string }> {
      const evidenceIds = [...new Set(input.evidenceIds.map((id) => id.toLowerCase()))];
      if ((await repository.existingEvidence(evidenceIds)) !== evidenceIds.length)
        throw new AppError('VALIDATION', 'family request: unknown evidence', {
          fields: { evidenceIds: uploadAgainMessage(language) },
        });
      const reference = `FX-${randomBytes(5).toString('hex').toUpperCase()}`;
      await db.transaction(async (tx) => {
        const id = await repository.insertRequest(
          {
            reference,
            applicantName: input.applicantName,
            relationship: input.relationship,
            contact: input.contact,
            respondentName: input.respondentName,
            respondentAccount: input.respondentAccount || null,
            respondentBirthday: input.respondentBirthday ?? null,
            details: input.details,
            evidenceIds,
            createdAt: clock.now(),
          },
          tx,
        );
        await audit.record(
          {
            actor: { kind: 'SYSTEM', name: 'family-exclusion-form' },
            action: 'compliance.family.submit',
            targetKind: 'family_exclusion_request',
            targetId: id,
            detail: { reference, relationship: input.relationship },
          },
          tx,
        );
      });
      return { reference };
    },

    async listForStaff(status: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined) {
      const { rows, total } = await repository.listForStaff(status, 200);
      return {
        list: rows.map(({ request: row, reviewedBy }) => ({
          id: row.id,
          reference: row.reference,
          applicantName: row.applicantName,
          relationship: row.relationship,
          contact: row.contact,
          respondentName: row.respondentName,
          respondentAccount: row.respondentAccount,
          respondentBirthday: row.respondentBirthday,
          details: row.details,
          evidenceUrls: row.evidenceIds.map(evidenceUrl),
          status: row.status,
          memberId: row.memberId,
          reason: row.reason,
          reviewedBy,
          createdAt: row.createdAt.toISOString(),
          exclusionPending: row.status === 'APPROVED' && !row.exclusionApplied,
        })),
        total,
      };
    },

    /** Approves (naming the member it is about) or rejects a pending request, with a reason (audited). */
    async decide(
      id: number,
      input: { decision: 'APPROVE' | 'REJECT'; reason: string; memberAccount?: string | undefined },
      actor: StaffActor,
    ): Promise<void> {
      let memberId: number | null = null;
      if (input.decision === 'APPROVE') {
        const found = input.memberAccount ? await repository.findMemberId(input.memberAccount) : undefined;
        if (found === undefined)
          throw new AppError('VALIDATION', 'family request: member not found', {
            fields: { memberAccount: 'Name the member account this request is about' },
          });
        memberId = found;
      }
      await db.transaction(async (tx) => {
        const current = await repository.lockRequest(id, tx);
        if (!current) throw new AppError('NOT_FOUND', `family request ${id}`);
        if (current.status !== 'PENDING')
          throw new AppError('ALREADY_PROCESSED', `family request ${id} is ${current.status}`);
        await repository.update(
          id,
          {
            status: input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
            memberId,
            reason: input.reason,
            reviewedByStaffId: actor.id,
            reviewedAt: clock.now(),
          },
          tx,
        );
        await audit.record(
          {
            actor,
            action: `compliance.family.${input.decision === 'APPROVE' ? 'approve' : 'reject'}`,
            targetKind: 'family_exclusion_request',
            targetId: id,
            detail: { memberId, reason: input.reason },
          },
          tx,
        );
      });
      if (memberId !== null && applyExclusion) {
        await applyExclusion({ memberId, requestId: id, actor });
        await repository.update(id, { exclusionApplied: true });
      }
    },
  };
};

export type FamilyExclusion = ReturnType<typeof createFamilyExclusion>;
