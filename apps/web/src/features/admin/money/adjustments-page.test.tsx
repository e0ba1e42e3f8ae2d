import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderAdmin, staffMe } from '../testing/render-admin';

// The adjustment form finds the member as staff type (account, mobile, e-mail, id) and shows who
// it is — account, nickname, balance — before any money moves.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const row = {
  id: 42,
  account: 'player01',
  nickname: 'Juan',
  type: 0,
  isAgent: false,
  status: 'ACTIVE',
  vipLevel: 0,
  email: null,
  mobile: '639171234567',
  uplineId: null,
  uplineAccount: null,
  registeredIp: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
const profile = {
  ...row,
  version: 2,
  payeeName: null,
  birthday: null,
  currency: 'PHP',
  language: 'EN',
  registeredDomain: null,
  lastLoginIp: null,
  mustChangePassword: false,
  hasPaymentPassword: true,
  paymentPasswordFailures: 0,
  totpEnabled: false,
  teamSize: 0,
  balances: [{ wallet: 'MAIN', currency: 'PHP', balanceMinor: '1234550', heldMinor: '0' }],
  wageringOwedMinor: '0',
  openSessions: 0,
  links: [],
};

describe('the adjustment form', { timeout: 30_000 }, () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should find the member by mobile, show who it is with the balance, and adjust that member', async () => {
    const user = userEvent.setup();
    const { requests } = installFakeApi({
      '/wps/admin/me': () => ok(staffMe()),
      '/wps/admin/approvals': () => ok({ list: [], pageNo: 1, pageSize: 25, total: 0, totalPages: 0 }),
      '/wps/admin/members': () => ok({ list: [row], pageNo: 1, pageSize: 8, total: 1, totalPages: 1 }),
      '/wps/admin/members/42': () => ok(profile),
      '/wps/admin/members/42/adjustments': () =>
        ok({ balance: { currency: 'PHP', balanceMinor: '1334550' }, transferId: 'x' }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderAdmin('/admin/money/adjustments');
    const search = await screen.findByRole('textbox', { name: /^Member/ }, { timeout: 5000 });
    await user.type(search, '9171234567');
    await user.click(await screen.findByText('player01', {}, { timeout: 5000 }));
    const chosen = await screen.findByTestId('chosen-member');
    expect(chosen).toHaveTextContent('player01');
    expect(chosen).toHaveTextContent('Juan');
    expect(chosen).toHaveTextContent('12,345.50');
    expect(
      requests.some((request) => request.url.startsWith('/wps/admin/members?') && request.url.includes('q=9171234567')),
    ).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Goodwill credit');
    await user.click(screen.getByRole('button', { name: 'Post adjustment' }));
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === 'POST' && request.url === '/wps/admin/members/42/adjustments'),
      ).toBe(true),
    );
  });
});
