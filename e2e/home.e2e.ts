import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

describe('home', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it.each([
    ['EN', 'desktop', 'The Filipino fair, open all day and all night', 'en'],
    ['EN', 'phone', 'The Filipino fair, open all day and all night', 'en'],
    ['TY', 'desktop', 'Ang perya ng Pinoy, bukas araw at gabi', 'fil'],
    ['TY', 'phone', 'Ang perya ng Pinoy, bukas araw at gabi', 'fil'],
  ] as const)('should render in %s on %s', async (language, viewport, heading, htmlLang) => {
    const context = await openContext(browser, { language, viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(portal.baseUrl);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang);
    await page
      .getByRole('link', { name: /Live (na )?Casino/ })
      .first()
      .waitFor();
    await screenshot(page, `home-${language.toLowerCase()}-${viewport}`, { scrollFirst: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should default to Filipino on a first visit', async () => {
    const context = await openContext(browser);
    const page = await context.newPage();
    await page.goto(portal.baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Ang perya ng Pinoy, bukas araw at gabi' }).waitFor();
    await context.close();
  });

  it('should switch language from the side menu, save it and send it to the server', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    await page.goto(portal.baseUrl);
    await page.getByRole('heading', { level: 1, name: 'The Filipino fair, open all day and all night' }).waitFor();

    // The footer's help topics reload in the new language, asked for in it.
    const helpRequest = page.waitForRequest((request) => request.url().includes('/wps/system/helpCenter?lang=TY'));
    // The list loads when the side menu is scrolled near it.
    await page.getByTestId('color-scheme-toggle').scrollIntoViewIfNeeded();
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Filipino' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ang perya ng Pinoy, bukas araw at gabi' }).waitFor();
    expect((await helpRequest).headers()['x-lang']).toBe('TY');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'TY',
      'EN',
    ]);

    await page.getByRole('link', { name: 'Sentro ng tulong' }).first().click();
    await page.getByRole('tab', { name: 'Mga tuntunin at kundisyon' }).waitFor();
    await context.close();
  });

  it('should send a visitor from a page that needs login to the login popup on home', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/member/depositv2`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('should show the help popup on the topic of the hash', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/help#withdraw`);
    await page.getByRole('dialog', { name: 'Help centre' }).waitFor();
    await page.getByRole('tab', { name: 'How to withdraw', selected: true }).waitFor();
    await context.close();
  });

  it('should answer an unknown page with the not-found page and a 404', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    const response = await page.goto(`${portal.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
