import type {
  StaffGame,
  StaffGameBulk,
  StaffGameListQuery,
  StaffGameUpdate,
  StaffVendor,
  StaffVendorUpdate,
} from '@perya/contracts';

import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type {
  GamePatch,
  GamesAdminRepository,
  StaffGameRow,
  StaffVendorRow,
  VendorPatch,
} from './games.admin.repository';

// The back office's Games section (issue 16, decision 030): vendors and games as staff edit them.
// Each edit locks the row, checks the version the editor read (STALE_RECORD), writes, and records
// before and after in the audit log, all in one transaction; then this process's menus and pages
// are dropped (other processes' expire within 30 s).

/** CSV exports stop here: a larger export is a database job, not a page. */
export const CSV_ROW_CAP = 100_000;

const vendorView = (row: StaffVendorRow): StaffVendor => ({
  code: row.code,
  displayName: row.displayName,
  category: row.category,
  sortOrder: row.sortOrder,
  isEnabled: row.isEnabled,
  isMaintenance: row.isMaintenance,
  maintenanceMessage: row.maintenanceMessage,
  maintenanceUntil: row.maintenanceUntil?.toISOString() ?? null,
  gameCount: row.gameCount,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const gameView = (row: StaffGameRow): StaffGame => ({
  nodeId: row.nodeId,
  vendorCode: row.vendorCode,
  gameCode: row.gameCode,
  gameType: row.gameType,
  displayName: row.displayName,
  classify: (row.classify as StaffGame['classify']) ?? null,
  isHot: row.isHot,
  isNew: row.isNew,
  isMaintenance: row.isMaintenance,
  isEnabled: row.isEnabled,
  sortOrder: row.sortOrder,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const definedOf = <T extends Record<string, unknown>>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Only the fields that change, before and after (what the audit keeps). */
const changesOf = (before: Record<string, unknown>, patch: Record<string, unknown>) => {
  const keys = Object.keys(patch).filter((key) => before[key] !== patch[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, patch[key]])),
  };
};

/** A cell as spreadsheets read it: quoted, and never a formula (=, +, -, @ are prefixed by '). */
export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const GAME_CSV_COLUMNS = [
  'nodeId',
  'vendorCode',
  'gameCode',
  'gameType',
  'displayName',
  'classify',
  'isEnabled',
  'isMaintenance',
  'isHot',
  'isNew',
  'sortOrder',
  'version',
  'updatedAt',
] as const;

export const createGamesStaff = ({
  db,
  audit,
  gamesAdminRepository: repository,
  catalogueChanged,
}: {
  db: Database;
  audit: AuditService;
  gamesAdminRepository: GamesAdminRepository;
  catalogueChanged: () => void;
}) => {
  // Shared by one edit and a bulk edit: lock, check every version, write, audit each game.
  const updateMany = async (
    nodeIds: number[],
    versions: number[],
    patch: GamePatch,
    actor: AuditActor,
    action: string,
  ): Promise<StaffGame[]> => {
    const saved = await db.transaction(async (tx) => {
      const current = await repository.lockGames(nodeIds, tx);
      if (current.length !== nodeIds.length) {
        const found = new Set(current.map((row) => row.nodeId));
        throw new AppError('NOT_FOUND', `no game ${nodeIds.find((id) => !found.has(id))}`);
      }
      const byId = new Map(current.map((row) => [row.nodeId, row]));
      nodeIds.forEach((nodeId, index) => {
        const row = byId.get(nodeId);
        if (row && row.version !== versions[index])
          throw new AppError(
            'STALE_RECORD',
            `game ${nodeId} is at version ${row.version}, the edit read ${versions[index]}`,
          );
      });
      const rows = await repository.updateGames(nodeIds, patch, tx);
      for (const row of rows) {
        const before = byId.get(row.nodeId);
        if (!before) continue;
        await audit.record(
          {
            actor,
            action,
            targetKind: 'game',
            targetId: row.nodeId,
            detail: changesOf(before as unknown as Record<string, unknown>, patch as Record<string, unknown>),
          },
          tx,
        );
      }
      return rows;
    });
    catalogueChanged();
    return saved.map(gameView);
  };

  return {
    async listVendors(): Promise<{ list: StaffVendor[] }> {
      return { list: (await repository.listVendors()).map(vendorView) };
    },

    async updateVendor(code: string, input: StaffVendorUpdate, actor: AuditActor): Promise<StaffVendor> {
      const { version, maintenanceUntil, ...rest } = input;
      const patch: VendorPatch = definedOf({
        ...rest,
        ...(maintenanceUntil === undefined
          ? {}
          : { maintenanceUntil: maintenanceUntil === null ? null : new Date(maintenanceUntil) }),
      });
      const saved = await db.transaction(async (tx) => {
        const current = await repository.lockVendor(code, tx);
        if (!current) throw new AppError('NOT_FOUND', `no vendor ${code}`);
        if (current.version !== version)
          throw new AppError(
            'STALE_RECORD',
            `vendor ${code} is at version ${current.version}, the edit read ${version}`,
          );
        const row = await repository.updateVendor(code, patch, tx);
        if (!row) throw new AppError('NOT_FOUND', `no vendor ${code}`);
        const view = (vendor: typeof row) => ({
          ...vendor,
          maintenanceUntil: vendor.maintenanceUntil?.toISOString() ?? null,
        });
        const changes = changesOf(view(current), view(row) as unknown as Record<string, unknown>);
        delete changes.before.version;
        delete changes.after.version;
        delete changes.before.updatedAt;
        delete changes.after.updatedAt;
        await audit.record(
          { actor, action: 'games.vendor', targetKind: 'game_vendor', targetId: code, detail: changes },
          tx,
        );
        return { ...row, gameCount: await repository.countGamesOf(code, tx) };
      });
      catalogueChanged();
      return vendorView(saved);
    },

    /**
     * Ends the maintenance of every vendor whose end time (`maintenanceUntil`) has passed, each
     * with an audit entry by the system; the scheduler runs it every minute (decision 030).
     * Idempotent and safe with several processes: a vendor already ended is no longer due.
     */
    async endDueMaintenance(now: Date): Promise<string[]> {
      const ended = await db.transaction(async (tx) => {
        const rows = await repository.endDueMaintenance(now, tx);
        for (const row of rows) {
          await audit.record(
            {
              actor: { kind: 'SYSTEM', name: 'maintenance window' },
              action: 'games.vendor.maintenance-ended',
              targetKind: 'game_vendor',
              targetId: row.code,
              detail: {
                before: { isMaintenance: true, maintenanceUntil: row.until.toISOString() },
                after: { isMaintenance: false, maintenanceUntil: null },
              },
            },
            tx,
          );
        }
        return rows.map((row) => row.code);
      });
      if (ended.length > 0) catalogueChanged();
      return ended;
    },

    async listGames(query: StaffGameListQuery) {
      const { rows, total } = await repository.listGames(query, query.pageSize, (query.pageNo - 1) * query.pageSize);
      return {
        list: rows.map(gameView),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Every game the filter matches (up to the cap), as CSV with a header row. */
    async exportGames(query: StaffGameListQuery): Promise<string> {
      const { rows } = await repository.listGames(query, CSV_ROW_CAP, 0);
      const lines = [GAME_CSV_COLUMNS.join(',')];
      for (const row of rows) {
        const view = gameView(row);
        lines.push(GAME_CSV_COLUMNS.map((column) => csvCell(view[column])).join(','));
      }
      return `${lines.join('\r\n')}\r\n`;
    },

    async updateGame(nodeId: number, input: StaffGameUpdate, actor: AuditActor): Promise<StaffGame> {
      const { version, ...rest } = input;
      const [saved] = await updateMany([nodeId], [version], definedOf(rest), actor, 'games.game');
      if (!saved) throw new AppError('NOT_FOUND', `no game ${nodeId}`);
      return saved;
    },

    /** The same flags on many games at once; every game's version must still be the one read. */
    async bulkUpdate(input: StaffGameBulk, actor: AuditActor): Promise<{ updated: number }> {
      if (input.nodeIds.length !== input.versions.length)
        throw new AppError('VALIDATION', 'one version per game', { fields: { versions: 'One version per game' } });
      if (new Set(input.nodeIds).size !== input.nodeIds.length)
        throw new AppError('VALIDATION', 'a game listed twice', { fields: { nodeIds: 'A game is listed twice' } });
      const saved = await updateMany(input.nodeIds, input.versions, definedOf(input.set), actor, 'games.bulk');
      return { updated: saved.length };
    },
  };
};
