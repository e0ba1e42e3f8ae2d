import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import type { Access, StaffRole, StaffSecondFactorState } from '@perya/contracts';
import {
  ALLOWED_BEFORE_PASSWORD_CHANGE as ALLOWED_BEFORE_PASSWORD_CHANGE_LIST,
  STAFF_ALLOWED_BEFORE_CODE,
  STAFF_ALLOWED_BEFORE_ENROLMENT,
  STAFF_ALLOWED_BEFORE_PASSWORD_CHANGE,
  accessFor,
  roleHasPermission,
  staffPermissionFor,
} from '@perya/contracts';

import { AppError } from '../lib/errors';

/** A member behind a player session, as the access rules and routes see it. */
export type AuthMember = {
  id: number;
  account: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  currency: string;
};

export type AuthStaff = { id: number; username: string; displayName: string; role: StaffRole };

/** Who is calling: resolved once per request from the bearer token. */
export type RequestAuth =
  | { kind: 'guest' }
  | { kind: 'player'; sessionId: string; member: AuthMember; mustChangePassword: boolean }
  | {
      kind: 'staff';
      sessionId: string;
      staff: AuthStaff;
      /** Until DONE, only the own-session routes (STAFF_ALLOWED_BEFORE_*). */
      secondFactor: StaffSecondFactorState;
      mustChangePassword: boolean;
    };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

export type AccessControlDeps = {
  authenticate: (token: string) => Promise<
    | { kind: 'MEMBER'; sessionId: string; memberId: number; mustChangePassword: boolean }
    | {
        kind: 'STAFF';
        sessionId: string;
        staffId: number;
        secondFactor: StaffSecondFactorState;
        mustChangePassword: boolean;
      }
    | null
  >;
  findMember: (memberId: number) => Promise<AuthMember | null>;
  findStaff: (staffId: number) => Promise<AuthStaff | null>;
};

const GUEST: RequestAuth = { kind: 'guest' };

// What a session held to change its password may still do: the contracts' list, which the web obeys too.
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(ALLOWED_BEFORE_PASSWORD_CHANGE_LIST);
const STAFF_BEFORE_CODE = new Set(STAFF_ALLOWED_BEFORE_CODE);
const STAFF_BEFORE_PASSWORD_CHANGE = new Set(STAFF_ALLOWED_BEFORE_PASSWORD_CHANGE);
const STAFF_BEFORE_ENROLMENT = new Set(STAFF_ALLOWED_BEFORE_ENROLMENT);

/**
 * Why a staff session may not call this staff route (`route` as "METHOD /url"), or null. Until the
 * session is done, only its own-session routes (which every role holds): a session giving its code
 * may only give it, an invited member sets a password first, one without an authenticator enrols
 * one. Then the role must hold the route's permission (issue 16).
 */
export const staffRefusalFor = (route: string, auth: Extract<RequestAuth, { kind: 'staff' }>) => {
  const [method = '', url = ''] = route.split(' ');
  if (auth.secondFactor === 'CODE' && !STAFF_BEFORE_CODE.has(route)) return 'STAFF_SECOND_FACTOR_REQUIRED';
  if (auth.mustChangePassword) {
    if (!STAFF_BEFORE_PASSWORD_CHANGE.has(route)) return 'PASSWORD_CHANGE_REQUIRED';
  } else if (auth.secondFactor === 'ENROL' && !STAFF_BEFORE_ENROLMENT.has(route)) {
    return 'STAFF_SECOND_FACTOR_REQUIRED';
  }
  const permission = staffPermissionFor(method, url);
  if (!permission || !roleHasPermission(auth.staff.role, permission)) return 'FORBIDDEN';
  return null;
};

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 128 ? token : null;
};

/** Resolves request.auth from the bearer token: a player, a staff member, or a guest. */
export const createAuthentication =
  ({ authenticate, findMember, findStaff }: AccessControlDeps): onRequestAsyncHookHandler =>
  async (request) => {
    request.auth = GUEST;
    const token = bearerToken(request);
    if (!token) return;
    const subject = await authenticate(token);
    if (subject?.kind === 'MEMBER') {
      const member = await findMember(subject.memberId);
      if (member) {
        request.auth = {
          kind: 'player',
          sessionId: subject.sessionId,
          member,
          mustChangePassword: subject.mustChangePassword,
        };
      }
    } else if (subject?.kind === 'STAFF') {
      const staff = await findStaff(subject.staffId);
      if (staff) {
        request.auth = {
          kind: 'staff',
          sessionId: subject.sessionId,
          staff,
          secondFactor: subject.secondFactor,
          mustChangePassword: subject.mustChangePassword,
        };
      }
    }
  };

/** Why `auth` may not call a route needing `access`; null when it may. */
export const refusalFor = (access: Access, auth: RequestAuth) => {
  switch (access) {
    case 'public':
      return null;
    case 'player':
      return auth.kind === 'player' ? null : auth.kind === 'guest' ? 'AUTH_REQUIRED' : 'FORBIDDEN';
    case 'member':
      if (auth.kind === 'guest') return 'AUTH_REQUIRED';
      if (auth.kind === 'staff') return 'FORBIDDEN';
      return auth.member.isTrial ? 'TRIAL_FORBIDDEN' : null;
    case 'agent':
      if (auth.kind === 'guest') return 'AUTH_REQUIRED';
      if (auth.kind === 'staff') return 'FORBIDDEN';
      if (auth.member.isTrial) return 'TRIAL_FORBIDDEN';
      return auth.member.isAgent ? null : 'FORBIDDEN';
    case 'staff':
      return auth.kind === 'staff' ? null : auth.kind === 'guest' ? 'AUTH_REQUIRED' : 'FORBIDDEN';
  }
};

/** Enforces ROUTE_ACCESS before anything else of the route runs (validation included). */
export const enforceAccess: onRequestAsyncHookHandler = async (request) => {
  const key = `${request.method} ${request.routeOptions.url}`;
  const access = accessFor(request.method, request.routeOptions.url ?? '');
  if (!access) throw new AppError('FORBIDDEN', `no access rule for ${key}`);
  const refusal = refusalFor(access, request.auth);
  if (refusal) throw new AppError(refusal, `${key} refused: ${request.auth.kind}`);
  if (access === 'staff' && request.auth.kind === 'staff') {
    const route = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;
    const staffRefusal = staffRefusalFor(route, request.auth);
    if (staffRefusal) {
      throw new AppError(staffRefusal, `${key} refused: staff ${request.auth.staff.id} (${request.auth.staff.role})`);
    }
  }
  if (
    request.auth.kind === 'player' &&
    request.auth.mustChangePassword &&
    access !== 'public' &&
    !ALLOWED_BEFORE_PASSWORD_CHANGE.has(
      `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`,
    )
  ) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', `${key} refused until the password is changed`);
  }
};

export type RegisteredRoute = { method: string; url: string; access: Access };

/**
 * Refuses to start with an API route that has no rule in ROUTE_ACCESS (or a staff route without a
 * permission in STAFF_ROUTE_PERMISSION), and records every route
 * with its rule in `registered` (the route-by-role test walks it).
 */
export const requireAccessRules =
  (registered: RegisteredRoute[] = []) =>
  (api: FastifyInstance): void => {
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const access = accessFor(method, route.url);
        if (!access) throw new Error(`route ${method} ${route.url} has no rule in ROUTE_ACCESS`);
        if (access === 'staff' && !staffPermissionFor(method, route.url))
          throw new Error(`staff route ${method} ${route.url} has no permission in STAFF_ROUTE_PERMISSION`);
        if (method !== 'HEAD') registered.push({ method, url: route.url, access });
      }
    });
  };

/** The member of a player request; routes needing 'player' or more call it. */
export const memberOf = (request: FastifyRequest): AuthMember & { sessionId: string } => {
  if (request.auth.kind !== 'player') throw new AppError('AUTH_REQUIRED', 'no player session');
  return { ...request.auth.member, sessionId: request.auth.sessionId };
};

/** The staff member of a staff request. */
export const staffOf = (
  request: FastifyRequest,
): AuthStaff & { sessionId: string; secondFactor: StaffSecondFactorState; mustChangePassword: boolean } => {
  if (request.auth.kind !== 'staff') throw new AppError('AUTH_REQUIRED', 'no staff session');
  const { staff, sessionId, secondFactor, mustChangePassword } = request.auth;
  return { ...staff, sessionId, secondFactor, mustChangePassword };
};
