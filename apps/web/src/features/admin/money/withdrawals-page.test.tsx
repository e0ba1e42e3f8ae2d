import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffWithdrawal } from './money-api';
import { installFakeApi } from '@/testing/fake-api';

import { renderAdmin, staffMe } from '../testing/render-admin';
import { useStaffSession } from '../shell/staff-session';

// The withdrawal queue (issue 16, decision 028): the server's filters and sort in the request, a
// row opening its drawer, and an approval above the four-eyes threshold shown as recorded and
// waiting for a second staff member (SECOND_APPROVER_REQUIRED is not an error to the approver).

const ID = '0b7c2f3e-9c1e-4f55-8a55-3f1f2a6b7c10';
const row: StaffWithdrawal = {
  id: ID,
  amountMinor: '2500000',
  currency: 'PHP',
  status: 'REVIEW',
  account: { method: 'GCASH', bankName: null, accountName: 'Juan Dela Cruz', accountNumberMasked: '•••• 0001' },
  paidMinor: '0',
  receivedMinor: '0',
  remainingMinor: '2500000',
  confirmBy: null,
  confirmation: null,
  reviewNote: null,
  createdAt: '2026-11-26 10:00:00',
  completedAt: null,
  memberId: 7,
  memberAccount: 'player01',
  memberRealName: 'Juan Dela Cruz',
  accountNumber: '09170000001',
  disputeProofUrl: null,
  disputeNote: null,
  disputedMinor: '0',
  disputeResolution: null,
  disputeResolutionNote: null,
  disputeResolvedAt: null,
  createdAtUtc: '2026-11-26T02:00:00.000Z',
  waitingSeconds: 600,
  memberRecent: { deposits: 3, withdrawals: 1 },
  wageringOwedMinor: '0',
  pendingApproval: null,
};

describe('the withdrawal queue', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should ask the server for the review queue and show an approval above the threshold as waiting', async () => {
    const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
    const { requests } = installFakeApi({
      '/wps/admin/me': () => ok(staffMe({ role: 'FINANCE' })),
      '/wps/admin/withdrawals': () => ok({ list: [row], pageNo: 1, pageSize: 25, total: 1, totalPages: 1 }),
      [`/wps/admin/withdrawals/${ID}/approve`]: () => ({
        status: 409,
        body: {
          success: false,
          code: 'SECOND_APPROVER_REQUIRED',
          message: 'A second staff member must approve this.',
          value: { approval: {} },
        },
      }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderAdmin('/admin/money/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawal queue' });
    await within(table).findByText('player01');
    const list = requests.find((request) => request.url.startsWith('/wps/admin/withdrawals?'));
    expect(list?.url).toContain('status=REVIEW');
    expect(list?.url).toContain('sort=createdAt');

    await userEvent.click(within(table).getByText('player01'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Your approval is recorded/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith(`${ID}/approve`))).toBe(true);
  });
});
