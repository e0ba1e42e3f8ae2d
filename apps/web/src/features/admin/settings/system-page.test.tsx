import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import SystemPage from './system-page';

// System status: maintenance goes on only after a confirm that says what it does; read-only staff
// see the state and no button.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const settings = {
  maintenanceEnabled: false,
  maintenanceMessages: {},
  maintenanceUntil: null,
  regionRestrictionEnabled: true,
  allowedCountries: ['PH'],
  offeredLanguages: null,
  version: 4,
  updatedAt: '2026-11-26T08:00:00.000Z',
};

const install = (role: 'OWNER' | 'READ_ONLY') => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/settings/system': () =>
      ok(
        api.requests.some((request) => request.method === 'PUT')
          ? { ...settings, maintenanceEnabled: true, version: 5 }
          : settings,
      ),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

describe('the system status screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should turn maintenance on only after the confirm', async () => {
    const api = install('OWNER');
    renderWithAdmin(<SystemPage />, '/admin/settings/system');
    expect(await screen.findByTestId('system-status')).toHaveTextContent('Normal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title players see (English)' }), 'Upgrading');
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance on?' });
    expect(dialog).toHaveTextContent('Staff keep working here');
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn maintenance on' }));
    await waitFor(() => expect(screen.getByTestId('system-status')).toHaveTextContent('In maintenance'));
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.url)).toEqual([
      '/wps/admin/settings/system',
    ]);
  });

  it('should show read-only staff the state without a button', async () => {
    install('READ_ONLY');
    renderWithAdmin(<SystemPage />, '/admin/settings/system');
    expect(await screen.findByTestId('system-status')).toHaveTextContent('Normal');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn maintenance on' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
