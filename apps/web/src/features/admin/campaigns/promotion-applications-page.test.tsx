import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PromotionApplication } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import PromotionApplicationsPage from './promotion-applications-page';

// The applications queue: waiting applications first; opened, the comment and the member's
// evidence images (fetched with the staff token); a rejection needs its reason, which is sent;
// read-only staff see the evidence without the buttons.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

const application: PromotionApplication = {
  id: 31,
  promotionId: 5,
  promotionName: 'Share and get ₱50',
  memberId: 12,
  account: 'player02',
  comment: 'Shared on Facebook',
  imageUrls: ['/wps/uploads/a1', '/wps/uploads/a2'],
  status: 'PENDING',
  reason: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
};

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER') => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/promotions': () => ok({ list: [] }),
    '/wps/admin/promotions/applications': () =>
      ok({ list: [application], pageNo: 1, pageSize: 25, total: 1, totalPages: 1 }),
    '/wps/admin/promotions/applications/31/reject': () => ok(null),
    '/wps/uploads/a1': () => ok(null),
    '/wps/uploads/a2': () => ok(null),
  });
  useStaffSession.getState().setToken('staff-token');
  URL.createObjectURL = vi.fn(() => 'blob:evidence');
  URL.revokeObjectURL = vi.fn();
  return api;
};

describe('the promotion applications queue', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should ask for waiting applications first and show the evidence with the staff token', async () => {
    const api = install();
    renderWithAdmin(<PromotionApplicationsPage />, '/admin/content/promotion-applications');
    const table = await screen.findByRole('table', { name: 'Promotion applications' });
    expect(api.requests.find((request) => request.url.startsWith('/wps/admin/promotions/applications'))?.url).toContain(
      'status=PENDING',
    );
    fireEvent.click(await within(table).findByText('player02 (#12)'));
    const drawer = await screen.findByRole('dialog', { name: 'Application #31' });
    expect(drawer).toHaveTextContent('Shared on Facebook');
    expect(drawer).toHaveTextContent('2 evidence images');
    await waitFor(() => expect(within(drawer).getAllByRole('img')).toHaveLength(2));
    const evidence = api.requests.filter((request) => request.url.startsWith('/wps/uploads/'));
    expect(evidence.map((request) => request.headers.authorization)).toEqual([
      'Bearer staff-token',
      'Bearer staff-token',
    ]);
  });

  it('should reject only with a reason, and send it', async () => {
    const api = install();
    renderWithAdmin(<PromotionApplicationsPage />, '/admin/content/promotion-applications');
    fireEvent.click(await screen.findByText('player02 (#12)'));
    const drawer = await screen.findByRole('dialog', { name: 'Application #31' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject the application' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.change(within(confirm).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'The post is not public' },
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const post = api.requests.find((request) => request.method === 'POST');
      expect(post?.url).toBe('/wps/admin/promotions/applications/31/reject');
      expect(JSON.parse(post?.body ?? '{}')).toEqual({ reason: 'The post is not public' });
    });
  });

  it('should show read-only staff the application without approve or reject', async () => {
    install('READ_ONLY');
    renderWithAdmin(<PromotionApplicationsPage />, '/admin/content/promotion-applications');
    fireEvent.click(await screen.findByText('player02 (#12)'));
    await screen.findByRole('dialog', { name: 'Application #31' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
  it('should export the filtered queue as CSV through the list route', async () => {
    const api = install();
    renderWithAdmin(<PromotionApplicationsPage />, '/admin/content/promotion-applications');
    await screen.findByRole('table', { name: 'Promotion applications' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url.includes('format=csv'))?.url).toMatch(
        /^\/wps\/admin\/promotions\/applications\?.*status=PENDING/,
      ),
    );
  });
});
