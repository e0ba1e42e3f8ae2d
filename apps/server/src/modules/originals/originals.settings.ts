import {
  CRASH_RTP,
  DICE_RTP,
  KENO_PICK_COUNTS,
  KENO_RISKS,
  KENO_TABLES,
  LIMBO_RTP,
  MINES_RTP,
  MINIMUM_STAKES_MINOR,
  ORIGINALS_HOUSE_EDGE_BPS,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PERYA_LIGHTS,
  PLINKO_TABLES,
  toPercent,
} from '@perya/games';
import type { OriginalsGame, OriginalsGameInfo, StaffOriginalsSetting } from '@perya/contracts';
import { ORIGINALS_GAME_CODES, ORIGINALS_GAMES } from '@perya/contracts';

import type { Database } from '../../db/client';
import { cached } from '../../lib/cached';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { OriginalsRepository, SettingRow } from './originals.repository';

// The operator's settings per original (enabled, bet limits, maximum win per bet) as data, and
// the RTP each game shows, from packages/games' constants (never a figure typed here).

/** How long the settings read are kept (the players' side of a staff change waits at most this). */
const SETTINGS_TTL_MS = 1_000;

/** What a game plays on until staff save settings for it: ₱1 to ₱10,000 a bet, ₱1,000,000 at most won. */
const DEFAULTS = { enabled: true, minBetMinor: 100n, maxBetMinor: 1_000_000n, maxWinMinor: 100_000_000n } as const;

export type GameSetting = Omit<SettingRow, 'updatedAt'> & { updatedAt: Date | null };

const defaultOf = (game: OriginalsGame): GameSetting => ({ game, ...DEFAULTS, version: 1, updatedAt: null });

/** The table RTPs of plinko and keno by configuration, and the game's lowest (the one to quote). */
const rtpOf = (game: OriginalsGame): { rtpPercent: string; tableRtpPercent: Record<string, string> } => {
  const tables: Record<string, string> = {};
  if (game === 'plinko')
    for (const rows of PLINKO_ROWS)
      for (const risk of PLINKO_RISKS) tables[`${rows}:${risk}`] = PLINKO_TABLES[risk][rows].rtpPercent;
  if (game === 'keno')
    for (const picks of KENO_PICK_COUNTS)
      for (const risk of KENO_RISKS) tables[`${picks}:${risk}`] = KENO_TABLES[risk][picks].rtpPercent;
  const single = { dice: DICE_RTP, limbo: LIMBO_RTP, mines: MINES_RTP, crash: CRASH_RTP } as const;
  // The slot's RTP is its config's declared figure, which packages/games' tests hold to slotRtp.
  const rtpPercent =
    game === 'slot'
      ? PERYA_LIGHTS.rtpPercent
      : game === 'dice' || game === 'limbo' || game === 'mines' || game === 'crash'
        ? toPercent(single[game], 4)
        : Object.values(tables).sort((left, right) => Number(left) - Number(right))[0]!;
  return { rtpPercent, tableRtpPercent: tables };
};
const RTP = Object.fromEntries(ORIGINALS_GAMES.map((game) => [game, rtpOf(game)])) as Record<
  OriginalsGame,
  ReturnType<typeof rtpOf>
>;

// The instant games share one edge constant; the slot's edge is what its RTP leaves.
const houseEdgeBpsOf = (game: OriginalsGame): number =>
  game === 'slot' ? Math.round((100 - Number(RTP.slot.rtpPercent)) * 100) : ORIGINALS_HOUSE_EDGE_BPS;

/** The highest table RTP of plinko and keno (staff see the range); the one RTP of the others. */
const maxRtpOf = (game: OriginalsGame): string =>
  Object.values(RTP[game].tableRtpPercent).sort((left, right) => Number(right) - Number(left))[0] ??
  RTP[game].rtpPercent;

export const createOriginalsSettings = ({
  db,
  repository,
  audit,
  clock,
}: {
  db: Database;
  repository: OriginalsRepository;
  audit: AuditService;
  clock: Clock;
}) => {
  // Every bet of every original reads these (crash's 1,000 a round among them): kept for a second.
  // A save in this process forgets them at once; other processes see it within SETTINGS_TTL_MS.
  const settings = cached(
    async (): Promise<Record<OriginalsGame, GameSetting>> => {
      const rows = await repository.settings();
      return Object.fromEntries(
        ORIGINALS_GAMES.map((game) => [game, rows.find((row) => row.game === game) ?? defaultOf(game)]),
      ) as Record<OriginalsGame, GameSetting>;
    },
    SETTINGS_TTL_MS,
    clock,
  );
  const all = () => settings.get();

  const staffView = (setting: GameSetting): StaffOriginalsSetting => ({
    game: setting.game as OriginalsGame,
    enabled: setting.enabled,
    minBetMinor: setting.minBetMinor.toString(),
    maxBetMinor: setting.maxBetMinor.toString(),
    maxWinMinor: setting.maxWinMinor.toString(),
    floorMinBetMinor: MINIMUM_STAKES_MINOR[setting.game as OriginalsGame].toString(),
    houseEdgeBps: houseEdgeBpsOf(setting.game as OriginalsGame),
    rtpPercent: RTP[setting.game as OriginalsGame].rtpPercent,
    maxRtpPercent: maxRtpOf(setting.game as OriginalsGame),
    version: setting.version,
    updatedAt: setting.updatedAt?.toISOString() ?? null,
  });

  return {
    async of(game: OriginalsGame): Promise<GameSetting> {
      return (await all())[game];
    },

    /** Every game as players see it: limits and RTP. */
    async games(): Promise<OriginalsGameInfo[]> {
      const settings = await all();
      return ORIGINALS_GAMES.map((game) => ({
        game,
        gameCode: ORIGINALS_GAME_CODES[game],
        enabled: settings[game].enabled,
        minBetMinor: settings[game].minBetMinor.toString(),
        maxBetMinor: settings[game].maxBetMinor.toString(),
        maxWinMinor: settings[game].maxWinMinor.toString(),
        houseEdgeBps: houseEdgeBpsOf(game),
        ...RTP[game],
      }));
    },

    async staffList(): Promise<StaffOriginalsSetting[]> {
      const settings = await all();
      return ORIGINALS_GAMES.map((game) => staffView(settings[game]));
    },

    /**
     * Saves a game's settings (staff, audited with before and after). The minimum bet may not go
     * below the game's floor (MINIMUM_STAKES_MINOR: under it, flooring payouts to the centavo
     * costs players more than the house edge); the maximum win must cover a winning maximum bet
     * at least once over.
     */
    async update(
      game: OriginalsGame,
      input: { enabled: boolean; minBetMinor: bigint; maxBetMinor: bigint; maxWinMinor: bigint; version: number },
      actor: AuditActor,
    ): Promise<StaffOriginalsSetting> {
      const fields: Record<string, string> = {};
      const floor = MINIMUM_STAKES_MINOR[game];
      if (input.minBetMinor < floor) fields.minBetMinor = `At least ${floor} centavos for this game`;
      if (input.maxBetMinor < input.minBetMinor) fields.maxBetMinor = 'Not below the minimum bet';
      if (input.maxWinMinor < input.maxBetMinor) fields.maxWinMinor = 'Not below the maximum bet';
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', `originals ${game} settings`, { fields });
      const saved = await db.transaction(async (tx) => {
        const before = (await repository.lockSetting(game, tx)) ?? defaultOf(game);
        if (before.version !== input.version)
          throw new AppError('STALE_RECORD', `originals ${game} settings at version ${before.version}`);
        const after: SettingRow = {
          game,
          enabled: input.enabled,
          minBetMinor: input.minBetMinor,
          maxBetMinor: input.maxBetMinor,
          maxWinMinor: input.maxWinMinor,
          version: before.version + 1,
          updatedAt: clock.now(),
        };
        await repository.saveSetting(after, tx);
        const plain = (setting: GameSetting) => ({
          enabled: setting.enabled,
          minBetMinor: setting.minBetMinor.toString(),
          maxBetMinor: setting.maxBetMinor.toString(),
          maxWinMinor: setting.maxWinMinor.toString(),
        });
        await audit.record(
          {
            actor,
            action: 'originals.settings.update',
            targetKind: 'originals_game',
            targetId: game,
            detail: { before: plain(before), after: plain(after) },
          },
          tx,
        );
        return staffView(after);
      });
      settings.invalidate();
      return saved;
    },
  };
};

export type OriginalsSettings = ReturnType<typeof createOriginalsSettings>;
