import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { firstScreenShell, hasPortalFrame, withShell } from './web-app.shell';

/** A skin's colours as the web app defines them (the server may not import the web app). */
const skinColours = (skin: 'dark' | 'light'): string[] => {
  const source = readFileSync(new URL('../../../web/src/config/brand-colors.ts', import.meta.url), 'utf8');
  const line = new RegExp(`${skin}: \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return [...line.matchAll(/'(#[0-9a-f]{6})'/gi)].map((match) => match[1]!);
};

/** index.html as Vite writes it: the entry's module script in the head. */
const ENTRY = '<script type="module" crossorigin src="/assets/a.js"></script>';
const INDEX = `<!doctype html><html><head>${ENTRY}<link rel="stylesheet" crossorigin href="/assets/a.css"></head><body><div id="root"></div></body></html>`;
const PRELOADS = '<link rel="modulepreload" href="/assets/route.js">';

describe('the first screen shell', () => {
  it('should put the first banner inside the root element, which the app replaces when it renders', () => {
    const html = withShell(INDEX, { banner: { url: '/lgw/images/banners/welcome.ty.svg', title: 'Welcome bonus' } });
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('data-first-screen-shell');
    expect(root).toContain(
      '<img src="/lgw/images/banners/welcome.ty.svg" alt="Welcome bonus" width="1600" height="500" fetchpriority="high"',
    );
  });

  it("should hold the app's files back until the first paint: the entry and the preloads in a template the shell's script adds", () => {
    const html = withShell(INDEX, { banner: null }, PRELOADS);
    const head = html.slice(0, html.indexOf('</head>'));
    // The head keeps the stylesheet (the app's first render needs it) but names no script.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const template = /<template id="perya-after-paint">(.*?)<\/template>/.exec(html)?.[1];
    // The entry last: nothing of the app runs before the last of the script's batches.
    expect(template).toBe(PRELOADS + ENTRY);
    // Before the shell, so the script finds it even when it runs at once (a hidden tab).
    expect(html.indexOf('<template')).toBeLessThan(html.indexOf('data-first-screen-shell'));
    const script = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain("getElementById('perya-after-paint')");
    expect(script).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    // Eight requests a task: eighteen in one were a long task on a phone.
    expect(script).toContain('n.splice(0,all?n.length:8)');
    // A hidden tab's timers run once a second: it takes them all at once.
    expect(script).toContain("if(document.visibilityState==='hidden')return go(1)");
    expect(script).toContain('if(n.length)setTimeout(add,0)');
  });

  it('should escape what content holds, so a banner cannot add markup', () => {
    const shell = firstScreenShell({
      banner: { url: '/a.svg" onerror="alert(1)', title: '</style><script>alert(1)</script>&' },
    });
    expect(shell).not.toContain('<script>alert(1)');
    expect(shell).not.toContain('" onerror="');
    expect(shell).toContain('alt="&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
  });

  it('should draw the frame and the mark without a banner, on the pages with the portal frame only', () => {
    const html = withShell(INDEX, { banner: null });
    expect(html).toContain('data-first-screen-shell');
    expect(html).toContain('<svg class="perya-shell-mark"');
    expect(html).not.toContain('<img');
    expect(hasPortalFrame('/rng', false)).toBe(true);
    expect(hasPortalFrame('/member/depositv2', false)).toBe(true);
    expect(hasPortalFrame('/seamless', true)).toBe(false);
    for (const path of ['/agent', '/agentHome', '/agentHome/transferFund', '/AGENTHOME/x'])
      expect(hasPortalFrame(path, false), path).toBe(false);
    expect(hasPortalFrame('/agents-of-fortune', false)).toBe(true);
  });

  it('should leave the page as it is without a shell or without an empty root', () => {
    expect(withShell(INDEX, null)).toBe(INDEX);
    const other = INDEX.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withShell(other, { banner: { url: '/a.svg', title: '' } })).toBe(other);
    // Without the entry's tag there is nothing to hold back: no shell either.
    const noEntry = INDEX.replace(ENTRY, '');
    expect(withShell(noEntry, { banner: null }, PRELOADS)).toBe(noEntry);
  });

  it("should paint with the dark skin's colours, and the light skin's for a visitor who chose it", () => {
    const shell = firstScreenShell({ banner: { url: '/a.svg', title: '' } });
    for (const skin of ['dark', 'light'] as const) {
      const colours = skinColours(skin);
      expect(colours).toHaveLength(4);
      for (const colour of colours) expect(shell, skin).toContain(colour);
    }
    // The choice is read where Mantine keeps it, before the shell paints.
    expect(shell.indexOf("localStorage.getItem('mantine-color-scheme-value')")).toBeLessThan(shell.indexOf('<style>'));
  });
});
