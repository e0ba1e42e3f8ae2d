import { z } from 'zod';

import { LiveCrashPlayersEventSchema, LiveCrashRoundEventSchema, LiveCrashStateEventSchema } from './crash';
import { BalanceSchema } from './wallet';

// Live events (spec §2.4 "live socket-events listener"): one WebSocket per signed-in tab at
// LIVE_EVENTS_PATH. The token goes in the first message, never in the URL (URLs end up in
// access logs); after that the server only pushes and the client only answers pings.

export const LIVE_EVENTS_PATH = '/wps/ws';

/** The first (and only) message a client sends. */
export const LiveAuthMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(128),
});
export type LiveAuthMessage = z.infer<typeof LiveAuthMessageSchema>;

/** Topics a ready socket may follow (decision 054): the crash game's rounds and players. */
export const LIVE_TOPICS = ['crash'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
/** After `ready`, a client may follow or stop following a topic; any other message closes the socket. */
export const LiveTopicMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topic: z.enum(LIVE_TOPICS),
});
export type LiveTopicMessage = z.infer<typeof LiveTopicMessageSchema>;

/** How long the server waits for the auth message before closing the socket. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
/** The largest frame the server accepts: the auth message fits many times over. */
export const LIVE_MAX_MESSAGE_BYTES = 1_024;

/**
 * Close codes: the client stays closed on the ones that mean "your session cannot listen"
 * (until it signs in again) and reconnects with backoff on anything else.
 */
export const LIVE_CLOSE_CODES = {
  /** The server is going away (restart, deploy): reconnect. */
  GOING_AWAY: 1001,
  /** No valid member session, auth timed out, or a message that was not allowed. */
  POLICY: 1008,
  /** The client sent a frame over LIVE_MAX_MESSAGE_BYTES. */
  TOO_BIG: 1009,
  /** The server could not check the session (database down …): reconnect. */
  SERVER_ERROR: 1011,
  /** The session ended (a `logout` event came first). */
  SIGNED_OUT: 4000,
  /** Too many open sockets for this member: the oldest ones are closed. */
  REPLACED: 4001,
} as const;

/** Close codes after which reconnecting with the same token cannot succeed. */
export const LIVE_FINAL_CLOSE_CODES: readonly number[] = [LIVE_CLOSE_CODES.POLICY, LIVE_CLOSE_CODES.SIGNED_OUT];

export const LIVE_LOGOUT_REASONS = [
  /** This session logged out (in another tab sharing it). */
  'LOGGED_OUT',
  /** Signed out from another device (security centre). */
  'SIGNED_OUT_ELSEWHERE',
  /** The password was changed or reset: other sessions end. */
  'PASSWORD_CHANGED',
  /** The account is no longer active (locked by staff). */
  'ACCOUNT_LOCKED',
  /** Idle or absolute expiry. */
  'SESSION_EXPIRED',
] as const;
export const LiveLogoutReasonSchema = z.enum(LIVE_LOGOUT_REASONS);
export type LiveLogoutReason = z.infer<typeof LiveLogoutReasonSchema>;

/** The auth message was accepted: events follow. */
export const LiveReadyEventSchema = z.object({ type: z.literal('ready') });

/**
 * The member's main wallet (the header balance) after a ledger transfer touching the member —
 * holds of pending withdrawals included. `at` is when the server read it.
 */
export const LiveBalanceEventSchema = BalanceSchema.extend({
  type: z.literal('balance'),
  at: z.iso.datetime(),
});

/** Unread counts for the header's red badges. Never sent to trial accounts (spec §6). */
export const LiveUnreadEventSchema = z.object({
  type: z.literal('unread'),
  messages: z.number().int().min(0),
  rewards: z.number().int().min(0),
});

/** A popup for this member (or everyone) changed: refetch the popups. */
export const LivePopupEventSchema = z.object({ type: z.literal('popup'), id: z.string().min(1).max(64) });

/** A contract offer for this member changed: refetch contracts. */
export const LiveContractEventSchema = z.object({ type: z.literal('contract'), id: z.string().min(1).max(64) });

/** The session behind this socket ended; the server closes the socket right after. */
export const LiveLogoutEventSchema = z.object({ type: z.literal('logout'), reason: LiveLogoutReasonSchema });

export const LiveEventSchema = z.discriminatedUnion('type', [
  LiveReadyEventSchema,
  LiveBalanceEventSchema,
  LiveUnreadEventSchema,
  LivePopupEventSchema,
  LiveContractEventSchema,
  LiveLogoutEventSchema,
  LiveCrashStateEventSchema,
  LiveCrashRoundEventSchema,
  LiveCrashPlayersEventSchema,
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveBalanceEvent = z.infer<typeof LiveBalanceEventSchema>;
export type LiveUnreadEvent = z.infer<typeof LiveUnreadEventSchema>;
export type LiveLogoutEvent = z.infer<typeof LiveLogoutEventSchema>;

/** Events other modules push as they are (the rest the events module builds itself). */
export const LivePushedEventSchema = z.discriminatedUnion('type', [LivePopupEventSchema, LiveContractEventSchema]);
export type LivePushedEvent = z.infer<typeof LivePushedEventSchema>;

/** Events of a topic, sent to the sockets following it in every process. */
export const LiveTopicEventSchema = z.discriminatedUnion('type', [
  LiveCrashStateEventSchema,
  LiveCrashRoundEventSchema,
  LiveCrashPlayersEventSchema,
]);
export type LiveTopicEvent = z.infer<typeof LiveTopicEventSchema>;
