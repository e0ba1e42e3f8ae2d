import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffRedemption } from '@perya/contracts';

import { renderWithAdmin } from '../testing/render-admin';
import { endStaffSession, installStaffApi, ok, permissionsLoaded, writesOf } from '../testing/staff-api';
import RedemptionsPage from './redemptions-page';

// The redemptions screen: goods waiting for review are listed first (status Processing asked of
// the server); approving asks first and sends nothing else; rejecting needs the reason the member
// reads; a cash redemption (paid at once) and read-only staff get no review buttons.

const GOODS_ID = '0b9a1c57-1111-4a5e-9c1d-6f2f1b6a0001';
const CASH_ID = '0b9a1c57-1111-4a5e-9c1d-6f2f1b6a0002';

const redemption = (overrides: Partial<StaffRedemption> = {}): StaffRedemption => ({
  id: GOODS_ID,
  itemId: 2,
  kind: 'GOODS',
  title: 'Perya cap',
  quantity: 1,
  pointsSpent: '30',
  pointsRequired: '30',
  amountRequirementMinor: '0',
  amountMinor: '0',
  status: 'PROCESSING',
  createdAt: '2026-11-20T03:00:00.000Z',
  reviewedAt: null,
  remark: null,
  bonusId: null,
  memberId: 41,
  account: 'player01',
  reviewedBy: null,
  ...overrides,
});

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER') => {
  const list = [
    redemption(),
    redemption({
      id: CASH_ID,
      kind: 'CASH',
      title: 'Cash ₱5',
      status: 'APPROVED',
      amountMinor: '500',
      pointsSpent: '1200',
      reviewedAt: null,
    }),
  ];
  const api = installStaffApi(role, {
    '/wps/admin/points/redemptions': () => ok({ list, pageNo: 1, pageSize: 25, total: 2, totalPages: 1 }),
    [`/wps/admin/points/redemptions/${GOODS_ID}/approve`]: () => ok(redemption({ status: 'APPROVED' })),
    [`/wps/admin/points/redemptions/${GOODS_ID}/reject`]: () =>
      ok(redemption({ status: 'REJECTED', remark: 'Out of caps' })),
  });
  return api;
};

describe('the points redemptions screen', { timeout: 60_000 }, () => {
  afterEach(endStaffSession);

  it('should ask for the redemptions waiting for review and list them', async () => {
    const api = install();
    renderWithAdmin(<RedemptionsPage />, '/admin/loyalty/redemptions');
    const table = await screen.findByRole('table', { name: 'Points redemptions' });
    const row = (await within(table).findByText(/Perya cap/)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('player01 (#41)');
    expect(row).toHaveTextContent('Processing');
    const cash = within(table)
      .getByText(/Cash ₱5/)
      .closest('tr') as HTMLElement;
    expect(cash).toHaveTextContent('1,200');
    const asked = api.requests.find((request) => request.url.startsWith('/wps/admin/points/redemptions?'));
    expect(new URL(asked?.url ?? '/', 'http://localhost').searchParams.get('status')).toBe('PROCESSING');
  });

  it('should approve a goods redemption only after the confirmation', async () => {
    const api = install();
    renderWithAdmin(<RedemptionsPage />, '/admin/loyalty/redemptions');
    fireEvent.click(await screen.findByText(/Perya cap/));
    const drawer = await screen.findByRole('dialog', { name: 'Redemption: Perya cap · player01' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this redemption?' });
    expect(writesOf(api)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(writesOf(api)[0]).toMatchObject({
      method: 'POST',
      url: `/wps/admin/points/redemptions/${GOODS_ID}/approve`,
    });
  });

  it('should reject a goods redemption with the reason the member reads', async () => {
    const api = install();
    renderWithAdmin(<RedemptionsPage />, '/admin/loyalty/redemptions');
    fireEvent.click(await screen.findByText(/Perya cap/));
    const drawer = await screen.findByRole('dialog', { name: 'Redemption: Perya cap · player01' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this redemption?' });
    // No reason, nothing sent.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(writesOf(api)).toEqual([]);
    fireEvent.change(within(confirm).getByRole('textbox'), { target: { value: 'Out of caps' } });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(writesOf(api)[0]).toMatchObject({ method: 'POST', url: `/wps/admin/points/redemptions/${GOODS_ID}/reject` });
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toEqual({ reason: 'Out of caps' });
  });

  it('should offer no review of a cash redemption, paid at once', async () => {
    install();
    renderWithAdmin(<RedemptionsPage />, '/admin/loyalty/redemptions');
    fireEvent.click(await screen.findByText(/Cash ₱5/));
    const drawer = await screen.findByRole('dialog', { name: 'Redemption: Cash ₱5 · player01' });
    expect(drawer).toHaveTextContent('₱5.00');
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('should show read-only staff a waiting redemption without the review buttons', async () => {
    install('READ_ONLY');
    const view = renderWithAdmin(<RedemptionsPage />, '/admin/loyalty/redemptions');
    fireEvent.click(await screen.findByText(/Perya cap/));
    const drawer = await screen.findByRole('dialog', { name: 'Redemption: Perya cap · player01' });
    await permissionsLoaded(view);
    expect(drawer).toHaveTextContent('Processing');
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
