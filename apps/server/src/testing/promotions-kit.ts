import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { PROMOTIONS_SUBSCRIBER } from '../modules/promotions';
import type { Caller, HttpMethod } from './api-session';
import { createCaller, openSession, staffSession, valueOf } from './api-session';
import { createTestClock } from './auth-helpers';
import type { TestApp } from './test-app';
import { createTestApp } from './test-app';

// The promotion engine's route tests: each file its own app (a file's daily sign-in promotions
// would reward the other files' members too) on a test clock, a marketing staff session, fresh
// members, and promotions made through the admin API with the file's defaults.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the admin API answers for a promotion made (the fields these tests read). */
export type CreatedPromotion = {
  id: number;
  version: number;
  name: string;
  rewardKind: string;
  amountMinor: string | null;
  points: string | null;
  spentMinor: string;
  pausedAt: string | null;
};

export type PromotionsKitOptions = {
  /** The test clock's start. */
  now: string;
  /** Start of the accounts of the file's members (unique per file). */
  accountPrefix: string;
  /** Start of the promotions' names. */
  namePrefix: string;
  /** The file's promotion body, over an open-for-30-days window; each test overrides what it is about. */
  defaults: Record<string, unknown>;
};

export type PromotionsKit = {
  /** The app, set in the kit's beforeAll. */
  readonly sut: TestApp;
  clock: ReturnType<typeof createTestClock>;
  call: Caller;
  /** A call as marketing staff; a new session when the test clock moved past the last one's idle limit. */
  staff: (method: HttpMethod, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  /** Runs the promotions subscriber over the activity written so far. */
  drain: () => Promise<unknown>;
  /** A fresh member (tests own their data) with a session; logging in is a MEMBER_LOGIN event. */
  newMember: (type?: number) => Promise<{ id: number; token: string }>;
  /** The body of a new promotion: the window, the file's defaults, then `overrides`. */
  promotionBody: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  createPromotion: (overrides?: Record<string, unknown>) => Promise<CreatedPromotion>;
};

/** Registers the file's app (beforeAll/afterAll of the enclosing describe) and answers the kit. */
export const usePromotionsApp = (options: PromotionsKitOptions): PromotionsKit => {
  const clock = createTestClock(new Date(options.now));
  let sut: TestApp | undefined;
  let marketing = '';
  let members = 0;
  const app = () => {
    if (!sut) throw new Error('the promotions app is made in beforeAll');
    return sut;
  };

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    marketing = await staffSession(sut.app, 'MARKETING');
  }, 120_000);
  afterAll(async () => {
    await sut?.close();
  });

  const call: Caller = (...args) => createCaller(app().app)(...args);
  const staff = async (method: HttpMethod, url: string, body?: unknown) => {
    let response = await call(method, url, marketing, body);
    if (response.statusCode === 401) {
      marketing = await staffSession(app().app, 'MARKETING');
      response = await call(method, url, marketing, body);
    }
    return response;
  };
  const promotionBody = (overrides: Record<string, unknown> = {}) => ({
    name: `${options.namePrefix} ${randomUUID().slice(0, 8)}`,
    startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
    endsAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    ...options.defaults,
    ...overrides,
  });

  return {
    get sut() {
      return app();
    },
    clock,
    call,
    staff,
    drain: () => app().app.activityStream.catchUp(PROMOTIONS_SUBSCRIBER),
    newMember: async (type = 0) => {
      members += 1;
      const member = await app().app.membersService.createMember({
        account: `${options.accountPrefix}${members}${randomUUID().slice(0, 6)}`,
        password: 'Promo2026!x',
        type,
      });
      return { id: member.id, token: await openSession(app().app, member.id) };
    },
    promotionBody,
    createPromotion: async (overrides = {}) =>
      valueOf(await staff('POST', '/wps/admin/promotions', promotionBody(overrides))) as CreatedPromotion,
  };
};
