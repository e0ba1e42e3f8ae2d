import type { LiveHub } from './events.hub';

/** Session ids are checked in batches of this many (one query each). */
const BATCH = 1_000;

export type SessionSweepDeps = {
  hub: Pick<LiveHub, 'connections' | 'closeSessions'>;
  /** The open ones among these sessions, without extending them. */
  openSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  isMemberActive: (memberId: number) => Promise<boolean>;
};

/**
 * Ends the sockets whose session ended without a notice: idle or absolute expiry (no write
 * happens, so nothing is published), an account no longer active, or a logout notice lost while
 * Redis was away. Revocations are pushed at once; this catches the rest within one interval.
 */
export const sweepSessions = async ({ hub, openSessionIds, isMemberActive }: SessionSweepDeps): Promise<void> => {
  const connections = hub.connections();
  if (connections.length === 0) return;
  const memberIds = [...new Set(connections.map((connection) => connection.memberId))];
  const inactive = new Set<number>();
  for (const memberId of memberIds) if (!(await isMemberActive(memberId))) inactive.add(memberId);
  for (const memberId of inactive) hub.closeSessions(memberId, null, 'ACCOUNT_LOCKED');

  const sessionIds = [
    ...new Set(connections.filter((c) => !inactive.has(c.memberId)).map((connection) => connection.sessionId)),
  ];
  for (let start = 0; start < sessionIds.length; start += BATCH) {
    const batch = sessionIds.slice(start, start + BATCH);
    const open = await openSessionIds(batch);
    const expired = new Set(batch.filter((sessionId) => !open.has(sessionId)));
    for (const connection of connections) {
      if (expired.has(connection.sessionId)) {
        hub.closeSessions(connection.memberId, [connection.sessionId], 'SESSION_EXPIRED');
      }
    }
  }
};
