// The reward badge's answer schema, in a chunk of its own: the header loads it with the first
// answer instead of carrying zod in the player's entry (see lib/lazy-schema.ts).
export { RewardCountSchema } from '@perya/contracts';
