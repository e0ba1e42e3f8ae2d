import { chromium } from 'playwright-core';

// The phone both main-thread benches load pages on: Lighthouse's mobile screen (412 × 823 at
// 1.75×, touch) with the CPU four times slower, in the full browser (what a player runs).

export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

/** A new context and page on the slowed phone, with the CDP session that slows it. */
export const openSlowPhone = async (browser) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
};
