// First: configures zod before any contract schema is built.
import './lib/zod-config';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { prefetchStartup } from './app/prefetch';
import { createQueryClient } from './app/provider';
import { initI18n } from './i18n';
import { listenForInstallPrompt } from './lib/install-prompt';
import { whenIdle } from './lib/when-idle';

// The browser offers installation once, early: listen before anything renders.
listenForInstallPrompt();

// The first requests go out while the texts load.
const queryClient = createQueryClient();
prefetchStartup(queryClient);

// Texts load before the first paint, so no screen flashes untranslated keys. The first render is a
// transition: React builds the page in slices and keeps the main thread free to answer input.
void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});

// The service worker (vite-plugin-pwa, generateSW) makes the portal installable and its shell
// instant on the next visit. Installing it downloads every file of the app, so it waits until the
// page has loaded and settled (a few seconds, then an idle moment): it never competes with the
// first visit's own requests and rendering.
const SERVICE_WORKER_DELAY_MS = 5_000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    window.setTimeout(
      () =>
        whenIdle(() => {
          void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register());
        }),
      SERVICE_WORKER_DELAY_MS,
    );
  });
}
