import { WithdrawalQueue } from './withdrawal-queue';

/** /admin/money/withdrawals: approve (four eyes above the threshold), reject with a reason, pay out. */
const WithdrawalsPage = () => <WithdrawalQueue />;

export default WithdrawalsPage;
