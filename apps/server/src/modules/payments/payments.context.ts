import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { ComplianceService } from '../compliance';
import type { MembersService } from '../members';
import type { ProtectionService } from '../protection';
import type { UploadsService } from '../uploads';
import type { WalletService } from '../wallet';
import type { GatewaySource } from './payments.gateway-source';
import type { PaymentsRepository } from './payments.repository';

export type PaymentsDeps = {
  db: Database;
  paymentsRepository: PaymentsRepository;
  clock: Clock;
  wallet: Pick<
    WalletService,
    | 'postTransfers'
    | 'resolvePending'
    | 'mainAccount'
    | 'systemAccount'
    | 'balanceIn'
    | 'getBalance'
    | 'getSettings'
    | 'lockAccount'
    | 'prepareAdjustment'
    | 'postAdjustment'
    | 'adjustmentTransferId'
    | 'transferExists'
  >;
  members: Pick<MembersService, 'getMember' | 'requirePaymentPassword' | 'findByAccount'>;
  uploads: Pick<UploadsService, 'findOwned'>;
  /** Player protection: no deposit on a break from play or above the member's deposit limits. */
  protection: Pick<ProtectionService, 'checkDeposit' | 'holdDepositRoom'>;
  audit: Pick<AuditService, 'record'>;
  /** KYC and screening gates (modules/compliance, decision 038). */
  compliance: Pick<ComplianceService, 'requireForDeposit' | 'requireForWithdrawal' | 'payoutAccountAdded'>;
  /** Gateways by key (the channel's `gateway`), as configured now (stored settings, else the environment). */
  gateways: GatewaySource;
  /** Where the portal is reached from outside: callback and return URLs are built on it. */
  publicUrl: string;
};
