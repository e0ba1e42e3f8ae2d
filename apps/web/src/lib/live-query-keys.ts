// Query keys that live events write or invalidate, while other features own the queries.
// Features never import each other (lint), so the keys they share live here.

/** The header balance: features/wallet fetches it; a pushed `balance` event is written into it. */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

/**
 * The popups the portal shows: features/home's announcements query (which carries the popups)
 * starts with this key, so a `popup` event invalidating it makes them load again.
 */
export const POPUPS_QUERY_KEY = ['content', 'announcements'] as const;

/** Contract offers (the contract popup): invalidated on a `contract` event. */
export const CONTRACTS_QUERY_KEY = ['contracts'] as const;

/** Everything live events keep themselves; dropped when the session ends. */
export const LIVE_QUERY_KEY = ['live'] as const;

/** Unread counts pushed by the server ({ messages, rewards }), for the header's red badges. */
export const LIVE_UNREAD_QUERY_KEY = [...LIVE_QUERY_KEY, 'unread'] as const;
