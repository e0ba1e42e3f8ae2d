import type { ComplianceDeps } from './compliance.deps';
import { createAccount } from './compliance.account';
import { createAml } from './compliance.aml';
import type { FamilyExclusionApplier } from './compliance.family';
import { createFamilyExclusion } from './compliance.family';
import { createDeclaration } from './compliance.declaration';
import { createKyc } from './compliance.kyc';
import type { ScreeningList } from './compliance.screening';
import { createImportedScreeningList, createScreening } from './compliance.screening';
import { createComplianceSettings } from './compliance.settings';

/**
 * Philippine compliance (issue 18, decision 038): settings, KYC, screening, AML, family exclusion
 * requests, account closure and login history. Each part is a use-case file of its own.
 */
export const createComplianceService = (
  deps: ComplianceDeps,
  options: { screeningList?: ScreeningList; applyFamilyExclusion?: FamilyExclusionApplier | null } = {},
) => {
  const settings = createComplianceSettings(deps);
  const screening = createScreening(deps, options.screeningList ?? createImportedScreeningList(deps.db));
  const kyc = createKyc(deps, settings, screening);
  const declaration = createDeclaration(deps, settings);
  return {
    declaration,
    settings,
    screening,
    kyc,
    aml: createAml(deps, settings),
    family: createFamilyExclusion(deps, options.applyFamilyExclusion ?? null),
    account: createAccount(deps),

    /** The minimum age of play (setting; registration checks the birthday against it). */
    async minimumAge(): Promise<number> {
      return (await settings.read()).minimumAge;
    },

    /** After registration: the prohibited-person declaration with its time, and the list screening. */
    async afterRegistration(memberId: number): Promise<void> {
      await kyc.recordDeclaration(memberId);
      await screening.screenMember(memberId, 'REGISTRATION');
    },

    async screenAtLogin(memberId: number): Promise<void> {
      await screening.screenMember(memberId, 'LOGIN');
    },

    /** Gates a deposit: no screening hold, and the KYC tier a deposit of this size needs. */
    async requireForDeposit(memberId: number, amountMinor: bigint): Promise<void> {
      await declaration.requireDeclared(memberId);
      await screening.requireNotHeld(memberId);
      await kyc.requireFor(memberId, 'LARGE_DEPOSIT', amountMinor);
    },

    /**
     * Gates a withdrawal request: the declaration made (money an agent sent to an account that
     * never declared does not leave through it), and the KYC tier withdrawals need (a screening
     * hold does not stop one).
     */
    async requireForWithdrawal(memberId: number, amountMinor: bigint): Promise<void> {
      await declaration.requireDeclared(memberId);
      await kyc.requireFor(memberId, 'WITHDRAWAL', amountMinor);
    },

    /** A payout account was added: a verified member verifies again (the reason the member sees). */
    async payoutAccountAdded(memberId: number): Promise<void> {
      await kyc.requireReverification(memberId, 'PAYOUT_ACCOUNT');
    },

    /** Gates launching a game: the declaration made (decision 055), no screening hold. */
    async requireForPlay(memberId: number): Promise<void> {
      await declaration.requireDeclared(memberId);
      await screening.requireNotHeld(memberId);
    },
  };
};

export type ComplianceService = ReturnType<typeof createComplianceService>;
