import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ALLOWED_BEFORE_PASSWORD_CHANGE, ROUTE_ACCESS } from '@perya/contracts';

import { game, gamePage } from '@/features/games/testing/games-fixtures';
import { balance, memberInfo } from '@/features/wallet/testing/wallet-fixtures';
import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// Issue 22 item 24: the client asks only what the session allows. The fake API counts every call;
// the server's rules (contracts' ROUTE_ACCESS) say which of them it would have refused.

const ruleOf = (method: string, url: string) => ROUTE_ACCESS[`${method} ${url.split('?')[0]}`];

const answers = (isTrial: boolean, mustChangePassword: boolean) => {
  const { requests, ok } = installFakeApi({
    '/wps/member/info': () => ok(memberInfo({ isTrial, mustChangePassword })),
    '/wps/v2/wallets/balance': () => ok(balance()),
    // Game cards carry the favourite hearts.
    '/wps/relay/GCSGAME_gameList': () => ok(gamePage([game()])),
  });
  return requests;
};

describe('calls a session cannot make', { timeout: 30_000 }, () => {
  it('should never ask for favourites with a trial account', async () => {
    const requests = answers(true, false);
    useSessionStore.setState({ token: 'trial-token', isTrial: true, isAgent: false, mustChangePassword: false });
    renderApp('/');
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/wps/member/info'))).toBe(true));
    await screen.findAllByTestId('game-card');
    const refused = requests.filter((request) => {
      const rule = ruleOf(request.method, request.url);
      return rule === 'member' || rule === 'agent';
    });
    expect(refused.map((request) => request.url)).toEqual([]);
  });

  it('should ask nothing but the password change while the session is held for it', async () => {
    const requests = answers(false, true);
    useSessionStore.setState({ token: 'held-token', isTrial: false, isAgent: false, mustChangePassword: true });
    renderApp('/');
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/wps/member/info'))).toBe(true));
    await waitFor(() =>
      expect(requests.some((request) => request.url.startsWith('/wps/system/permission'))).toBe(true),
    );
    const refused = requests.filter((request) => {
      const key = `${request.method} ${request.url.split('?')[0]}`;
      const rule = ruleOf(request.method, request.url);
      return rule !== undefined && rule !== 'public' && !ALLOWED_BEFORE_PASSWORD_CHANGE.includes(key);
    });
    expect(refused.map((request) => `${request.method} ${request.url}`)).toEqual([]);
  });
});
