import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ProfitReport } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import { balance, memberInfo, queriesSentTo, signInMember } from '../testing/wallet-fixtures';

const line = (betMinor: string, winMinor: string, bonusMinor: string, betCount: number) => ({
  betMinor,
  winMinor,
  bonusMinor,
  netMinor: (BigInt(winMinor) + BigInt(bonusMinor) - BigInt(betMinor)).toString(),
  betCount,
});

const setUp = (report: (from: string, to: string) => ProfitReport) => {
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo()),
    '/wps/v2/wallets/balance': () => api.ok(balance()),
    '/wps/v2/records/profit': (url) =>
      api.ok(report(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '')),
  });
  signInMember();
  renderApp('/member/personalProfit');
  return api;
};

describe('PersonalProfitPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./personal-profit-page');
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T04:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show the last 7 days: totals, net coloured, per day and per game type with its share', async () => {
    const api = setUp((from, to) => ({
      from,
      to,
      totals: line('400000', '250000', '10000', 12),
      byDay: [{ day: '2026-03-09', ...line('400000', '250000', '10000', 12) }],
      byGameType: [
        { gameType: 'RNG', ...line('300000', '200000', '0', 9) },
        { gameType: 'LIVE', ...line('100000', '50000', '10000', 3) },
      ],
    }));
    const totals = await screen.findByTestId('profit-totals', {}, { timeout: 5_000 });
    expect(Object.fromEntries(queriesSentTo(api.requests, '/wps/v2/records/profit')[0] ?? [])).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(totals).toHaveTextContent('₱4,000.00');
    expect(totals).toHaveTextContent('Bets placed: 12');
    expect(within(totals).getByText('-₱1,400.00')).toBeInTheDocument();
    const byGame = screen.getByTestId('profit-by-game');
    expect(within(byGame).getByText('Slots')).toBeInTheDocument();
    expect(within(byGame).getByRole('meter', { name: 'Share of bets on Slots' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('should show an empty state for a period without play', async () => {
    setUp((from, to) => ({ from, to, totals: line('0', '0', '0', 0), byDay: [], byGameType: [] }));
    expect(await screen.findByText('No play in this period', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
