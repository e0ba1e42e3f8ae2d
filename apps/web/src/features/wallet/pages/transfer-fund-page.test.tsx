import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { WalletList } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import { balance, bodiesSentTo, memberInfo, signInMember, walletList } from '../testing/wallet-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const setUp = (list: WalletList | (() => WalletList), extra: Parameters<typeof installFakeApi>[0] = {}) => {
  const current = typeof list === 'function' ? list : () => list;
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo()),
    '/wps/v2/wallets/balance': () => api.ok(balance({ availableMinor: '100000', balanceMinor: '100000' })),
    '/wps/relay/GCS_merchantWallet': () => api.ok({ isSingle: current().isSingle }),
    '/wps/v2/wallets': () => api.ok(current()),
    ...extra,
  });
  signInMember();
  renderApp('/member/transferFund');
  return api;
};

describe('TransferFundPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // Load the lazy route chunk once, so the first test does not wait for it.
    await import('./transfer-fund-page');
  });

  it('should send minor units, and the same request id when a transfer is retried after a network error', async () => {
    const user = userEvent.setup();
    const list = walletList({ JILI: '25000', PG: '0' });
    let attempts = 0;
    const api = setUp(list, {
      '/wps/relay/GCS_walletTransfer': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return api.ok({
          movedMinor: '25050',
          replayed: false,
          balances: [
            { wallet: 'MAIN', balanceMinor: '74950' },
            { wallet: 'JILI', balanceMinor: '50050' },
          ],
        });
      },
    });

    await screen.findByTestId('wallet-grid', {}, { timeout: 5_000 });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '250.5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    expect(dialog).toHaveTextContent('₱250.50 will move from Main wallet to JILI.');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer now' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link abnormal');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm transfer' })).not.toBeInTheDocument());

    const [first, retry] = bodiesSentTo('/wps/relay/GCS_walletTransfer');
    expect(first).toEqual({
      requestId: expect.stringMatching(UUID),
      fromWallet: 'MAIN',
      toWallet: 'JILI',
      amountMinor: '25050',
    });
    expect(retry).toEqual(first);

    // The next transfer is a new request.
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    await waitFor(() => expect(bodiesSentTo('/wps/relay/GCS_walletTransfer')).toHaveLength(3));
    const third = bodiesSentTo('/wps/relay/GCS_walletTransfer')[2];
    expect(third).toMatchObject({ amountMinor: '1000' });
    expect(third?.requestId).not.toBe(first?.requestId);
  });

  it('should fill in the whole balance of the from-wallet with max, and refuse more than it holds', async () => {
    const user = userEvent.setup();
    setUp(walletList({ JILI: '25000' }));
    await screen.findByTestId('wallet-grid', {}, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000.00');

    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1,000.01');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('More than the wallet holds')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should disable recall when the provider wallets hold nothing', async () => {
    setUp(walletList({ JILI: '0', PG: '0' }));
    await screen.findByTestId('wallet-grid', {}, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Recall all to main' })).toBeDisabled();
  });

  it('should recall every provider wallet to main after a confirmation', async () => {
    const user = userEvent.setup();
    let list = walletList({ JILI: '25000', PG: '1050' });
    const api = setUp(() => list, {
      '/wps/v2/wallets/recall': () => {
        list = walletList({ JILI: '0', PG: '0' }, '126050');
        return api.ok({
          movedMinor: '26050',
          replayed: false,
          balances: list.wallets.map(({ wallet, balanceMinor }) => ({ wallet, balanceMinor })),
        });
      },
    });
    await screen.findByTestId('wallet-grid', {}, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Recall all to main' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recall all to main wallet' });
    expect(dialog).toHaveTextContent('₱260.50 in all');
    await user.click(within(dialog).getByRole('button', { name: 'Recall now' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recall all to main' })).toBeDisabled());
    expect(bodiesSentTo('/wps/v2/wallets/recall')).toEqual([{ requestId: expect.stringMatching(UUID) }]);
  });

  it('should explain that games use the main wallet on a single-wallet site', async () => {
    setUp({ ...walletList({}), isSingle: true });
    expect(await screen.findByText('One wallet for every game')).toBeInTheDocument();
    expect(screen.getByTestId('single-wallet')).toHaveTextContent('₱1,000.00');
  });
});
