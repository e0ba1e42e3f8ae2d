import type { Promotion } from '@perya/contracts';

/** The promotion the gift popup offers a visitor: the newbie offer, else the first promotion. */
export const giftPromotionOf = (promotions: Promotion[]): Promotion | null =>
  promotions.find((promotion) => promotion.category === 'NEWBIE') ?? promotions[0] ?? null;
