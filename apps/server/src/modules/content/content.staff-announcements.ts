import type { z } from 'zod';

import type {
  AnnouncementUpdateSchema,
  BannerOrderInputSchema,
  StaffAnnouncement,
  StaffAnnouncementListQuerySchema,
} from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { AnnouncementInput } from './content.announcements';
import { columnsOf, requireWindow, textsOf, toStaffAnnouncement } from './content.announcements';
import type { ContentRepository } from './content.repository';
import type { ContentStaffRepository } from './content.staff.repository';
import { requireVersion } from './content.versions';

type AnnouncementUpdate = z.output<typeof AnnouncementUpdateSchema>;
// The list's filters, sort and page; the route handles format=csv itself.
type ListQuery = Omit<z.output<typeof StaffAnnouncementListQuerySchema>, 'format'>;
type BannerOrder = z.output<typeof BannerOrderInputSchema>;

export type StaffAnnouncementsDeps = {
  db: Database;
  contentRepository: ContentRepository;
  staffRepository: ContentStaffRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  /** Called after every change, once committed: the portal's cached copy is dropped. */
  onChange: () => void;
};

const notFound = (id: number) => new AppError('NOT_FOUND', `announcement ${id} not found`);

/**
 * What staff do with announcements (banners by group, notices, popups with their execution,
 * promotions, the notice bar): list, create, edit at the version opened, delete, order a banner
 * group. Every change and its audit entry (before and after) are one transaction.
 */
export const createStaffAnnouncements = ({
  db,
  contentRepository,
  staffRepository,
  audit,
  clock,
  onChange,
}: StaffAnnouncementsDeps) => {
  const record = (
    actor: AuditActor,
    action: string,
    id: number,
    before: StaffAnnouncement | null,
    after: StaffAnnouncement | null,
    executor: Parameters<AuditService['record']>[1],
  ) =>
    audit.record(
      {
        actor,
        action,
        targetKind: 'announcement',
        targetId: id,
        detail: { kind: (after ?? before)?.kind, before, after },
      },
      executor,
    );

  const reread = async (id: number, executor: Parameters<ContentRepository['findAnnouncement']>[1]) => {
    const row = await contentRepository.findAnnouncement(id, executor);
    if (!row) throw notFound(id);
    return toStaffAnnouncement(row);
  };

  const committed = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    onChange();
    return result;
  };

  return {
    async list(query: ListQuery) {
      const { pageNo, pageSize, sort, order, ...filter } = query;
      const { rows, total } = await staffRepository.listAnnouncements(
        { ...filter, sort, order },
        { pageNo, pageSize },
        clock.now(),
      );
      return { list: rows.map(toStaffAnnouncement), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    create: (input: AnnouncementInput, actor: AuditActor) =>
      committed(
        db.transaction(async (tx) => {
          const columns = columnsOf(input, clock.now());
          requireWindow(columns.startsAt, columns.endsAt);
          const row = await contentRepository.insertAnnouncement(columns, tx);
          await contentRepository.replaceAnnouncementTexts(row.id, textsOf(input), tx);
          const after = await reread(row.id, tx);
          await record(actor, 'content.announcement.create', row.id, null, after, tx);
          return after;
        }),
      ),

    update: (id: number, input: AnnouncementUpdate, actor: AuditActor) =>
      committed(
        db.transaction(async (tx) => {
          const existing = await staffRepository.lockAnnouncement(id, tx);
          if (!existing) throw notFound(id);
          requireVersion('announcement', id, existing.version, input.version);
          if (existing.kind !== input.kind) {
            throw new AppError('VALIDATION', `announcement ${id} is a ${existing.kind}`, {
              fields: { kind: `Must stay ${existing.kind}` },
            });
          }
          const before = toStaffAnnouncement(existing);
          const { version: _version, ...fields } = input;
          const { kind: _kind, ...columns } = columnsOf(fields, clock.now());
          // Keeps the original start when none is given.
          const startsAt = fields.startsAt ? columns.startsAt : existing.startsAt;
          requireWindow(startsAt, columns.endsAt);
          await contentRepository.updateAnnouncement(id, { ...columns, startsAt, version: existing.version + 1 }, tx);
          await contentRepository.replaceAnnouncementTexts(id, textsOf(fields), tx);
          const after = await reread(id, tx);
          await record(actor, 'content.announcement.update', id, before, after, tx);
          return after;
        }),
      ),

    remove: (id: number, version: number | undefined, actor: AuditActor) =>
      committed(
        db.transaction(async (tx) => {
          const existing = await staffRepository.lockAnnouncement(id, tx);
          if (!existing) throw notFound(id);
          if (version !== undefined) requireVersion('announcement', id, existing.version, version);
          await contentRepository.deleteAnnouncement(id, tx);
          await record(actor, 'content.announcement.delete', id, toStaffAnnouncement(existing), null, tx);
          return { deleted: true as const };
        }),
      ),

    /**
     * A banner group in the order given: sequence 10, 20, 30 … The ids must be exactly the
     * group's banners (a banner added or removed since the list was opened: STALE_RECORD).
     */
    orderBanners: (input: BannerOrder, actor: AuditActor) =>
      committed(
        db.transaction(async (tx) => {
          const group = await staffRepository.lockBannerGroup(input.groupName, tx);
          const known = new Set(group.map((row) => row.id));
          if (new Set(input.ids).size !== input.ids.length) {
            throw new AppError('VALIDATION', 'banner order repeats an id', { fields: { ids: 'Each banner once' } });
          }
          if (input.ids.length !== known.size || input.ids.some((id) => !known.has(id))) {
            throw new AppError('STALE_RECORD', `banner group ${input.groupName} changed since it was opened`);
          }
          const before = [...group].sort((a, b) => a.sequence - b.sequence || a.id - b.id).map((row) => row.id);
          const now = clock.now();
          for (const [index, id] of input.ids.entries()) {
            await staffRepository.setSequence(id, (index + 1) * 10, now, tx);
          }
          await audit.record(
            {
              actor,
              action: 'content.banner.order',
              targetKind: 'banner_group',
              targetId: input.groupName,
              detail: { before: { ids: before }, after: { ids: input.ids } },
            },
            tx,
          );
          const rows = await staffRepository.listAnnouncementsByIds(input.ids, tx);
          const byId = new Map(rows.map((row) => [row.id, toStaffAnnouncement(row)]));
          return { list: input.ids.flatMap((id) => byId.get(id) ?? []) };
        }),
      ),
  };
};

export type StaffAnnouncements = ReturnType<typeof createStaffAnnouncements>;
