import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '@/stores/session-store';

import {
  account,
  fail,
  imageFile,
  installPaymentsApi,
  makePublicKey,
  ok,
  page,
  renderPage,
  UPLOAD,
  withdrawal,
  withdrawSettings,
} from '../testing/payments-test-kit';
import { WithdrawPage } from './withdraw-page';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;

const setUp = (routes: Parameters<typeof installPaymentsApi>[0] = {}) => {
  const api = installPaymentsApi({
    'GET /wps/system/publicKey': () => ok(publicKey),
    'GET /wps/v2/withdraw/settings': () => ok(withdrawSettings()),
    'GET /wps/v2/withdraw/accounts': () => ok({ accounts: [account()], maxAccounts: 5 }),
    'GET /wps/v2/withdrawals': () => ok(page([])),
    'GET /wps/member/profile': () => ok(profile),
    ...routes,
  });
  return { ...api, ...renderPage('/member/withdraw', '/member/withdraw', <WithdrawPage />) };
};

/** An ISO instant `minutes` from now: how the server writes confirmBy. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const profile = {
  account: 'player01',
  nickname: null,
  payeeName: 'Juan Dela Cruz',
  birthday: null,
  email: null,
  countryDialingCode: '63',
  mobileNum: '9171234567',
  totpEnabled: false,
  hasPaymentPassword: true,
  utcOffsetMinutes: 480,
  createdAt: '2026-01-01 00:00:00',
};

const memberInfo = {
  id: 7,
  account: 'player01',
  nickname: null,
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'PHP',
  currencySymbol: '₱',
  vipLevel: 0,
  isVip: false,
  vipLabel: null,
  rankLevel: 0,
  language: 'EN',
  avatarId: 1,
  hasPaymentPassword: true,
  mustChangePassword: false,
  utcOffsetMinutes: 480,
};

describe('WithdrawPage', () => {
  beforeAll(async () => {
    publicKey = await makePublicKey();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    notifications.clean();
  });

  it('should block withdrawing without a payment password and point to the security centre', async () => {
    setUp({ 'GET /wps/v2/withdraw/settings': () => ok(withdrawSettings({ hasPaymentPassword: false })) });
    expect(await screen.findByRole('heading', { name: 'Finish your account set-up to withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute(
      'href',
      '/member/securityCenter',
    );
    expect(screen.queryByRole('heading', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
  });

  it('should explain the wagering lock when wagering is owed', async () => {
    setUp({
      'GET /wps/v2/withdraw/settings': () =>
        ok(
          withdrawSettings({
            balance: { ...withdrawSettings().balance, wageringOwedMinor: '120000', withdrawableMinor: '380000' },
          }),
        ),
    });
    expect(await screen.findByText('Part of your balance is locked by wagering')).toBeInTheDocument();
    expect(screen.getAllByText('₱1,200.00').length).toBeGreaterThan(0);
  });

  it('should encrypt the payment password and keep the request id when retrying after a failure', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const sut = setUp({
      'POST /wps/v2/withdrawals': () =>
        (attempt += 1) === 1 ? fail('INTERNAL', 'Server busy, please try again.', 500) : ok(withdrawal()),
    });

    await screen.findByRole('heading', { name: 'Request a withdrawal' });
    expect(screen.getByText('Withdrawals today: 1 of 3')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const password = screen.getByLabelText(/^Payment password/);
    const submit = async () => {
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
      await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    };

    await user.type(amount, '1000');
    await user.type(password, 'Secret#123');
    await submit();
    expect(await screen.findByText('Server busy, please try again.')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(amount).toHaveValue(''));

    await user.type(amount, '1000');
    await user.type(password, 'Secret#123');
    await submit();
    await waitFor(() => expect(sut.callsTo('POST', '/wps/v2/withdrawals')).toHaveLength(3));

    const bodies = sut
      .callsTo('POST', '/wps/v2/withdrawals')
      .map(
        (call) => call.body as { requestId: string; accountId: string; amountMinor: string; paymentPassword: string },
      );
    expect(bodies[0]).toMatchObject({ accountId: account().id, amountMinor: '100000' });
    for (const body of bodies) {
      expect(body.paymentPassword).toMatch(/^enc:v1:test-key:/);
      expect(body.paymentPassword).not.toContain('Secret#123');
    }
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
    expect(bodies[2]?.requestId).not.toBe(bodies[0]?.requestId);
  });

  it('should put an incorrect payment password under its field', async () => {
    const user = userEvent.setup();
    setUp({
      'POST /wps/v2/withdrawals': () => fail('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect.'),
    });
    await screen.findByRole('heading', { name: 'Request a withdrawal' });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.type(screen.getByLabelText(/^Payment password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Payment password/)).toHaveAccessibleDescription(
      expect.stringContaining('The payment password is incorrect.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should refuse more than the withdrawable amount before sending', async () => {
    const user = userEvent.setup();
    const sut = setUp();
    await screen.findByRole('heading', { name: 'Request a withdrawal' });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '6000');
    await user.type(screen.getByLabelText(/^Payment password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You can withdraw at most ₱5,000.00 right now.')).toBeInTheDocument();
    expect(sut.callsTo('POST', '/wps/v2/withdrawals')).toEqual([]);
  });

  it('should say when a payout counts as received, and require a proof for "Not received"', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ token: 'test-token' });
    const paying = withdrawal({
      status: 'PAYING',
      paidMinor: '100000',
      confirmBy: inMinutes(25),
    });
    const sut = setUp({
      'GET /wps/member/info': () => ok(memberInfo),
      'GET /wps/v2/withdrawals': () => ok(page([paying])),
      'POST /wps/v2/uploads': () => ok(UPLOAD),
      [`POST /wps/v2/withdrawals/${paying.id}/confirm`]: () => ok({ ...paying, status: 'DISPUTED' }),
    });

    const manila = new Date(Date.parse(paying.confirmBy ?? '') + 8 * 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(
      await screen.findByText(`Counts as received in 25 minutes (at ${manila}) if you do not answer.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a payout as not received' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('A screenshot is required to report a payout as not received.'),
    ).toBeInTheDocument();
    expect(sut.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.upload(within(dialog).getByLabelText('Screenshot of your account'), imageFile('account.png'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Checked at 3 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(sut.callsTo('POST', `/wps/v2/withdrawals/${paying.id}/confirm`)).toHaveLength(1));
    expect(sut.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wps/v2/uploads',
      `/wps/v2/withdrawals/${paying.id}/confirm`,
    ]);
    expect(sut.callsTo('POST', `/wps/v2/withdrawals/${paying.id}/confirm`)[0]?.body).toEqual({
      outcome: 'NOT_RECEIVED',
      proofUploadId: UPLOAD.uploadId,
      note: 'Checked at 3 pm',
    });
  });

  it('should confirm "Received" only after the confirmation dialog', async () => {
    const user = userEvent.setup();
    const paying = withdrawal({ status: 'PAYING', paidMinor: '100000', confirmBy: inMinutes(25) });
    const sut = setUp({
      'GET /wps/v2/withdrawals': () => ok(page([paying])),
      [`POST /wps/v2/withdrawals/${paying.id}/confirm`]: () =>
        ok({ ...paying, status: 'COMPLETED', receivedMinor: '100000', remainingMinor: '0', confirmation: 'RECEIVED' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you received the payout' });
    expect(sut.callsTo('POST', `/wps/v2/withdrawals/${paying.id}/confirm`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    await waitFor(() =>
      expect(sut.callsTo('POST', `/wps/v2/withdrawals/${paying.id}/confirm`)[0]?.body).toEqual({ outcome: 'RECEIVED' }),
    );
  });

  it('should show a payout counted as received automatically as final', async () => {
    setUp({
      'GET /wps/v2/withdrawals': () =>
        ok(
          page([
            withdrawal({
              status: 'COMPLETED',
              paidMinor: '100000',
              receivedMinor: '100000',
              remainingMinor: '0',
              confirmation: 'AUTO_RECEIVED',
              confirmBy: '2026-05-01 13:30:00',
              completedAt: '2026-05-01 13:30:00',
            }),
          ]),
        ),
    });
    expect(await screen.findByText('Counted as received automatically')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This payout was not confirmed within 30 minutes, so it was counted as received at 2026-05-01 13:30:00. This cannot be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Received' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not received' })).not.toBeInTheDocument();
  });

  it('should show the account name mismatch under the holder name when adding an account', async () => {
    const user = userEvent.setup();
    const sut = setUp({
      'POST /wps/v2/withdraw/accounts': () =>
        fail('ACCOUNT_NAME_MISMATCH', 'The holder name must match your real name.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a withdrawal account' });
    const holder = within(dialog).getByRole('textbox', { name: /Account holder name/ });
    expect(holder).toHaveValue('Juan Dela Cruz');
    await user.clear(holder);
    await user.type(holder, 'Pedro Penduko');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile number/ }), '09171234567');
    await user.type(within(dialog).getByLabelText(/^Payment password/), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Save account' }));

    expect(await within(dialog).findByText('The holder name must match your real name.')).toBeInTheDocument();
    const [call] = sut.callsTo('POST', '/wps/v2/withdraw/accounts');
    expect(call?.body).toMatchObject({ method: 'GCASH', accountName: 'Pedro Penduko', accountNumber: '09171234567' });
    expect((call?.body as { paymentPassword: string }).paymentPassword).toMatch(/^enc:v1:/);
  });
});
