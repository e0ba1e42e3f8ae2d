import { describe, expect, it } from 'vitest';

import type { StaffAnnouncement } from '@perya/contracts';

import { announcementOfDraft, draftOfPromotion, rulesOfDraft } from './promotions-api';

// The editor's card picture (decision 052): the announcement's first image, replaced or removed,
// the others kept.

const existing: StaffAnnouncement = {
  id: 40,
  kind: 'PROMOTION',
  texts: { EN: { title: 'Reload', content: '<p>Deposit.</p>' } },
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  sequence: 0,
  groupName: null,
  url: null,
  linkageType: null,
  linkage: null,
  execution: null,
  category: 'DAILY',
  images: [
    { url: '/img/second.webp', sequence: 1 },
    { url: '/img/card.webp', sequence: 0 },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
};
/** The pictures of the announcement body the editor sends (a PROMOTION one). */
const imagesOf = (body: ReturnType<typeof announcementOfDraft>) => ('images' in body ? body.images : undefined);
const rules = { startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z', category: 'DAILY' as const };

describe('the promotion card picture', () => {
  it('should start from the first image by sequence and keep the others when replaced', () => {
    const draft = draftOfPromotion(null, existing);
    expect(draft.picture).toBe('/img/card.webp');
    expect(
      imagesOf(announcementOfDraft({ ...draft, picture: '/lgw/content/images/new.webp' }, rules, existing)),
    ).toEqual([
      { url: '/lgw/content/images/new.webp', sequence: 0 },
      { url: '/img/second.webp', sequence: 1 },
    ]);
  });

  it('should send no card picture when removed, and none for a new promotion without one', () => {
    const draft = draftOfPromotion(null, existing);
    expect(imagesOf(announcementOfDraft({ ...draft, picture: '' }, rules, existing))).toEqual([
      { url: '/img/second.webp', sequence: 1 },
    ]);
    expect(imagesOf(announcementOfDraft(draftOfPromotion(null, null), rules, null))).toEqual([]);
  });
});

// A POINTS reward (decision 039 amendment): its points sent as a digit string, with no turnover and
// no money budget whatever the hidden fields still hold; a missing or bad number names the field.
describe('a points reward in the editor', () => {
  const pointsDraft = (points: string) => ({
    ...draftOfPromotion(null, null),
    name: 'Sign-in points',
    trigger: 'DAILY_SIGN_IN' as const,
    recurrence: 'DAILY' as const,
    rewardKind: 'POINTS' as const,
    amount: '10',
    turnoverMultiplier: 3,
    budget: '1000',
    points,
  });

  it('should send the points with no turnover, no amount and no budget', () => {
    const checked = rulesOfDraft(pointsDraft('500'), null);
    expect(checked).toMatchObject({
      rules: { rewardKind: 'POINTS', points: '500', amountMinor: null, turnoverMultiplier: 0, budgetMinor: null },
    });
  });

  it.each([
    ['', 'A points reward needs its points'],
    ['0', 'Must be more than zero'],
    ['1.5', 'points'],
    ['-5', 'points'],
    ['9223372036854775808', 'points'],
    ['1000000001', 'Too large'],
  ])('should name the points field for %j', (points, message) => {
    expect(rulesOfDraft(pointsDraft(points), null)).toEqual({ problem: { field: 'points', message } });
  });
});
