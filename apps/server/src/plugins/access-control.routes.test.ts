import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROUTE_ACCESS } from '@perya/contracts';
import type { Access } from '@perya/contracts';

import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import type { RequestAuth } from './access-control';
import { refusalFor } from './access-control';

type Role = 'guest' | 'trial' | 'member' | 'agent' | 'staff';
const ROLES: Role[] = ['guest', 'trial', 'member', 'agent', 'staff'];
const ACCESS_REFUSALS = ['AUTH_REQUIRED', 'FORBIDDEN', 'TRIAL_FORBIDDEN'];

/** What each role must get from a route needing each access level: null means "let through". */
const EXPECTED: Record<Access, Record<Role, string | null>> = {
  public: { guest: null, trial: null, member: null, agent: null, staff: null },
  player: { guest: 'AUTH_REQUIRED', trial: null, member: null, agent: null, staff: 'FORBIDDEN' },
  member: { guest: 'AUTH_REQUIRED', trial: 'TRIAL_FORBIDDEN', member: null, agent: null, staff: 'FORBIDDEN' },
  agent: { guest: 'AUTH_REQUIRED', trial: 'TRIAL_FORBIDDEN', member: 'FORBIDDEN', agent: null, staff: 'FORBIDDEN' },
  staff: { guest: 'AUTH_REQUIRED', trial: 'FORBIDDEN', member: 'FORBIDDEN', agent: 'FORBIDDEN', staff: null },
};

describe('route-by-role matrix', () => {
  let sut: TestApp;
  const client = { ip: '127.0.0.1', userAgent: 'matrix-test' };

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, config: { devOutbox: true } });
  });
  afterAll(async () => {
    await sut.close();
  });

  // A fresh session per call: some routes (logout, sign-out) end the session they are called with.
  const tokenFor = async (role: Role): Promise<string | null> => {
    if (role === 'guest') return null;
    if (role === 'staff') {
      const staff = await sut.app.staffService.findByUsername('admin');
      return (
        await sut.app.sessionService.openStaffSession(staff?.id ?? 0, client, {
          secondFactor: 'DONE',
          mustChangePassword: false,
        })
      ).token;
    }
    const account = { trial: 'trial01', member: 'player01', agent: 'agent01' }[role];
    const member = await sut.app.membersService.findByAccount(account);
    return (await sut.app.sessionService.openMemberSession(member?.id ?? 0, client, { method: 'PASSWORD' })).token;
  };

  it('should register every route of ROUTE_ACCESS, and nothing else', () => {
    const registered = sut.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('should answer every route for every role as its rule says', async () => {
    const mismatches: string[] = [];
    for (const route of sut.app.apiRoutes) {
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      for (const role of ROLES) {
        const token = await tokenFor(role);
        const response = await sut.app.inject({
          method: route.method as 'GET',
          url,
          headers: { 'x-lang': 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const code = String(response.headers['content-type'] ?? '').includes('json') ? response.json().code : 'OK';
        const refusal = ACCESS_REFUSALS.includes(code) ? code : null;
        const expected = EXPECTED[route.access][role];
        if (refusal !== expected)
          mismatches.push(
            `${route.method} ${route.url} as ${role}: got ${code}, expected ${expected ?? 'no access refusal'}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // Every route × every role, one after another: its length grows with the API (about 1,000
    // requests today), and on a loaded 2-core CI machine that passed the default 30 s.
  }, 180_000);

  it('should refuse a token that is not a session, as a guest', async () => {
    const response = await sut.app.inject({
      url: '/wps/member/info',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });
});

describe('refusalFor', () => {
  const member = (overrides: Partial<{ isAgent: boolean; isTrial: boolean }>): RequestAuth => ({
    kind: 'player',
    sessionId: 's',
    mustChangePassword: false,
    member: { id: 1, account: 'a', type: 0, isAgent: false, isTrial: false, currency: 'PHP', ...overrides },
  });
  const auths: Record<Role, RequestAuth> = {
    guest: { kind: 'guest' },
    trial: member({ isTrial: true }),
    member: member({}),
    agent: member({ isAgent: true }),
    staff: {
      kind: 'staff',
      sessionId: 's',
      staff: { id: 1, username: 'admin', displayName: 'Admin', role: 'OWNER' },
      secondFactor: 'DONE',
      mustChangePassword: false,
    },
  };

  it.each(Object.keys(EXPECTED) as Access[])('should apply the %s rule to every role', (access) => {
    for (const role of ROLES) expect([role, refusalFor(access, auths[role])]).toEqual([role, EXPECTED[access][role]]);
  });
});
