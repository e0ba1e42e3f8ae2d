import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One-use codes sent by SMS or e-mail, stored hashed, expiring, with a cap on guesses. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    purpose: text('purpose').notNull(),
    /** "63:9171234567" for SMS, the lower-cased address for e-mail. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_destination').on(table.destination, table.purpose, table.createdAt)],
);

/** Every SMS the portal sent or tried to send (the dev provider only records them here). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destination: text('destination').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'SENT' | 'RECORDED' | 'FAILED'>().notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_destination').on(table.destination, table.createdAt)],
);

/** Every e-mail the portal sent or would have sent (without SMTP_URL it stays here). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<'SENT' | 'RECORDED' | 'FAILED'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to').on(table.toAddress, table.createdAt)],
);
