import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { OriginalsBet, OriginalsGameInfo } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// The dice screen on /seamless/originals/dice: the launch token and the chosen bet go to the
// server in centavos with a fresh bet id, and the answer's roll, balance and recent bet show.

const diceInfo: OriginalsGameInfo = {
  game: 'dice',
  gameCode: 'DICE',
  enabled: true,
  minBetMinor: '100',
  maxBetMinor: '1000000',
  maxWinMinor: '100000000',
  houseEdgeBps: 100,
  rtpPercent: '98.9901',
  tableRtpPercent: {},
};

const playedBet: OriginalsBet = {
  betId: 'answer-bet-1',
  game: 'dice',
  status: 'SETTLED',
  amountMinor: '200',
  payoutMinor: '400',
  multiplier: 200,
  isWin: true,
  isCapped: false,
  currency: 'PHP',
  outcome: { game: 'dice', direction: 'over', target: 5050, roll: 6842 },
  fairness: { commitment: 'c'.repeat(64), serverSeed: null, clientSeed: 'perya', nonce: 2, cursor: 0 },
  createdAt: '2026-11-26T10:00:00.000Z',
  settledAt: '2026-11-26T10:00:00.000Z',
};

const bodiesSent = (path: string) =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === path && init?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);

describe('OriginalsPage (dice)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./originals-page');
  });

  it('should bet the amount in centavos with the launch token and show the roll, the balance and the bet', async () => {
    const user = userEvent.setup();
    let bets: OriginalsBet[] = [];
    const api = installFakeApi({
      '/wps/originals/games': () => api.ok({ games: [diceInfo] }),
      '/wps/originals/bets': () => api.ok({ bets }),
      '/wps/v2/wallets/balance': () =>
        api.ok({
          currency: 'PHP',
          currencySymbol: '₱',
          balanceMinor: '100000',
          heldMinor: '0',
          availableMinor: '100000',
          wageringOwedMinor: '0',
        }),
      '/wps/originals/dice/bet': () => {
        bets = [playedBet];
        return api.ok({ bet: playedBet, balanceMinor: '100200' });
      },
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/seamless/originals/dice?token=launch-token-0123456789&back=%2Fbgs');

    const amount = await screen.findByRole('textbox', { name: 'Bet amount (₱)' }, { timeout: 10_000 });
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(screen.getByTestId('bet-button'));

    await waitFor(() => expect(bodiesSent('/wps/originals/dice/bet')).toHaveLength(1));
    expect(bodiesSent('/wps/originals/dice/bet')[0]).toEqual({
      betId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      launchToken: 'launch-token-0123456789',
      amountMinor: '200',
      direction: 'over',
      target: 5050,
    });
    await waitFor(() => expect(screen.getByTestId('dice-roll')).toHaveTextContent('68.42'));
    expect(await screen.findByText('Won at 2.00×')).toBeInTheDocument();
    expect(screen.getByTestId('originals-balance')).toHaveTextContent('1,002.00');
    expect(await screen.findByTestId('recent-bets')).toHaveTextContent('> 50.50 → 68.42');
    expect(screen.getByText('RTP 98.9901 % · house edge 1.00 %')).toBeInTheDocument();
  });

  it('should say the game could not open without a launch token', async () => {
    installFakeApi({});
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/seamless/originals/dice');
    expect(await screen.findByText('This game could not open', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
