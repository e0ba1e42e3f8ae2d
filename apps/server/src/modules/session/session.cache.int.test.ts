import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEMBER_ACCOUNT_TYPE } from '@perya/contracts';

import { createTestClock } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { createAttemptsRepository } from './session.attempts.repository';
import { createSessionRepository } from './session.repository';
import type { RevocationFeed, RevocationNotice, SessionService } from './session.service';
import { UNTOLD_SESSION_CACHE_MS, createSessionService } from './session.service';

// The session cache of two processes on one database (issue 22 item 2: a token logged out on one
// process answered every call on the other for as long as it was used, the cache there re-arming
// its timer on each use). Each "process" here is its own session service on the same database,
// sharing nothing in memory; the clock is the test's, so no test waits for time to pass.

const POLICY = { memberIdleMinutes: 120, memberMaxHours: 24, staffIdleMinutes: 30, staffMaxHours: 12 };
const CLIENT = { ip: '127.0.0.1', userAgent: 'cache-test' };
const STEP_MS = 100;

/** A revocation feed under the test's control: what was published, and since when it delivers. */
type TestFeed = RevocationFeed & { published: RevocationNotice[]; since: number | null };
const createTestFeed = (since: number | null = 0): TestFeed => {
  const feed: TestFeed = {
    published: [],
    since,
    publish: (notice) => {
      feed.published.push(notice);
    },
    deliveredSince: () => feed.since,
  };
  return feed;
};

describe('the session cache across processes', () => {
  let sut: TestApp;
  let memberId = 0;
  const clock = createTestClock();

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    memberId = (
      await sut.app.membersService.createMember({
        account: 'cacheplayer',
        password: 'Cache player 2026',
        type: MEMBER_ACCOUNT_TYPE,
      })
    ).id;
  });
  afterAll(async () => {
    await sut.close();
  });

  /** A server process's session service on the shared database. */
  const process = (options: { feed?: RevocationFeed; findGate?: () => Promise<void> } = {}): SessionService => {
    const repository = createSessionRepository(sut.database.db);
    const { findGate } = options;
    const service = createSessionService({
      sessionRepository: findGate
        ? {
            ...repository,
            findOpenByTokenHash: async (...args: Parameters<typeof repository.findOpenByTokenHash>) => {
              const row = await repository.findOpenByTokenHash(...args);
              await findGate();
              return row;
            },
          }
        : repository,
      attemptsRepository: createAttemptsRepository(sut.database.db),
      clock,
      policy: POLICY,
      singleProcess: false,
    });
    if (options.feed) service.useRevocationFeed(options.feed);
    return service;
  };

  /** Uses the token on `service` every 100 ms (app clock) until refused; how long that took. */
  const msUntilRefused = async (service: SessionService, token: string, limitMs: number): Promise<number | null> => {
    for (let elapsed = 0; elapsed <= limitMs; elapsed += STEP_MS) {
      if ((await service.authenticate(token)) === null) return elapsed;
      clock.advance(STEP_MS);
    }
    return null;
  };

  it('should refuse a token revoked on another process within 1 s, however often it is used meanwhile', async () => {
    const [processA, processB] = [process(), process()];
    const { sessionId, token } = await processA.openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });
    expect(await processB.authenticate(token)).toMatchObject({ sessionId, kind: 'MEMBER', memberId });
    clock.advance(STEP_MS);
    expect(await processA.revoke(sessionId, 'logout')).toBe(true);
    expect(await processA.authenticate(token)).toBeNull(); // at once where it was revoked

    const took = await msUntilRefused(processB, token, 10 * UNTOLD_SESSION_CACHE_MS);
    expect(took).not.toBeNull();
    expect(took).toBeLessThanOrEqual(UNTOLD_SESSION_CACHE_MS);
  });

  it('should tell the other processes what it revokes, and forget at once what they tell it', async () => {
    const [feedA, feedB] = [createTestFeed(), createTestFeed()];
    const [processA, processB] = [process({ feed: feedA }), process({ feed: feedB })];
    const { sessionId, token } = await processA.openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });
    expect(await processB.authenticate(token)).not.toBeNull();

    await processA.revoke(sessionId, 'logout');
    expect(feedA.published).toEqual([{ sessionIds: [sessionId], memberIds: [] }]);
    const [notice] = feedA.published;
    if (!notice) throw new Error('nothing published');
    processB.forget(notice);
    expect(await processB.authenticate(token)).toBeNull(); // no time passed
  });

  it('should keep a session 5 s while the feed delivers, and read it again after 1 s while it does not', async () => {
    const feed = createTestFeed(clock.now().getTime());
    const processB = process({ feed });
    const { sessionId, token } = await process().openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });
    expect(await processB.authenticate(token)).not.toBeNull();
    // Revoked elsewhere with its notice lost: the feed delivering, B trusts what it read for 5 s.
    await process().revoke(sessionId, 'logout');
    clock.advance(UNTOLD_SESSION_CACHE_MS);
    expect(await processB.authenticate(token)).not.toBeNull();
    // The feed lost Redis: what B read before is trusted for 1 s only, so it is read again now.
    feed.since = null;
    expect(await processB.authenticate(token)).toBeNull();
  });

  it('should not trust for long what it read before the feed was delivering again', async () => {
    const feed = createTestFeed(null);
    const processB = process({ feed });
    const { sessionId, token } = await process().openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });
    expect(await processB.authenticate(token)).not.toBeNull(); // read while notices may be lost
    clock.advance(STEP_MS);
    feed.since = clock.now().getTime(); // delivering again: a notice sent meanwhile may have been lost
    await process().revoke(sessionId, 'logout');
    expect(await msUntilRefused(processB, token, 10 * UNTOLD_SESSION_CACHE_MS)).toBeLessThanOrEqual(
      UNTOLD_SESSION_CACHE_MS,
    );
  });

  it('should not remember a session read while a revocation of it was being told', async () => {
    let release: () => void = () => undefined;
    let reading: () => void = () => undefined;
    const readStarted = new Promise<void>((resolve) => {
      reading = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const feed = createTestFeed();
    const processB = process({
      feed,
      findGate: async () => {
        reading();
        await gate;
      },
    });
    const processA = process({ feed: createTestFeed() });
    const { sessionId, token } = await processA.openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });

    // B reads the session (still open), and before the read returns, A revokes it and tells B.
    const inFlight = processB.authenticate(token);
    await readStarted;
    await processA.revoke(sessionId, 'logout');
    processB.forget({ sessionIds: [sessionId], memberIds: [] });
    release();
    expect(await inFlight).not.toBeNull(); // this request came before the revocation, as it were
    expect(await processB.authenticate(token)).toBeNull(); // but nothing kept it
  });

  it("should tell a password change to the other processes, which forget the member's sessions", async () => {
    const [feedA, feedB] = [createTestFeed(), createTestFeed()];
    const [processA, processB] = [process({ feed: feedA }), process({ feed: feedB })];
    const { token } = await processA.openMemberSession(memberId, CLIENT, {
      method: 'PASSWORD',
      mustChangePassword: true,
    });
    expect(await processB.authenticate(token)).toMatchObject({ mustChangePassword: true });
    await processA.passwordChanged(memberId);
    expect(feedA.published).toEqual([{ sessionIds: [], memberIds: [memberId] }]);
    processB.forget({ sessionIds: [], memberIds: [memberId] });
    expect(await processB.authenticate(token)).toMatchObject({ mustChangePassword: false });
  });

  it('should tell the sessions a sign-out of every other device ended', async () => {
    const feed = createTestFeed();
    const processA = process({ feed });
    const kept = await processA.openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });
    const other = await processA.openMemberSession(memberId, CLIENT, { method: 'PASSWORD' });
    const ended = await processA.revokeMemberSessions(memberId, 'signed out from another device', kept.sessionId);
    expect(ended).toContain(other.sessionId);
    expect(ended).not.toContain(kept.sessionId);
    expect(feed.published).toEqual([{ sessionIds: ended, memberIds: [] }]);
  });
});
