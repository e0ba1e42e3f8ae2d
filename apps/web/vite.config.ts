import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA: portal, agent centre and back office as lazy route chunks of one app. In development
// the API runs on :8080 (npm run dev) and Vite proxies the API paths to it.
const API_PATHS = ['/wps', '/lgw', '/lotto', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      API_PATHS.map((path) => [path, { target: 'http://localhost:8080', changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
