import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';

import type { StaffRole } from '@perya/contracts';

import type { DatabaseHandle } from '../db/client';

import { solveSlider } from './auth-helpers';

// Test support for calling the API as someone: logging in (members, staff, trial accounts), calling
// routes with a bearer token, and reading the { success, code, message, value } envelope.

type Injectable = Pick<FastifyInstance, 'inject'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The demo owner the demo seed creates (no authenticator: it enrols at its first login). */
export const DEMO_STAFF = { username: 'admin', password: 'Admin2026!' } as const;

/** Logs a member in by username and password (solving the slider first); returns the bearer token. */
export const loginMember = async (
  app: Injectable,
  database: DatabaseHandle,
  username: string,
  password: string,
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'username', username, password, validate: await solveSlider(app, database) },
  });
  const value = response.json().value;
  if (value?.status !== 'OK') throw new Error(`login of ${username} failed: ${response.body}`);
  return value.token as string;
};

/** The password of staff members made by `staffSession` (strong enough for the staff rule). */
export const TEST_STAFF_PASSWORD = 'Back office test 2026!';

/** The current code of an authenticator secret, `steps` time-steps ahead (each code is taken once). */
export const totpCodeOf = (secret: string, steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

type StaffApp = Pick<FastifyInstance, 'inject' | 'database'>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff session through the API: log in (slider solved), then the second factor it asks for. */
export type StaffLogin = { token: string; secondFactor: 'ENROL' | 'CODE' | 'DONE' };
export const loginStaffPassword = async (app: StaffApp, username: string, password: string): Promise<StaffLogin> => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/admin/session/login',
    payload: { username, password, validate: await solveSlider(app, app.database) },
  });
  const value = response.json().value as StaffLogin | undefined;
  if (!value?.token) throw new Error(`staff login of ${username} failed: ${response.body}`);
  return value;
};

/** Enrols an authenticator on a session in ENROL, as a person with an app would; its secret and recovery codes. */
export const enrolStaffAuthenticator = async (app: StaffApp, token: string) => {
  const setup = await app.inject({ method: 'POST', url: '/wps/admin/totp/setup', headers: bearer(token) });
  const secret = setup.json().value?.secret as string | undefined;
  if (!secret) throw new Error(`staff authenticator setup failed: ${setup.body}`);
  const enabled = await app.inject({
    method: 'POST',
    url: '/wps/admin/totp/enable',
    headers: bearer(token),
    payload: { code: totpCodeOf(secret) },
  });
  const recoveryCodes = enabled.json().value?.recoveryCodes as string[] | undefined;
  if (!recoveryCodes) throw new Error(`staff authenticator enable failed: ${enabled.body}`);
  return { secret, recoveryCodes };
};

let staffCount = 0;

/**
 * A new staff member of `role` with a DONE session, made the way a person would: created, logged
 * in through the API (slider solved), authenticator enrolled (codes computed with otpauth). Each
 * call makes its own staff member (tests own their data).
 */
export const newStaffSession = async (
  app: StaffApp & Pick<FastifyInstance, 'staffService'>,
  role: StaffRole = 'OWNER',
) => {
  staffCount += 1;
  const username = `t${role.toLowerCase().replace('_', '')}${staffCount}${Math.random().toString(36).slice(2, 7)}`;
  const staff = await app.staffService.createStaff({
    username,
    password: TEST_STAFF_PASSWORD,
    displayName: `Test ${role}`,
    role,
  });
  const { token } = await loginStaffPassword(app, username, TEST_STAFF_PASSWORD);
  const { secret, recoveryCodes } = await enrolStaffAuthenticator(app, token);
  return { token, staffId: staff.id, username, password: TEST_STAFF_PASSWORD, secret, recoveryCodes };
};

/** The bearer token of a DONE session of a new staff member of `role` (see newStaffSession). */
export const staffSession = async (
  app: StaffApp & Pick<FastifyInstance, 'staffService'>,
  role: StaffRole = 'OWNER',
): Promise<string> => (await newStaffSession(app, role)).token;

/** What the demo owner enrolled in each app: later logins use its recovery codes (each once). */
const demoOwnerFactors = new WeakMap<object, string[]>();

/**
 * Logs the demo staff account (admin, OWNER) in through the API, slider and second factor
 * included; returns the bearer token of a DONE session. The first call in an app enrols its
 * authenticator; later ones give one of the recovery codes.
 */
export const loginStaff = async (app: StaffApp): Promise<string> => {
  const { token, secondFactor } = await loginStaffPassword(app, DEMO_STAFF.username, DEMO_STAFF.password);
  if (secondFactor === 'ENROL') {
    demoOwnerFactors.set(app, (await enrolStaffAuthenticator(app, token)).recoveryCodes);
  } else if (secondFactor === 'CODE') {
    const recoveryCode = demoOwnerFactors.get(app)?.pop();
    if (!recoveryCode) throw new Error('the demo owner has an authenticator this test did not enrol');
    const given = await app.inject({
      method: 'POST',
      url: '/wps/admin/session/secondFactor',
      headers: bearer(token),
      payload: { recoveryCode },
    });
    if (given.json().value?.secondFactor !== 'DONE') throw new Error(`staff second factor failed: ${given.body}`);
  }
  return token;
};

/**
 * Opens a member session directly and returns its token. For trial accounts, which cannot log in
 * by password (they come from free play).
 */
export const openSession = async (app: Pick<FastifyInstance, 'sessionService'>, memberId: number): Promise<string> =>
  (
    await app.sessionService.openMemberSession(
      memberId,
      { ip: '127.0.0.1', userAgent: 'api-test' },
      { method: 'PASSWORD' },
    )
  ).token;

/** The ids of demo members by account name; throws if one is missing. */
export const demoMemberIds = async <Account extends string>(
  app: Pick<FastifyInstance, 'membersService'>,
  accounts: readonly Account[],
): Promise<Record<Account, number>> => {
  const ids = {} as Record<Account, number>;
  for (const account of accounts) {
    const member = await app.membersService.findByAccount(account);
    if (!member) throw new Error(`demo member ${account} missing`);
    ids[account] = member.id;
  }
  return ids;
};

/**
 * Returns `call(method, url, bearer, payload?, lang = 'EN')`: a request in the caller's language
 * (x-lang), with the bearer token when there is one (null calls as a guest).
 */
export const createCaller =
  (app: Injectable) =>
  (method: HttpMethod, url: string, bearer: string | null, payload?: unknown, lang = 'EN') =>
    app.inject({
      method,
      url,
      headers: { 'x-lang': lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

/** What createCaller returns, for a `let call: Caller` set once the app is built. */
export type Caller = ReturnType<typeof createCaller>;

/** The `value` of a successful answer; throws (with the status and body) on anything else. */
export const valueOf = (response: LightMyRequestResponse) => {
  const body = response.json();
  if (response.statusCode !== 200 || body.success !== true) {
    throw new Error(`expected success, got ${response.statusCode} ${response.body.slice(0, 400)}`);
  }
  return body.value;
};

/** Expects a refusal: this status and code, success false, and a message to show the person. */
export const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
  expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  expect(response.json().message.length).toBeGreaterThan(0);
};
