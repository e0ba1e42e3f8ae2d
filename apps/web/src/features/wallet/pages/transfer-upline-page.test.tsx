import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import { balance, bodiesSentTo, memberInfo, signInMember } from '../testing/wallet-fixtures';

type Parties = {
  upline: { id: number; account: string; nickname: string | null } | null;
  downlines: { id: number; account: string; nickname: string | null }[];
};

const failure = (code: string, message: string) => ({
  status: 400,
  body: { success: false, code, message, value: null },
});

const setUp = (parties: Parties, upline: () => { status?: number; body: unknown }) => {
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo()),
    '/wps/v2/wallets/balance': () => api.ok(balance()),
    '/wps/v2/transfers/parties': () =>
      api.ok({
        // A member on a break would be `unavailable` (player protection): none here.
        upline: parties.upline && { ...parties.upline, unavailable: false },
        downlines: parties.downlines.map((downline) => ({ ...downline, unavailable: false })),
        minMinor: '10000',
        maxMinor: '5000000',
      }),
    '/wps/v2/transfers/upline': upline,
  });
  signInMember();
  renderApp('/member/transferUpline');
  return api;
};

const UPLINE = { id: 3, account: 'agent01', nickname: 'Tita Agent' };

describe('TransferUplinePage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./transfer-upline-page');
  });

  it('should confirm recipient and amount, and show a wrong payment password under its field', async () => {
    const user = userEvent.setup();
    setUp({ upline: UPLINE, downlines: [] }, () => failure('PAYMENT_PASSWORD_INCORRECT', 'Wrong payment password'));
    expect(await screen.findByTestId('upline', {}, { timeout: 5_000 })).toHaveTextContent('Tita Agent (agent01)');
    expect(screen.queryByRole('tab', { name: 'To my downline' })).not.toBeInTheDocument();
    expect(screen.getByText('Minimum ₱100.00, maximum ₱50,000.00 per transfer')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByText('The minimum is ₱100.00')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send to upline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    expect(dialog).toHaveTextContent('Tita Agent (agent01)');
    expect(dialog).toHaveTextContent('₱500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    expect(bodiesSentTo('/wps/v2/transfers/upline')).toEqual([
      expect.objectContaining({ amountMinor: '50000', requestId: expect.any(String) }),
    ]);
  });

  it('should link to the security centre when no payment password is set', async () => {
    const user = userEvent.setup();
    setUp({ upline: UPLINE, downlines: [{ id: 9, account: 'player09', nickname: null }] }, () =>
      failure('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first'),
    );
    await screen.findByTestId('upline', {}, { timeout: 5_000 });
    expect(screen.getByRole('tab', { name: 'To my downline' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send to upline' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm transfer' })).getByRole('button', { name: 'Send now' }),
    );
    const notice = await screen.findByTestId('payment-password-not-set');
    expect(within(notice).getByRole('link', { name: 'Go to My account' })).toHaveAttribute(
      'href',
      '/member/securityCenter',
    );
  });

  it("should be titled after what it holds: an agent without an upline sees 'to downline', not 'to upline'", async () => {
    setUp({ upline: null, downlines: [{ id: 9, account: 'player09', nickname: null }] }, () => failure('X', 'x'));
    expect(await screen.findByRole('heading', { name: 'Transfer to downline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transfer to upline' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Transfer to downline'));
  });

  it('should be titled for both when it holds both tabs', async () => {
    setUp({ upline: UPLINE, downlines: [{ id: 9, account: 'player09', nickname: null }] }, () => failure('X', 'x'));
    expect(await screen.findByRole('heading', { name: 'Transfer to upline or downline' })).toBeInTheDocument();
  });

  it('should say so when there is nobody to transfer to', async () => {
    setUp({ upline: null, downlines: [] }, () => failure('NO_UPLINE', 'No upline'));
    expect(await screen.findByText('No one to transfer to', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send to upline' })).not.toBeInTheDocument());
  });
});
