import type { DeclarationStatus, LanguageCode } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ComplianceDeps } from './compliance.deps';
import { createKycRepository } from './compliance.kyc.repository';
import type { ComplianceSettingsService } from './compliance.settings';
import { declarationMessage } from './compliance.text';

// The prohibited-person declaration of a member its agent made in the register centre (decision
// 055). The declaration is about the person (a student, an official, the military or police, a
// licensee's employee): only that person can make it, so an agent cannot make it for them. The
// account is created owing it; until the member declares at its first login, deposits,
// withdrawals and game launches answer DECLARATION_REQUIRED. Members who registered themselves
// declared on the form; an account with no debt recorded (older accounts, the demo's) is not held.

export const createDeclaration = ({ db, audit, clock }: ComplianceDeps, settings: ComplianceSettingsService) => {
  const repository = createKycRepository(db);

  const owes = async (memberId: number, executor: Executor = db): Promise<boolean> => {
    const profile = await repository.findProfile(memberId, executor);
    return Boolean(profile?.declarationOwedAt && !profile.declaredNotProhibitedAt);
  };

  const status = async (memberId: number): Promise<DeclarationStatus> => {
    const [profile, config] = await Promise.all([repository.findProfile(memberId), settings.read()]);
    return {
      required: Boolean(profile?.declarationOwedAt && !profile.declaredNotProhibitedAt),
      declaredAt: profile?.declaredNotProhibitedAt?.toISOString() ?? null,
      minimumAge: config.minimumAge,
    };
  };

  return {
    owes,
    status,

    /** Marks a new account as owing its declaration (in the transaction that creates it). */
    async markOwed(memberId: number, executor: Executor = db): Promise<void> {
      const now = clock.now();
      await repository.upsertProfile(memberId, { declarationOwedAt: now, updatedAt: now }, executor);
    },

    /** The member's own declaration; anything but `true` is a field message and changes nothing. */
    async declare(memberId: number, notProhibited: boolean | undefined, language: LanguageCode) {
      if (notProhibited !== true)
        throw new AppError('VALIDATION', 'declaration not given', {
          fields: { notProhibited: declarationMessage(language) },
        });
      await db.transaction(async (tx) => {
        const profile = await repository.findProfile(memberId, tx);
        if (profile?.declaredNotProhibitedAt) return;
        const now = clock.now();
        await repository.upsertProfile(memberId, { declaredNotProhibitedAt: now, updatedAt: now }, tx);
        await audit.record(
          {
            actor: { kind: 'MEMBER', id: memberId, name: `member:${memberId}` },
            action: 'compliance.declaration',
            targetKind: 'member',
            targetId: memberId,
            detail: { notProhibited: true, owedSince: profile?.declarationOwedAt?.toISOString() ?? null },
          },
          tx,
        );
      });
      return status(memberId);
    },

    /** Refuses money and play while the declaration is owed. */
    async requireDeclared(memberId: number): Promise<void> {
      if (await owes(memberId)) throw new AppError('DECLARATION_REQUIRED', `member ${memberId} owes its declaration`);
    },
  };
};

export type Declaration = ReturnType<typeof createDeclaration>;
