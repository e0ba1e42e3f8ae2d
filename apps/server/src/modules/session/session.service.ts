import { randomUUID } from 'node:crypto';

import Bowser from 'bowser';

import type { SecondFactorMethod } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import { generateToken, hashToken } from '../../lib/tokens';
import type { LoginChallengeRow, SessionRepository, SessionRow } from './session.repository';
import type { SessionMethod } from './session.tables';

export type SessionPolicy = {
  memberIdleMinutes: number;
  memberMaxHours: number;
  staffIdleMinutes: number;
  staffMaxHours: number;
};

export type SessionServiceDeps = { sessionRepository: SessionRepository; clock: Clock; policy: SessionPolicy };

export type ClientContext = { ip: string; userAgent: string };

/** Who a bearer token belongs to. */
export type SessionSubject =
  | { sessionId: string; kind: 'MEMBER'; memberId: number; mustChangePassword: boolean }
  | { sessionId: string; kind: 'STAFF'; staffId: number };

export type OpenMemberSessionOptions = { method: SessionMethod; mustChangePassword?: boolean };

/** Why a session was ended (stored as the session's revoked reason). */
export type SessionEndReason = 'logout' | 'signed out from another device' | 'password changed' | 'password reset';

/** Member sessions that just ended, for listeners (the events module closes their sockets). */
export type EndedSessions = { memberId: number; sessionIds: string[]; reason: SessionEndReason };
export type SessionsEndedListener = (ended: EndedSessions) => void;

export type OpenedSession = { sessionId: string; token: string };

export type DeviceView = {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

const minutes = (count: number) => count * 60_000;
/** last_seen is written at most once a minute per session: a read per request, not a write. */
const TOUCH_EVERY_MS = 60_000;
/**
 * An open session is remembered this long, so most requests need no database read to know who
 * is calling. Ending a session in this process takes effect at once; in another process within
 * this time.
 */
const SESSION_CACHE_MS = 5_000;
const LOGIN_CHALLENGE_MINUTES = 10;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

const describeDevice = (userAgent: string): string => {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? 'Browser';
  const os = parsed.os.name ?? parsed.platform.type ?? 'unknown system';
  return `${browser} on ${os}`;
};

export const createSessionService = ({ sessionRepository, clock, policy }: SessionServiceDeps) => {
  const openSessions = createTtlCache<string, SessionRow>({ ttlMs: SESSION_CACHE_MS, maxEntries: 100_000, clock });
  const forgetSessions = (ids: Iterable<string>) => {
    const ended = new Set(ids);
    openSessions.deleteWhere((row) => ended.has(row.id));
  };
  const endedListeners = new Set<SessionsEndedListener>();
  // Told after the revocation is written (each revoke is its own statement, committed at once).
  const tellEnded = (ended: EndedSessions) => {
    if (ended.sessionIds.length === 0) return;
    for (const listener of endedListeners) listener(ended);
  };
  const revoke = async (sessionId: string, reason: SessionEndReason): Promise<boolean> => {
    forgetSessions([sessionId]);
    const revoked = await sessionRepository.revoke(sessionId, reason);
    forgetSessions([sessionId]); // a request that read the session while it was being revoked must not keep it
    for (const row of revoked) {
      if (row.memberId !== null) tellEnded({ memberId: row.memberId, sessionIds: [row.id], reason });
    }
    return revoked.length > 0;
  };

  const open = async (
    subject: { kind: 'MEMBER'; memberId: number } | { kind: 'STAFF'; staffId: number },
    client: ClientContext,
    options: OpenMemberSessionOptions,
  ): Promise<OpenedSession> => {
    const now = clock.now();
    const isStaff = subject.kind === 'STAFF';
    const token = generateToken();
    const sessionId = randomUUID();
    await sessionRepository.insertSession({
      id: sessionId,
      tokenHash: hashToken(token),
      subjectKind: subject.kind,
      memberId: subject.kind === 'MEMBER' ? subject.memberId : null,
      staffId: subject.kind === 'STAFF' ? subject.staffId : null,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 512),
      device: describeDevice(client.userAgent),
      method: options.method,
      mustChangePassword: options.mustChangePassword ?? false,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + minutes(isStaff ? policy.staffIdleMinutes : policy.memberIdleMinutes)),
      expiresAt: new Date(now.getTime() + minutes((isStaff ? policy.staffMaxHours : policy.memberMaxHours) * 60)),
    });
    return { sessionId, token };
  };

  return {
    /** Opens a member session and remembers the address; says whether it is the member's first. */
    async openMemberSession(memberId: number, client: ClientContext, options: OpenMemberSessionOptions) {
      const firstTimeLogin = !(await sessionRepository.memberHasHadSession(memberId));
      const opened = await open({ kind: 'MEMBER', memberId }, client, options);
      await sessionRepository.upsertKnownIp(memberId, client.ip);
      return { ...opened, firstTimeLogin };
    },

    /** Whether `sessionId` is the member's first session ever: the "first login" of spec §3 popups (execution F). */
    async isFirstSession(sessionId: string, memberId: number): Promise<boolean> {
      return (await sessionRepository.findFirstSessionId(memberId)) === sessionId;
    },

    openStaffSession: (staffId: number, client: ClientContext) =>
      open({ kind: 'STAFF', staffId }, client, { method: 'PASSWORD' }),

    /** The member changed the password: no session of theirs is held to change it any more. */
    async passwordChanged(memberId: number): Promise<void> {
      await sessionRepository.clearMustChangePassword(memberId);
      openSessions.deleteWhere((row) => row.memberId === memberId);
    },

    /** The subject of an open session, extending its idle expiry; null for anything else. */
    async authenticate(token: string): Promise<SessionSubject | null> {
      const now = clock.now();
      // Remembered by the token itself (this process already holds it in memory while serving the
      // request): a hit needs no hashing. Only the hash is ever stored.
      let row = openSessions.get(token);
      if (!row || row.expiresAt <= now || row.idleExpiresAt <= now) {
        row = await sessionRepository.findOpenByTokenHash(hashToken(token), now);
        if (!row) {
          openSessions.delete(token);
          return null;
        }
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        const idle = row.subjectKind === 'STAFF' ? policy.staffIdleMinutes : policy.memberIdleMinutes;
        const idleExpiresAt = new Date(now.getTime() + minutes(idle));
        await sessionRepository.touch(row.id, now, idleExpiresAt);
        row = { ...row, lastSeenAt: now, idleExpiresAt };
      }
      openSessions.set(token, row);
      if (row.subjectKind === 'STAFF' && row.staffId !== null)
        return { sessionId: row.id, kind: 'STAFF', staffId: row.staffId };
      if (row.subjectKind === 'MEMBER' && row.memberId !== null) {
        return {
          sessionId: row.id,
          kind: 'MEMBER',
          memberId: row.memberId,
          mustChangePassword: row.mustChangePassword,
        };
      }
      return null;
    },

    revoke,

    /** Ends every session of a member but one (or all); returns the ended ids. */
    async revokeMemberSessions(memberId: number, reason: SessionEndReason, exceptSessionId: string | null = null) {
      const forget = () => openSessions.deleteWhere((row) => row.memberId === memberId && row.id !== exceptSessionId);
      forget();
      const ended = await sessionRepository.revokeMemberSessions(memberId, reason, exceptSessionId);
      forget(); // a request that read the session while it was being revoked must not keep it
      tellEnded({ memberId, sessionIds: ended, reason });
      return ended;
    },

    /**
     * Listens to member sessions ending (logout, signed out elsewhere, password changed); returns
     * the function that stops listening. Expiry is not told: it happens without a write.
     */
    onSessionsEnded(listener: SessionsEndedListener): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Which of these sessions are still open, without extending them (an idle check). */
    async openSessionIds(sessionIds: string[]): Promise<Set<string>> {
      return new Set(await sessionRepository.findOpenIds(sessionIds, clock.now()));
    },

    async listDevices(memberId: number, currentSessionId: string): Promise<DeviceView[]> {
      const rows = await sessionRepository.listOpenMemberSessions(memberId, clock.now());
      return rows.map((row: SessionRow) => ({
        id: row.id,
        device: row.device,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Ends one of the member's own sessions; false when it is not theirs or already ended. */
    async revokeDevice(memberId: number, sessionId: string): Promise<boolean> {
      const rows = await sessionRepository.listOpenMemberSessions(memberId, clock.now());
      if (!rows.some((row) => row.id === sessionId)) return false;
      return revoke(sessionId, 'signed out from another device');
    },

    /** Whether a login from `ip` needs a second factor: the member has logged in before, elsewhere. */
    async isNewAddress(memberId: number, ip: string): Promise<boolean> {
      if ((await sessionRepository.countKnownIps(memberId)) === 0) return false;
      return (await sessionRepository.findKnownIp(memberId, ip)) === undefined;
    },

    async createLoginChallenge(input: {
      memberId: number;
      client: ClientContext;
      page: 'portal' | 'agent';
      methods: SecondFactorMethod[];
      mustChangePassword: boolean;
      passwordExpired: boolean;
    }): Promise<string> {
      const id = randomUUID();
      const now = clock.now();
      await sessionRepository.insertLoginChallenge({
        id,
        memberId: input.memberId,
        ip: input.client.ip,
        userAgent: input.client.userAgent.slice(0, 512),
        page: input.page,
        methods: input.methods,
        mustChangePassword: input.mustChangePassword,
        passwordExpired: input.passwordExpired,
        createdAt: now,
        expiresAt: new Date(now.getTime() + minutes(LOGIN_CHALLENGE_MINUTES)),
      });
      return id;
    },

    /** An open login challenge from this address, counting this attempt; null when closed. */
    async attemptLoginChallenge(id: string, ip: string): Promise<LoginChallengeRow | null> {
      const existing = await sessionRepository.findLoginChallenge(id);
      if (!existing || existing.ip !== ip) return null;
      return (
        (await sessionRepository.incrementLoginChallengeAttempts(id, clock.now(), LOGIN_CHALLENGE_MAX_ATTEMPTS)) ?? null
      );
    },

    /** An open login challenge, without counting an attempt (to send its code). */
    async findOpenLoginChallenge(id: string, ip: string): Promise<LoginChallengeRow | null> {
      const row = await sessionRepository.findLoginChallenge(id);
      const isOpen =
        row &&
        row.ip === ip &&
        !row.completedAt &&
        row.expiresAt > clock.now() &&
        row.attempts < LOGIN_CHALLENGE_MAX_ATTEMPTS;
      return isOpen ? row : null;
    },

    completeLoginChallenge: (id: string) => sessionRepository.completeLoginChallenge(id),

    recordLoginFailure: (accountKey: string, ip: string) =>
      sessionRepository.insertLoginFailure(accountKey, ip, clock.now()),

    /** Failed logins in the last `windowMinutes`, for this account and for this address. */
    recentLoginFailures: (accountKey: string, ip: string, windowMinutes: number) =>
      sessionRepository.countLoginFailures(accountKey, ip, new Date(clock.now().getTime() - minutes(windowMinutes))),

    clearLoginFailures: (accountKey: string) => sessionRepository.deleteLoginFailures(accountKey),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
