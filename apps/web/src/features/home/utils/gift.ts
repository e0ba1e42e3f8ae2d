import type { Promotion } from '@perya/contracts';

import type { PromotionCard } from './promotion-cards';

/** Whether the gift popup has a visitor offer at all (the content's promotions, known on the first load). */
export const giftPromotionOf = (promotions: Promotion[]): Promotion | null =>
  promotions.find((promotion) => promotion.category === 'NEWBIE') ?? promotions[0] ?? null;

/**
 * The offer the gift popup shows a visitor, from the same cards as the home's row (decision 052):
 * the engine's newbie promotion running now, else its first running one, else a content-only one.
 */
export const giftCardOf = (cards: PromotionCard[]): PromotionCard | null =>
  cards.find((card) => card.category === 'NEWBIE') ?? cards[0] ?? null;
