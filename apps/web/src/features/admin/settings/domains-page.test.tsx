import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import DomainsPage from './domains-page';

// Domains: the back office's face of `ops domain`: list, add (version 0), remove at the version read.

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const promo = {
  domain: 'promo.perya.test',
  route: '/agent',
  affiliateCode: 'PROMO2026',
  version: 3,
  updatedAt: '2026-11-26T08:00:00.000Z',
};

const install = (role: 'OWNER' | 'READ_ONLY') => {
  const api = installFakeApi({
    '/wps/admin/me': () => ok(staffMe({ role })),
    '/wps/admin/settings/domains': () => ok({ list: [promo] }),
    '/wps/admin/settings/domains/fiesta.perya.test': () =>
      ok({ ...promo, domain: 'fiesta.perya.test', route: '/promotions', affiliateCode: null, version: 1 }),
    '/wps/admin/settings/domains/promo.perya.test': () => ok({ deleted: true }),
  });
  useStaffSession.getState().setToken('staff-token');
  return api;
};

describe('the domains screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should add a domain as version 0 and remove one at the version it was read', async () => {
    const user = userEvent.setup();
    install('OWNER');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithAdmin(<DomainsPage />, '/admin/settings/domains');
    const table = await screen.findByRole('table', { name: 'Domains' });
    expect(await within(table).findByText('promo.perya.test')).toBeInTheDocument();
    expect(within(table).getByText('PROMO2026')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'Fiesta.perya.test');
    await user.type(screen.getByRole('textbox', { name: 'Landing route' }), '/promotions');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/wps/admin/settings/domains/fiesta.perya.test');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ version: 0, route: '/promotions', affiliateCode: null });

    await user.click(within(table).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove promo.perya.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) =>
            init?.method === 'DELETE' && String(url) === '/wps/admin/settings/domains/promo.perya.test?version=3',
        ),
      ).toBe(true),
    );
  });

  it('should give read-only staff the list and no way to change it', async () => {
    install('READ_ONLY');
    renderWithAdmin(<DomainsPage />, '/admin/settings/domains');
    expect(await screen.findByText('promo.perya.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
