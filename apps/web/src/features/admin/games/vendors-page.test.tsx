import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { renderWithAdmin, staffMe } from '../testing/render-admin';
import { useStaffSession } from '../shell/staff-session';
import VendorsPage from './vendors-page';

// The vendors screen: switches per row, the drawer with the signing keys, and a new key's secret
// shown once in a dialog and gone from the page when it closes.

const SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const vendor = {
  code: 'LNS',
  displayName: 'Lucky Nines',
  category: 'RNG',
  sortOrder: 1,
  isEnabled: true,
  isMaintenance: false,
  maintenanceMessage: null,
  maintenanceUntil: null,
  gameCount: 1000,
  version: 3,
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const key = {
  vendorCode: 'LNS',
  keyId: 'lns-2026-12',
  active: true,
  fingerprint: '0123456789ab',
  createdAt: '2026-11-26T08:00:00.000Z',
};

const install = (role: 'OWNER' | 'READ_ONLY', listed: Record<string, unknown> = vendor) => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/games/vendors': () => ok({ list: [listed] }),
    '/wps/admin/games/keys': () => ok({ list: [key] }),
    '/wps/admin/games/vendors/LNS/keys': () => ok({ key, secret: SECRET }),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

describe('the vendors screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should show a new signing key once, and not after its dialog closes', async () => {
    const api = install('OWNER');
    renderWithAdmin(<VendorsPage />, '/admin/games/vendors');
    await userEvent.click(await screen.findByRole('cell', { name: 'LNS' }));
    expect(await screen.findByRole('cell', { name: '0123456789ab' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing key' });
    expect(within(dialog).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    expect(
      api.requests.some((request) => request.method === 'POST' && request.url === '/wps/admin/games/vendors/LNS/keys'),
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(document.body.innerHTML).not.toContain(SECRET));
  });

  it('should say when a maintenance ends by itself', async () => {
    install('OWNER', { ...vendor, isMaintenance: true, maintenanceUntil: '2026-11-26T09:30:00.000Z' });
    renderWithAdmin(<VendorsPage />, '/admin/games/vendors');
    expect((await screen.findByTestId('maintenance-ends-LNS')).textContent).toMatch(/^ends by itself 2026-11-26/);
  });

  it('should give a read-only member no switch to flip and no key to make', async () => {
    install('READ_ONLY');
    renderWithAdmin(<VendorsPage />, '/admin/games/vendors');
    const enabled = await screen.findByRole('switch', { name: 'Enabled: Lucky Nines' });
    await waitFor(() => expect(enabled).toBeDisabled());
    await userEvent.click(screen.getByRole('cell', { name: 'LNS' }));
    expect(screen.queryByRole('button', { name: 'Generate key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
