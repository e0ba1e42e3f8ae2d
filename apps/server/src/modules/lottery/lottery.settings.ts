import type { LotteryGameDefinition, StaffLotterySetting } from '@perya/contracts';
import { LOTTERY_GAMES, lotteryGameOf } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { LotteryRepository, SettingRow } from './lottery.repository';

// The operator's settings per lottery game (decision 053): on/off, the stake limits, the maximum
// win per line, the per-number exposure cap (the liability a draw accepts on one number or
// combination), when sales close before the draw, and the daily draw time. Staff change them
// through the API (games.manage), versioned and audited; a game without a row plays on defaults.

/** ₱1–₱5,000 a line, ₱5,000,000 at most won by a line, ₱2,000,000 of liability per number per draw. */
const DEFAULTS = {
  enabled: true,
  minBetMinor: 100n,
  maxBetMinor: 500_000n,
  maxWinMinor: 500_000_000n,
  exposureCapMinor: 200_000_000n,
} as const;

export type GameSetting = Omit<SettingRow, 'updatedAt'> & { updatedAt: Date | null };

const defaultOf = (game: LotteryGameDefinition): GameSetting => ({
  gameCode: game.gameCode,
  ...DEFAULTS,
  closeSeconds: game.closeSeconds,
  drawTime: game.schedule.kind === 'daily' ? game.schedule.at : null,
  version: 1,
  updatedAt: null,
});

export const createLotterySettings = ({
  db,
  repository,
  audit,
  clock,
}: {
  db: Database;
  repository: LotteryRepository;
  audit: AuditService;
  clock: Clock;
}) => {
  const all = async (): Promise<Map<string, GameSetting>> => {
    const rows = await repository.settings();
    return new Map(
      LOTTERY_GAMES.map((game) => [
        game.gameCode,
        rows.find((row) => row.gameCode === game.gameCode) ?? defaultOf(game),
      ]),
    );
  };

  const staffView = (setting: GameSetting): StaffLotterySetting => ({
    gameCode: setting.gameCode,
    enabled: setting.enabled,
    minBetMinor: setting.minBetMinor.toString(),
    maxBetMinor: setting.maxBetMinor.toString(),
    maxWinMinor: setting.maxWinMinor.toString(),
    exposureCapMinor: setting.exposureCapMinor.toString(),
    closeSeconds: setting.closeSeconds,
    drawTime: setting.drawTime,
    version: setting.version,
    updatedAt: setting.updatedAt?.toISOString() ?? null,
  });

  return {
    all,

    async of(gameCode: string): Promise<GameSetting> {
      const setting = (await all()).get(gameCode);
      if (!setting) throw new AppError('NOT_FOUND', `lottery game ${gameCode}`);
      return setting;
    },

    async staffList(): Promise<StaffLotterySetting[]> {
      return [...(await all()).values()].map(staffView);
    },

    /** Saves a game's settings (staff, audited with before and after, versioned). */
    async update(
      gameCode: string,
      input: Omit<GameSetting, 'gameCode' | 'updatedAt'>,
      actor: AuditActor,
    ): Promise<StaffLotterySetting> {
      const game = lotteryGameOf(gameCode);
      if (!game) throw new AppError('NOT_FOUND', `lottery game ${gameCode}`);
      const fields: Record<string, string> = {};
      if (input.maxBetMinor < input.minBetMinor) fields.maxBetMinor = 'Not below the minimum bet';
      if (input.maxWinMinor < input.maxBetMinor) fields.maxWinMinor = 'Not below the maximum bet';
      if (game.schedule.kind === 'daily' && input.drawTime === null) fields.drawTime = 'A daily game needs a draw time';
      if (game.schedule.kind === 'every' && input.drawTime !== null)
        fields.drawTime = 'A quick draw runs on its cadence: no draw time';
      if (game.schedule.kind === 'every' && input.closeSeconds >= game.schedule.minutes * 60)
        fields.closeSeconds = 'Sales must stay open part of each period';
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', `lottery ${gameCode} settings`, { fields });
      return db.transaction(async (tx) => {
        const before = (await repository.lockSetting(gameCode, tx)) ?? defaultOf(game);
        if (before.version !== input.version)
          throw new AppError('STALE_RECORD', `lottery ${gameCode} settings at version ${before.version}`);
        const after: SettingRow = { ...input, gameCode, version: before.version + 1, updatedAt: clock.now() };
        await repository.saveSetting(after, tx);
        const plain = (setting: GameSetting) => {
          const view = staffView(setting);
          return { ...view, version: undefined, updatedAt: undefined };
        };
        await audit.record(
          {
            actor,
            action: 'lottery.settings.update',
            targetKind: 'lottery_game',
            targetId: gameCode,
            detail: { before: plain(before), after: plain(after) },
          },
          tx,
        );
        return staffView(after);
      });
    },
  };
};

export type LotterySettings = ReturnType<typeof createLotterySettings>;
