import { useSyncExternalStore } from 'react';

// The browser's "install this app" offer (Chrome, Edge, Samsung Internet; not Safari). It fires
// once, early, before any page may be showing an install button: it is caught here, at start-up,
// and kept until a button uses it.

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
let isInstalled = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening for the install offer (called once from main.tsx). */
export const listenForInstallPrompt = (): void => {
  if (typeof window === 'undefined') return;
  isInstalled = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    isInstalled = true;
    notify();
  });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type InstallState = 'available' | 'installed' | 'unsupported';

const snapshot = (): InstallState => (isInstalled ? 'installed' : deferred ? 'available' : 'unsupported');

export const useInstallState = (): InstallState => useSyncExternalStore(subscribe, snapshot, () => 'unsupported');

/** Shows the browser's install dialog; true when the visitor accepted. */
export const promptInstall = async (): Promise<boolean> => {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
};
