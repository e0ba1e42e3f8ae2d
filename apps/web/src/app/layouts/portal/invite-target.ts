import { paths } from '@/config/paths';

type InviteContext = { isSignedIn: boolean; isAgent: boolean; isReferralEnabled: boolean };

/**
 * The side menu's invite-friends entry (spec §2.3): agents go to the register centre, members to
 * the referral page; it shows to signed-in agents, to visitors (who register first), or to
 * members when the referral promotion is on. Null: not shown.
 */
export const inviteTargetOf = ({ isSignedIn, isAgent, isReferralEnabled }: InviteContext): string | null => {
  if (!isSignedIn) return paths.register;
  if (isAgent) return paths.agentPage('registerCenter');
  return isReferralEnabled ? paths.memberPage('referral') : null;
};
