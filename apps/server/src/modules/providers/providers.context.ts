import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { ComplianceService } from '../compliance';
import type { GamesService } from '../games';
import type { MembersService } from '../members';
import type { ProtectionService } from '../protection';
import type { WalletService } from '../wallet';
import type { ProvidersRepository } from './providers.repository';

/** Seals and opens secrets kept at rest (the system module's secret keys; decision 030). */
export type SecretSealer = {
  seal: (purpose: string, plain: string) => Promise<string>;
  open: (purpose: string, stored: string) => Promise<string>;
  isSealed: (stored: string) => boolean;
};

export type ProvidersDeps = {
  db: Database;
  secrets: SecretSealer;
  audit: AuditService;
  providersRepository: ProvidersRepository;
  clock: Clock;
  wallet: Pick<
    WalletService,
    | 'playAccount'
    | 'houseFor'
    | 'postTransfers'
    | 'lockAndRead'
    | 'accountBalance'
    | 'balancesMoved'
    | 'prepareForPlay'
    | 'getBalance'
  >;
  members: Pick<MembersService, 'findActiveMember' | 'getMember'>;
  games: Pick<GamesService, 'findGame' | 'findGamesByCodes' | 'findListedGame' | 'recordLaunch'>;
  /** Player protection: no launch on a break or past the session limit (bets are guarded in the database). */
  protection: Pick<ProtectionService, 'checkPlay'>;
  /** The screening hold (modules/compliance, decision 038): no game opens while one stands. */
  compliance: Pick<ComplianceService, 'requireForPlay'>;
  /**
   * Where providers' game pages live: the launch URL is built on it (tools/provider-sim in the
   * demo). Null when none is configured (PostgreSQL without PROVIDER_LAUNCH_URL): no launch.
   */
  launchUrl: string | null;
  /** The portal's public address: games' "back" links return to it. */
  publicUrl: string;
  /** Bet and win statements in flight per process; calls arriving meanwhile share one (decision 016). */
  groupCommits?: number;
};
