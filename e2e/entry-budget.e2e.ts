import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { readPreloadPlan } from '../apps/server/src/plugins/web-app.boot';

// The player's first load is index.html's one script and one stylesheet (decision 032). A page or
// a barrel import that drags a dialog, floating-ui or the whole of zod into it passes every other
// test and costs every visitor on a phone: this fails it on the build `npm run test:e2e` just made.
// Sizes are bytes, deterministic for a build; raise a budget only with the reason in the commit.
const ENTRY_JS_GZIP_BUDGET = 192_000; // 187,392 at 6d505fa
const ENTRY_CSS_GZIP_BUDGET = 10_000; // 9,131 at 6d505fa

const dist = join(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assetsOf = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
const gzipSizeOf = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

describe('the player entry', () => {
  const scripts = assetsOf(/<script[^>]*\ssrc="([^"]+)"/g);
  const preloads = assetsOf(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g);
  const styles = assetsOf(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g);

  it('should be one script and one stylesheet, nothing preloaded beside them', () => {
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(preloads).toEqual([]);
  });

  it('should stay within its gzip budgets', () => {
    const js = gzipSizeOf(scripts[0] ?? '');
    const css = gzipSizeOf(styles[0] ?? '');
    console.log(`entry: ${js} bytes of script, ${css} of stylesheet (gzip -9)`);
    expect(js).toBeLessThanOrEqual(ENTRY_JS_GZIP_BUDGET);
    expect(css).toBeLessThanOrEqual(ENTRY_CSS_GZIP_BUDGET);
  });

  it('should not carry the dialog machinery (scroll lock) that only popups need', () => {
    const entry = readFileSync(join(dist, scripts[0] ?? ''), 'utf8');
    expect(entry).not.toContain('with-scroll-bars-hidden');
    // A static import of floating-ui (in the lazy pages' Mantine chunk) would sit in the entry's import list.
    expect(entry).not.toMatch(/from"\.\/(?:floating-ui|mantine)-[^"]*\.js"/);
  });
});

describe("the first screens' preloads", () => {
  it('should find every route module the server preloads in the build (one bundled into another is preloaded by nobody)', () => {
    const plan = readPreloadPlan(dist);
    expect(plan?.missing).toEqual([]);
    // The deposit page's own chunk is among its preloads.
    expect(plan?.routes.get('deposit')?.scripts.some((file) => file.includes('protected-pages'))).toBe(true);
  });
});
