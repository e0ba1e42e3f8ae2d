import { randomUUID } from 'node:crypto';

import Bowser from 'bowser';

import type { SecondFactorMethod, StaffSecondFactorState } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import { generateToken, hashToken } from '../../lib/tokens';
import type { AttemptsRepository } from './session.attempts.repository';
import { createAttemptCounters } from './session.attempts';
import type { LoginChallengeRow, SessionRepository, SessionRow } from './session.repository';
import type { SessionMethod } from './session.tables';

export type SessionPolicy = {
  memberIdleMinutes: number;
  memberMaxHours: number;
  staffIdleMinutes: number;
  staffMaxHours: number;
};

export type SessionServiceDeps = {
  sessionRepository: SessionRepository;
  attemptsRepository: AttemptsRepository;
  clock: Clock;
  policy: SessionPolicy;
  /**
   * Whether this is the only process on its database (embedded PGlite): then every revocation
   * happens here, and a remembered session needs no cross-process notice to stay right.
   */
  singleProcess: boolean;
};

/** Sessions every process must forget: these, and every session of these members. */
export type RevocationNotice = { sessionIds: string[]; memberIds: number[] };

/**
 * How revocations reach the other processes' session caches (decision 018): the events module's
 * bus over Redis. Without one, a remembered session is read again after a short time instead.
 */
export type RevocationFeed = {
  /** Tells every process to forget these sessions. Fire and forget: a lost notice costs only time. */
  publish: (notice: RevocationNotice) => void;
  /**
   * Since when (the app clock, in ms) every notice published by any process reaches this one;
   * null while notices may be lost (Redis unreachable, or not subscribed yet).
   */
  deliveredSince: () => number | null;
};

/** Where a request comes from; `deviceId` is the browser's own random id (X-Device-Id), when it sent a well-formed one. */
export type ClientContext = { ip: string; userAgent: string; deviceId?: string | null };

/** Who a bearer token belongs to. */
export type SessionSubject =
  | { sessionId: string; kind: 'MEMBER'; memberId: number; mustChangePassword: boolean }
  | {
      sessionId: string;
      kind: 'STAFF';
      staffId: number;
      secondFactor: StaffSecondFactorState;
      mustChangePassword: boolean;
    };

export type OpenMemberSessionOptions = { method: SessionMethod; mustChangePassword?: boolean };
/** Where a new staff session starts: its second factor to give (or enrol), and the password to set. */
export type OpenStaffSessionOptions = { secondFactor: StaffSecondFactorState; mustChangePassword: boolean };

/** Why a session was ended (stored as the session's revoked reason). */
export type SessionEndReason =
  | 'logout'
  | 'signed out from another device'
  | 'password changed'
  | 'password reset'
  /** Staff locked the account (back office). */
  | 'locked by staff'
  /** Staff ended this session from the member's profile (back office). */
  | 'ended by staff'
  | 'staff disabled'
  | 'second factor reset'
  | 'second factor failures'
  /** The member closed the account (compliance module). */
  | 'account closed'
  /** The owner sent a staff member a new invitation: a session opened with the old password ends. */
  | 'invitation sent again';

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
 * An open session is remembered after it is read, so most requests need no database read to know
 * who is calling — for this long from the read, never extended by use (decision 018), while every
 * revocation reaches this process: it is the only one, or the revocation feed is delivering.
 */
const SESSION_CACHE_MS = 5_000;
/**
 * ... and for this long while a revocation elsewhere may not be told (several processes without
 * Redis, or Redis lost): the most a revoked token is still accepted by another process.
 */
export const UNTOLD_SESSION_CACHE_MS = 1_000;
const LOGIN_CHALLENGE_MINUTES = 10;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

const describeDevice = (userAgent: string): string => {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? 'Browser';
  const os = parsed.os.name ?? parsed.platform.type ?? 'unknown system';
  return `${browser} on ${os}`;
};

type RememberedSession = { row: SessionRow; readAt: number };

export const createSessionService = ({
  sessionRepository,
  attemptsRepository,
  clock,
  policy,
  singleProcess,
}: SessionServiceDeps) => {
  const attempts = createAttemptCounters({ attemptsRepository, clock });
  const openSessions = createTtlCache<string, RememberedSession>({
    ttlMs: SESSION_CACHE_MS,
    maxEntries: 100_000,
    clock,
  });
  let revocationFeed: RevocationFeed | null = null;
  /** Counts what this process was told to forget: a read that overlapped one is not remembered. */
  let forgetCount = 0;

  /** Whether a remembered session may still be used as it was read. */
  const isFresh = ({ readAt }: RememberedSession, now: number): boolean => {
    const toldSince = singleProcess ? 0 : (revocationFeed?.deliveredSince() ?? null);
    const trustedFor = toldSince !== null && readAt >= toldSince ? SESSION_CACHE_MS : UNTOLD_SESSION_CACHE_MS;
    return now - readAt < trustedFor;
  };
  const forgetWhere = (matches: (row: SessionRow) => boolean) => {
    forgetCount += 1;
    openSessions.deleteWhere((remembered) => matches(remembered.row));
  };
  const forgetSessions = (ids: Iterable<string>) => {
    const ended = new Set(ids);
    forgetWhere((row) => ended.has(row.id));
  };
  /** This process forgets at once; the others when the notice reaches them. */
  const tellOtherProcesses = (notice: RevocationNotice) => {
    if (notice.sessionIds.length > 0 || notice.memberIds.length > 0) revocationFeed?.publish(notice);
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
    tellOtherProcesses({ sessionIds: revoked.map((row) => row.id), memberIds: [] });
    for (const row of revoked) {
      if (row.memberId !== null) tellEnded({ memberId: row.memberId, sessionIds: [row.id], reason });
    }
    return revoked.length > 0;
  };

  const open = async (
    subject: { kind: 'MEMBER'; memberId: number } | { kind: 'STAFF'; staffId: number },
    client: ClientContext,
    options: OpenMemberSessionOptions & { secondFactor?: StaffSecondFactorState },
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
      deviceId: client.deviceId ?? null,
      method: options.method,
      mustChangePassword: options.mustChangePassword ?? false,
      secondFactor: isStaff ? (options.secondFactor ?? 'ENROL') : null,
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

    /** A staff session after the password: it gives (or enrols) its second factor before anything else. */
    openStaffSession: (staffId: number, client: ClientContext, options: OpenStaffSessionOptions) =>
      open({ kind: 'STAFF', staffId }, client, { method: 'PASSWORD', ...options }),

    /**
     * A staff session moved on (second factor done, password set): every process forgets what it
     * remembered of it, so the next request reads the new state.
     */
    async advanceStaffSession(
      sessionId: string,
      set: { secondFactor?: StaffSecondFactorState; mustChangePassword?: boolean },
    ): Promise<boolean> {
      forgetSessions([sessionId]);
      const advanced = await sessionRepository.advanceStaffSession(sessionId, set);
      forgetSessions([sessionId]);
      tellOtherProcesses({ sessionIds: [sessionId], memberIds: [] });
      return advanced;
    },

    /** Ends every session of a staff member, in every process (disabled, second factor reset). */
    async revokeStaffSessions(staffId: number, reason: SessionEndReason): Promise<string[]> {
      const forget = () => forgetWhere((row) => row.staffId === staffId);
      forget();
      const ended = await sessionRepository.revokeStaffSessions(staffId, reason);
      forget(); // a request that read a session while it was being revoked must not keep it
      tellOtherProcesses({ sessionIds: ended, memberIds: [] });
      return ended;
    },

    /** The member changed the password: no session of theirs is held to change it any more. */
    async passwordChanged(memberId: number): Promise<void> {
      await sessionRepository.clearMustChangePassword(memberId);
      forgetWhere((row) => row.memberId === memberId);
      tellOtherProcesses({ sessionIds: [], memberIds: [memberId] });
    },

    /** The subject of an open session, extending its idle expiry; null for anything else. */
    async authenticate(token: string): Promise<SessionSubject | null> {
      const now = clock.now();
      const told = forgetCount;
      // Remembered by the token itself (this process already holds it in memory while serving the
      // request): a hit needs no hashing. Only the hash is ever stored.
      let remembered = openSessions.get(token);
      let changed = false;
      if (
        !remembered ||
        !isFresh(remembered, now.getTime()) ||
        remembered.row.expiresAt <= now ||
        remembered.row.idleExpiresAt <= now
      ) {
        const row = await sessionRepository.findOpenByTokenHash(hashToken(token), now);
        if (!row) {
          openSessions.delete(token);
          return null;
        }
        remembered = { row, readAt: now.getTime() };
        changed = true;
      }
      let row = remembered.row;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        const idle = row.subjectKind === 'STAFF' ? policy.staffIdleMinutes : policy.memberIdleMinutes;
        const idleExpiresAt = new Date(now.getTime() + minutes(idle));
        await sessionRepository.touch(row.id, now, idleExpiresAt);
        row = { ...row, lastSeenAt: now, idleExpiresAt };
        // Still as old as its read: writing the last use is not reading whether it was revoked.
        remembered = { row, readAt: remembered.readAt };
        changed = true;
      }
      // Using a remembered session does not remember it longer. A forget told meanwhile may have
      // been of this session, read just before its revocation committed: it is used for this one
      // request (as if it came a moment earlier), but not kept.
      if (changed) {
        if (forgetCount === told) openSessions.set(token, remembered);
        else openSessions.delete(token);
      }
      if (row.subjectKind === 'STAFF' && row.staffId !== null) {
        return {
          sessionId: row.id,
          kind: 'STAFF',
          staffId: row.staffId,
          // A staff session without a state (none is opened so) is treated as not done.
          secondFactor: row.secondFactor ?? 'ENROL',
          mustChangePassword: row.mustChangePassword,
        };
      }
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
      const forget = () => forgetWhere((row) => row.memberId === memberId && row.id !== exceptSessionId);
      forget();
      const ended = await sessionRepository.revokeMemberSessions(memberId, reason, exceptSessionId);
      forget(); // a request that read the session while it was being revoked must not keep it
      tellOtherProcesses({ sessionIds: ended, memberIds: [] });
      tellEnded({ memberId, sessionIds: ended, reason });
      return ended;
    },

    /**
     * Shares revocations with the other processes from now on (the events module, when Redis is
     * configured): this process publishes what it ends, and trusts what it remembers longer while
     * the feed delivers the others'.
     */
    useRevocationFeed(feed: RevocationFeed): void {
      revocationFeed = feed;
    },

    /** Another process (or this one, through the feed) ended or changed these sessions: forget them. */
    forget(notice: RevocationNotice): void {
      const sessionIds = new Set(notice.sessionIds);
      const memberIds = new Set(notice.memberIds);
      forgetWhere((row) => sessionIds.has(row.id) || (row.memberId !== null && memberIds.has(row.memberId)));
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
      /** How the first factor was given: the session opens with this method. */
      sessionMethod?: 'PASSWORD' | 'SMS';
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
        sessionMethod: input.sessionMethod ?? 'PASSWORD',
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

    /** Attempt counters for guessable secrets (login and payment passwords, second factors). */
    attempts,
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
