import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { AmlCaseRow } from './compliance.aml.repository';
import { createAmlRepository } from './compliance.aml.repository';
import type { ComplianceDeps } from './compliance.deps';
import { csvField, workingDaysAfter } from './compliance.rules';
import type { ComplianceSettingsService } from './compliance.settings';

type StaffActor = AuditActor & { kind: 'STAFF' };

const HOUR_MS = 3_600_000;
/** How far back each scan reads: a transaction that completes late is still found. */
const MIN_LOOKBACK_MS = 7 * 24 * HOUR_MS;

/**
 * AML detection (AMLA, domain-rules §6), run as a periodic job, never in the bet or payment path.
 * Each scan re-reads a trailing window of completed deposits and withdrawals and writes what it
 * finds keyed by its source, so two processes scanning at once, or a scan run twice, record each
 * finding once. Covered reports and cases are never deleted (trigger, migration).
 */
export const createAml = ({ db, audit, clock }: ComplianceDeps, settings: ComplianceSettingsService) => {
  const repository = createAmlRepository(db);
  const toCase = (row: AmlCaseRow, memberAccount: string, closedBy: string | null) => ({
    id: row.id,
    kind: row.kind,
    memberId: row.memberId,
    memberAccount,
    summary: row.detail.summary,
    totalMinor: row.detail.totalMinor,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    overdue: row.status === 'OPEN' && row.deadlineAt.getTime() < clock.now().getTime(),
    note: row.note,
    closedBy,
    closedAt: row.closedAt?.toISOString() ?? null,
  });

  const listCovered = async (limit: number) => {
    const rows = await repository.listCovered(limit);
    return rows.map(({ report, memberAccount }) => ({
      id: report.id,
      sourceKind: report.sourceKind,
      sourceId: report.sourceId,
      memberId: report.memberId,
      memberAccount,
      amountMinor: report.amount.toString(),
      currency: report.currency,
      occurredAt: report.occurredAt.toISOString(),
      detectedAt: report.detectedAt.toISOString(),
    }));
  };

  const listCases = async (limit: number) => {
    const rows = await repository.listCases(limit);
    return rows.map(({ item, memberAccount, closedBy }) => toCase(item, memberAccount, closedBy));
  };

  return {
    /** One scan: covered transactions, then structuring. Returns what it newly recorded. */
    async scan(): Promise<string[]> {
      const config = await settings.read();
      const now = clock.now();
      const windowMs = config.structuringWindowHours * HOUR_MS;
      const since = new Date(now.getTime() - Math.max(MIN_LOOKBACK_MS, 2 * windowMs));
      const found: string[] = [];
      const threshold = config.coveredThresholdMinor;

      const bigDeposits = await repository.depositsAbove(threshold, since);
      const bigWithdrawals = await repository.withdrawalsAbove(threshold, since);
      const covered = [
        ...bigDeposits.map((row) => ({ sourceKind: 'DEPOSIT' as const, row, at: row.completedAt ?? row.createdAt })),
        ...bigWithdrawals.map((row) => ({
          sourceKind: 'WITHDRAWAL' as const,
          row,
          at: row.reviewedAt ?? row.createdAt,
        })),
      ];
      for (const { sourceKind, row, at } of covered) {
        const inserted = await repository.insertCovered({
          sourceKind,
          sourceId: row.id,
          memberId: row.memberId,
          amount: row.amount,
          currency: row.currency,
          thresholdMinor: threshold,
          occurredAt: at,
          detectedAt: now,
        });
        if (inserted) found.push(`covered:${sourceKind}:${row.id}`);
      }

      // Structuring: at least N approved deposits between the floor and the threshold within the window.
      const floor = (threshold * BigInt(config.structuringFloorBps)) / 10_000n;
      const nearThreshold = await repository.depositsBetween(floor, threshold, since);
      const byMember = new Map<number, typeof nearThreshold>();
      for (const row of nearThreshold) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
      for (const [memberId, rows] of byMember) {
        let start = 0;
        while (start < rows.length) {
          const first = rows[start];
          if (!first) break;
          let end = start;
          while (end + 1 < rows.length && (rows[end + 1]?.at.getTime() ?? 0) - first.at.getTime() <= windowMs) end += 1;
          const cluster = rows.slice(start, end + 1);
          if (cluster.length < config.structuringCount) {
            start += 1;
            continue;
          }
          const total = cluster.reduce((sum, row) => sum + row.amount, 0n);
          const opened = await repository.insertCase({
            kind: 'STRUCTURING',
            caseKey: `structuring:${memberId}:${first.id}`,
            memberId,
            detail: {
              summary: `${cluster.length} deposits between ${floor} and ${threshold} (minor units) within ${config.structuringWindowHours} h`,
              transactionIds: cluster.map((row) => row.id),
              totalMinor: total.toString(),
            },
            openedAt: now,
            deadlineAt: workingDaysAfter(now, config.strDeadlineWorkingDays),
          });
          if (opened !== undefined) {
            found.push(`case:${opened}`);
            await audit.record({
              actor: { kind: 'SYSTEM', name: 'aml-scan' },
              action: 'compliance.aml.case.open',
              targetKind: 'aml_case',
              targetId: opened,
              detail: { memberId, deposits: cluster.length, totalMinor: total.toString() },
            });
          }
          start = end + 1;
        }
      }
      await repository.markScanned(now);
      return found;
    },

    async overview() {
      const [covered, cases] = await Promise.all([listCovered(200), listCases(200)]);
      return { covered, cases };
    },

    /** Staff close a case: FILED (an STR went to the AMLC) or DISMISSED, with a note (audited). */
    async decideCase(id: number, decision: 'FILED' | 'DISMISSED', note: string, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repository.closeOpenCase(
          id,
          { status: decision, note, closedByStaffId: actor.id, closedAt: clock.now() },
          tx,
        );
        if (!row)
          throw new AppError(
            (await repository.caseExists(id, tx)) ? 'ALREADY_PROCESSED' : 'NOT_FOUND',
            `aml case ${id}`,
          );
        await audit.record(
          {
            actor,
            action: `compliance.aml.case.${decision.toLowerCase()}`,
            targetKind: 'aml_case',
            targetId: id,
            detail: { memberId: row.memberId, note },
          },
          tx,
        );
      });
    },

    /** The covered-transaction report or the case list as CSV (every row kept, newest first). */
    async exportCsv(kind: 'covered' | 'cases', actor: StaffActor): Promise<string> {
      const limit = 100_000;
      let lines: string[];
      if (kind === 'covered') {
        lines = [
          'id,source_kind,source_id,member_id,member_account,amount_minor,currency,occurred_at,detected_at',
          ...(await listCovered(limit)).map((row) =>
            [
              row.id,
              row.sourceKind,
              row.sourceId,
              row.memberId,
              row.memberAccount,
              row.amountMinor,
              row.currency,
              row.occurredAt,
              row.detectedAt,
            ]
              .map(csvField)
              .join(','),
          ),
        ];
      } else {
        lines = [
          'id,kind,member_id,member_account,summary,total_minor,status,opened_at,deadline_at,overdue,note,closed_by,closed_at',
          ...(await listCases(limit)).map((row) =>
            [
              row.id,
              row.kind,
              row.memberId,
              row.memberAccount,
              row.summary,
              row.totalMinor,
              row.status,
              row.openedAt,
              row.deadlineAt,
              String(row.overdue),
              row.note,
              row.closedBy,
              row.closedAt,
            ]
              .map(csvField)
              .join(','),
          ),
        ];
      }
      await audit.record({
        actor,
        action: 'compliance.aml.export',
        targetKind: 'aml',
        targetId: kind,
        detail: { rows: lines.length - 1 },
      });
      return `${lines.join('\n')}\n`;
    },
  };
};

export type Aml = ReturnType<typeof createAml>;
