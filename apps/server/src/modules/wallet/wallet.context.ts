import type { FastifyBaseLogger } from 'fastify';

import type { Balance, WalletSettings } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { MembersService } from '../members';
import type { ProtectionService } from '../protection';
import type { AccountDirectory } from './wallet.accounts';
import type { Ledger } from './wallet.ledger';
import type { WalletRepository } from './wallet.repository';

export type WalletMembers = Pick<
  MembersService,
  'getMember' | 'findActiveMember' | 'requirePaymentPassword' | 'listDirectDownlines'
>;

/** A game provider that keeps its own wallet per member (transfer mode). */
export type WalletProvider = { code: string; name: string };

export type WalletServiceDeps = {
  db: Database;
  walletRepository: WalletRepository;
  clock: Clock;
  members: WalletMembers;
  /** The providers members can move money to and from (enabled vendors). */
  listProviders: () => Promise<WalletProvider[]>;
  audit: Pick<AuditService, 'record'>;
  /** Player protection: no money into play on a break, none sent to a member on one. */
  protection: Pick<ProtectionService, 'checkPlay' | 'checkReceiver' | 'blockedAmong'>;
  /** Where failures of after-commit work (balance notices) are reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** What the wallet's use-case files share: the dependencies and the core pieces built from them. */
export type WalletContext = WalletServiceDeps & {
  ledger: Ledger;
  accounts: AccountDirectory;
  mainAccount: (memberId: number, currency: string) => Promise<bigint>;
  getBalance: (memberId: number) => Promise<Balance>;
  balanceIn: (memberId: number, currency: string, executor?: Executor) => Promise<Balance>;
  getSettings: () => Promise<WalletSettings>;
  /** Currency and type of an active member (remembered briefly: read on every transfer). */
  activeMember: (memberId: number) => Promise<{ id: number; type: number; currency: string }>;
};
