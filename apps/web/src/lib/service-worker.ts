import { whenIdle } from './when-idle';

// The service worker (vite-plugin-pwa, generateSW; apps/web/vite.config.ts, decision 032) makes the
// portal installable and the next visit's shell load from the phone: no HTML, script or stylesheet
// crosses the network again, only the API's answers. It precaches the app shell only; the rest of
// what this visit loaded (the visitor's language, the page's chunks) is handed to it once it is in
// charge, so the next visit finds them in its cache too.

const SERVICE_WORKER_DELAY_MS = 5_000;

/** Same-origin fingerprinted files this page has loaded (not the back office's). */
export const loadedAssetUrls = (entries: readonly PerformanceEntry[], origin: string): string[] => [
  ...new Set(
    entries
      .map((entry) => entry.name)
      .filter((name) => {
        try {
          const url = new URL(name);
          return url.origin === origin && /^\/assets\/(?!admin-)[^/]+\.(?:js|css|woff2)$/.test(url.pathname);
        } catch {
          return false;
        }
      }),
  ),
];

/**
 * Requests made per idle moment: each costs a phone's main thread a few milliseconds, and the
 * thirty to seventy files of a page in one go were a task of 80–130 ms on a 4x-slower CPU.
 */
export const HAND_OVER_BATCH = 8;

/** `request` for each of `urls`, a batch now and a batch per idle moment after. */
export const requestInBatches = (urls: readonly string[], request: (url: string) => void): void => {
  const left = [...urls];
  const next = () => {
    for (const url of left.splice(0, HAND_OVER_BATCH)) request(url);
    if (left.length > 0) whenIdle(next);
  };
  next();
};

/** Asks for them again through the worker, which keeps them (from the browser's own cache mostly). */
const handOver = () =>
  requestInBatches(loadedAssetUrls(performance.getEntriesByType('resource'), window.location.origin), (url) => {
    void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  });

/**
 * Registers the worker once the page has loaded and settled (a few seconds, then an idle moment):
 * installing it downloads the shell, which must not compete with the first visit's own requests.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      void import('workbox-window').then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js', { scope: '/' });
        // In charge of this page now (clientsClaim): hand it what the page loaded before it came.
        workbox.addEventListener('controlling', () => whenIdle(handOver));
        void workbox.register().then(() => {
          if (navigator.serviceWorker.controller) whenIdle(handOver);
        });
      });
    });
  const start = () => window.setTimeout(register, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
