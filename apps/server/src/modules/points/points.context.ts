import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { MembersService } from '../members';
import type { StatsService } from '../stats';
import type { WalletService } from '../wallet';
import type { PointsRepository } from './points.repository';

/** What the points-mall use cases need: other modules reached only through their services. */
export type PointsContext = {
  db: Database;
  repository: PointsRepository;
  clock: Clock;
  audit: AuditService;
  members: Pick<MembersService, 'getMember' | 'requirePaymentPassword'>;
  stats: Pick<StatsService, 'memberDays'>;
  wallet: Pick<WalletService, 'grantBonus'>;
};
