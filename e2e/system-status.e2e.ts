import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot } from './harness/browser';
import { startPortal } from './harness/portal';

describe('system status screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should show the maintenance page on status 1', async () => {
    const portal = await startPortal({
      ops: [
        ['maintenance', 'on', '--lang', 'EN', '--title', 'Upgrading Perya', '--info', 'Back at 3 PM, Manila time.'],
      ],
    });
    try {
      const status = await (await fetch(`${portal.baseUrl}/wps/system/status`)).json();
      expect(status.value.status).toBe(1);
      for (const viewport of ['desktop', 'phone'] as const) {
        const context = await openContext(browser, { language: 'EN', viewport });
        const page = await context.newPage();
        await page.goto(`${portal.baseUrl}/rng`);
        await page.getByRole('heading', { name: 'Upgrading Perya' }).waitFor();
        await page.getByText('Back at 3 PM, Manila time.').waitFor();
        expect(await page.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe(
          'https://t.me/PeryaSupport',
        );
        expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
        await screenshot(page, `maintenance-${viewport}`);
        await context.close();
      }
    } finally {
      await portal.stop();
    }
  });

  it('should show the region-blocked page with the visitor IP on status 2', async () => {
    const portal = await startPortal({ env: { TRUST_PROXY: 'true' } });
    try {
      for (const viewport of ['desktop', 'phone'] as const) {
        const context = await openContext(browser, {
          language: 'TY',
          viewport,
          headers: { 'x-forwarded-for': '8.8.8.8' },
        });
        const page = await context.newPage();
        await page.goto(portal.baseUrl);
        await page.getByRole('heading', { name: 'Hindi available ang Perya sa iyong rehiyon' }).waitFor();
        expect(await page.getByTestId('visitor-ip').textContent()).toBe('8.8.8.8');
        await screenshot(page, `region-blocked-${viewport}`);
        await context.close();
      }
      const blockedCall = await fetch(`${portal.baseUrl}/wps/no-such-call`, {
        headers: { 'x-forwarded-for': '8.8.8.8' },
      });
      expect(blockedCall.status).toBe(404);
      const philippines = await openContext(browser, { language: 'EN', headers: { 'x-forwarded-for': '112.198.0.1' } });
      const page = await philippines.newPage();
      await page.goto(portal.baseUrl);
      await page.getByRole('heading', { level: 1, name: 'The Filipino fair, open all day and all night' }).waitFor();
      await philippines.close();
    } finally {
      await portal.stop();
    }
  });

  it('should answer the API in the envelope, with 404s and malformed bodies too', async () => {
    const portal = await startPortal();
    try {
      const status = await (await fetch(`${portal.baseUrl}/wps/system/status`)).json();
      expect(status).toMatchObject({ success: true, code: 'OK', value: { status: 0 } });
      const missing = await fetch(`${portal.baseUrl}/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const malformed = await fetch(`${portal.baseUrl}/wps/system/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"broken":',
      });
      expect(malformed.status).toBe(400);
      const body = await malformed.text();
      expect(JSON.parse(body)).toMatchObject({ success: false, code: 'MALFORMED_BODY' });
      expect(body).not.toMatch(/at .*\.js/);
    } finally {
      await portal.stop();
    }
  });
});
