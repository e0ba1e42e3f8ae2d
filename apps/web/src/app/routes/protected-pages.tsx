import { LotteryPage } from '@/features/games/pages/lottery-page';
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

export const LotteryWithRealityCheck = () => <LotteryPage overlay={<RealityCheck />} />;
