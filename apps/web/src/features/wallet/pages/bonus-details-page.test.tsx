import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Bonus } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import { balance, memberInfo, queriesSentTo, signInMember } from '../testing/wallet-fixtures';

const bonus = (overrides: Partial<Bonus> = {}): Bonus => ({
  id: '5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4',
  title: 'Welcome bonus',
  amountMinor: '50000',
  turnoverMultiplier: 10,
  requiredMinor: '500000',
  wageredMinor: '125000',
  remainingMinor: '375000',
  status: 'ACTIVE',
  grantedAt: '2026-03-01 09:00:00',
  completedAt: null,
  ...overrides,
});

describe('BonusDetailsPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./bonus-details-page');
  });

  it('should show the wagering still owed, each bonus with its progress, and filter by status', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo()),
      '/wps/v2/wallets/balance': () => api.ok(balance()),
      '/wps/v2/bonuses': (url) => {
        const list = url.searchParams.get('status') === 'FORFEITED' ? [] : [bonus()];
        return api.ok({
          list,
          pageNo: 1,
          pageSize: 20,
          total: list.length,
          totalPages: 1,
          wageringOwedMinor: '375000',
        });
      },
    });
    signInMember();
    renderApp('/member/bonusDetails');

    const summary = await screen.findByTestId('wagering-summary', {}, { timeout: 5_000 });
    expect(summary).toHaveTextContent('₱3,750.00');
    expect(summary).toHaveTextContent('Still to wager before bonus money can be withdrawn.');
    const card = screen.getByTestId('bonus-card');
    expect(card).toHaveTextContent('Welcome bonus');
    expect(card).toHaveTextContent('₱1,250.00 / ₱5,000.00');
    expect(screen.getByRole('progressbar', { name: 'Wagering progress of Welcome bonus' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    await user.click(screen.getByRole('radio', { name: 'Forfeited' }));
    await waitFor(() => expect(queriesSentTo(api.requests, '/wps/v2/bonuses').at(-1)?.get('status')).toBe('FORFEITED'));
    expect(await screen.findByText('No bonuses here')).toBeInTheDocument();
  });
});
