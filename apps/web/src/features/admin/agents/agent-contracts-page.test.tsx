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
import AgentContractsPage from './agent-contracts-page';

// The back office's agent contracts: the list shows the house's terms, and ending one sends the
// version the staff member saw with the reason.

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
const contract = {
  id: 9,
  upline: null,
  downline: { id: 100_001, account: 'agent01' },
  kind: 'DAILY_SALARY',
  category: 'ALL',
  period: 'D',
  tiers: [
    { minValidBetMinor: '0', minActiveMembers: 0, rateType: 'P', rate: 50 },
    { minValidBetMinor: '10000000', minActiveMembers: 3, rateType: 'P', rate: 80 },
  ],
  status: 'ACTIVE',
  supersedes: null,
  terminationRequestedBy: null,
  effectiveFrom: '2026-11-20T00:00:00.000Z',
  endedAt: null,
  version: 3,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('agent contracts screen', () => {
  beforeEach(() => {
    useStaffSession.getState().setToken('staff-token');
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  });

  it('should list the house terms and end a contract with the version seen and a reason', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/admin/me': () => ok(me),
      '/wps/admin/agents/contracts': () => ok({ list: [contract], pageNo: 1, pageSize: 50, total: 1, totalPages: 1 }),
      '/wps/admin/agents/contracts/9/end': () =>
        ok({ contract: { ...contract, status: 'TERMINATED' }, endedContracts: [] }),
    });
    const router = createMemoryRouter([{ path: '/admin/agents/contracts', element: <AgentContractsPage /> }], {
      initialEntries: ['/admin/agents/contracts'],
    });
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('0.50 % · 0.80 %', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('House').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this contract' });
    await user.type(within(dialog).getByRole('textbox'), 'Agent left the platform');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url === '/wps/admin/agents/contracts/9/end')?.body).toBe(
        JSON.stringify({ version: 3, reason: 'Agent left the platform' }),
      ),
    );
  });
});
