import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { STAFF_PERMISSIONS } from '@perya/contracts';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import AgentPayoutsPage from './agent-payouts-page';

// Agent payouts held for four eyes (decision 055): a first approval is told it waits for a second
// person (not shown as a failure), and a rejection sends the reason.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'OK', value } });
const me = {
  id: 1,
  username: 'admin',
  displayName: 'Admin',
  role: 'OWNER',
  permissions: STAFF_PERMISSIONS,
  secondFactor: 'DONE',
  mustChangePassword: false,
};
const held = {
  statementId: '2b0c6a1e-7d44-5f0e-9a51-0c3e8d9f1a20',
  agentId: 100_001,
  account: 'agent01',
  kind: 'DIVIDEND',
  windowStart: '2026-11-01T00:00:00.000Z',
  windowEnd: '2026-11-02T00:00:00.000Z',
  amountMinor: '4500000',
  currency: 'PHP',
  thresholdMinor: '2000000',
  status: 'PENDING',
  heldAt: '2026-11-02T00:20:00.000Z',
  firstApprovedBy: null,
  firstApprovedAt: null,
  decidedBy: null,
  decidedAt: null,
  reason: null,
};
const PATH = `/wps/admin/agents/payout-approvals/${held.statementId}`;

describe('agent payouts screen', () => {
  beforeEach(() => {
    useStaffSession.getState().setToken('staff-token');
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  });

  it('should record a first approval as waiting for a second person, and reject with a reason', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/admin/me': () => ok(me),
      '/wps/admin/agents/settlement-settings': () =>
        ok({
          activeMinValidBetMinor: '10000',
          activeMinDepositMinor: '10000',
          approvalAboveMinor: '2000000',
          version: 1,
        }),
      '/wps/admin/agents/payout-approvals': () =>
        ok({ list: [held], pageNo: 1, pageSize: 50, total: 1, totalPages: 1 }),
      [`${PATH}/approve`]: () => ({
        status: 409,
        body: {
          success: false,
          code: 'SECOND_APPROVER_REQUIRED',
          message: 'A second staff member must approve.',
          value: { approval: { ...held, firstApprovedBy: 'admin' } },
        },
      }),
      [`${PATH}/reject`]: () => ok({ ...held, status: 'REJECTED', reason: 'Shared device with players' }),
    });
    const router = createMemoryRouter([{ path: '/admin/agents/payouts', element: <AgentPayoutsPage /> }], {
      initialEntries: ['/admin/agents/payouts'],
    });
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('agent01', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/above ₱20,000\.00 wait here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/A second staff member approves to pay it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payout' });
    await user.type(within(dialog).getByRole('textbox'), 'Shared device with players');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url === `${PATH}/reject`)?.body).toBe(
        JSON.stringify({ reason: 'Shared device with players' }),
      ),
    );
  });
});
