import { AUDIT_EXPORT_MAX_ROWS } from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toCsv } from './audit.csv';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository';

/** Who acted: a staff member, a member, or the system (a scheduled job). */
export type AuditActor =
  | { kind: 'STAFF'; id: number; name: string; ip?: string | null }
  | { kind: 'MEMBER'; id: number; name: string; ip?: string | null }
  | { kind: 'SYSTEM'; name: string };

export type AuditEvent = {
  actor: AuditActor;
  /** What happened, as a stable verb: deposit.approve, withdrawal.reject, wallet.adjust … */
  action: string;
  targetKind: string;
  targetId: string | number;
  detail?: Record<string, unknown>;
};

export type AuditListInput = {
  actorName?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  /** A day (YYYY-MM-DD, UTC) or an instant. */
  from?: string;
  to?: string;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day's start (from) or the next day's start (to: the whole day is in), else the instant. */
const timeOf = (value: string | undefined, end: boolean): Date | undefined => {
  if (!value) return undefined;
  if (!DAY.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00Z`);
  return end ? new Date(start.getTime() + 86_400_000) : start;
};

const filterOf = (input: Omit<AuditListInput, 'pageNo' | 'pageSize'>): AuditFilter => ({
  actorName: input.actorName || undefined,
  actionPrefix: input.action || undefined,
  targetKind: input.targetKind || undefined,
  targetId: input.targetId || undefined,
  from: timeOf(input.from, false),
  to: timeOf(input.to, true),
  order: input.order,
});

const toEntry = (row: AuditRow) => ({
  id: row.id,
  actor: `${row.actorKind.toLowerCase()}:${row.actorName}`,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  detail: row.detail,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

export const createAuditService = ({ auditRepository, clock }: { auditRepository: AuditRepository; clock: Clock }) => ({
  /** Writes the entry in the caller's transaction, so the record and the change land together. */
  async record(event: AuditEvent, executor?: Executor): Promise<void> {
    await auditRepository.insert(
      [
        {
          actorKind: event.actor.kind,
          actorId: event.actor.kind === 'SYSTEM' ? null : event.actor.id,
          actorName: event.actor.name,
          action: event.action,
          targetKind: event.targetKind,
          targetId: String(event.targetId),
          detail: event.detail ?? {},
          ip: event.actor.kind === 'SYSTEM' ? null : (event.actor.ip ?? null),
          createdAt: clock.now(),
        },
      ],
      executor,
    );
  },

  async list(input: AuditListInput) {
    const { rows, total } = await auditRepository.list({
      ...filterOf(input),
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return {
      list: rows.map(toEntry),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  },

  /** Every filtered entry (up to AUDIT_EXPORT_MAX_ROWS) as CSV, in the order asked. */
  async exportCsv(input: Omit<AuditListInput, 'pageNo' | 'pageSize'>): Promise<string> {
    const { rows } = await auditRepository.list({
      ...filterOf(input),
      limit: AUDIT_EXPORT_MAX_ROWS,
      offset: 0,
      withTotal: false,
    });
    return toCsv(
      ['id', 'createdAt', 'actor', 'action', 'targetKind', 'targetId', 'ip', 'detail'],
      rows.map((row) => {
        const entry = toEntry(row);
        return [
          entry.id,
          entry.createdAt,
          entry.actor,
          entry.action,
          entry.targetKind,
          entry.targetId,
          entry.ip,
          entry.detail,
        ];
      }),
    );
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
