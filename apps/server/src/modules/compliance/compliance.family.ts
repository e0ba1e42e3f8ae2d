import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import type { FamilyExclusionRequestSchema, LanguageCode } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';
import type { ComplianceDeps } from './compliance.deps';
import { uploadAgainMessage } from './compliance.text';
import { complianceEvidence, familyExclusionRequests } from './compliance.tables';

type StaffActor = AuditActor & { kind: 'STAFF' };
type FamilyRequestInput = z.output<typeof FamilyExclusionRequestSchema>;

/**
 * Creates the exclusion an approved family request asks for, through the protection module.
 * Not wired in this branch (the protection module lands beside it): an approved request is kept
 * with `exclusionApplied` false until this is given (decision 038).
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
) => ({
  /** An evidence picture, re-encoded like every upload (no EXIF), before the request that cites it. */
  async storeEvidence(bytes: Buffer): Promise<{ evidenceId: string }> {
    const encoded = await uploads.encodeImage(bytes);
    const id = randomUUID();
    await db.insert(complianceEvidence).values({
      id,
      mimeType: 'image/webp',
      bytes: encoded.data,
      sha256: createHash('sha256').update(encoded.data).digest('hex'),
      createdAt: clock.now(),
    });
    return { evidenceId: id };
  },

  async findEvidence(id: string) {
    const [row] = await db.select().from(complianceEvidence).where(eq(complianceEvidence.id, id));
    if (!row) throw new AppError('NOT_FOUND', `evidence ${id}`);
    return row;
  },

  async submit(input: FamilyRequestInput, language: LanguageCode): Promise<{ reference: string }> {
    const evidenceIds = [...new Set(input.evidenceIds.map((id) => id.toLowerCase()))];
    const found = await db
      .select({ id: complianceEvidence.id })
      .from(complianceEvidence)
      .where(inArray(complianceEvidence.id, evidenceIds));
    if (found.length !== evidenceIds.length)
      throw new AppError('VALIDATION', 'family request: unknown evidence', {
        fields: { evidenceIds: uploadAgainMessage(language) },
      });
    const reference = `FX-${randomBytes(5).toString('hex').toUpperCase()}`;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(familyExclusionRequests)
        .values({
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
        })
        .returning({ id: familyExclusionRequests.id });
      await audit.record(
        {
          actor: { kind: 'SYSTEM', name: 'family-exclusion-form' },
          action: 'compliance.family.submit',
          targetKind: 'family_exclusion_request',
          targetId: row?.id ?? reference,
          detail: { reference, relationship: input.relationship },
        },
        tx,
      );
    });
    return { reference };
  },

  async listForStaff(status: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined) {
    const where = status ? eq(familyExclusionRequests.status, status) : undefined;
    const rows = await db
      .select({ request: familyExclusionRequests, reviewedBy: staffUsers.username })
      .from(familyExclusionRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, familyExclusionRequests.reviewedByStaffId))
      .where(where)
      .orderBy(desc(familyExclusionRequests.createdAt), desc(familyExclusionRequests.id))
      .limit(200);
    const [totals] = await db.select({ total: count() }).from(familyExclusionRequests).where(where);
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
      total: Number(totals?.total ?? 0),
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
      const [member] = input.memberAccount
        ? await db.select({ id: members.id }).from(members).where(eq(members.account, input.memberAccount))
        : [];
      if (!member)
        throw new AppError('VALIDATION', 'family request: member not found', {
          fields: { memberAccount: 'Name the member account this request is about' },
        });
      memberId = member.id;
    }
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(familyExclusionRequests)
        .where(eq(familyExclusionRequests.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', `family request ${id}`);
      if (current.status !== 'PENDING')
        throw new AppError('ALREADY_PROCESSED', `family request ${id} is ${current.status}`);
      await tx
        .update(familyExclusionRequests)
        .set({
          status: input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
          memberId,
          reason: input.reason,
          reviewedByStaffId: actor.id,
          reviewedAt: clock.now(),
        })
        .where(eq(familyExclusionRequests.id, id));
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
      await db
        .update(familyExclusionRequests)
        .set({ exclusionApplied: true })
        .where(eq(familyExclusionRequests.id, id));
    }
  },
});

export type FamilyExclusion = ReturnType<typeof createFamilyExclusion>;
