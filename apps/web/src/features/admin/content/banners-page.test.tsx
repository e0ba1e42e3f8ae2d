import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffAnnouncement } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderWithAdmin, staffMe } from '../testing/render-admin';
import BannersPage from './banners-page';

const banner = (id: number, title: string, sequence: number): StaffAnnouncement => ({
  id,
  kind: 'BANNER',
  texts: { EN: { title, content: '' }, TY: { title: `${title} TY`, content: '', imageUrl: `/ty-${id}.webp` } },
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  enabled: true,
  sequence,
  groupName: 'w_home',
  url: `/en-${id}.webp`,
  linkageType: 'ROUTE',
  linkage: '/promotions',
  execution: null,
  category: null,
  images: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
});

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

describe('the banners screen', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  const install = (role: 'OWNER' | 'SUPPORT' = 'OWNER') => {
    const list = [banner(1, 'First', 10), banner(2, 'Second', 20)];
    const api = installFakeApi({
      '/wps/admin/me': () => ok(staffMe({ role })),
      '/wps/admin/content/announcements': () =>
        ok({ list, pageNo: 1, pageSize: 200, total: list.length, totalPages: 1 }),
      '/wps/admin/content/banners/order': () => ok({ list: [...list].reverse() }),
    });
    useStaffSession.getState().setToken('staff-token');
    return api;
  };

  it('should list a group in order and move a banner up as one order change', async () => {
    const api = install();
    renderWithAdmin(<BannersPage />, '/admin/content/banners');
    const table = await screen.findByRole('table', { name: 'Banners' });
    await within(table).findByText('Second');
    expect(api.requests.some((request) => request.url.includes('groupName=w_home'))).toBe(true);
    const up = within(table).getAllByRole('button', { name: 'Move up' });
    expect(up[0]).toBeDisabled();
    fireEvent.click(up[1] as HTMLElement);
    await waitFor(() =>
      expect(api.requests.some((request) => request.method === 'POST' && request.url.endsWith('/banners/order'))).toBe(
        true,
      ),
    );
  });

  it('should export the group shown as CSV through the list route', async () => {
    const api = install();
    URL.createObjectURL = vi.fn(() => 'blob:banners');
    URL.revokeObjectURL = vi.fn();
    renderWithAdmin(<BannersPage />, '/admin/content/banners');
    await screen.findByText('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.url.includes('format=csv'))?.url).toMatch(
        /^\/wps\/admin\/content\/announcements\?.*kind=BANNER.*groupName=w_home/,
      ),
    );
  });

  it('should preview the banner as edited, per language, with the portal banner', async () => {
    install();
    renderWithAdmin(<BannersPage />, '/admin/content/banners');
    fireEvent.click(await screen.findByText('First'));
    const preview = await screen.findByTestId('banner-live-preview');
    expect(within(preview).getByRole('img', { name: 'First' })).toHaveAttribute('src', '/en-1.webp');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Fiesta' } });
    expect(within(preview).getByRole('img', { name: 'Fiesta' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Filipino' }));
    expect(within(preview).getByRole('img', { name: 'First TY' })).toHaveAttribute('src', '/ty-1.webp');
  });

  it('should give a role without content.manage no write buttons', async () => {
    install('SUPPORT');
    renderWithAdmin(<BannersPage />, '/admin/content/banners');
    const table = await screen.findByRole('table', { name: 'Banners' });
    await within(table).findByText('Second');
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    for (const button of within(table).getAllByRole('button', { name: 'Move down' })) expect(button).toBeDisabled();
  });
});
