import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';

import { renderAdmin, staffMe } from '../../testing/render-admin';
import { STAFF_TOKEN_KEY, useStaffSession } from '../staff-session';

type Me = ReturnType<typeof staffMe>;
const ok = (value: unknown) => ({ body: { success: true, code: 'OK', message: 'Success', value } });
const refusal = (status: number, code: string, message: string, value: unknown = null) => ({
  status,
  body: { success: false, code, message, value },
});

/** A staff server whose session moves through `me` states as the steps succeed. */
const staffServer = (initial: Me) => {
  let me = initial;
  const fake = installFakeApi({
    '/wps/system/publicKey': () => refusal(404, 'NOT_FOUND', 'none'),
    '/wps/admin/session/login': () =>
      ok({ token: 'partial-token', username: me.username, displayName: me.displayName, secondFactor: me.secondFactor }),
    '/wps/admin/me': (_url, headers) =>
      headers.authorization ? ok(me) : refusal(401, 'AUTH_REQUIRED', 'Please log in'),
    '/wps/admin/password': () => {
      me = { ...me, mustChangePassword: false };
      return ok({ done: true });
    },
    '/wps/admin/totp/setup': () =>
      ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Perya:admin?secret=JBSWY3DPEHPK3PXP' }),
    '/wps/admin/totp/enable': () => {
      me = { ...me, secondFactor: 'DONE' };
      return ok({ recoveryCodes: ['aaaa-bbbb-1111', 'cccc-dddd-2222'] });
    },
    '/wps/admin/session/secondFactor': (url) => {
      void url;
      me = { ...me, secondFactor: 'DONE' };
      return ok({ done: true });
    },
    '/wps/admin/audit': () => ok({ list: [], pageNo: 1, pageSize: 25, total: 0, totalPages: 0 }),
  });
  return fake;
};

const logIn = async () => {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'Admin2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('back-office login', () => {
  afterEach(() => {
    useStaffSession.getState().setToken(null);
    vi.unstubAllGlobals();
  });

  it('should send a signed-out visitor of /admin to the login', async () => {
    staffServer(staffMe());
    const { router } = renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('should enrol the authenticator on a first login, show the recovery codes once, then open the back office', async () => {
    const { requests } = staffServer(staffMe({ secondFactor: 'ENROL' }));
    const { router } = renderAdmin('/admin/login');
    await logIn();
    // The slider's token goes with the credentials; the staff token is kept apart from the player's.
    const login = requests.find((request) => request.url === '/wps/admin/session/login');
    expect(login).toBeDefined();
    expect(window.sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe('partial-token');
    expect(window.sessionStorage.getItem('token')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR code of your authenticator key' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '12a3456');
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent('aaaa-bbbb-1111');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I saved them' }));
    await userEvent.click(next);

    expect(await screen.findByRole('navigation', { name: 'Back office menu' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/login'));
  });

  it('should ask an enrolled member for the code, or a recovery code instead', async () => {
    const { requests } = staffServer(staffMe({ secondFactor: 'CODE' }));
    renderAdmin('/admin/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Authenticator code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'aaaa-bbbb-1111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('navigation', { name: 'Back office menu' })).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/wps/admin/session/secondFactor')).toBe(true);
  });

  it('should have an invited member choose a password before the second factor', async () => {
    staffServer(staffMe({ secondFactor: 'ENROL', mustChangePassword: true }));
    renderAdmin('/admin/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'Temp-2026-xyz');
    await userEvent.type(screen.getByLabelText('New password'), 'Mine-2026-abc!');
    await userEvent.type(screen.getByLabelText('New password again'), 'Mine-2026-abc!');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
  });

  it("should show the server's refusal in the staff member's language", async () => {
    installFakeApi({
      '/wps/system/publicKey': () => refusal(404, 'NOT_FOUND', 'none'),
      '/wps/admin/session/login': () => refusal(401, 'LOGIN_FAILED', 'Mali ang username o password', { captcha: true }),
    });
    renderAdmin('/admin/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mali ang username o password');
    // After three failures the server asks for the captcha: the field appears.
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toBeInTheDocument();
  });
});
