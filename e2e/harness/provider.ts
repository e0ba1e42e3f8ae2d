import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import type { ProviderSim } from '@perya/provider-sim';
import { DEMO_VENDORS, demoKey, startProviderSim } from '@perya/provider-sim';

// The provider simulator as the e2e flows use it: a separate HTTP server with every demo vendor's
// key, calling the wallet of the portal that will listen on `portalPort` (so the port comes first:
// freePort, then the simulator, then startPortal with PROVIDER_LAUNCH_URL = its url).

/** Starts the provider simulator for a portal about to listen on `portalPort`. */
export const startDemoProvider = (portalPort: number): Promise<ProviderSim> =>
  startProviderSim({
    walletUrl: `http://127.0.0.1:${portalPort}/wps/provider/v1`,
    keys: Object.fromEntries(DEMO_VENDORS.map((vendor) => [vendor, demoKey(vendor)])),
  });

/**
 * One spin of the first slot of /rng in the simulator's page, at `chipMinor` (one of its bet
 * chips, in centavos: '1000', '5000', '10000'), waited for until the round is settled.
 */
export const spinFirstSlot = async (page: Page, baseUrl: string, chipMinor: string): Promise<void> => {
  await page.goto(`${baseUrl}/rng`);
  await page
    .getByTestId('game-card')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await page.waitForURL(/\/seamless\?/);
  const game = page.frameLocator('iframe');
  await game.locator('#spin').waitFor();
  // The chip's radio is a 1 px input under its picture: a forced check() clicked it and, once in
  // a CI run, reported "did not change its state". The chip is clicked until its radio is ticked.
  const chip = game.locator(`input[name="bet"][value="${chipMinor}"]`);
  await expect
    .poll(async () => {
      if (!(await chip.isChecked())) await chip.click({ force: true });
      return chip.isChecked();
    })
    .toBe(true);
  await game.locator('#spin').click();
  await expect.poll(() => game.locator('#result').getAttribute('data-status'), { timeout: 20_000 }).toBe('SETTLED');
};
