import type { KycGatedAction, KycStatus, KycSubmitRequest, KycTier, LanguageCode } from '@perya/contracts';
import { kycTierRank } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { ageOn } from '../members';
import { staffUploadUrl } from '../uploads';
import type { ComplianceDeps } from './compliance.deps';
import { createKycRepository } from './compliance.kyc.repository';
import type { Screening } from './compliance.screening';
import type { ComplianceSettingsService } from './compliance.settings';
import { ageMessage, sameImageMessage, uploadAgainMessage } from './compliance.text';

type StaffActor = AuditActor & { kind: 'STAFF' };

/** Names compared as people write them: case, spacing and punctuation aside. */
const sameName = (left: string, right: string): boolean => {
  const plain = (name: string) =>
    name
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .replace(/[.,'’-]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .join(' ');
  return plain(left) === plain(right);
};

/**
 * KYC tiers: NONE until the member sends documents; BASIC once sent (name, birthday and ID number
 * on file, age checked); VERIFIED once staff approve the ID and the selfie. A change of name or
 * payout account takes a verified member back to BASIC until verified again.
 */
export const createKyc = (
  { db, audit, clock, uploads }: ComplianceDeps,
  settings: ComplianceSettingsService,
  screening: Screening,
) => {
  const repository = createKycRepository(db);
  const tierOf = async (memberId: number, executor: Executor = db): Promise<KycTier> =>
    (await repository.findProfile(memberId, executor))?.tier ?? 'NONE';

  const setTier = async (
    memberId: number,
    patch: { tier: KycTier; reverifyReason?: string | null },
    executor: Executor,
  ): Promise<void> => {
    await repository.upsertProfile(memberId, { ...patch, updatedAt: clock.now() }, executor);
  };

  const requireReverification = async (memberId: number, reason: string, executor: Executor = db): Promise<void> => {
    if ((await tierOf(memberId, executor)) !== 'VERIFIED') return;
    await setTier(memberId, { tier: 'BASIC', reverifyReason: reason }, executor);
    await audit.record(
      {
        actor: { kind: 'SYSTEM', name: 'kyc' },
        action: 'compliance.kyc.reverify',
        targetKind: 'member',
        targetId: memberId,
        detail: { reason },
      },
      executor,
    );
  };

  /**
   * The real name on the account must be the name staff verified on the document. It is set once
   * (members refuse a change after that), but a verified member may set it only later, or staff
   * may correct it: if it no longer matches, the member verifies again (reason NAME).
   */
  const checkNameOnFile = async (memberId: number): Promise<void> => {
    if ((await tierOf(memberId)) !== 'VERIFIED') return;
    const names = await repository.namesOnFile(memberId);
    if (!names?.payeeName || sameName(names.payeeName, names.verifiedName)) return;
    await requireReverification(memberId, 'NAME');
  };

  const refuse = (action: KycGatedAction, requiredTier: KycTier, memberId: number) =>
    new AppError('KYC_REQUIRED', `member ${memberId}: ${action} needs ${requiredTier}`, { action, requiredTier });

  return {
    tierOf,

    /** The self-declaration at registration (not a prohibited person), kept with its time. */
    async recordDeclaration(memberId: number, executor: Executor = db): Promise<void> {
      const now = clock.now();
      await repository.upsertProfile(memberId, { declaredNotProhibitedAt: now, updatedAt: now }, executor);
    },

    async status(memberId: number): Promise<KycStatus> {
      await checkNameOnFile(memberId);
      const [config, profile, latest, held] = await Promise.all([
        settings.read(),
        repository.findProfile(memberId),
        repository.latestSubmission(memberId),
        screening.isHeld(memberId),
      ]);
      const tier = profile?.tier ?? 'NONE';
      const state =
        latest?.status === 'PENDING'
          ? 'PENDING'
          : tier === 'VERIFIED'
            ? 'VERIFIED'
            : profile?.reverifyReason
              ? 'REVERIFY'
              : latest?.status === 'REJECTED'
                ? 'REJECTED'
                : 'NONE';
      return {
        tier,
        state,
        reason:
          state === 'REVERIFY'
            ? (profile?.reverifyReason ?? null)
            : state === 'REJECTED'
              ? (latest?.reason ?? null)
              : null,
        submittedAt: latest?.createdAt.toISOString() ?? null,
        reviewedAt: latest?.reviewedAt?.toISOString() ?? null,
        minimumAge: config.minimumAge,
        withdrawalTier: config.withdrawalTier,
        largeDepositTier: config.largeDepositTier,
        largeDepositAboveMinor: config.largeDepositAboveMinor.toString(),
        screeningHold: held,
        declaredNotProhibitedAt: profile?.declaredNotProhibitedAt?.toISOString() ?? null,
      };
    },

    /** Sends the ID and the selfie for review; the age is checked again against the document's birthday. */
    async submit(memberId: number, input: KycSubmitRequest, language: LanguageCode): Promise<KycStatus> {
      const config = await settings.read();
      if (ageOn(input.birthday, clock.now()) < config.minimumAge)
        throw new AppError('VALIDATION', `kyc: under ${config.minimumAge}`, {
          fields: { birthday: ageMessage(config.minimumAge, language) },
        });
      const documentUploadId = input.documentUploadId.toLowerCase();
      const selfieUploadId = input.selfieUploadId.toLowerCase();
      if (documentUploadId === selfieUploadId)
        throw new AppError('VALIDATION', 'kyc: one picture for both', {
          fields: { selfieUploadId: sameImageMessage(language) },
        });
      for (const [field, id] of [
        ['documentUploadId', documentUploadId],
        ['selfieUploadId', selfieUploadId],
      ] as const) {
        await uploads.findOwned(id, memberId).catch(() => {
          throw new AppError('VALIDATION', `kyc: upload ${id} is not the member's`, {
            fields: { [field]: uploadAgainMessage(language) },
          });
        });
      }
      const pending = await repository.pendingSubmissionId(memberId);
      if (pending !== undefined)
        throw new AppError('KYC_PENDING', `member ${memberId} has submission ${pending} pending`);
      if ((await tierOf(memberId)) === 'VERIFIED')
        throw new AppError('ALREADY_PROCESSED', `member ${memberId} is verified`);
      await db.transaction(async (tx) => {
        await repository.insertSubmission(
          {
            memberId,
            documentType: input.documentType,
            documentNumber: input.documentNumber,
            fullName: input.fullName,
            birthday: input.birthday,
            documentUploadId,
            selfieUploadId,
            createdAt: clock.now(),
          },
          tx,
        );
        await setTier(memberId, { tier: 'BASIC' }, tx);
        await screening.screenMember(memberId, 'KYC', tx);
      });
      return this.status(memberId);
    },

    /**
     * Refuses an action the member's tier does not reach (KYC_REQUIRED names the action and the
     * tier). A withdrawal is gated until the first one is made with the tier in force; a deposit
     * only above the operator's threshold.
     */
    async requireFor(memberId: number, action: KycGatedAction, amountMinor: bigint): Promise<void> {
      const config = await settings.read();
      const required =
        action === 'WITHDRAWAL'
          ? config.withdrawalTier
          : amountMinor > config.largeDepositAboveMinor
            ? config.largeDepositTier
            : 'NONE';
      if (required === 'NONE') return;
      await checkNameOnFile(memberId);
      if (kycTierRank(await tierOf(memberId)) < kycTierRank(required)) throw refuse(action, required, memberId);
    },

    /** The demo's members start verified (seed only; a real install verifies through staff review). */
    async seedVerified(memberId: number): Promise<void> {
      await setTier(memberId, { tier: 'VERIFIED', reverifyReason: null }, db);
    },

    /** A change of name or payout account: a verified member is asked to verify again. */
    requireReverification,

    async listForStaff(status: 'PENDING' | 'APPROVED' | 'REJECTED' | undefined) {
      const { rows, total } = await repository.listForStaff(status, 200);
      const now = clock.now();
      return {
        list: rows.map(({ submission: row, memberAccount, reviewedBy }) => ({
          id: row.id,
          memberId: row.memberId,
          memberAccount,
          documentType: row.documentType,
          documentNumber: row.documentNumber,
          fullName: row.fullName,
          birthday: row.birthday,
          age: ageOn(row.birthday, now),
          documentUrl: staffUploadUrl(row.documentUploadId),
          selfieUrl: staffUploadUrl(row.selfieUploadId),
          status: row.status,
          reason: row.reason,
          reviewedBy,
          createdAt: row.createdAt.toISOString(),
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
        })),
        total,
      };
    },

    /** Approves (tier VERIFIED) or rejects (tier stays BASIC) a pending submission, with a reason. */
    async decide(id: number, decision: 'APPROVE' | 'REJECT', reason: string, actor: StaffActor): Promise<void> {
      const config = await settings.read();
      await db.transaction(async (tx) => {
        const current = await repository.lockSubmission(id, tx);
        if (!current) throw new AppError('NOT_FOUND', `kyc submission ${id}`);
        if (current.status !== 'PENDING')
          throw new AppError('ALREADY_PROCESSED', `kyc submission ${id} is ${current.status}`);
        // The age again, on the day of the decision: a document under the minimum is never approved.
        if (decision === 'APPROVE' && ageOn(current.birthday, clock.now()) < config.minimumAge)
          throw new AppError('VALIDATION', `kyc ${id}: under ${config.minimumAge}`, {
            fields: { decision: `Under ${config.minimumAge}: reject it` },
          });
        const approved = decision === 'APPROVE';
        await repository.decideSubmission(
          id,
          { status: approved ? 'APPROVED' : 'REJECTED', reason, reviewedByStaffId: actor.id, reviewedAt: clock.now() },
          tx,
        );
        if (approved) await setTier(current.memberId, { tier: 'VERIFIED', reverifyReason: null }, tx);
        await audit.record(
          {
            actor,
            action: approved ? 'compliance.kyc.approve' : 'compliance.kyc.reject',
            targetKind: 'kyc_submission',
            targetId: id,
            detail: { memberId: current.memberId, reason },
          },
          tx,
        );
      });
    },
  };
};

export type Kyc = ReturnType<typeof createKyc>;
