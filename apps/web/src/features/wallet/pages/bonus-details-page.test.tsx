import { screen, waitFor, within } from '@testing-library/react';
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
  expiresAt: '2026-03-08 09:00:00',
  expiresAtIso: '2026-03-08T01:00:00.000Z',
  source: null,
  forfeitAmountMinor: '50000',
  forfeitedAt: null,
  forfeitReason: null,
  forfeitedAmountMinor: null,
  byCategory: [{ category: 'RNG', countedMinor: '125000' }],
  recent: [
    {
      at: '2026-03-02 10:00:00',
      category: 'RNG',
      gameCode: 'g1',
      roundId: 'r-1',
      validBetMinor: '125000',
      weightBasisPoints: 10000,
      countedMinor: '125000',
    },
  ],
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
          weights: [{ category: 'LIVE', weightBasisPoints: 1000 }],
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

    // The meter, what counted, the expiry and the rules every bonus follows.
    expect(card).toHaveTextContent('Still to wager: ₱3,750.00 · Ends 2026-03-08 09:00:00');
    expect(card).toHaveTextContent('Slots ₱1,250.00');
    await user.click(within(card).getByRole('button', { name: 'What counted' }));
    expect(await within(card).findByRole('table', { name: 'What counted' })).toHaveTextContent('2026-03-02 10:00:00');
    expect(screen.getByTestId('turnover-rules')).toHaveTextContent(
      'Some categories count less: Live casino 10%. Every other category counts 100%.',
    );

    await user.click(screen.getByRole('radio', { name: 'Forfeited' }));
    await waitFor(() => expect(queriesSentTo(api.requests, '/wps/v2/bonuses').at(-1)?.get('status')).toBe('FORFEITED'));
    expect(await screen.findByText('No bonuses here')).toBeInTheDocument();
  });

  it('should state what a forfeit takes back before giving a bonus up, then show it forfeited', async () => {
    const user = userEvent.setup();
    let forfeited = false;
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo()),
      '/wps/v2/wallets/balance': () => api.ok(balance()),
      '/wps/v2/bonuses': () =>
        api.ok({
          list: [
            forfeited
              ? bonus({
                  status: 'FORFEITED',
                  forfeitedAt: '2026-03-03 10:00:00',
                  forfeitReason: 'MEMBER',
                  forfeitedAmountMinor: '30000',
                  forfeitAmountMinor: '0',
                })
              : bonus({ forfeitAmountMinor: '30000' }),
          ],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          totalPages: 1,
          wageringOwedMinor: forfeited ? '0' : '375000',
          weights: [],
        }),
      '/wps/v2/bonuses/5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4/forfeit': () => {
        forfeited = true;
        return api.ok({
          bonus: bonus({ status: 'FORFEITED', forfeitedAmountMinor: '30000', forfeitAmountMinor: '0' }),
          balance: balance(),
        });
      },
    });
    signInMember();
    renderApp('/member/bonusDetails');

    await user.click(await screen.findByRole('button', { name: 'Give up this bonus' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up “Welcome bonus”?' });
    expect(dialog).toHaveTextContent('Taken from your balance₱300.00');
    expect(dialog).toHaveTextContent('Turnover you no longer need₱3,750.00');
    expect(forfeited).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Give it up' }));
    await waitFor(() =>
      expect(screen.getByTestId('bonus-card')).toHaveTextContent('You gave it up; taken back: ₱300.00'),
    );
    expect(screen.queryByRole('button', { name: 'Give up this bonus' })).not.toBeInTheDocument();
  });
});
