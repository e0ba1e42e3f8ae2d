import type { PaymentsDeps } from './payments.context';
import { createDeposits } from './payments.deposits';
import { createPaymentChannels } from './payments.channels';
import { createStaffViews } from './payments.staff-views';
import { createWithdrawals } from './payments.withdrawals';

/** Money in and out: channels, deposits (manual and gateway), payout accounts and withdrawals. */
export const createPaymentsService = (deps: PaymentsDeps) => ({
  ...createPaymentChannels(deps),
  ...createDeposits(deps),
  ...createWithdrawals(deps),
  ...createStaffViews(deps),
});

export type PaymentsService = ReturnType<typeof createPaymentsService>;
