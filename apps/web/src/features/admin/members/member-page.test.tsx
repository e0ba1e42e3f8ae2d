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
import MemberPage from './member-page';

// The member page of the back office: profile, risk links, notes, and an action whose version is
// stale (the staff member is told, the record reloads, the next try sends the new version).

const profile = (version: number) => ({
  id: 100_010,
  account: 'juan',
  nickname: 'JD',
  type: 0,
  isAgent: false,
  status: 'ACTIVE',
  vipLevel: 2,
  email: 'juan@example.com',
  mobile: '+63 9171234567',
  uplineId: 100_001,
  uplineAccount: 'agent01',
  registeredIp: '203.0.113.9',
  createdAt: '2026-11-01T02:00:00.000000Z',
  lastLoginAt: null,
  version,
  payeeName: 'Juan Dela Cruz',
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
  balances: [{ wallet: 'MAIN', currency: 'PHP', balanceMinor: '150050', heldMinor: '0' }],
  wageringOwedMinor: '0',
  openSessions: 1,
  links: [
    {
      kind: 'DEVICE',
      value: 'a1b2c3d4e5f6a7b8',
      memberCount: 3,
      members: [{ id: 100_011, account: 'pedro', status: 'SUSPENDED' }],
    },
  ],
});

const me = {
  id: 1,
  username: 'admin',
  displayName: 'Admin',
  role: 'OWNER',
  permissions: STAFF_PERMISSIONS,
  secondFactor: 'DONE',
  mustChangePassword: false,
};

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/members/:id', element: <MemberPage /> }], {
    initialEntries: ['/admin/members/100010'],
  });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('member page', () => {
  beforeEach(() => {
    useStaffSession.getState().setToken('staff-token');
    // jsdom has no document.fonts; Mantine's autosizing textarea (the reason dialog) listens to it.
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  });

  it('should show the profile, the linked members and the notes', async () => {
    installFakeApi({
      '/wps/admin/me': () => ({ body: { success: true, code: 'OK', message: 'OK', value: me } }),
      '/wps/admin/members/100010': () => ({ body: { success: true, code: 'OK', message: 'OK', value: profile(0) } }),
      '/wps/admin/members/100010/notes': () => ({
        body: {
          success: true,
          code: 'OK',
          message: 'OK',
          value: {
            list: [
              {
                id: 1,
                body: 'Called about a deposit',
                staffId: 1,
                staffName: 'admin',
                createdAt: '2026-11-02T00:00:00Z',
              },
            ],
          },
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('juan')).toBeInTheDocument();
    const links = await screen.findByRole('table', { name: 'Linked members' });
    expect(within(links).getByText('Same device')).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'pedro' })).toHaveAttribute('href', '/admin/members/100011');
    expect(within(links).getByText('and 2 more')).toBeInTheDocument();
    expect(await screen.findByText('Called about a deposit')).toBeInTheDocument();
  });

  it('should tell the staff member when the record changed, reload it, and send the new version next', async () => {
    let version = 0;
    const { requests } = installFakeApi({
      '/wps/admin/me': () => ({ body: { success: true, code: 'OK', message: 'OK', value: me } }),
      '/wps/admin/members/100010': () => ({
        body: { success: true, code: 'OK', message: 'OK', value: profile(version) },
      }),
      '/wps/admin/members/100010/notes': () => ({
        body: { success: true, code: 'OK', message: 'OK', value: { list: [] } },
      }),
      '/wps/admin/members/100010/lock': () => {
        const sent = JSON.parse(lockBodies.at(-1) ?? '{}');
        if (sent.version !== version)
          return {
            status: 409,
            body: { success: false, code: 'STALE_RECORD', message: 'Someone changed this record.', value: null },
          };
        version += 1;
        return { body: { success: true, code: 'OK', message: 'OK', value: { id: 100_010, version } } };
      },
    });
    const lockBodies: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith('/lock')) lockBodies.push(String(init?.body));
      return realFetch(input, init);
    };
    renderPage();
    await screen.findByText('juan');
    version = 1; // another staff member changed the member meanwhile
    await userEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'chargeback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Someone changed this record.')).toBeInTheDocument();
    expect(JSON.parse(lockBodies[0] ?? '{}')).toMatchObject({ version: 0, reason: 'chargeback' });
    // Reloaded: the next try carries version 1 and succeeds.
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/wps/admin/members/100010').length).toBeGreaterThan(1),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lockBodies).toHaveLength(2));
    expect(JSON.parse(lockBodies[1] ?? '{}')).toMatchObject({ version: 1, reason: 'chargeback' });
    globalThis.fetch = realFetch;
  });
});
