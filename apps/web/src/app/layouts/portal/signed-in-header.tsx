import { AccountMenu } from '@/features/auth/components/account-menu';
import { HeaderBalance } from '@/features/wallet/components/header-balance';

import { useHeaderCounts } from './use-header-counts';

/** The signed-in header (spec §2.3): balance, deposit and withdraw, the account menu with its counts. */
export const SignedInHeader = () => {
  const counts = useHeaderCounts();
  return (
    <>
      <HeaderBalance />
      <AccountMenu unreadCount={counts.unreadCount} rewardCount={counts.rewardCount} />
    </>
  );
};
