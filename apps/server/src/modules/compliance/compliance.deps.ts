import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { SessionService } from '../session';
import type { UploadsService } from '../uploads';

/** What the compliance use cases work with. */
export type ComplianceDeps = {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  uploads: Pick<UploadsService, 'findOwned' | 'encodeImage'>;
  sessions: Pick<SessionService, 'revokeMemberSessions'>;
};
