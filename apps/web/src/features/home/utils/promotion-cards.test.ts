import { describe, expect, it } from 'vitest';

import type { MemberPromotion, Promotion } from '@perya/contracts';

import { promotionCardsOf } from './promotion-cards';

const engine = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id: 12,
  announcementId: null,
  name: 'Weekend reload 20%',
  category: 'LIMITED',
  audience: 'ALL',
  joinMode: 'AUTO',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-20T00:00:00.000Z',
  trigger: 'DEPOSIT_AT_LEAST',
  thresholdMinor: '30000',
  streakDays: null,
  recurrence: 'WEEKLY',
  rewardKind: 'PERCENT',
  amountMinor: null,
  percentBp: 2000,
  capMinor: '20000',
  points: null,
  turnoverMultiplier: 5,
  expiryDays: null,
  status: 'JOIN',
  reasons: ['LOGIN_REQUIRED'],
  waitingRewardId: null,
  application: null,
  ...overrides,
});

const content = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 40,
  title: '100% Welcome Bonus',
  category: 'NEWBIE',
  content: '<p>Double it.</p>',
  announcementImages: [{ url: '/lgw/images/promotions/welcome.svg', sequence: 0 }],
  time: '2026-11-21 10:00:00',
  startsAt: '2026-11-21T02:00:00.000Z',
  endsAt: null,
  ...overrides,
});

describe('promotionCardsOf', () => {
  it('should make a card of a running engine promotion without words or picture: its name and no image', () => {
    expect(promotionCardsOf([engine()], [])).toEqual([
      { key: 'promotion-12', hash: '12', title: 'Weekend reload 20%', category: 'LIMITED', announcementImages: [] },
    ]);
  });

  it("should word an engine promotion by its announcement and link to the engine's id, once", () => {
    const words = content({ id: 41, title: 'Reload: 20% extra', category: 'NEWBIE' });
    const cards = promotionCardsOf([engine({ announcementId: 41 })], [words]);
    expect(cards).toEqual([
      {
        key: 'promotion-12',
        hash: '12',
        title: 'Reload: 20% extra',
        category: 'LIMITED',
        announcementImages: words.announcementImages,
      },
    ]);
  });

  it('should leave out engine promotions not running, and their words, but keep content-only promotions', () => {
    const cards = promotionCardsOf(
      [
        engine({ id: 1, announcementId: 41, status: 'CLOSED', reasons: ['PAUSED'] }),
        engine({ id: 2, status: 'COMING_SOON', reasons: ['NOT_STARTED'] }),
        engine({ id: 3, status: 'CLAIM', reasons: ['ENDED'] }),
      ],
      [content({ id: 41 }), content({ id: 40 })],
    );
    expect(cards.map((card) => card.key)).toEqual(['content-40']);
  });

  it("should show the content items alone when the engine's list could not be read", () => {
    expect(promotionCardsOf(undefined, [content()]).map((card) => card.hash)).toEqual(['40']);
  });
});
