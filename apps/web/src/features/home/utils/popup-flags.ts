import type { PopupAnnouncement, PopupExecution } from '@perya/contracts';

import { sessionValue } from '@/lib/storage';

// Spec §4 "Popups": a public popup shows once per session per audience (A logged-in, B
// logged-out, F first login) until closed, then is marked closed; closing the gift popup stores
// a session flag that keeps it hidden. Session storage: a new tab or a new login starts over.

export const POPUP_CLOSED_KEY = 'publicModalClosed';
export const GIFT_HIDDEN_KEY = 'giftModalHidden';

// F (first login) first: it is the welcome, then what every member sees.
const EXECUTION_ORDER: PopupExecution[] = ['F', 'A', 'B'];

export const closedAudiences = (): PopupExecution[] => {
  try {
    const parsed: unknown = JSON.parse(sessionValue.get(POPUP_CLOSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is PopupExecution => typeof value === 'string') : [];
  } catch {
    return [];
  }
};

/** The audiences whose popups apply to this visitor now. */
export const audiencesFor = (isSignedIn: boolean): PopupExecution[] => (isSignedIn ? ['F', 'A'] : ['B']);

/** The popups still to show in this session: the visitor's audiences, not yet closed, F first. */
export const pendingPopups = (
  popups: PopupAnnouncement[],
  isSignedIn: boolean,
  closed: PopupExecution[] = closedAudiences(),
): PopupAnnouncement[] => {
  const audiences = audiencesFor(isSignedIn);
  return popups
    .filter((popup) => audiences.includes(popup.execution) && !closed.includes(popup.execution))
    .sort((a, b) => EXECUTION_ORDER.indexOf(a.execution) - EXECUTION_ORDER.indexOf(b.execution));
};

/** Marks the audiences of the popups just closed, so they stay closed for this session. */
export const markPopupsClosed = (popups: PopupAnnouncement[]): void => {
  const closed = new Set([...closedAudiences(), ...popups.map((popup) => popup.execution)]);
  sessionValue.set(POPUP_CLOSED_KEY, JSON.stringify([...closed]));
};

export const isGiftHidden = (): boolean => sessionValue.get(GIFT_HIDDEN_KEY) === '1';
export const hideGift = (): void => sessionValue.set(GIFT_HIDDEN_KEY, '1');
