import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Announcements, MemberPromotion } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// The home page's promotions row reads the promotion engine (decision 052): a promotion made in
// the back office shows on home even with no content item or picture (its name, the default
// picture), and one that is paused does not, whatever its content item says.

const announcements = (promotion: Announcements['promotion']): Announcements => ({
  banners: [],
  player: [],
  popup: [],
  promotion,
  marquee: [],
});

const engine = (overrides: Partial<MemberPromotion>): MemberPromotion => ({
  id: 12,
  announcementId: null,
  name: 'Weekend reload 20%',
  category: 'LIMITED',
  audience: 'ALL',
  joinMode: 'AUTO',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2099-12-20T00:00:00.000Z',
  trigger: 'DEPOSIT_AT_LEAST',
  thresholdMinor: '30000',
  streakDays: null,
  recurrence: 'WEEKLY',
  rewardKind: 'FIXED',
  amountMinor: '5000',
  percentBp: null,
  capMinor: null,
  points: null,
  turnoverMultiplier: 5,
  expiryDays: null,
  status: 'JOIN',
  reasons: ['LOGIN_REQUIRED'],
  waitingRewardId: null,
  application: null,
  ...overrides,
});

/** Every block is in view at once (jsdom has no layout); the carousel's library observes too. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('the home page promotions row', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("should show the engine's running promotions, with their name and the default picture when they have no words", async () => {
    const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
    installFakeApi({
      '/wps/announcements': () =>
        ok(
          announcements([
            {
              id: 41,
              title: 'Old Easter promo',
              category: 'SPECIAL',
              content: '<p>Over.</p>',
              announcementImages: [{ url: '/lgw/images/promotions/easter.svg', sequence: 0 }],
              time: '2026-04-01 10:00:00',
              startsAt: '2026-04-01T02:00:00.000Z',
              endsAt: null,
            },
          ]),
        ),
      '/wps/v2/promotions': () =>
        ok({
          list: [
            engine({}),
            engine({ id: 13, announcementId: 41, name: 'Easter', status: 'CLOSED', reasons: ['PAUSED'] }),
          ],
        }),
    });
    renderApp('/');
    const row = await screen.findByTestId('promotion-row', {}, { timeout: 10_000 });
    const card = await within(row).findByRole('link', { name: /Weekend reload 20%/ }, { timeout: 10_000 });
    expect(card).toHaveAttribute('href', '/promotions#12');
    expect(card.querySelector('img')).toBeNull();
    // The paused promotion's content item shows no card.
    expect(within(row).queryByText('Old Easter promo')).toBeNull();
  });
});
