import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { SCHEME_COLORS } from './src/config/brand-colors.ts';

// The SPA: portal, agent centre and back office as lazy route chunks of one app. In development
// the API runs on :8080 (npm run dev) and Vite proxies the API paths to it.
const API_PATHS = ['/wps', '/lgw', '/lotto', '/chat', '/docs', '/healthz', '/readyz'];

// Installable app (spec §2.8 app download): the service worker precaches the app shell and the
// built assets, serves index.html for the portal's pages offline, and never touches the API.
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // Registered by src/main.tsx after the page has loaded, in production only.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'avatars/*.svg'],
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
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Source maps and the build manifest are for people and tools, not for visitors.
    globIgnores: ['**/*.map', '.vite/**'],
    navigateFallback: '/index.html',
    // Server-side paths: the API, its docs, the chat and the developer tools are never the app.
    navigateFallbackDenylist: [/^\/wps/, /^\/lgw/, /^\/lotto/, /^\/api/, /^\/docs/, /^\/chat/, /^\/dev/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // No runtime caching: API answers (/wps, /lgw/games, /api) always come from the network.
    runtimeCaching: [],
  },
});

// Brotli and gzip copies of the text assets, written once at build time: the server sends them to
// browsers that accept them (@fastify/static preCompressed), so no request pays for compression.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const precompress = (): Plugin => ({
  name: 'perya-precompress',
  apply: 'build',
  closeBundle() {
    const outDir = fileURLToPath(new URL('./dist', import.meta.url));
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) visit(path);
        else if (COMPRESSIBLE.test(entry) && statSync(path).size > 1024) {
          const source = readFileSync(path);
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
          writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      }
    };
    visit(outDir);
  },
});

export default defineConfig({
  // Tests (vitest reads this file) need no service worker.
  plugins: process.env.VITEST ? [react()] : [react(), pwa, precompress()],
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
        codeSplitting: {
          // Everything the entry imports statically in one chunk: the first visit fetches a few
          // files instead of fifty (HTTP/1.1 fetches six at a time). Lazy pages stay separate.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
});
