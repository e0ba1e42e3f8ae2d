import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './vite.precompress.ts';

// The back office's page (admin.html → src/admin-main.tsx, decision 027), built after the player's
// (vite.config.ts) into the same folder: `npm run build` runs both. A build of its own, so the
// player's entry holds nothing of it and no chunk of it is shared with the player's first load (a
// second entry in one build moved their common modules into a chunk both load). Every file it
// writes is named admin-…: the player's service worker neither precaches nor keeps them.
const distDir = fileURLToPath(new URL('./dist', import.meta.url));
const isAdminFile = (file: string) => file === 'admin.html' || /^assets[\\/]admin-/.test(file);

export default defineConfig({
  plugins: [react(), precompress(distDir, isAdminFile)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: distDir,
    // The player's build is already there.
    emptyOutDir: false,
    // dist/.vite/manifest.json is the player's (bench/web and the server's preloads read it).
    manifest: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./admin.html', import.meta.url)),
      treeshake: { moduleSideEffects: [{ test: /packages\/contracts\//, sideEffects: false }] },
      output: {
        entryFileNames: 'assets/admin-[hash].js',
        chunkFileNames: 'assets/admin-[name]-[hash].js',
        assetFileNames: 'assets/admin-[name]-[hash][extname]',
        // What the page imports statically in one file, as the player's entry (few requests).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
});
