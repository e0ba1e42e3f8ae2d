import type { ReferralMilestone } from '@perya/contracts';

import { uuidV5In } from '../../lib/uuid-v5';

// Pure rules of the referral programme (decision 042): the reward's id and what a referral code
// means at registration.

const REWARD_NAMESPACE = '9d3c2a7e-5b14-4f0a-8c6e-2e7b1d4f9a30';

/**
 * A reward's id from its business key (referrer, friend, milestone): the row is unique by it, and
 * the bonus's request id is this id, so its ledger transfer posts once however often it is paid.
 */
export const rewardIdOf: (referrerId: number, friendId: number, milestone: ReferralMilestone) => string = (() => {
  const v5 = uuidV5In(REWARD_NAMESPACE);
  return (referrerId, friendId, milestone) => v5(`referral:${referrerId}:${friendId}:${milestone}`);
})();

/** Who a code names, as registration sees it. */
export type CodeOwner = { id: number; type: number; status: string; uplineId: number | null };

/**
 * What a referral code given at registration does (spec §5 `referralCode`; decision 042):
 * - a real member's code: the friend is referred by it (and joins its agent's team);
 * - an agent's code (its referral or invitation code): it keeps its invitation meaning — the new
 *   member joins that agent's team — and refers nobody: referral is member to member;
 * - a trial account's, a suspended member's, or no one's: refused (invalid invitation code).
 */
export type CodePlacement =
  | { kind: 'REFERRER'; referrerId: number; uplineId: number | null }
  | { kind: 'AGENT'; agentId: number }
  | { kind: 'INVALID' };

export const placementOfCode = (
  owner: CodeOwner | null,
  is: { agent: (type: number) => boolean; trial: (type: number) => boolean },
): CodePlacement => {
  if (!owner || owner.status !== 'ACTIVE' || is.trial(owner.type)) return { kind: 'INVALID' };
  if (is.agent(owner.type)) return { kind: 'AGENT', agentId: owner.id };
  return { kind: 'REFERRER', referrerId: owner.id, uplineId: owner.uplineId };
};
