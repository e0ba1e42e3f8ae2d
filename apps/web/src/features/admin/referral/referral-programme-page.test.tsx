import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import ReferralProgrammePage from './referral-programme-page';

// The referral programme's screen: staff type pesos, the server receives centavos with the version
// read; read-only staff see the rules without a save button.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const programme = {
  enabled: false,
  firstDeposit: { enabled: true, minDepositMinor: '50000', rewardMinor: '10000' },
  turnover: { enabled: true, validBetMinor: '500000', days: 30, rewardMinor: '20000' },
  turnoverMultiplier: 1,
  monthlyCapMinor: '500000',
  currency: 'PHP',
  checkSameIp: false,
  checkSameDevice: true,
  version: 3,
  updatedAt: '2026-11-26T08:00:00.000Z',
};

const install = (role: 'OWNER' | 'READ_ONLY') => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/referral/programme': () =>
      ok(
        api.requests.some((request) => request.method === 'PUT')
          ? { ...programme, enabled: true, version: 4 }
          : programme,
      ),
    '/wps/admin/referral/rewards': () => ok({ list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 }),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

describe('the referral programme screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should switch the programme on and send the amounts in centavos with the version read', async () => {
    const api = install('OWNER');
    renderWithAdmin(<ReferralProgrammePage />, '/admin/content/referral');
    expect(await screen.findByTestId('referral-status')).toHaveTextContent('Off');
    await userEvent.click(screen.getByRole('switch', { name: /Referral programme on/ }));
    const reward = screen.getAllByRole('textbox', { name: 'Reward (₱)' })[0] as HTMLElement;
    await userEvent.clear(reward);
    await userEvent.type(reward, '150.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('referral-status')).toHaveTextContent('On'));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      version: 3,
      enabled: true,
      firstDeposit: { enabled: true, minDepositMinor: '50000', rewardMinor: '15050' },
      turnover: { validBetMinor: '500000', days: 30, rewardMinor: '20000' },
      monthlyCapMinor: '500000',
    });
  });

  it('should show read-only staff the rules without a save button', async () => {
    install('READ_ONLY');
    renderWithAdmin(<ReferralProgrammePage />, '/admin/content/referral');
    expect(await screen.findByTestId('referral-status')).toHaveTextContent('Off');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
