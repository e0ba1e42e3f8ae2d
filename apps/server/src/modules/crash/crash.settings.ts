import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { CrashRepository } from './crash.repository';
import { DEFAULT_MAX_ROUND_WIN_MINOR } from './crash.service';

// Crash's own setting beside originals_settings' (enabled, bet limits, maximum win per bet): the
// maximum win per round. Versioned and audited like the originals' settings (decision 043).

export const createCrashSettings = ({
  db,
  repository,
  audit,
  clock,
}: {
  db: Database;
  repository: CrashRepository;
  audit: AuditService;
  clock: Clock;
}) => ({
  async view() {
    const row = await repository.settings();
    return {
      maxRoundWinMinor: (row?.maxRoundWinMinor ?? DEFAULT_MAX_ROUND_WIN_MINOR).toString(),
      version: row?.version ?? 1,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  },

  async update(input: { maxRoundWinMinor: bigint; version: number }, actor: AuditActor) {
    if (input.maxRoundWinMinor <= 0n)
      throw new AppError('VALIDATION', 'crash settings', { fields: { maxRoundWinMinor: 'More than zero' } });
    return db.transaction(async (tx) => {
      const before = await repository.lockSettings(tx);
      const version = before?.version ?? 1;
      if (version !== input.version) throw new AppError('STALE_RECORD', `crash settings at version ${version}`);
      const after = { id: 1, maxRoundWinMinor: input.maxRoundWinMinor, version: version + 1, updatedAt: clock.now() };
      await repository.saveSettings(after, tx);
      await audit.record(
        {
          actor,
          action: 'crash.settings.update',
          targetKind: 'originals_game',
          targetId: 'crash',
          detail: {
            before: { maxRoundWinMinor: (before?.maxRoundWinMinor ?? DEFAULT_MAX_ROUND_WIN_MINOR).toString() },
            after: { maxRoundWinMinor: after.maxRoundWinMinor.toString() },
          },
        },
        tx,
      );
      return {
        maxRoundWinMinor: after.maxRoundWinMinor.toString(),
        version: after.version,
        updatedAt: after.updatedAt.toISOString(),
      };
    });
  },
});

export type CrashSettings = ReturnType<typeof createCrashSettings>;
