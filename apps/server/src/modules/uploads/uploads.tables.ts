import { customType, index, integer, pgTable, text, timestamp, uuid, bigint } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images members send as proof (deposit slips, payout disputes). Stored re-encoded, without
 * metadata, in the database: one backup holds everything, and the files are small (≤ 1600 px).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    purpose: text('purpose').$type<'PROOF'>().notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('uploads_member').on(table.memberId, table.createdAt)],
);
