// The red envelopes' answer schemas, in a chunk of their own that the first call fetches: the home
// page's script carries neither them nor zod (see lib/lazy-schema.ts for the same idea).
export { MemberRedEnvelopesSchema, RedEnvelopeClaimResultSchema } from '@perya/contracts';
