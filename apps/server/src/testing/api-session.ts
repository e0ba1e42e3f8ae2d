import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import type { DatabaseHandle } from '../db/client';

import { solveSlider } from './auth-helpers';

// Test support for calling the API as someone: logging in (members, staff, trial accounts), calling
// routes with a bearer token, and reading the { success, code, message, value } envelope.

type Injectable = Pick<FastifyInstance, 'inject'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The staff account the demo seed creates. */
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

/** Logs the demo staff account (admin) in; returns the bearer token. */
export const loginStaff = async (app: Injectable): Promise<string> => {
  const response = await app.inject({ method: 'POST', url: '/wps/admin/session/login', payload: DEMO_STAFF });
  const token = response.json().value?.token as string | undefined;
  if (!token) throw new Error(`staff login failed: ${response.body}`);
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
