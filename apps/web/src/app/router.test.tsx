// @vitest-environment jsdom
// HTML from staff passes DOMPurify here, which sanitizes nothing in happy-dom (decision 066).

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PORTAL_ROUTES } from '@perya/contracts';

import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { installFakeApi, statusValue } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const signIn = () => useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });

describe('routes', () => {
  it('should render the home page inside the portal layout', async () => {
    installFakeApi();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Filipino fair, open all day and all night' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
  });

  it.each(
    PORTAL_ROUTES.filter((route) => !['/login', '/register', '/help'].includes(route.path)).map((route) => route.path),
  )('should give %s its own page, not the not-found page', async (path) => {
    installFakeApi();
    signIn();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.matches.at(-1)?.route.path).not.toBe('*');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('should show the not-found page for an unknown path', async () => {
    installFakeApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('route guard', () => {
  it.each(['/member', '/member/depositv2', '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery'])(
    'should send a visitor without a session from %s to /login, which opens the login popup on /',
    async (path) => {
      installFakeApi();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      // The popups are a lazy chunk: the first to open waits for it.
      expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
    },
  );

  it('should send a visitor without a session from /agentHome to the agent login page', async () => {
    installFakeApi();
    const { router } = renderApp('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('heading', { name: 'Sign in to the agent centre' })).toBeInTheDocument();
  });

  it('should open the register popup over the home page on /register', async () => {
    installFakeApi();
    const { router } = renderApp('/register');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it.each(['/login', '/register'])('should send a signed-in player from %s home, with no popup', async (path) => {
    installFakeApi();
    signIn();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const { open, pending } = useModalStore.getState();
    expect([open, pending]).not.toContain('loginPopupModal');
    expect([open, pending]).not.toContain('registerModal');
    expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('should open the help popup on the topic of the hash', async () => {
    installFakeApi();
    renderApp('/help#faq');
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await screen.findByRole('tab', { name: 'Questions', selected: true })).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('<script');
  });
});

describe('root screen', () => {
  it('should replace the app with the maintenance page on status 1', async () => {
    const { ok } = installFakeApi({
      '/wps/system/status': () =>
        ok(statusValue({ status: 1, maintenance: { title: 'Upgrading Perya', info: 'Back soon', until: null } })),
    });
    renderApp('/rng');
    expect(await screen.findByRole('heading', { name: 'Upgrading Perya' })).toBeInTheDocument();
    expect(screen.getByText('Back soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'https://t.me/PeryaSupport');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('should replace the app with the region page and the visitor IP on status 2', async () => {
    const { ok } = installFakeApi({
      '/wps/system/status': () => ok(statusValue({ status: 2, location: { ip: '8.8.8.8', country: 'US' } })),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Perya is not available in your region' })).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('8.8.8.8');
  });

  it('should offer a retry when the server cannot be reached', async () => {
    installFakeApi({ '/wps/system/status': () => ({ status: 503, body: 'down' }) });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'We could not reach Perya' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
