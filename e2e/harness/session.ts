import type { Browser, BrowserContext, Page } from 'playwright-core';

import type { ContextOptions } from './browser';
import { openContext, watchErrors } from './browser';
import { solveSlider } from './slider';

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
 * test about another page signs in that way once per account and opens its other screens with the
 * same session: on the 2-core CI machine each login through the dialog costs 10 s or more.
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

/** `account`'s session on the portal at `baseUrl`: logged in through the dialog in English the first time, reused after. */
export const sessionFor = async (
  browser: Browser,
  baseUrl: string,
  account: string,
  password: string,
): Promise<StoredSession> => {
  const key = `${baseUrl} ${account}`;
  const known = sessions.get(key);
  if (known) return known;
  const context = await openContext(browser, { language: 'EN' });
  try {
    const page = await context.newPage();
    await logIn(page, account, password, { startAt: baseUrl, waitUntilSignedIn: true });
    const session = await sessionOf(page);
    sessions.set(key, session);
    return session;
  } finally {
    await context.close();
  }
};

/** A new tab signed in as `account` (see sessionFor), in the options' language and size, opened at `url`; `errors` collects its page errors. */
export const openSignedIn = async (
  browser: Browser,
  baseUrl: string,
  account: { account: string; password: string },
  options: ContextOptions & { url?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const session = await sessionFor(browser, baseUrl, account.account, account.password);
  const context = await openContext(browser, options);
  await useSession(context, session);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(options.url ?? baseUrl);
  return { context, page, errors };
};
