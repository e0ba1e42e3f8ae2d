import type { AgentContractTerms, DownlineKind } from '@perya/contracts';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { members } from '../members/members.tables';

/**
 * An agent's invitation links (register centre, decision 033): /register?affiliateCode=…&invite=code
 * makes a member or an agent under the agent. Links are disabled, never deleted, so a member's
 * registration keeps naming the link it came through.
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: serial('id').primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The ?invite= value: random, unguessable (the link can make agents). */
    code: text('code').notNull(),
    kind: text('kind').$type<DownlineKind>().notNull(),
    /**
     * The contract offered to each account registered through the link (the agents module makes
     * the offer in the registration's transaction). Null: none.
     */
    contractOffer: jsonb('contract_offer').$type<AgentContractTerms>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('invitation_links_code').on(table.code), index('invitation_links_agent').on(table.agentId)],
);

/** Which link each member registered through (one row per member at most). */
export const invitationRegistrations = pgTable(
  'invitation_registrations',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    linkId: integer('link_id')
      .notNull()
      .references(() => invitationLinks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_registrations_link').on(table.linkId)],
);
