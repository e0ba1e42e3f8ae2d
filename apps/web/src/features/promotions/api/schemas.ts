// The promotions' answer schemas, in a chunk of their own: the reward badge's module is in the
// player's entry, and a dynamic import of the whole contracts package from it would put zod and
// every schema there (lib/lazy-schema.ts says why).
export {
  ClaimResultSchema,
  MemberPromotionListSchema,
  MemberPromotionSchema,
  RewardCentreSchema,
  RewardSchema,
} from '@perya/contracts';
