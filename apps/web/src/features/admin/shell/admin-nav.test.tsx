import { screen } from '@testing-library/react';
import { IconCash, IconUsers } from '@tabler/icons-react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ROLE_PERMISSIONS } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';

import type { AdminScreen } from '../screens';
import { renderAdmin, renderWithAdmin, staffMe } from '../testing/render-admin';
import { AdminNav } from './admin-nav';
import { useStaffSession } from './staff-session';

const Page = () => null;
const load = () => Promise.resolve({ default: Page });
const SCREENS: AdminScreen[] = [
  { path: 'money/deposits', group: 'money', label: 'admin:nav.staff', icon: IconCash, permission: 'money.view', load },
  { path: 'members', group: 'members', label: 'admin:nav.audit', icon: IconUsers, permission: 'members.view', load },
  {
    path: 'members/:id',
    group: 'members',
    label: 'admin:nav.audit',
    icon: IconUsers,
    permission: 'members.view',
    nav: false,
    load,
  },
];

describe('the back-office sidebar', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should list only the screens the permissions allow, under their group, without detail routes', async () => {
    renderWithAdmin(<AdminNav permissions={['self', 'members.view']} screens={SCREENS} />);
    const nav = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(nav).toHaveTextContent('Members');
    expect(nav).not.toHaveTextContent('Money');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/admin/members');
  });

  it('should show a read-only member the audit log but not staff management, and its role in the top bar', async () => {
    installFakeApi({
      '/wps/admin/me': () => ({
        body: { success: true, code: 'OK', message: 'Success', value: staffMe({ role: 'READ_ONLY' }) },
      }),
      '/wps/admin/audit': () => ({
        body: {
          success: true,
          code: 'OK',
          message: 'Success',
          value: { list: [], pageNo: 1, pageSize: 25, total: 0, totalPages: 0 },
        },
      }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(nav).toHaveTextContent('Audit log');
    expect(nav).not.toHaveTextContent('Staff accounts');
    expect(screen.getByTestId('admin-staff')).toHaveTextContent('Read-only');
    expect(ROLE_PERMISSIONS.READ_ONLY).not.toContain('staff.manage');
  });

  it('should answer a screen the role may not open as not found', async () => {
    installFakeApi({
      '/wps/admin/me': () => ({
        body: { success: true, code: 'OK', message: 'Success', value: staffMe({ role: 'READ_ONLY' }) },
      }),
    });
    useStaffSession.getState().setToken('staff-token');
    renderAdmin('/admin/staff');
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });
});
