import type { Page } from 'playwright-core';

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
