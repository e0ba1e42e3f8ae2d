// First: configures zod before any contract schema is built.
import './lib/zod-config';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { prefetchStartup } from './app/prefetch';
import { createQueryClient } from './app/provider';
import { initI18n } from './i18n';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';

// The browser offers installation once, early: listen before anything renders.
listenForInstallPrompt();

// The first requests go out while the texts load, in a task of their own: answering them from the
// page's boot data parses each with its schema, and the entry's evaluation is a long task on a
// phone already (decision 074).
const queryClient = createQueryClient();
setTimeout(() => prefetchStartup(queryClient), 0);

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

// Repeat visits load the app shell from the service worker's cache (lib/service-worker.ts).
registerServiceWorker();
