import '@testing-library/jest-dom/vitest';

import { notifications } from '@mantine/notifications';
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

// The tests run in happy-dom (decision 066), with the browser APIs the app looks for as jsdom
// had them, so that each test takes the paths it took there: no IntersectionObserver (lazy blocks
// render at once), no clipboard (user-event puts in its own), and the stubs below for the APIs
// Mantine reads (no media query matches; nothing is ever resized).
Reflect.deleteProperty(globalThis, 'IntersectionObserver');
Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
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
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// Assigned, not vi.stubGlobal'd: tests unstub their own globals after each test.
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
// Mantine's Select scrolls its selected option into view a moment after opening; with no layout
// there is nothing to scroll (jsdom had no scrollIntoView, and the call, landing after a test,
// failed the whole run).
Element.prototype.scrollIntoView = () => undefined;
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeAll(async () => {
  window.localStorage.setItem('lang', 'EN');
  await initI18n();
});

afterEach(() => {
  cleanup();
  // Mantine keeps its notifications in its own module, which stays loaded from file to file.
  notifications.clean();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  useModalStore.getState().closeModal();
  window.sessionStorage.clear();
});
