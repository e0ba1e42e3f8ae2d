import type { z } from 'zod';

import type {
  AnnouncementInputSchema,
  AnnouncementKind,
  Announcements,
  AnnouncementTypeCode,
  Banner,
  BannerGroup,
  ContentTexts,
  LanguageCode,
  LinkageType,
  NoticePage,
  PlayerNotice,
  PopupExecution,
  PromotionCategory,
  StaffAnnouncement,
} from '@perya/contracts';
import { ANNOUNCEMENT_KIND_BY_CODE, CONTENT_LANGUAGES, pickLanguageText } from '@perya/contracts';

import { cached } from '../../lib/cached';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { formatMemberTime } from '../../lib/member-time';
import type { AnnouncementWithTexts, ContentRepository } from './content.repository';
import { sanitizeRichText, toPlainText } from './content.sanitize';

export type AnnouncementInput = z.output<typeof AnnouncementInputSchema>;

/** Guests read times at Manila's offset, as the site does. */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;

/** Who asks for announcements: popups and times depend on it. */
export type Viewer = { kind: 'guest' } | { kind: 'staff' } | { kind: 'player'; memberId: number; sessionId: string };

/** What announcements need to know about a signed-in player (from the members and session modules). */
export type ViewerLookups = {
  utcOffsetOf: (memberId: number) => Promise<number>;
  /** Whether this session is the member's first ever (popups with execution F). */
  isFirstSession: (sessionId: string, memberId: number) => Promise<boolean>;
  /** Whether the player is a trial (free-play) account: the members' popups are not for them. */
  isTrial: (memberId: number) => Promise<boolean>;
};

export type AnnouncementsServiceDeps = {
  contentRepository: ContentRepository;
  clock: Clock;
  viewers: ViewerLookups;
};

/** The text a reader of `language` sees: theirs, else a stand-in, else English, else any (pickLanguageText). */
const textOf = (row: AnnouncementWithTexts, language: LanguageCode) =>
  pickLanguageText(Object.fromEntries(row.texts.map((text) => [text.language, text])), language) ?? {
    title: '',
    content: '',
    imageUrl: null,
  };

/** The picture a reader of `language` sees: the one drawn for their text's language, else the announcement's. */
const imageOf = (row: AnnouncementWithTexts, language: LanguageCode, fallback: string): string =>
  textOf(row, language).imageUrl ?? fallback;

/** Promotion pictures with the first (the card) in the reader's language. */
const promotionImagesOf = (row: AnnouncementWithTexts, language: LanguageCode) => {
  const [first, ...rest] = [...row.images].sort((a, b) => a.sequence - b.sequence);
  const localized = textOf(row, language).imageUrl;
  if (!localized) return first ? [first, ...rest] : [];
  return [{ url: localized, sequence: first?.sequence ?? 0 }, ...rest];
};

export const toStaffAnnouncement = (row: AnnouncementWithTexts): StaffAnnouncement => {
  const texts = Object.fromEntries(
    row.texts.map((text) => [
      text.language,
      { title: text.title, content: text.content, ...(text.imageUrl ? { imageUrl: text.imageUrl } : {}) },
    ]),
  ) as Partial<ContentTexts>;
  return {
    id: row.id,
    kind: row.kind,
    texts: {
      EN: texts.EN ?? { title: '', content: '' },
      ...(texts.TY ? { TY: texts.TY } : {}),
      ...(texts.PT ? { PT: texts.PT } : {}),
    },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
    sequence: row.sequence,
    groupName: (row.groupName as BannerGroup | null) ?? null,
    url: row.url,
    linkageType: (row.linkageType as LinkageType | null) ?? null,
    linkage: row.linkage,
    execution: (row.execution as PopupExecution | null) ?? null,
    category: (row.category as PromotionCategory | null) ?? null,
    images: [...row.images].sort((a, b) => a.sequence - b.sequence),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
};

/** The columns of one kind; the others stay null. */
export const columnsOf = (input: AnnouncementInput, now: Date) => {
  const common = {
    kind: input.kind,
    startsAt: input.startsAt ? new Date(input.startsAt) : now,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    enabled: input.enabled,
    sequence: input.sequence,
    groupName: null,
    url: null,
    linkageType: null,
    linkage: null,
    execution: null,
    category: null,
    images: [],
    updatedAt: now,
  };
  switch (input.kind) {
    case 'BANNER':
      return {
        ...common,
        groupName: input.groupName,
        url: input.url,
        linkageType: input.linkageType,
        linkage: input.linkageType === 'NONE' ? '' : input.linkage,
      };
    case 'POPUP':
      return { ...common, execution: input.execution };
    case 'PROMOTION':
      return { ...common, category: input.category, images: [...input.images].sort((a, b) => a.sequence - b.sequence) };
    case 'PLAYER':
    case 'MARQUEE':
      return common;
  }
};

export const requireWindow = (startsAt: Date, endsAt: Date | null) => {
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError('VALIDATION', 'announcement ends before it starts', {
      fields: { endsAt: 'Must be after the start' },
    });
  }
};

/** Texts as stored: titles plain, content cleaned HTML (plain text for the notice bar). */
export const textsOf = (input: AnnouncementInput) =>
  CONTENT_LANGUAGES.flatMap((language) => {
    const text = input.texts[language];
    if (!text) return [];
    return [
      {
        language,
        title: toPlainText(text.title),
        content: input.kind === 'MARQUEE' ? toPlainText(text.content) : sanitizeRichText(text.content),
        imageUrl: (input.kind === 'BANNER' || input.kind === 'PROMOTION') && text.imageUrl ? text.imageUrl : null,
      },
    ];
  });

/** The popup audiences of a viewer (spec §3): A signed in, B signed out, F first login. */
const popupAudiences = async (viewer: Viewer, viewers: ViewerLookups): Promise<PopupExecution[]> => {
  if (viewer.kind !== 'player') return ['B'];
  // A trial account plays with play money and can claim nothing: a welcome bonus or a cashback
  // offer (A, F) would promise it what it cannot have (issue 22 item 18, decision 024).
  if (await viewers.isTrial(viewer.memberId)) return [];
  return (await viewers.isFirstSession(viewer.sessionId, viewer.memberId)) ? ['A', 'F'] : ['A'];
};

export const createAnnouncementsService = ({ contentRepository, clock, viewers }: AnnouncementsServiceDeps) => {
  // The home page asks on every visit: what is live is kept for 5 s (writes here drop it at once).
  const live = cached(() => contentRepository.listLiveAnnouncements(clock.now()), 5000, clock);
  const showing = async (kind: AnnouncementKind): Promise<AnnouncementWithTexts[]> => {
    const now = clock.now().getTime();
    return (await live.get()).filter(
      (row) =>
        row.kind === kind && row.startsAt.getTime() <= now && (row.endsAt === null || row.endsAt.getTime() > now),
    );
  };
  const offsetOf = async (viewer: Viewer) =>
    viewer.kind === 'player' ? viewers.utcOffsetOf(viewer.memberId) : DEFAULT_UTC_OFFSET_MINUTES;

  const toNotice = (row: AnnouncementWithTexts, language: LanguageCode, offset: number): PlayerNotice => {
    const text = textOf(row, language);
    return {
      id: row.id,
      title: text.title,
      content: text.content,
      time: formatMemberTime(row.startsAt, offset),
      startsAt: row.startsAt.toISOString(),
    };
  };

  return {
    /** GET /wps/announcements: what is showing now, of the types asked for, in the caller's language. */
    async getAnnouncements(
      query: { types: AnnouncementTypeCode[]; execution?: PopupExecution | undefined },
      language: LanguageCode,
      viewer: Viewer,
    ): Promise<Announcements> {
      const kinds = new Set(query.types.map((code) => ANNOUNCEMENT_KIND_BY_CODE[code]));
      const offset = await offsetOf(viewer);
      const time = (row: AnnouncementWithTexts) => formatMemberTime(row.startsAt, offset);
      const result: Announcements = { banners: [], player: [], popup: [], promotion: [], marquee: [] };
      if (kinds.has('BANNER')) {
        result.banners = (await showing('BANNER')).map((row): Banner => ({
          id: row.id,
          groupName: row.groupName as BannerGroup,
          url: imageOf(row, language, row.url ?? ''),
          linkageType: (row.linkageType as LinkageType | null) ?? 'NONE',
          linkage: row.linkage ?? '',
          title: textOf(row, language).title,
          sequence: row.sequence,
        }));
      }
      if (kinds.has('PLAYER')) result.player = (await showing('PLAYER')).map((row) => toNotice(row, language, offset));
      if (kinds.has('POPUP')) {
        const audiences = await popupAudiences(viewer, viewers);
        const wanted = query.execution ? audiences.filter((audience) => audience === query.execution) : audiences;
        result.popup = (await showing('POPUP'))
          .filter((row) => wanted.includes(row.execution as PopupExecution))
          .map((row) => {
            const text = textOf(row, language);
            return {
              id: row.id,
              title: text.title,
              content: text.content,
              execution: row.execution as PopupExecution,
              time: time(row),
            };
          });
      }
      if (kinds.has('PROMOTION')) {
        result.promotion = (await showing('PROMOTION')).map((row) => {
          const text = textOf(row, language);
          return {
            id: row.id,
            title: text.title,
            category: row.category as PromotionCategory,
            content: text.content,
            announcementImages: promotionImagesOf(row, language),
            time: time(row),
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt?.toISOString() ?? null,
          };
        });
      }
      if (kinds.has('MARQUEE')) {
        result.marquee = (await showing('MARQUEE')).map((row) => ({
          id: row.id,
          content: textOf(row, language).content,
          time: time(row),
        }));
      }
      return result;
    },

    /** GET /wps/notices: player notices showing now, newest first. */
    async listNotices(
      page: { pageNo: number; pageSize: number },
      language: LanguageCode,
      viewer: Viewer,
    ): Promise<NoticePage> {
      const offset = await offsetOf(viewer);
      const rows = [...(await showing('PLAYER'))].sort(
        (a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id,
      );
      const start = (page.pageNo - 1) * page.pageSize;
      return {
        list: rows.slice(start, start + page.pageSize).map((row) => toNotice(row, language, offset)),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total: rows.length,
        totalPages: Math.ceil(rows.length / page.pageSize),
      };
    },

    /** A promotion's pictures need its title (generated images); null when there is no such promotion. */
    async findTitle(id: number): Promise<string | null> {
      const row = await contentRepository.findAnnouncement(id);
      return row ? textOf(row, 'EN').title : null;
    },

    /** Forgets what is live (after a staff change): the next reader sees it at once. */
    refresh: () => live.invalidate(),
  };
};

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
