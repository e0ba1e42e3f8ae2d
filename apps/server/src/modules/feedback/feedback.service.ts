import type { z } from 'zod';

import type { Feedback, FeedbackPage, FeedbackRequestSchema, FeedbackStatus } from '@perya/contracts';
import { isLanguageCode, textLanguage } from '@perya/contracts';

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { formatMemberTime } from '../../lib/member-time';
import type { AuditActor, AuditService } from '../audit';
import type { MembersService } from '../members';
import type { MessagesService } from '../messages';
import type { UploadsService } from '../uploads';
import { staffUploadUrl, uploadUrl } from '../uploads';
import type { FeedbackRepository, FeedbackRow, StaffFeedbackRow } from './feedback.repository';

type FeedbackInput = z.output<typeof FeedbackRequestSchema>;

export type FeedbackServiceDeps = {
  db: Database;
  feedbackRepository: FeedbackRepository;
  members: Pick<MembersService, 'getMember'>;
  uploads: Pick<UploadsService, 'findOwned'>;
  messages: Pick<MessagesService, 'notifyMember'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
};

/** The title of the platform message that carries an answer, in the member's language. */
const REPLY_TITLE = {
  EN: 'We answered your feedback',
  TY: 'Sinagot namin ang iyong feedback',
  PT: 'Respondemos ao seu feedback',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Plain text as paragraphs of HTML, every character escaped. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** Feedback and complaints: members write (with proof images), staff answer (audited, and the member is told). */
export const createFeedbackService = ({
  db,
  feedbackRepository,
  members,
  uploads,
  messages,
  audit,
  clock,
}: FeedbackServiceDeps) => {
  const toFeedback = (row: FeedbackRow, offset: number): Feedback => ({
    id: row.id,
    questionType: row.questionType,
    content: row.content,
    remark: row.remark,
    imageUrls: row.imageUploadIds.map(uploadUrl),
    status: row.status,
    reply: row.reply,
    time: formatMemberTime(row.createdAt, offset),
    repliedTime: row.repliedAt ? formatMemberTime(row.repliedAt, offset) : null,
  });

  const toStaffFeedback = (row: StaffFeedbackRow) => ({
    ...toFeedback(row, 480),
    imageUrls: row.imageUploadIds.map(staffUploadUrl),
    memberId: row.memberId,
    memberAccount: row.memberAccount,
    repliedBy: row.repliedBy,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async submit(memberId: number, input: FeedbackInput): Promise<Feedback> {
      const member = await members.getMember(memberId);
      const imageUploadIds = [...new Set(input.imageUploadIds.map((id) => id.toLowerCase()))];
      for (const id of imageUploadIds) {
        await uploads.findOwned(id, memberId).catch(() => {
          throw new AppError('VALIDATION', `feedback image ${id} is not the member's`, {
            fields: { imageUploadIds: 'Upload the picture again' },
          });
        });
      }
      const row = await feedbackRepository.insert({
        memberId,
        questionType: input.questionType,
        content: input.content,
        remark: input.remark ? input.remark : null,
        imageUploadIds,
        createdAt: clock.now(),
      });
      return toFeedback(row, member.utcOffsetMinutes);
    },

    async list(memberId: number, page: { pageNo: number; pageSize: number }): Promise<FeedbackPage> {
      const member = await members.getMember(memberId);
      const { rows, total } = await feedbackRepository.listByMember(memberId, {
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      });
      return {
        list: rows.map((row) => toFeedback(row, member.utcOffsetMinutes)),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    async listForStaff(query: { status?: FeedbackStatus | undefined; pageNo: number; pageSize: number }) {
      const { rows, total } = await feedbackRepository.listForStaff({
        status: query.status,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map(toStaffFeedback),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** Answers open feedback once; the member gets the answer as a platform message too. */
    async reply(id: number, reply: string, actor: AuditActor) {
      const existing = await feedbackRepository.findById(id);
      if (!existing) throw new AppError('NOT_FOUND', `feedback ${id}`);
      const member = await members.getMember(existing.memberId);
      const language = textLanguage(isLanguageCode(member.language) ? member.language : 'EN');
      const staffId = actor.kind === 'STAFF' ? actor.id : null;
      await db.transaction(async (tx) => {
        const answered = await feedbackRepository.answer(
          id,
          { reply, repliedByStaffId: staffId, repliedAt: clock.now() },
          tx,
        );
        if (!answered) throw new AppError('ALREADY_PROCESSED', `feedback ${id} is answered already`);
        await audit.record(
          {
            actor,
            action: 'feedback.reply',
            targetKind: 'feedback',
            targetId: id,
            detail: { memberId: existing.memberId },
          },
          tx,
        );
        await messages.notifyMember(
          {
            memberId: existing.memberId,
            category: 'FEEDBACK',
            title: REPLY_TITLE[language],
            content: `${paragraphsOf(reply)}<blockquote>${paragraphsOf(existing.content)}</blockquote>`,
            staffId,
          },
          tx,
        );
      });
      const row = await feedbackRepository.findById(id);
      if (!row) throw new Error(`feedback ${id} vanished`);
      return toStaffFeedback({
        ...row,
        memberAccount: member.account,
        repliedBy: actor.kind === 'SYSTEM' ? null : actor.name,
      });
    },
  };
};

export type FeedbackService = ReturnType<typeof createFeedbackService>;
