import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import RedEnvelopesPage from './red-envelopes-page';

// The red-envelope screen's claim guards (decision 052): a new drop guards device and address
// unless staff untick them, and the request says which.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

describe('the red envelopes screen', { timeout: 60_000 }, () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should send one claim per device and per address by default, and only what stays ticked', async () => {
    const api = installFakeApi({
      '/wps/admin/me': () => ok(staffMe({ role: 'MARKETING' })),
      '/wps/admin/red-envelopes': (_url) => ok({ list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderWithAdmin(<RedEnvelopesPage />, '/admin/content/red-envelopes');
    await userEvent.click(await screen.findByRole('button', { name: 'New drop' }));
    const drawer = await screen.findByRole('dialog', { name: 'New red-envelope drop' });
    const device = within(drawer).getByRole('checkbox', { name: 'Device' });
    const address = within(drawer).getByRole('checkbox', { name: 'Network address' });
    expect(device).toBeChecked();
    expect(address).toBeChecked();
    await userEvent.click(address);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => {
      const sent = api.requests.find(
        (request) => request.method === 'POST' && request.url === '/wps/admin/red-envelopes',
      );
      expect(JSON.parse(sent?.body ?? 'null')).toMatchObject({ claimGuards: ['DEVICE'] });
    });
  });
});
