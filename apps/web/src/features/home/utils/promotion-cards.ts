import type { AnnouncementImage, EligibilityReason, MemberPromotion, Promotion } from '@perya/contracts';

// The home carousel's cards (decision 052). The promotion engine is what runs: a card for each of
// its promotions running now — its words and pictures from its content announcement when it has
// one showing, else its name and the default picture — then the content-only promotions (words
// with no engine rules, such as the demo's). A content item tied to an engine promotion that has
// ended, is paused or is not running yet shows no card: it would lead to a closed promotion.

export type PromotionCard = {
  key: string;
  /** /promotions#<engine id>, or #<announcement id> for a content-only promotion. */
  hash: string;
  title: string;
  category: Promotion['category'];
  /** Sorted by sequence; none: the default picture. */
  announcementImages: AnnouncementImage[];
};

/** Reasons that mean the promotion is not running now, for anyone. */
const NOT_RUNNING: readonly EligibilityReason[] = ['NOT_STARTED', 'ENDED', 'PAUSED', 'BUDGET_EXHAUSTED'];

export const isRunning = (promotion: Pick<MemberPromotion, 'reasons' | 'status'>) =>
  promotion.status !== 'CLOSED' && !promotion.reasons.some((reason) => NOT_RUNNING.includes(reason));

/**
 * The cards, engine promotions first. `engine` undefined (its list could not be read): the content
 * items alone, as before the engine existed, rather than an empty carousel.
 */
export const promotionCardsOf = (engine: MemberPromotion[] | undefined, announced: Promotion[]): PromotionCard[] => {
  const contentCard = (item: Promotion): PromotionCard => ({
    key: `content-${item.id}`,
    hash: String(item.id),
    title: item.title,
    category: item.category,
    announcementImages: item.announcementImages,
  });
  if (!engine) return announced.map(contentCard);
  const byId = new Map(announced.map((item) => [item.id, item]));
  const running = engine.filter(isRunning).map((promotion): PromotionCard => {
    const words = promotion.announcementId === null ? undefined : byId.get(promotion.announcementId);
    return {
      key: `promotion-${promotion.id}`,
      hash: String(promotion.id),
      title: words?.title || promotion.name,
      category: promotion.category,
      announcementImages: words?.announcementImages ?? [],
    };
  });
  const linked = new Set(
    engine.flatMap((promotion) => (promotion.announcementId === null ? [] : [promotion.announcementId])),
  );
  return [...running, ...announced.filter((item) => !linked.has(item.id)).map(contentCard)];
};
