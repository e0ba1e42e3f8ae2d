import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from './audit.repository';

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

  async list(input: { targetKind?: string; targetId?: string; pageNo: number; pageSize: number }) {
    const { rows, total } = await auditRepository.list({
      targetKind: input.targetKind,
      targetId: input.targetId,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return {
      list: rows.map((row) => ({
        id: row.id,
        actor: `${row.actorKind.toLowerCase()}:${row.actorName}`,
        action: row.action,
        targetKind: row.targetKind,
        targetId: row.targetId,
        detail: row.detail,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
