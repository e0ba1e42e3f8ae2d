import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffRole, StaffSecondFactorState } from '@perya/contracts';
import {
  STAFF_ALLOWED_BEFORE_CODE,
  STAFF_ALLOWED_BEFORE_ENROLMENT,
  STAFF_ROLES,
  STAFF_ROUTE_PERMISSION,
  roleHasPermission,
} from '@perya/contracts';

import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

// The route × role matrix of the back office (issue 16): built from STAFF_ROUTE_PERMISSION, so
// every staff route another module adds is walked with every role without touching this file.
// Only the permission gate is judged: a route lets a role through (any answer but FORBIDDEN) or
// refuses it (FORBIDDEN), whatever the route does next.

const client = { ip: '127.0.0.1', userAgent: 'staff-matrix' };
const ROUTES = Object.keys(STAFF_ROUTE_PERMISSION).map((key) => {
  const [method = 'GET', url = ''] = key.split(' ');
  return { key, method, url, permission: STAFF_ROUTE_PERMISSION[key] ?? 'self' };
});
// A path parameter no record has; numeric ids and uuids alike stay well formed enough to route.
const urlOf = (url: string) => url.replace(/:\w+/g, '999999');

describe('staff route × role matrix', () => {
  let sut: TestApp;
  const staffIds = {} as Record<StaffRole, number>;
  let memberIds: Record<'member' | 'agent' | 'trial', number>;

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    for (const role of STAFF_ROLES) {
      staffIds[role] = (
        await sut.app.staffService.createStaff({
          username: `matrix${role.toLowerCase().replace('_', '')}`,
          password: 'Matrix staff 2026!',
          displayName: `Matrix ${role}`,
          role,
        })
      ).id;
    }
    const idOf = async (account: string) => (await sut.app.membersService.findByAccount(account))?.id ?? 0;
    memberIds = { member: await idOf('player01'), agent: await idOf('agent01'), trial: await idOf('trial01') };
  }, 180_000);
  afterAll(async () => {
    await sut.close();
  });

  // A fresh session per call: some routes (logout) end the session they are called with.
  const staffToken = async (role: StaffRole, secondFactor: StaffSecondFactorState = 'DONE') =>
    (await sut.app.sessionService.openStaffSession(staffIds[role], client, { secondFactor, mustChangePassword: false }))
      .token;
  const memberToken = async (kind: 'member' | 'agent' | 'trial') =>
    (await sut.app.sessionService.openMemberSession(memberIds[kind], client, { method: 'PASSWORD' })).token;

  const codeOf = async (method: string, url: string, token: string | null): Promise<string> => {
    const response = await sut.app.inject({
      method: method as 'GET',
      url: urlOf(url),
      headers: { 'x-lang': 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    return String(response.headers['content-type'] ?? '').includes('json') ? response.json().code : 'OK';
  };

  it('should walk every staff route of the table', () => {
    const registered = new Set(sut.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    expect(ROUTES.filter((route) => !registered.has(route.key)).map((route) => route.key)).toEqual([]);
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  it('should refuse a role exactly the routes whose permission it lacks', async () => {
    const mismatches: string[] = [];
    for (const route of ROUTES) {
      for (const role of STAFF_ROLES) {
        const code = await codeOf(route.method, route.url, await staffToken(role));
        const refused = code === 'FORBIDDEN';
        if (refused === roleHasPermission(role, route.permission)) {
          mismatches.push(`${route.key} as ${role} (${route.permission}): got ${code}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('should refuse member, agent and trial tokens (FORBIDDEN) and guests (AUTH_REQUIRED) on every staff route', async () => {
    const mismatches: string[] = [];
    for (const route of ROUTES) {
      for (const kind of ['member', 'agent', 'trial'] as const) {
        const code = await codeOf(route.method, route.url, await memberToken(kind));
        if (code !== 'FORBIDDEN') mismatches.push(`${route.key} as ${kind}: got ${code}`);
      }
      const guest = await codeOf(route.method, route.url, null);
      if (guest !== 'AUTH_REQUIRED') mismatches.push(`${route.key} as guest: got ${guest}`);
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('should keep a session in ENROL or CODE to its own-session routes (STAFF_SECOND_FACTOR_REQUIRED elsewhere)', async () => {
    const allowed: Record<'ENROL' | 'CODE', readonly string[]> = {
      ENROL: STAFF_ALLOWED_BEFORE_ENROLMENT,
      CODE: STAFF_ALLOWED_BEFORE_CODE,
    };
    const mismatches: string[] = [];
    for (const route of ROUTES) {
      for (const state of ['ENROL', 'CODE'] as const) {
        const code = await codeOf(route.method, route.url, await staffToken('OWNER', state));
        const refused = code === 'STAFF_SECOND_FACTOR_REQUIRED';
        if (refused === allowed[state].includes(route.key)) mismatches.push(`${route.key} in ${state}: got ${code}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every non-self route is outside both lists.
    for (const list of Object.values(allowed)) {
      for (const route of list) expect(STAFF_ROUTE_PERMISSION[route]).toBe('self');
    }
  }, 300_000);
});
