import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { OriginalsBet, OriginalsGameInfo } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// The slot on /seamless/originals/slot: a bet sends only the stake; the answer's spins (the paid
// spin, then its free spins) show with their winning lines, the free-spin counter and the round's
// win; the balance moves once the round has been shown; the paytable is the config's.

const info: OriginalsGameInfo = {
  game: 'slot',
  gameCode: 'PERYA_LIGHTS',
  enabled: true,
  minBetMinor: '100',
  maxBetMinor: '1000000',
  maxWinMinor: '100000000',
  houseEdgeBps: 390,
  rtpPercent: '96.0970',
  tableRtpPercent: {},
};

const column = (symbols: string[]) => symbols;
const baseSpin = {
  reelSet: 'base' as const,
  stops: [12, 3, 7, 1, 9],
  window: [
    column(['tsubibo', 'banana', 'mango']),
    column(['banana', 'jeepney', 'tsubibo']),
    column(['banana', 'parol', 'coconut']),
    column(['tsubibo', 'mango', 'calamansi']),
    column(['carabao', 'tarsier', 'coconut']),
  ],
  lineWins: [{ line: 7, symbol: 'banana', count: 3, pay: 6 }],
  scatterCount: 3,
  freeSpinsAwarded: 10,
  multiplier: 230,
};
const freeSpin = (multiplier: number) => ({
  ...baseSpin,
  reelSet: 'free' as const,
  lineWins: multiplier > 0 ? [{ line: 0, symbol: 'mango', count: 3, pay: 15 }] : [],
  scatterCount: 0,
  freeSpinsAwarded: 0,
  window: baseSpin.window.map((reel) => reel.map((symbol) => (symbol === 'tsubibo' ? 'sampaguita' : symbol))),
  multiplier,
});

const played: OriginalsBet = {
  betId: 'slot-bet-0001',
  game: 'slot',
  status: 'SETTLED',
  amountMinor: '1000',
  payoutMinor: '3800',
  multiplier: 380,
  isWin: true,
  isCapped: false,
  currency: 'PHP',
  outcome: { game: 'slot', configId: 'perya-lights', spins: [baseSpin, freeSpin(150), freeSpin(0)] },
  fairness: { commitment: 'c'.repeat(64), serverSeed: null, clientSeed: 'perya', nonce: 9, cursor: 0 },
  createdAt: '2026-11-27T10:00:00.000Z',
  settledAt: '2026-11-27T10:00:00.000Z',
};

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

const motion = (reduced: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

const open = async (answer: OriginalsBet = played) => {
  const api = installFakeApi({
    '/wps/originals/games': () => api.ok({ games: [info] }),
    '/wps/originals/bets': () => api.ok({ bets: [] }),
    '/wps/v2/wallets/balance': () => api.ok(wallet('100000')),
    '/wps/originals/slot/bet': () => api.ok({ bet: answer, balanceMinor: '102800' }),
  });
  useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
  renderApp('/seamless/originals/slot?token=launch-token-0123456789&back=%2Fbgs');
  return screen.findByRole('textbox', { name: 'Bet amount (₱)' }, { timeout: 10_000 });
};

describe('OriginalsPage (the slot)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./originals-page');
  });

  it('should send the stake alone and show the round’s end at once with reduced motion', async () => {
    motion(true);
    const user = userEvent.setup();
    const amount = await open();
    await user.clear(amount);
    await user.type(amount, '10.00');
    expect(screen.getByTestId('slot-line-bet')).toHaveTextContent('20 fixed lines · ₱0.50 a line');
    expect(await screen.findByText('RTP 96.0970 % · house edge 3.90 %')).toBeInTheDocument();

    await user.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(bodiesSent('/wps/originals/slot/bet')).toHaveLength(1));
    expect(bodiesSent('/wps/originals/slot/bet')[0]).toEqual({
      betId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      launchToken: 'launch-token-0123456789',
      amountMinor: '1000',
    });
    expect(await screen.findByTestId('slot-result')).toHaveTextContent('You won ₱38.00');
    expect(screen.getByTestId('slot-free-spins')).toHaveTextContent('2 free spins played');
    expect(screen.getByTestId('originals-balance')).toHaveTextContent('1,028.00');
    // The last free spin paid nothing: no winning cell.
    expect(screen.getByTestId('slot-reels').querySelectorAll('[data-win]')).toHaveLength(0);

    // Back to the paid spin: its banana line (3 cells) and its three scatters light up.
    await user.click(within(screen.getByTestId('slot-spin-list')).getByRole('button', { name: 'The paid spin' }));
    expect(screen.getByTestId('slot-reels').querySelectorAll('[data-win]')).toHaveLength(6);
    expect(screen.getByTestId('slot-wins')).toHaveTextContent('Line 8: 3 × Banana · ₱3.00');
    expect(screen.getByTestId('slot-wins')).toHaveTextContent('3 Tsubibo: 10 free spins!');
  });

  it('should turn the reels until Skip, then show the round and the balance', async () => {
    motion(false);
    const user = userEvent.setup();
    // Forty free spins take well over a minute to show, so the reels are still turning when
    // the test looks, however slow the machine.
    const long: OriginalsBet = {
      ...played,
      outcome: {
        game: 'slot',
        configId: 'perya-lights',
        spins: [baseSpin, ...Array.from({ length: 40 }, () => freeSpin(0))],
      },
    };
    await open(long);
    await user.click(screen.getByTestId('bet-button'));
    const skip = await screen.findByRole('button', { name: 'Skip' });
    // The balance waits for the round to be shown.
    expect(screen.getByTestId('originals-balance')).not.toHaveTextContent('1,028.00');
    await user.click(skip);
    expect(await screen.findByTestId('slot-result')).toHaveTextContent('You won ₱38.00');
    expect(screen.getByTestId('slot-free-spins')).toHaveTextContent('40 free spins played');
    expect(screen.getByTestId('slot-reels').querySelectorAll('[data-turning]')).toHaveLength(0);
    expect(screen.getByTestId('originals-balance')).toHaveTextContent('1,028.00');
  });

  it('should show the config’s paytable: pays at the stake, the scatter, the 20 lines and the RTP', async () => {
    motion(true);
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByTestId('slot-paytable-open'));
    const table = await screen.findByTestId('slot-paytable');
    // Five Parol pay 2,000 line bets: ₱1.00 stake → ₱0.05 a line → ₱100.00.
    const parol = within(table).getByText('Parol').closest('tr')!;
    expect(parol).toHaveTextContent('₱100.00');
    expect(within(table).getByText(/Parol is wild on reels 2, 3, 4/)).toBeInTheDocument();
    expect(within(table).getByText(/3 anywhere: 2× your bet \(₱2\.00\) and 10 free spins/)).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: /^\d+$/ })).toHaveLength(20);
    expect(within(table).getByText(/RTP 96\.0970 %/)).toBeInTheDocument();
  });
});
