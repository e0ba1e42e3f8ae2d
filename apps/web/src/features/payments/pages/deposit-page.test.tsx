import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { balanceQueryOptions } from '@/lib/balance-query';

import {
  channel,
  deposit,
  fail,
  imageFile,
  installPaymentsApi,
  manualBankChannel,
  ok,
  page,
  renderPage,
  UPLOAD,
} from '../testing/payments-test-kit';
import { DepositPage } from './deposit-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const setUp = (routes: Parameters<typeof installPaymentsApi>[0] = {}, path = '/member/depositv2') => {
  const api = installPaymentsApi({
    'GET /wps/v2/deposit/channels': () => ok({ channels: [channel(), manualBankChannel()] }),
    'GET /wps/v2/deposits': () => ok(page([])),
    ...routes,
  });
  const view = renderPage(path, '/member/depositv2', <DepositPage />);
  return { ...api, ...view };
};

describe('DepositPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    notifications.clean();
  });

  it('should send a gateway deposit in centavos and take the browser to the payment page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sut = setUp({
      'POST /wps/v2/deposits': () => ok({ deposit: deposit(), redirectUrl: 'https://pay.example.test/checkout/abc' }),
    });

    await user.click(await screen.findByRole('radio', { name: /GCash Express/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1,500.50');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to payment page' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.test/checkout/abc'));
    const [call] = sut.callsTo('POST', '/wps/v2/deposits');
    expect(call?.body).toEqual({ requestId: expect.stringMatching(UUID), channelId: 1, amountMinor: '150050' });
  });

  it('should not follow a payment link that is not http(s), and say to contact customer service', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const show = vi.spyOn(notifications, 'show');
    vi.stubGlobal('location', { ...window.location, assign });
    setUp({ 'POST /wps/v2/deposits': () => ok({ deposit: deposit(), redirectUrl: 'javascript:alert(1)' }) });

    await user.click(await screen.findByRole('radio', { name: /GCash Express/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to payment page' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'This link is not valid. Please contact customer service.' }),
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('should ask for the reference and the proof of a manual deposit, then upload before creating it', async () => {
    const user = userEvent.setup();
    const sut = setUp({
      'POST /wps/v2/uploads': () => ok(UPLOAD),
      'POST /wps/v2/deposits': ({ body }) =>
        ok({
          deposit: deposit({
            channelId: 2,
            channelName: 'BDO bank transfer',
            kind: 'MANUAL',
            method: 'BANK',
            amountMinor: '50000',
            status: 'PENDING_REVIEW',
            referenceNo: (body as { referenceNo: string }).referenceNo,
          }),
          redirectUrl: null,
        }),
    });

    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    expect(screen.getByText('001234567890')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₱500' }));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));

    expect(await screen.findByText('Enter the reference number (4 to 64 characters).')).toBeInTheDocument();
    expect(screen.getByText('Attach a screenshot of your payment.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sut.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reference number' }), 'BDO-778899');
    await user.upload(screen.getByLabelText('Payment screenshot'), imageFile());
    expect(await screen.findByText('proof.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));

    expect(await screen.findByRole('heading', { name: 'Deposit submitted' })).toBeInTheDocument();
    const posts = sut.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/wps/v2/uploads', '/wps/v2/deposits']);
    const form = posts[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('proof.png');
    expect(posts[1]?.body).toEqual({
      requestId: expect.stringMatching(UUID),
      channelId: 2,
      amountMinor: '50000',
      referenceNo: 'BDO-778899',
      proofUploadId: UPLOAD.uploadId,
    });
  });

  it('should refuse a proof that is not an image before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sut = setUp();
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.upload(screen.getByLabelText('Payment screenshot'), imageFile('notes.pdf', 'application/pdf'));
    expect(
      await screen.findByText('This file type is not accepted. Use a PNG, JPG or WEBP image.'),
    ).toBeInTheDocument();
    expect(sut.callsTo('POST', '/wps/v2/uploads')).toEqual([]);
  });

  it('should show an amount outside the channel limits as an error without calling the API', async () => {
    const user = userEvent.setup();
    const sut = setUp();
    await user.click(await screen.findByRole('radio', { name: /GCash Express/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });

    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The minimum is ₱100.00.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The maximum is ₱50,000.00.')).toBeInTheDocument();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sut.callsTo('POST', '/wps/v2/deposits')).toEqual([]);
  });

  it('should show the server refusal with guidance and keep the request id for the retry', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    let attempt = 0;
    const sut = setUp({
      'POST /wps/v2/deposits': () =>
        (attempt += 1) === 1
          ? fail('GATEWAY_UNAVAILABLE', 'The payment provider did not answer.', 502)
          : ok({ deposit: deposit(), redirectUrl: 'https://pay.example.test/checkout/abc' }),
    });
    await user.click(await screen.findByRole('radio', { name: /GCash Express/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200');
    for (let round = 0; round < 2; round += 1) {
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
      await user.click(within(dialog).getByRole('button', { name: 'Go to payment page' }));
      if (round === 0) expect(await screen.findByText('The payment provider did not answer.')).toBeInTheDocument();
    }
    await waitFor(() => expect(sut.callsTo('POST', '/wps/v2/deposits')).toHaveLength(2));
    const [first, second] = sut.callsTo('POST', '/wps/v2/deposits');
    expect((first?.body as { requestId: string }).requestId).toBe((second?.body as { requestId: string }).requestId);
  });

  it('should poll a deposit back from the gateway until it is approved, then refresh the balance', async () => {
    const id = deposit().id;
    let polls = 0;
    const sut = setUp(
      {
        [`GET /wps/v2/deposits/${id}`]: () =>
          ok(deposit((polls += 1) < 2 ? {} : { status: 'APPROVED', completedAt: '2026-05-01 14:01:00' })),
      },
      `/member/depositv2?order=${id}&status=PAID`,
    );
    const invalidate = vi.spyOn(sut.queryClient, 'invalidateQueries');

    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Deposit successful', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('₱1,500.50')).toBeInTheDocument();
    expect(polls).toBe(2);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryOptions().queryKey }));
  });

  it('should list recent deposits with their status and the reason of a rejection', async () => {
    setUp({
      'GET /wps/v2/deposits': () =>
        ok(
          page([
            deposit({ status: 'APPROVED' }),
            deposit({
              id: '0e1d2c3b-4a59-4867-9756-a4b3c2d1e0f9',
              status: 'REJECTED',
              reviewNote: 'Reference not found',
            }),
          ]),
        ),
    });
    const list = await screen.findByRole('region', { name: 'Recent deposits' });
    expect(await within(list).findByText('Approved')).toBeInTheDocument();
    expect(within(list).getByText('Rejected')).toBeInTheDocument();
    expect(within(list).getByText('Note from our team: Reference not found')).toBeInTheDocument();
  });
});
