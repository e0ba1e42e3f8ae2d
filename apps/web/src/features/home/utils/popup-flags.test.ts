import { describe, expect, it } from 'vitest';

import { popup } from '../testing/home-fixtures';
import { closedAudiences, hideGift, isGiftHidden, markPopupsClosed, pendingPopups } from './popup-flags';

describe('the public popup rule (spec §4: once per session per audience, until closed)', () => {
  const guest = popup({ id: 1, execution: 'B' });
  const member = popup({ id: 2, execution: 'A' });
  const firstLogin = popup({ id: 3, execution: 'F' });
  const all = [guest, member, firstLogin];

  it('should show visitors the B popups and members the F then A popups', () => {
    expect(pendingPopups(all, false, []).map((item) => item.id)).toEqual([1]);
    expect(pendingPopups(all, true, []).map((item) => item.id)).toEqual([3, 2]);
  });

  it('should keep an audience closed for the rest of the session once its popups are closed', () => {
    expect(pendingPopups(all, false)).toHaveLength(1);
    markPopupsClosed([guest]);
    expect(closedAudiences()).toEqual(['B']);
    expect(pendingPopups(all, false)).toEqual([]);
    // Signing in is another audience: its popups still show.
    expect(pendingPopups(all, true).map((item) => item.id)).toEqual([3, 2]);
    markPopupsClosed([firstLogin, member]);
    expect(pendingPopups(all, true)).toEqual([]);
    expect(closedAudiences().sort()).toEqual(['A', 'B', 'F']);
  });

  it('should start over in a new session (session storage)', () => {
    markPopupsClosed([guest]);
    window.sessionStorage.clear();
    expect(pendingPopups(all, false)).toHaveLength(1);
  });

  it('should survive a damaged flag', () => {
    window.sessionStorage.setItem('publicModalClosed', '{not json');
    expect(pendingPopups(all, false)).toHaveLength(1);
  });
});

describe('the gift popup flag (spec §4)', () => {
  it('should stay hidden for the session once closed', () => {
    expect(isGiftHidden()).toBe(false);
    hideGift();
    expect(isGiftHidden()).toBe(true);
    window.sessionStorage.clear();
    expect(isGiftHidden()).toBe(false);
  });
});
