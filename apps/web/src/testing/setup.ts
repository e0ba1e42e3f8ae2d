import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

import { initI18n, registerAreaTexts } from '@/i18n';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

// A test's first render may import lazy chunks (the signed-in header, the answer schemas) that
// Vite transforms on first use, which can take longer than the 1 s default when a file runs
// alone, and a loaded two-core machine (CI beside other work) has taken over 5 s for a screen's
// first answer: what a test waits for may take that long to appear; a missing one still fails,
// only later.
configure({ asyncUtilTimeout: 10_000 });

// Tests render any area's components on their own: every area's texts are loadable.
registerAreaTexts(import.meta.glob('../i18n/locales/*/*.json'));

// Mantine reads these browser APIs; jsdom leaves them out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// Assigned, not vi.stubGlobal'd: tests unstub their own globals after each test.
if (!('ResizeObserver' in window)) globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
// Mantine's Select scrolls its selected option into view a moment after opening; jsdom has no
// layout and no scrollIntoView, and the call, landing after a test, failed the whole run.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeAll(async () => {
  window.localStorage.setItem('lang', 'EN');
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  useModalStore.getState().closeModal();
  window.sessionStorage.clear();
});
