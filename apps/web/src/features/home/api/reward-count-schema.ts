// The gift popup's answer schema, in a chunk of its own (lib/lazy-schema.ts says why).
export { RewardCountSchema } from '@perya/contracts';
