import type { z } from 'zod';

import type { ComplianceSettings, ComplianceSettingsUpdateSchema } from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit';
import type { ComplianceDeps } from './compliance.deps';
import type { SettingsRow } from './compliance.settings.repository';
import { createSettingsRepository } from './compliance.settings.repository';

export type { SettingsRow };

export const toSettingsDto = (row: SettingsRow): ComplianceSettings => ({
  minimumAge: row.minimumAge,
  withdrawalTier: row.withdrawalTier,
  largeDepositTier: row.largeDepositTier,
  largeDepositAboveMinor: row.largeDepositAboveMinor.toString(),
  coveredThresholdMinor: row.coveredThresholdMinor.toString(),
  structuringFloorBps: row.structuringFloorBps,
  structuringCount: row.structuringCount,
  structuringWindowHours: row.structuringWindowHours,
  strDeadlineWorkingDays: row.strDeadlineWorkingDays,
});

/** The operator's compliance settings (one row, created by the migration). */
export const createComplianceSettings = ({ db, audit, clock }: ComplianceDeps) => {
  const repository = createSettingsRepository(db);
  const read = (executor: Executor = db) => repository.read(executor);

  return {
    read,

    async get(): Promise<ComplianceSettings> {
      return toSettingsDto(await read());
    },

    async update(
      patch: z.output<typeof ComplianceSettingsUpdateSchema>,
      actor: AuditActor,
    ): Promise<ComplianceSettings> {
      return db.transaction(async (tx) => {
        const before = await read(tx);
        const { largeDepositAboveMinor, coveredThresholdMinor, ...rest } = patch;
        await repository.update(
          {
            ...rest,
            ...(largeDepositAboveMinor !== undefined ? { largeDepositAboveMinor: BigInt(largeDepositAboveMinor) } : {}),
            ...(coveredThresholdMinor !== undefined ? { coveredThresholdMinor: BigInt(coveredThresholdMinor) } : {}),
          },
          tx,
        );
        const after = await read(tx);
        await audit.record(
          {
            actor,
            action: 'compliance.settings.update',
            targetKind: 'compliance_settings',
            targetId: 1,
            detail: { before: toSettingsDto(before), after: toSettingsDto(after), at: clock.now().toISOString() },
          },
          tx,
        );
        return toSettingsDto(after);
      });
    },
  };
};

export type ComplianceSettingsService = ReturnType<typeof createComplianceSettings>;
