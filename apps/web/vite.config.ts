import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { SCHEME_COLORS } from './src/config/brand-colors.ts';
import { precompress } from './vite.precompress.ts';

// The portal and agent centre (index.html) as lazy route chunks of one app. The back office is a
// page of its own (admin.html), built after this one by vite.admin.config.ts into the same folder
// (decision 027): the player's build holds none of its code. In development
// the API runs on :8080 (npm run dev) and Vite proxies the API paths to it.
const distDir = fileURLToPath(new URL('./dist', import.meta.url));
const API_PATHS = ['/wps', '/lgw', '/lotto', '/chat', '/docs', '/healthz', '/readyz'];

// The Vite manifest (dist/.vite/manifest.json, written before the service worker is generated):
// what the entry and the first screens' routes load, so only that is precached.
type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
const SHELL_SOURCES = [
  'src/app/routes/home.tsx',
  'src/features/games/pages/game-centre-page.tsx',
  'src/lib/startup-schemas.ts',
  'src/styles/mantine-full.ts',
];
const shellFiles = (outDir: string): Set<string> => {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    // The entry stylesheet's fonts.
    for (const asset of chunk.assets ?? []) files.add(asset);
  }
  for (const source of SHELL_SOURCES) {
    const key = Object.keys(manifest).find((name) => name.endsWith(source));
    if (key) visit(key);
  }
  return files;
};

// Chunks of the back office (any src folder named admin) are named admin-…: the service worker never keeps them.
const ADMIN_SOURCE = /\/src\/(?:[^/]+\/)*admin\//;

// Installable app (spec §2.8 app download) and repeat visits from the cache (decision 032). The
// service worker precaches the app shell only — index.html, the entry and the first screens'
// chunks — not all 2.5 MB of the app: a player on mobile data pays for every byte. Every other
// fingerprinted file (the visitor's language, the pages they open) is kept when first used,
// cache first (a fingerprinted file never changes); the page hands the worker what it loaded before
// the worker was there (lib/service-worker.ts). The API is never cached (personal data; always
// fresh), nor the back office's chunks. A new build brings a new worker with a new precache list;
// it takes over at once and drops the old list (no app shell stays stale).
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // Registered by src/lib/service-worker.ts after the page has loaded, in production only.
  injectRegister: false,
  manifest: {
    name: 'Perya',
    short_name: 'Perya',
    description: 'Slots, live casino, sabong, sports, lottery and bingo for players in the Philippines. 18+ only.',
    lang: 'fil',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: SCHEME_COLORS.dark.page,
    background_color: SCHEME_COLORS.dark.page,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'favicon.svg', 'manifest.webmanifest', 'assets/*.{js,css,woff2}'],
    // Source maps and the build manifest are for people and tools, not for visitors.
    globIgnores: ['**/*.map', '.vite/**', 'assets/admin-*'],
    manifestTransforms: [
      (entries) => {
        const shell = shellFiles(distDir);
        return {
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
          warnings: [],
        };
      },
    ],
    navigateFallback: '/index.html',
    // Server-side paths: the API, its docs, the chat and the developer tools are never the app.
    navigateFallbackDenylist: [/^\/wps/, /^\/lgw/, /^\/lotto/, /^\/api/, /^\/docs/, /^\/chat/, /^\/dev/, /^\/admin/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Fingerprinted files of the player's app, kept when first used; not the back office's.
        urlPattern: /\/assets\/(?!admin-)[^/]+\.(?:js|css|woff2)$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'perya-assets-v1',
          expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      // Nothing else: API answers (/wps, /lgw/games, /api) always come from the network.
    ],
  },
});

// The development server answers /admin and /admin/* with the back office's page, as the API
// server does in production (apps/server/src/plugins/web-app.ts).
const ADMIN_PAGE = /^\/admin(?:\/[^.]*)?(?:\?.*)?$/;
const adminPage = (): Plugin => ({
  name: 'perya-admin-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && ADMIN_PAGE.test(request.url) && (request.headers.accept ?? '').includes('text/html')) {
        request.url = '/admin.html';
      }
      next();
    });
  },
});

export default defineConfig({
  // Tests (vitest reads this file) need no service worker.
  plugins: process.env.VITEST ? [react()] : [react(), adminPage(), pwa, precompress(distDir)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      // ws: the live events socket (/wps/ws) is proxied too.
      API_PATHS.map((path) => [path, { target: 'http://localhost:8080', changeOrigin: false, ws: true }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // bench/web reads the manifest to measure what the home route loads first.
    manifest: true,
    rolldownOptions: {
      // The contracts' modules do nothing when loaded but build schemas: one whose exports the app
      // does not use is left out (the server bundles them all, as before).
      treeshake: { moduleSideEffects: [{ test: /packages\/contracts\//, sideEffects: false }] },
      output: {
        // The back office's chunks carry the admin- prefix the service worker leaves out.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && ADMIN_SOURCE.test(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Everything the entry imports statically in one chunk: the first visit fetches a few
          // files instead of fifty (HTTP/1.1 fetches six at a time). Lazy pages stay separate.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 30 },
            // zod, which every first screen's answer schemas are built with, in one file instead of
            // a dozen small ones (each a round trip on HTTP/1.1). The contracts' schemas stay split
            // by module: one chunk of them all would build every schema of the app at start.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            // The components, hooks and icons the lazy pages use that the entry does not, one file
            // each instead of one per component: the deposit page fetched 143 files, a hundred of
            // them Mantine's parts and icons of 1–2 kB, each a round trip on a phone's link.
            {
              name: 'mantine',
              test: /node_modules[\\/](?:@mantine[\\/](?:core|hooks|form)|@floating-ui)[\\/]/,
              priority: 20,
              // Only what ten or more chunks share: a part one page uses stays in that page's chunk.
              minShareCount: 10,
            },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 20 },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
});
