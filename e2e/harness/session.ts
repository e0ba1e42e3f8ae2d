import type { Browser, BrowserContext, Page } from 'playwright-core';

import type { ContextOptions } from './browser';
import { openContext, watchErrors } from './browser';
import { solveSlider } from './slider';
import { solveSliderByApi } from './staff';

// Logging in through the portal as a person does: the banner's Log in button, the dialog, the slider.

export type LogInOptions = {
  /** A page to open first (e.g. the portal's home); without it, logs in from the page already open. */
  startAt?: string;
  /** Wait until the account menu shows, i.e. the member is signed in. */
  waitUntilSignedIn?: boolean;
};

/** Clicks Log in in the banner, fills the dialog with username and password, and solves the slider. */
export const logIn = async (page: Page, username: string, password: string, options: LogInOptions = {}) => {
  if (options.startAt) await page.goto(options.startAt);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  if (options.waitUntilSignedIn) await page.getByTestId('account-menu').waitFor();
};

/** What a signed-in tab keeps in session storage (stores/session-store.ts): enough to open more tabs signed in. */
export type StoredSession = { token: string; isAgent: string; isTrial: string };

/** The session of a page that has just signed in. */
export const sessionOf = async (page: Page): Promise<StoredSession> => {
  const stored = await page.evaluate(() => ({
    token: window.sessionStorage.getItem('token') ?? '',
    isAgent: window.sessionStorage.getItem('isAgent') ?? '0',
    isTrial: window.sessionStorage.getItem('isTrial') ?? '0',
  }));
  if (!stored.token) throw new Error('the page holds no session');
  return stored;
};

/**
 * Puts `session` into every new tab of `context` before the portal's first script, as if this tab had
 * signed in. Logging in through the dialog and the slider is a test of its own (accounts.e2e); a
 * test about another page signs in once per account (sessionFor) and opens its screens with that
 * session: on the 2-core CI machine each login through the dialog costs 10 s or more.
 * Seeded once per tab (marked in the tab's window.name, which outlives its navigations), so a
 * logout in the tab stays a logout.
 */
export const useSession = (context: BrowserContext, session: StoredSession) =>
  context.addInitScript((stored) => {
    if (window !== window.top || window.name === 'e2e-session-seeded') return;
    window.name = 'e2e-session-seeded';
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, session);

/** The demo seed's accounts the tests sign in as. */
export const DEMO_ACCOUNTS = {
  player01: { account: 'player01', password: 'Player2026' },
  player02: { account: 'player02', password: 'Player2026' },
  agent01: { account: 'agent01', password: 'Agent2026' },
} as const;

// Sessions by portal and account, for this test file (each file runs in its own worker).
const sessions = new Map<string, StoredSession>();

type Envelope = { success: boolean; code: string; value: Record<string, unknown> | null };

/**
 * Logs `account` in through the member API, as the login dialog does once its slider is solved:
 * the slider through its API (solved by looking at its pictures, as solveSlider does on the
 * page), then username and password for the portal, then the member's language set to English
 * (the dialog does that after every login, from the page's language).
 */
export const logInByApi = async (baseUrl: string, account: string, password: string): Promise<StoredSession> => {
  const headers = { 'content-type': 'application/json', 'x-lang': 'EN' };
  const login = (await (
    await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'username',
        username: account,
        password,
        validate: await solveSliderByApi(baseUrl),
        page: 'portal',
      }),
    })
  ).json()) as Envelope;
  const value = login.value ?? {};
  if (!login.success || value.status !== 'OK' || typeof value.token !== 'string')
    throw new Error(`login of ${account} failed: ${JSON.stringify(login)}`);
  if (value.mustChangePassword) throw new Error(`${account} must change its password first: log in through the dialog`);
  const language = (await (
    await fetch(`${baseUrl}/wps/member/language`, {
      method: 'PUT',
      headers: { ...headers, authorization: `Bearer ${value.token}` },
      body: JSON.stringify({ lang: 'EN' }),
    })
  ).json()) as Envelope;
  if (!language.success) throw new Error(`language of ${account} not set: ${JSON.stringify(language)}`);
  return { token: value.token, isAgent: value.isAgent ? '1' : '0', isTrial: value.isTrial ? '1' : '0' };
};

/**
 * `account`'s session on the portal at `baseUrl`: logged in through the API the first time
 * (logInByApi), reused after. Logging in through the dialog and its slider is a test of its own
 * (accounts.e2e, and portal.e2e's member header); on the 2-core CI machine each such login costs
 * 10 s or more, which a test about another page need not pay.
 */
export const sessionFor = async (baseUrl: string, account: string, password: string): Promise<StoredSession> => {
  const key = `${baseUrl} ${account}`;
  const known = sessions.get(key);
  if (known) return known;
  const session = await logInByApi(baseUrl, account, password);
  sessions.set(key, session);
  return session;
};

/**
 * Signs the tab `page` in as `account` (see sessionFor) and opens `url` (the portal's home by
 * default) in it, waiting until the account menu shows: where a test is about what a member sees,
 * not about logging in. The page's context must not hold another account's session.
 */
export const openAsMember = async (
  page: Page,
  baseUrl: string,
  account: { account: string; password: string },
  url = baseUrl,
): Promise<void> => {
  await useSession(page.context(), await sessionFor(baseUrl, account.account, account.password));
  await page.goto(url);
  await page.getByTestId('account-menu').waitFor();
};

/** A new tab signed in as `account` (see sessionFor), in the options' language and size, opened at `url`; `errors` collects its page errors. */
export const openSignedIn = async (
  browser: Browser,
  baseUrl: string,
  account: { account: string; password: string },
  options: ContextOptions & { url?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const session = await sessionFor(baseUrl, account.account, account.password);
  const context = await openContext(browser, options);
  await useSession(context, session);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(options.url ?? baseUrl);
  return { context, page, errors };
};
