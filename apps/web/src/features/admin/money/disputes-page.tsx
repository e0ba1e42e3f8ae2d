import { WithdrawalQueue } from './withdrawal-queue';

/** /admin/money/disputes: payouts the member says did not arrive; settle PAID or REOPENED with a reason. */
const DisputesPage = () => <WithdrawalQueue disputes />;

export default DisputesPage;
