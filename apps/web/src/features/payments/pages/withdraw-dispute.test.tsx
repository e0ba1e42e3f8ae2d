import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '@/i18n/language';

import {
  account,
  installPaymentsApi,
  makePublicKey,
  ok,
  page,
  renderPage,
  withdrawal,
  withdrawSettings,
} from '../testing/payments-test-kit';
import { WithdrawPage } from './withdraw-page';

// The member's record of a withdrawal whose "not received" staff settled (decision 028): the
// decision in the member's language, staff's reason as staff wrote it.

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;

const settled = withdrawal({
  status: 'COMPLETED',
  paidMinor: '100000',
  receivedMinor: '100000',
  remainingMinor: '0',
  disputeResolution: 'PAID',
  disputeResolutionNote: 'GCash reference 8812 shows it credited on 1 May',
  disputeResolvedAt: '2026-05-02 09:30:00',
  completedAt: '2026-05-02 09:30:00',
});

describe('a settled receipt dispute on the withdrawal page', () => {
  beforeAll(async () => {
    publicKey = await makePublicKey();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("should show staff's decision in the member's language and their reason as written", async () => {
    installPaymentsApi({
      'GET /wps/system/publicKey': () => ok(publicKey),
      'GET /wps/v2/withdraw/settings': () => ok(withdrawSettings()),
      'GET /wps/v2/withdraw/accounts': () => ok({ accounts: [account()], maxAccounts: 5 }),
      'GET /wps/v2/withdrawals': () => ok(page([settled])),
    });
    renderPage('/member/withdraw', '/member/withdraw', <WithdrawPage />);
    const shown = await screen.findByTestId('dispute-resolution', {}, { timeout: 5000 });
    expect(within(shown).getByText('We checked your report: the payout did reach your account')).toBeInTheDocument();
    expect(
      within(shown).getByText("Our team's reason: GCash reference 8812 shows it credited on 1 May"),
    ).toBeInTheDocument();
    expect(within(shown).getByText('Decided 2026-05-02 09:30:00')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('TY'));
      expect(
        await within(shown).findByText('Sinuri namin ang iyong report: pumasok ang payout sa iyong account'),
      ).toBeInTheDocument();
      expect(
        within(shown).getByText('Dahilan ng aming team: GCash reference 8812 shows it credited on 1 May'),
      ).toBeInTheDocument();
      await act(() => changeLanguage('PT'));
      expect(
        await within(shown).findByText('Verificámos a sua comunicação: o pagamento chegou à sua conta'),
      ).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });
});
