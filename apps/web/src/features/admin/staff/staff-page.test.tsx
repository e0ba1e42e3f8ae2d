import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { useStaffSession } from '../shell/staff-session';
import { renderAdmin, staffMe } from '../testing/render-admin';
import type { StaffMember } from './staff-api';

const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 7,
  username: 'finn',
  displayName: 'Finn Finance',
  role: 'FINANCE',
  status: 'ACTIVE',
  secondFactorEnrolled: true,
  recoveryCodesLeft: 10,
  version: 3,
  createdAt: '2026-11-20T08:00:00Z',
  lastLoginAt: null,
  createdBy: 'admin',
  invitationExpiresAt: null,
  ...overrides,
});

describe('staff accounts', { timeout: 30_000 }, () => {
  beforeAll(() => {
    // Mantine's combobox scrolls the selected option into view; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  const serve = () => {
    const bodies: { url: string; body: unknown }[] = [];
    const fake = installFakeApi({
      '/wps/admin/me': () => ok(staffMe()),
      '/wps/admin/staff': () => ok({ list: [member()], pageNo: 1, pageSize: 25, total: 1, totalPages: 1 }),
      '/wps/admin/staff/7': () => ok(member({ role: 'RISK', version: 4 })),
    });
    useStaffSession.getState().setToken('staff-token');
    return { ...fake, bodies };
  };

  it('should change a role with the version the record was opened at', async () => {
    serve();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAdmin('/admin/staff');
    await userEvent.click(await screen.findByText('Finn Finance', {}, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Finn Finance' });
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Change role' }));
    // The filters bar has a role list too: the drawer's opened last.
    await userEvent.click((await screen.findAllByRole('option', { name: 'Risk', hidden: true })).at(-1)!);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(([url, init]) => String(url) === '/wps/admin/staff/7' && init?.method === 'PUT'),
      ).toBe(true),
    );
    const put = fetchSpy.mock.calls.find(
      ([url, init]) => String(url) === '/wps/admin/staff/7' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'RISK', version: 3 });
  });

  it('should ask for a reason before disabling', async () => {
    serve();
    renderAdmin('/admin/staff');
    await userEvent.click(await screen.findByText('Finn Finance', {}, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Finn Finance' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable finn' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await within(confirm).findByText('A reason is required')).toBeInTheDocument();
  });

  it('should take a reason of 2 to 200 characters and send it with the disable', async () => {
    const fake = installFakeApi({
      '/wps/admin/me': () => ok(staffMe()),
      '/wps/admin/staff': () => ok({ list: [member()], pageNo: 1, pageSize: 25, total: 1, totalPages: 1 }),
      '/wps/admin/staff/7/disable': () => ok(member({ status: 'DISABLED', version: 4 })),
    });
    useStaffSession.getState().setToken('staff-token');
    renderAdmin('/admin/staff');
    await userEvent.click(await screen.findByText('Finn Finance', {}, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Finn Finance' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable finn' });
    const reason = within(confirm).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAttribute('maxlength', '200');
    await userEvent.type(reason, 'x');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await within(confirm).findByText('Write at least 2 characters')).toBeInTheDocument();
    expect(fake.requests.some((request) => request.url.includes('/disable'))).toBe(false);
    await userEvent.type(reason, ' left');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fake.requests.some((request) => request.url.includes('/disable'))).toBe(true));
    const sent = fake.requests.find((request) => request.url.includes('/disable'));
    expect(JSON.parse(sent?.body ?? 'null')).toMatchObject({ reason: 'x left' });
  });

  it('should send an expired invitation again and show the new password once', async () => {
    const invited = member({
      status: 'INVITED',
      secondFactorEnrolled: false,
      invitationExpiresAt: '2020-01-01T00:00:00Z',
    });
    installFakeApi({
      '/wps/admin/me': () => ok(staffMe()),
      '/wps/admin/staff': () => ok({ list: [invited], pageNo: 1, pageSize: 25, total: 1, totalPages: 1 }),
      '/wps/admin/staff/7/invitation': () =>
        ok({
          staff: { ...invited, invitationExpiresAt: '2099-01-04T00:00:00Z', version: 4 },
          temporaryPassword: 'NewTemporaryPass2345',
          expiresAt: '2099-01-04T00:00:00Z',
        }),
    });
    useStaffSession.getState().setToken('staff-token');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAdmin('/admin/staff');
    await userEvent.click(await screen.findByText('Finn Finance', {}, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Finn Finance' });
    expect(within(drawer).getByText('Expired')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send invitation again' }));
    const shown = await screen.findByRole('dialog', { name: 'New invitation ready' });
    expect(within(shown).getByTestId('one-time-secret')).toHaveTextContent('NewTemporaryPass2345');
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => String(url) === '/wps/admin/staff/7/invitation' && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
