import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { FeedbackQuestionType, FeedbackStatus } from '@perya/contracts';

import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';

/** Feedback and complaints from members (spec §2.5, §7.3), answered by staff. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    questionType: text('question_type').$type<FeedbackQuestionType>().notNull(),
    content: text('content').notNull(),
    remark: text('remark'),
    /** The member's own proof images (uploads module). */
    imageUploadIds: uuid('image_upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').$type<FeedbackStatus>().notNull().default('OPEN'),
    reply: text('reply'),
    repliedByStaffId: integer('replied_by_staff_id').references(() => staffUsers.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('feedback_member').on(table.memberId, table.createdAt),
    index('feedback_status').on(table.status, table.createdAt),
    check('feedback_status_values', sql`${table.status} in ('OPEN', 'ANSWERED')`),
    check('feedback_images_max', sql`coalesce(array_length(${table.imageUploadIds}, 1), 0) <= 3`),
  ],
);
