import { useSearchParams } from 'react-router';

import { LotteryPage } from '@/features/games/pages/lottery-page';
import { isInHouseLottery, LotteryScreen } from '@/features/lottery/pages/lottery-screen';
import { SeamlessPage } from '@/features/games/pages/seamless-page';
import { DepositPage } from '@/features/payments/pages/deposit-page';
import { PromotionsPage } from '@/features/promotions/pages/promotions-page';
import { DepositLimitNotice, RealityCheck, ResponsibleGamingNotice } from '@/features/protection';

// Pages of other features with player protection composed in (features never import each
// other): the deposit limit and responsible-gaming message on deposits and promotions, the
// reality check over games.

export const DepositWithProtection = () => (
  <DepositPage limitNotice={<DepositLimitNotice />} footer={<ResponsibleGamingNotice />} />
);

export const PromotionsWithNotice = () => <PromotionsPage footer={<ResponsibleGamingNotice />} />;

export const SeamlessWithRealityCheck = () => <SeamlessPage overlay={<RealityCheck />} />;

/**
 * The lottery pages: the in-house lottery's draws (no gameCode) and game screens (its codes), a
 * provider's lottery launched in the layout otherwise.
 */
export const LotteryWithRealityCheck = () => {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  return !gameCode || isInHouseLottery(gameCode) ? (
    <LotteryScreen overlay={<RealityCheck />} />
  ) : (
    <LotteryPage overlay={<RealityCheck />} />
  );
};
