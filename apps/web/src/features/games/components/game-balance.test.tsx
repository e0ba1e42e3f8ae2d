import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Balance } from '@perya/contracts';

import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';
import { installFakeApi } from '@/testing/fake-api';

import { renderWithRouter, signInMember } from '../testing/games-fixtures';
import { GameBalance } from './game-balance';

const balanceOf = (minor: string): Balance => ({
  currency: 'PHP',
  currencySymbol: '₱',
  balanceMinor: minor,
  heldMinor: '0',
  availableMinor: minor,
  wageringOwedMinor: '0',
  withdrawableMinor: minor,
});

describe('GameBalance (issue 22 item 23)', () => {
  it('should follow the balance live events push after a bet or win, without asking again', async () => {
    const api = installFakeApi({ '/wps/v2/wallets/balance': () => api.ok(balanceOf('762800')) });
    signInMember();
    const { queryClient } = renderWithRouter(<GameBalance />);
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('7,628.00'));
    const asked = api.requests.filter((request) => request.url === '/wps/v2/wallets/balance').length;

    // What the live-events listener does with a pushed balance (features/live-events).
    act(() => queryClient.setQueryData(BALANCE_QUERY_KEY, balanceOf('763800')));
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('7,638.00'));
    expect(api.requests.filter((request) => request.url === '/wps/v2/wallets/balance')).toHaveLength(asked);
  });
});
