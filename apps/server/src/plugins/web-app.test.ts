import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

describe('web app serving', () => {
  let sut: TestApp;
  let distDir: string;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'perya-web-'));
    mkdirSync(join(distDir, 'assets'));
    // As Vite writes it: the entry's module script in the head.
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'admin.html'), '<!doctype html><div id="root" data-page="back-office"></div>');
    sut = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/index', '/rng', '/agentHome', '/member/depositv2'])(
    'should serve the app for %s',
    async (url) => {
      const response = await sut.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    },
  );

  it.each(['/admin', '/admin/', '/admin/login', '/admin/money/deposits?status=PENDING', '/admin/no-such-screen'])(
    "should serve the back office's own page for %s, without the player's data",
    async (url) => {
      const response = await sut.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('data-page="back-office"');
      expect(response.body).not.toContain('perya-boot');
    },
  );

  it.each(['/administrator', '/adminx/login'])("should not take %s for the back office's page", async (url) => {
    const response = await sut.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('back-office');
  });

  it("should send the first screen's answers inside the page, as the API answers them", async () => {
    const response = await sut.app.inject({ url: '/', headers: { ...html, cookie: 'lang=EN' } });
    const script = /<script id="perya-boot" type="application\/json">([^<]*)<\/script>/.exec(response.body)?.[1];
    const boot = JSON.parse(script ?? 'null');
    expect(boot.lang).toBe('EN');
    const status = await sut.app.inject({ url: '/wps/system/status', headers: { 'x-lang': 'EN' } });
    expect(boot.answers['/wps/system/status']).toEqual({ value: status.json().value, guest: false });
    expect(Object.keys(boot.answers)).toEqual(
      expect.arrayContaining([
        '/wps/system/permission',
        '/lgw/games/game_menus?platform=html5-desktop',
        '/wps/announcements?platform=W&types=B%2CPL%2CPU%2CPR%2CH',
      ]),
    );
  });

  it.each(['/', '/rng'])('should send the page with its data compressed when the browser asks (%s)', async (url) => {
    const response = await sut.app.inject({ url, headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="perya-boot"');
  });

  it('should send an unknown page without data', async () => {
    const response = await sut.app.inject({ url: '/nope', headers: html });
    expect(response.body).not.toContain('perya-boot');
  });

  it('should serve the app with 404 for an unknown page, so it shows its not-found page', async () => {
    const response = await sut.app.inject({ url: '/nope', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="root"');
  });

  it('should answer an unknown path with the 404 envelope for non-browser callers', async () => {
    const response = await sut.app.inject({ url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'The page or resource was not found.',
      value: null,
    });
  });

  it('should answer an unknown API path with the envelope even for a browser', async () => {
    const response = await sut.app.inject({ url: '/wps/nope', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('should cache fingerprinted assets for a year', async () => {
    const response = await sut.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should send security headers', async () => {
    const response = await sut.app.inject({ url: '/', headers: html });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should allow by its hash every inline script of a page, and no other inline script', async () => {
    const response = await sut.app.inject({ url: '/rng', headers: { ...html, 'accept-encoding': 'identity' } });
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    // Inline scripts that run: without a src and not a data block (the boot JSON).
    const inline = [
      ...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([^<]*)<\/script>/g),
    ].map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) expect(scriptSources).toContain(source);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual(inline);
  });

  it('should serve the OpenAPI document generated from the schemas', async () => {
    const response = await sut.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const status = document.paths['/wps/system/status'].get.responses['200'];
    const schema = status.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['success', 'code', 'message', 'value']);
  });
});
