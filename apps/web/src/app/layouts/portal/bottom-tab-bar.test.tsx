import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const tabBar = async () => screen.findByRole('navigation', { name: 'Quick links' });

describe('the phone’s tab bar (issue 22 item 16)', { timeout: 20_000 }, () => {
  it('should offer Home, Games, Promotions, Deposit and Account, marking the page shown', async () => {
    installFakeApi();
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/rng');
    const links = within(await tabBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Games', '/rng'],
      ['Promotions', '/promotions'],
      ['Deposit', '/member/depositv2'],
      ['Account', '/member'],
    ]);
    expect(within(await tabBar()).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    expect(within(await tabBar()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('should take a member to the deposit page in one tap', async () => {
    installFakeApi();
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    const { router } = renderApp('/');
    await userEvent.click(within(await tabBar()).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/depositv2'));
  });

  it('should ask a visitor to log in from Deposit', async () => {
    installFakeApi();
    const { router } = renderApp('/promotions');
    await userEvent.click(within(await tabBar()).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
