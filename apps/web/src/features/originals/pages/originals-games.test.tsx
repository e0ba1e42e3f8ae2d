import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OriginalsBet, OriginalsGameInfo } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// Plinko, keno and mines on /seamless/originals/<game>: the choices go to the server as the
// contracts say, and the answer's bucket, draw and board show (with reduced motion, at once).

const infoOf = (game: OriginalsGameInfo['game']): OriginalsGameInfo => ({
  game,
  gameCode: game.toUpperCase(),
  enabled: true,
  minBetMinor: '100',
  maxBetMinor: '1000000',
  maxWinMinor: '100000000',
  houseEdgeBps: 100,
  rtpPercent: '98.9507',
  tableRtpPercent: {},
});

const betOf = (fields: Partial<OriginalsBet> & Pick<OriginalsBet, 'outcome'>): OriginalsBet => ({
  betId: 'answer-bet-1',
  game: fields.outcome.game,
  status: 'SETTLED',
  amountMinor: '100',
  payoutMinor: '0',
  multiplier: 0,
  isWin: false,
  isCapped: false,
  currency: 'PHP',
  fairness: { commitment: 'c'.repeat(64), serverSeed: null, clientSeed: 'perya', nonce: 4, cursor: 0 },
  createdAt: '2026-11-26T10:00:00.000Z',
  settledAt: '2026-11-26T10:00:00.000Z',
  ...fields,
});

const wallet = (balanceMinor: string) => ({
  currency: 'PHP',
  currencySymbol: '₱',
  balanceMinor,
  heldMinor: '0',
  availableMinor: balanceMinor,
  wageringOwedMinor: '0',
});

const bodiesSent = (path: string) =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === path && init?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);

/** Reduced motion, so the ball, the draw and the tiles show their result without waiting. */
const preferReducedMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

const open = async (game: string) => {
  useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
  renderApp(`/seamless/originals/${game}?token=launch-token-0123456789&back=%2Fbgs`);
  return screen.findByRole('textbox', { name: 'Bet amount (₱)' }, { timeout: 10_000 });
};

describe('OriginalsPage (plinko, keno, mines)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./originals-page');
  });
  beforeEach(preferReducedMotion);

  it('should drop a plinko ball on the chosen risk and light the engine’s bucket', async () => {
    const user = userEvent.setup();
    const played = betOf({
      outcome: { game: 'plinko', rows: 12, risk: 'high', path: [0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0], bucket: 3 },
      payoutMinor: '190',
      multiplier: 190,
      isWin: true,
    });
    const api = installFakeApi({
      '/wps/originals/games': () => api.ok({ games: [infoOf('plinko')] }),
      '/wps/originals/bets': () => api.ok({ bets: [] }),
      '/wps/v2/wallets/balance': () => api.ok(wallet('100000')),
      '/wps/originals/plinko/bet': () => api.ok({ bet: played, balanceMinor: '100090' }),
    });
    await open('plinko');
    // The table's own RTP (packages/games): 12 rows low, then 12 rows high.
    expect(await screen.findByText('RTP 98.9600 % · house edge 1.00 %')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'High' }));
    expect(screen.getByText('RTP 98.9844 % · house edge 1.00 %')).toBeInTheDocument();
    expect(within(screen.getByTestId('plinko-buckets')).getAllByText(/×$|^\d+$/)).toHaveLength(13);

    await user.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(bodiesSent('/wps/originals/plinko/bet')).toHaveLength(1));
    expect(bodiesSent('/wps/originals/plinko/bet')[0]).toEqual({
      betId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      launchToken: 'launch-token-0123456789',
      amountMinor: '100',
      rows: 12,
      risk: 'high',
    });
    expect(await screen.findByTestId('plinko-result')).toHaveTextContent('Landed on 1.90×');
    const landed = screen.getByTestId('plinko-buckets').querySelector('[data-landed]');
    expect(landed).toHaveTextContent('1.9×');
    expect(screen.getByTestId('originals-balance')).toHaveTextContent('1,000.90');
  });

  it('should send the picked keno numbers and show the draw, the hits and the payout row', async () => {
    const user = userEvent.setup();
    const played = betOf({
      outcome: {
        game: 'keno',
        risk: 'classic',
        picks: [5, 12, 33],
        drawn: [5, 9, 12, 18, 21, 24, 27, 30, 36, 40],
        hits: [5, 12],
      },
      payoutMinor: '180',
      multiplier: 180,
      isWin: true,
    });
    const api = installFakeApi({
      '/wps/originals/games': () => api.ok({ games: [infoOf('keno')] }),
      '/wps/originals/bets': () => api.ok({ bets: [] }),
      '/wps/v2/wallets/balance': () => api.ok(wallet('100000')),
      '/wps/originals/keno/bet': () => api.ok({ bet: played, balanceMinor: '100080' }),
    });
    await open('keno');
    const board = await screen.findByTestId('keno-board');
    for (const number of ['5', '12', '33']) await user.click(within(board).getByRole('button', { name: number }));
    expect(screen.getByTestId('keno-pick-count')).toHaveTextContent('3 of 10 numbers picked');
    // Classic, 3 picks: 0, 1, 1.8 and 25 times the bet for 0–3 hits.
    expect(screen.getByTestId('keno-payouts')).toHaveTextContent('0×0 hits1×1 hits1.8×2 hits25×3 hits');

    await user.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(bodiesSent('/wps/originals/keno/bet')).toHaveLength(1));
    expect(bodiesSent('/wps/originals/keno/bet')[0]).toMatchObject({ picks: [5, 12, 33], risk: 'classic' });
    expect(await screen.findByTestId('keno-result')).toHaveTextContent('2 hits · 1.80×');
    expect(within(board).getByRole('button', { name: '5, drawn: a hit' })).toHaveAttribute('data-state', 'hit');
    expect(within(board).getByRole('button', { name: '9, drawn' })).toHaveAttribute('data-state', 'drawn');
    expect(within(board).getByRole('button', { name: '33' })).toHaveAttribute('data-state', 'picked');
  });

  it('should start a mines game, open a gem, cash out and show the mines', async () => {
    const user = userEvent.setup();
    const minesOutcome = {
      game: 'mines' as const,
      mineCount: 3,
      mines: null,
      hitTile: null,
      endedBy: null,
      currentMultiplier: 99,
      nextMultiplier: 112,
    };
    const started = betOf({ betId: 'mines-game-1', status: 'PLAYING', outcome: { ...minesOutcome, revealed: [] } });
    const picked = betOf({
      ...started,
      outcome: { ...minesOutcome, revealed: [12], currentMultiplier: 112, nextMultiplier: 128 },
    });
    const ended = betOf({
      ...started,
      status: 'SETTLED',
      payoutMinor: '112',
      multiplier: 112,
      isWin: true,
      outcome: {
        ...minesOutcome,
        revealed: [12],
        mines: [0, 4, 20],
        endedBy: 'cash_out',
        currentMultiplier: 112,
        nextMultiplier: null,
      },
    });
    const api = installFakeApi({
      '/wps/originals/games': () => api.ok({ games: [infoOf('mines')] }),
      '/wps/originals/bets': () => api.ok({ bets: [] }),
      '/wps/originals/mines/active': () => api.ok(null),
      '/wps/v2/wallets/balance': () => api.ok(wallet('100000')),
      '/wps/originals/mines/bet': () => api.ok({ bet: started, balanceMinor: '99900' }),
      '/wps/originals/mines/mines-game-1/pick': () => api.ok({ bet: picked, balanceMinor: '99900' }),
      '/wps/originals/mines/mines-game-1/cashout': () => api.ok({ bet: ended, balanceMinor: '100012' }),
    });
    await open('mines');
    expect(await screen.findByText('RTP 99.0000 % · house edge 1.00 %')).toBeInTheDocument();
    await user.click(screen.getByTestId('bet-button'));
    await waitFor(() =>
      expect(bodiesSent('/wps/originals/mines/bet')[0]).toMatchObject({ mineCount: 3, amountMinor: '100' }),
    );
    // Nothing to cash out before the first gem.
    expect(await screen.findByTestId('mines-cashout')).toBeDisabled();
    expect(screen.getByTestId('originals-balance')).toHaveTextContent('999.00');

    await user.click(screen.getByRole('button', { name: 'Tile 13' }));
    await waitFor(() => expect(bodiesSent('/wps/originals/mines/mines-game-1/pick')).toEqual([{ tile: 12 }]));
    expect(await screen.findByRole('button', { name: 'Tile 13: gem' })).toBeInTheDocument();
    expect(screen.getByTestId('mines-current')).toHaveTextContent('1.12×');
    expect(screen.getByTestId('mines-next')).toHaveTextContent('1.28×');

    await user.click(screen.getByTestId('mines-cashout'));
    await waitFor(() => expect(bodiesSent('/wps/originals/mines/mines-game-1/cashout')).toHaveLength(1));
    expect(await screen.findByTestId('mines-result')).toHaveTextContent('Cashed out at 1.12× · ₱1.12');
    for (const tile of ['1', '5', '21'])
      expect(screen.getByRole('button', { name: `Tile ${tile}: mine` })).toBeInTheDocument();
    expect(screen.getByTestId('originals-balance')).toHaveTextContent('1,000.12');
    expect(screen.getByTestId('bet-button')).toBeInTheDocument();
  });

  it('should resume the mines game still on after a reload', async () => {
    const resumed = betOf({
      betId: 'mines-game-2',
      status: 'PLAYING',
      amountMinor: '500',
      outcome: {
        game: 'mines',
        mineCount: 5,
        revealed: [3, 8],
        mines: null,
        hitTile: null,
        endedBy: null,
        currentMultiplier: 157,
        nextMultiplier: 199,
      },
    });
    const api = installFakeApi({
      '/wps/originals/games': () => api.ok({ games: [infoOf('mines')] }),
      '/wps/originals/bets': () => api.ok({ bets: [] }),
      '/wps/originals/mines/active': () => api.ok({ bet: resumed, balanceMinor: '99500' }),
      '/wps/v2/wallets/balance': () => api.ok(wallet('99500')),
    });
    await open('mines');
    expect(await screen.findByRole('button', { name: 'Tile 4: gem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tile 9: gem' })).toBeInTheDocument();
    expect(screen.getByTestId('mines-cashout')).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Bet amount (₱)' })).toHaveValue('5.00');
    expect(screen.getByTestId('mines-current')).toHaveTextContent('1.57×');
  });
});
