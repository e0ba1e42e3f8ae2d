import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { members } from '../members/members.tables';
import { deposits, withdrawals } from '../payments/payments.tables';
import { staffUsers } from '../staff/staff.tables';
import type { ComplianceDeps } from './compliance.deps';
import { csvField, workingDaysAfter } from './compliance.rules';
import type { ComplianceSettingsService } from './compliance.settings';
import { amlCases, amlCoveredReports, complianceSettings } from './compliance.tables';

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
  const toCase = (row: typeof amlCases.$inferSelect, memberAccount: string, closedBy: string | null) => ({
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
    const rows = await db
      .select({ report: amlCoveredReports, memberAccount: members.account })
      .from(amlCoveredReports)
      .innerJoin(members, eq(members.id, amlCoveredReports.memberId))
      .orderBy(desc(amlCoveredReports.occurredAt), desc(amlCoveredReports.id))
      .limit(limit);
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
    const rows = await db
      .select({ item: amlCases, memberAccount: members.account, closedBy: staffUsers.username })
      .from(amlCases)
      .innerJoin(members, eq(members.id, amlCases.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, amlCases.closedByStaffId))
      .orderBy(sql`${amlCases.status} = 'OPEN' desc`, asc(amlCases.deadlineAt), desc(amlCases.id))
      .limit(limit);
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

      const bigDeposits = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.status, 'APPROVED'), gte(deposits.createdAt, since), gt(deposits.amount, threshold)));
      const bigWithdrawals = await db
        .select()
        .from(withdrawals)
        .where(
          and(
            inArray(withdrawals.status, ['PAYING', 'DISPUTED', 'COMPLETED']),
            gte(withdrawals.createdAt, since),
            gt(withdrawals.amount, threshold),
          ),
        );
      const covered = [
        ...bigDeposits.map((row) => ({ sourceKind: 'DEPOSIT' as const, row, at: row.completedAt ?? row.createdAt })),
        ...bigWithdrawals.map((row) => ({
          sourceKind: 'WITHDRAWAL' as const,
          row,
          at: row.reviewedAt ?? row.createdAt,
        })),
      ];
      for (const { sourceKind, row, at } of covered) {
        const [inserted] = await db
          .insert(amlCoveredReports)
          .values({
            sourceKind,
            sourceId: row.id,
            memberId: row.memberId,
            amount: row.amount,
            currency: row.currency,
            thresholdMinor: threshold,
            occurredAt: at,
            detectedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: amlCoveredReports.id });
        if (inserted) found.push(`covered:${sourceKind}:${row.id}`);
      }

      // Structuring: at least N approved deposits between the floor and the threshold within the window.
      const floor = (threshold * BigInt(config.structuringFloorBps)) / 10_000n;
      const nearThreshold = await db
        .select({ id: deposits.id, memberId: deposits.memberId, amount: deposits.amount, at: deposits.createdAt })
        .from(deposits)
        .where(
          and(
            eq(deposits.status, 'APPROVED'),
            gte(deposits.createdAt, since),
            gte(deposits.amount, floor),
            sql`${deposits.amount} <= ${threshold}`,
          ),
        )
        .orderBy(asc(deposits.memberId), asc(deposits.createdAt), asc(deposits.id));
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
          const [opened] = await db
            .insert(amlCases)
            .values({
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
            })
            .onConflictDoNothing()
            .returning({ id: amlCases.id });
          if (opened) {
            found.push(`case:${opened.id}`);
            await audit.record({
              actor: { kind: 'SYSTEM', name: 'aml-scan' },
              action: 'compliance.aml.case.open',
              targetKind: 'aml_case',
              targetId: opened.id,
              detail: { memberId, deposits: cluster.length, totalMinor: total.toString() },
            });
          }
          start = end + 1;
        }
      }
      await db.update(complianceSettings).set({ amlScannedUntil: now }).where(eq(complianceSettings.id, 1));
      return found;
    },

    async overview() {
      const [covered, cases] = await Promise.all([listCovered(200), listCases(200)]);
      return { covered, cases };
    },

    /** Staff close a case: FILED (an STR went to the AMLC) or DISMISSED, with a note (audited). */
    async decideCase(id: number, decision: 'FILED' | 'DISMISSED', note: string, actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(amlCases)
          .set({ status: decision, note, closedByStaffId: actor.id, closedAt: clock.now() })
          .where(and(eq(amlCases.id, id), eq(amlCases.status, 'OPEN')))
          .returning();
        if (!row) {
          const [existing] = await tx.select({ id: amlCases.id }).from(amlCases).where(eq(amlCases.id, id));
          throw new AppError(existing ? 'ALREADY_PROCESSED' : 'NOT_FOUND', `aml case ${id}`);
        }
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
