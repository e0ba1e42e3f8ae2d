import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './lib/server.mjs';
const server = await startServer({ DATA_DIR: '/tmp/sig/data1', SEED_DEMO: 'false' });
for (let i = 0; i < 100; i++) { try { if ((await fetch(server.url + '/readyz')).ok) break; } catch {} await new Promise((d) => setTimeout(d, 300)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1440, 900], [390, 844], [768, 1024]]) {
  for (const lang of ['EN', 'TY']) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  await context.addInitScript((l) => {
    window.sessionStorage.setItem('publicModalClosed', JSON.stringify(['A', 'B', 'F']));
    window.sessionStorage.setItem('giftModalHidden', '1');
    window.localStorage.setItem('lang', l);
  }, lang);
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const r = await page.evaluate(() => { const g = document.querySelector('[class*="boardGrid"]'); const b = g.getBoundingClientRect(); return { top: b.top + window.scrollY, height: b.height, kids: [...g.querySelectorAll(':scope > *')].map((k) => Math.round(k.getBoundingClientRect().height)) }; });
  console.log(w, lang, JSON.stringify(r));
  await context.close();
  }
}
await browser.close();
await server.stop();
process.exit(0);
