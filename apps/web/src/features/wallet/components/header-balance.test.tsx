import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import { HIDE_BALANCE_KEY } from '../hooks/use-hide-balance';
import { balance, memberInfo, signInMember } from '../testing/wallet-fixtures';
import { HeaderBalance } from './header-balance';

const renderBalance = () =>
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HeaderBalance />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('HeaderBalance', () => {
  afterEach(() => {
    window.localStorage.removeItem(HIDE_BALANCE_KEY);
  });

  it('should show the currency symbol and the amount with separators and 2 decimals', async () => {
    installFakeApi({ '/wps/v2/wallets/balance': () => ({ body: { success: true, value: balance() } }) });
    signInMember();
    renderBalance();
    expect(await screen.findByTestId('header-balance-amount')).toHaveTextContent('1,500.50');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₱1,500.50');
  });

  it('should hide the amount as stars, remember it, and show it again', async () => {
    const user = userEvent.setup();
    installFakeApi({ '/wps/v2/wallets/balance': () => ({ body: { success: true, value: balance() } }) });
    signInMember();
    const first = renderBalance();
    await screen.findByTestId('header-balance-amount');

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('******');
    expect(screen.getByTestId('header-balance')).not.toHaveTextContent('1,500.50');
    expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBe('true');
    first.unmount();

    renderBalance();
    expect(await screen.findByTestId('header-balance-amount')).toHaveTextContent('******');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('1,500.50');
    expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBe('false');
  });

  it('should load the balance again on refresh', async () => {
    const user = userEvent.setup();
    let balanceMinor = '150050';
    const { requests, ok } = installFakeApi({ '/wps/v2/wallets/balance': () => ok(balance({ balanceMinor })) });
    signInMember();
    renderBalance();
    await screen.findByTestId('header-balance-amount');

    balanceMinor = '1234567890';
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('12,345,678.90'));
    expect(requests.filter((request) => request.url === '/wps/v2/wallets/balance')).toHaveLength(2);
  });

  it('should say the network link is abnormal when a refresh fails, keeping the last amount', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    let isOffline = false;
    const { ok } = installFakeApi({
      '/wps/v2/wallets/balance': () => {
        if (isOffline) throw new TypeError('Failed to fetch');
        return ok(balance());
      },
    });
    signInMember();
    renderBalance();
    await screen.findByTestId('header-balance-amount');

    isOffline = true;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Network link abnormal. Please try again.' }),
      ),
    );
    expect(screen.getByTestId('header-balance-amount')).toHaveTextContent('1,500.50');
  });

  it('should say when the amount includes money held by withdrawals', async () => {
    const { ok } = installFakeApi({
      '/wps/v2/wallets/balance': () =>
        ok(balance({ balanceMinor: '150050', heldMinor: '50000', availableMinor: '100050' })),
    });
    signInMember();
    renderBalance();
    expect(await screen.findByRole('img', { name: 'Includes ₱500.00 held by withdrawals' })).toBeInTheDocument();
  });

  it('should not mark an amount with nothing held', async () => {
    installFakeApi({ '/wps/v2/wallets/balance': () => ({ body: { success: true, value: balance() } }) });
    signInMember();
    renderBalance();
    await screen.findByTestId('header-balance-amount');
    expect(screen.queryByRole('img', { name: /held by withdrawals/ })).not.toBeInTheDocument();
  });

  it('should sit in the portal header for signed-in players, trial accounts included', async () => {
    const { ok } = installFakeApi({
      '/wps/v2/wallets/balance': () => ok(balance({ currency: 'PLY', currencySymbol: 'PLY ', balanceMinor: '200000' })),
      '/wps/member/info': () => ok(memberInfo({ isTrial: true, type: 4, currency: 'PLY' })),
    });
    signInMember();
    renderApp('/');
    expect(await screen.findByTestId('header-balance-amount')).toHaveTextContent('2,000.00');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('PLY');
  });
});
