import type { AgentsService } from '../agents';
import type { ChallengeService } from '../challenge';
import type { Executor } from '../../db/client';
import type { ComplianceService } from '../compliance';
import type { MembersService } from '../members';
import type { PaymentsService } from '../payments';
import type { ReferralService } from '../referral';
import type { ClientContext, SessionService } from '../session';
import type { StaffService } from '../staff';
import type { SystemService } from '../system';
import type { VerificationService } from '../verification';
import type { WalletService } from '../wallet';

/** What the identity flows work with: the modules they orchestrate and a few settings. */
export type AuthDeps = {
  members: MembersService;
  sessions: SessionService;
  verification: VerificationService;
  challenge: Pick<ChallengeService, 'consumeSliderToken' | 'checkCaptcha'>;
  system: Pick<SystemService, 'isFeatureOn' | 'getRegisterSettings' | 'getDomainRoute'>;
  agents: Pick<AgentsService, 'findAffiliateAgent'>;
  /** Agents' invitation links (agent-team module, decision 033). */
  invitations: {
    /** Where a usable link places a new account and what it becomes; null when unknown or disabled. */
    resolveInvitation: (code: string) => Promise<{
      uplineId: number;
      type: number;
      affiliateCode: string | null;
      linkId: number;
    } | null>;
    recordRegistration: (linkId: number, memberId: number, executor: Executor) => Promise<void>;
  };
  staff: StaffService;
  wallet: Pick<WalletService, 'creditTrial'>;
  payments: Pick<PaymentsService, 'listAccounts'>;
  /** Minimum age, the prohibited-person declaration, list screening (decision 038). */
  compliance: Pick<ComplianceService, 'minimumAge' | 'afterRegistration' | 'screenAtLogin'>;
  /** What a referral code means and who referred whom (referral module, decision 042). */
  referrals: Pick<ReferralService, 'placementOf' | 'recordReferral'>;
  settings: { passwordMaxAgeDays: number; publicUrl: string };
};

export type { ClientContext };
