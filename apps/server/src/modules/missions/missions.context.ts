import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { MembersService } from '../members';
import type { ProtectionService } from '../protection';
import type { WalletService } from '../wallet';
import type { MissionsRepository } from './missions.repository';

/** What the mission and leaderboard use cases need: other modules reached only through their services. */
export type MissionsContext = {
  db: Database;
  repository: MissionsRepository;
  clock: Clock;
  audit: AuditService;
  members: Pick<MembersService, 'getMember'>;
  protection: Pick<ProtectionService, 'isMarketable'>;
  wallet: Pick<WalletService, 'grantBonus'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};
