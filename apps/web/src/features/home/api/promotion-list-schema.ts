// The engine's promotion list schema in a chunk of its own (the gift popup asks for it only when
// it opens for a visitor); see reward-count-schema.ts.
export { MemberPromotionListSchema } from '@perya/contracts';
