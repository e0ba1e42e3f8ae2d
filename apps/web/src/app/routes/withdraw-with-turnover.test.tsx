import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  account,
  installPaymentsApi,
  ok,
  page,
  renderPage,
  withdrawSettings,
} from '@/features/payments/testing/payments-test-kit';

import { WithdrawWithTurnover } from './withdraw-with-turnover';

// The withdraw page with the bonus turnover panel composed in (decision 039).

const owing = { ...withdrawSettings().balance, wageringOwedMinor: '120000', withdrawableMinor: '380000' };

const setUp = (routes: Parameters<typeof installPaymentsApi>[0] = {}) => {
  const api = installPaymentsApi({
    'GET /wps/v2/withdraw/settings': () => ok(withdrawSettings()),
    'GET /wps/v2/withdraw/accounts': () => ok({ accounts: [account()], maxAccounts: 5 }),
    'GET /wps/v2/withdrawals': () => ok(page([])),
    'GET /wps/member/profile': () => ok({ payeeName: 'Juan Dela Cruz', hasPaymentPassword: true }),
    ...routes,
  });
  return { ...api, ...renderPage('/member/withdraw', '/member/withdraw', <WithdrawWithTurnover />) };
};

describe('WithdrawWithTurnover', () => {
  it('should say why an amount is not withdrawable yet, with a turnover meter per active bonus and the way to bonus details', async () => {
    let askedStatus: string | null = null;
    setUp({
      'GET /wps/v2/withdraw/settings': () => ok(withdrawSettings({ balance: owing })),
      'GET /wps/v2/wallets/balance': () => ok(owing),
      'GET /wps/v2/bonuses': ({ url }) => {
        askedStatus = url.searchParams.get('status');
        return ok({
          ...page([
            {
              id: '5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4',
              title: 'First deposit 100%',
              amountMinor: '40000',
              turnoverMultiplier: 5,
              requiredMinor: '200000',
              wageredMinor: '80000',
              remainingMinor: '120000',
              status: 'ACTIVE',
              grantedAt: '2026-03-01 09:00:00',
              completedAt: null,
              expiresAt: '2026-03-08 09:00:00',
              expiresAtIso: '2026-03-08T01:00:00.000Z',
              source: { kind: 'promotion', id: '12' },
              forfeitAmountMinor: '40000',
              forfeitedAt: null,
              forfeitReason: null,
              forfeitedAmountMinor: null,
              byCategory: [],
              recent: [],
            },
          ]),
          wageringOwedMinor: '120000',
          weights: [],
        });
      },
    });
    const panel = await screen.findByTestId('bonus-turnover-panel');
    expect(within(panel).getByTestId('turnover-sentence')).toHaveTextContent(
      '₱1,200.00 of your available ₱5,000.00 cannot be withdrawn yet: your bonuses still need ₱1,200.00 of bets before their money is free.',
    );
    expect(await within(panel).findByText('First deposit 100%')).toBeInTheDocument();
    expect(within(panel).getByTestId('turnover-meter')).toHaveTextContent('Wagered ₱800.00 / ₱2,000.00');
    expect(within(panel).getByRole('link', { name: /See bonus details/ })).toHaveAttribute(
      'href',
      '/member/bonusDetails',
    );
    expect(askedStatus).toBe('ACTIVE');
  });

  it('should show no turnover panel when nothing is owed', async () => {
    setUp({ 'GET /wps/v2/wallets/balance': () => ok(withdrawSettings().balance) });
    expect(await screen.findByText('Withdrawable')).toBeInTheDocument();
    expect(screen.queryByTestId('bonus-turnover-panel')).not.toBeInTheDocument();
  });
});
