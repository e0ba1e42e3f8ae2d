import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { MembersService } from '../members';
import type { ProtectionService } from '../protection';
import type { StatsService } from '../stats';
import type { WalletService } from '../wallet';
import type { RedEnvelopeRepository } from './red-envelopes.repository';

/** What the red-envelope use cases need: other modules reached only through their services. */
export type RedEnvelopeContext = {
  db: Database;
  repository: RedEnvelopeRepository;
  clock: Clock;
  audit: AuditService;
  members: MembersService;
  protection: Pick<ProtectionService, 'isMarketable'>;
  stats: Pick<StatsService, 'memberDays'>;
  wallet: Pick<WalletService, 'grantBonus'>;
};
