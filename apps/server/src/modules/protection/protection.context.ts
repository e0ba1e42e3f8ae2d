import type { LimitKind, LimitPeriod } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { ProtectionRepository } from './protection.repository';
import type { ProtectionStateRow } from './protection.tables';

export type ProtectionDeps = {
  db: Database;
  clock: Clock;
  repository: ProtectionRepository;
  audit: Pick<AuditService, 'record'>;
};

/** Who asked: the member itself, or a staff member (audited with its name). */
export type ProtectionActor =
  { kind: 'MEMBER'; id: number; name: string } | { kind: 'STAFF'; id: number; name: string };

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
/** A self-exclusion past its term stays until lifted: the bet path reads this as "no end yet". */
export const NOT_LIFTED_YET = new Date('9999-12-31T00:00:00.000Z');

type MoneyLimitColumn = keyof Pick<
  ProtectionStateRow,
  | 'depositDay'
  | 'depositWeek'
  | 'depositMonth'
  | 'lossDay'
  | 'lossWeek'
  | 'lossMonth'
  | 'wagerDay'
  | 'wagerWeek'
  | 'wagerMonth'
>;

/** Where each money limit lives in protection_states. */
export const LIMIT_COLUMN: Record<LimitKind, Record<LimitPeriod, MoneyLimitColumn>> = {
  DEPOSIT: { DAY: 'depositDay', WEEK: 'depositWeek', MONTH: 'depositMonth' },
  LOSS: { DAY: 'lossDay', WEEK: 'lossWeek', MONTH: 'lossMonth' },
  WAGER: { DAY: 'wagerDay', WEEK: 'wagerWeek', MONTH: 'wagerMonth' },
};
