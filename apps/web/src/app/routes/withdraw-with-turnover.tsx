import { WithdrawPage } from '@/features/payments/pages/withdraw-page';
import { BonusTurnoverPanel } from '@/features/wallet/components/bonus-turnover-panel';

// The withdraw page with the bonus turnover meter composed in (features never import each
// other): why part of the balance is not withdrawable yet, per active bonus (decision 039).

export const WithdrawWithTurnover = () => <WithdrawPage turnover={<BonusTurnoverPanel />} />;
