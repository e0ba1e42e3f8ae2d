import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Statement, StatementSummary } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// The agent's income pages: the range asked for, the totals, the lines, and a statement opened
// from a line with every number the settlement used.

const summary: StatementSummary = {
  id: '2b0c6a1e-7d44-5f0e-9a51-0c3e8d9f1a20',
  contractId: 3,
  agentId: 11,
  account: 'agent_a',
  kind: 'DAILY_SALARY',
  category: 'ALL',
  period: 'D',
  windowStart: '2026-03-09 00:00:00',
  windowEnd: '2026-03-10 00:00:00',
  validBetMinor: '605000',
  netLossMinor: '45000',
  activeMembers: 3,
  tierIndex: 1,
  amountMinor: '2810',
  correctionMinor: '-100',
  payoutMinor: '2710',
  outcome: 'PAID',
  currency: 'PHP',
  settledAt: '2026-03-11 00:15:00',
  transferId: '9d6a1f3c-2b7e-5c4d-8e9f-0a1b2c3d4e5f',
  paid: true,
  approval: null,
};

const statement: Statement = {
  ...summary,
  uplineId: null,
  timeZone: 'Asia/Manila',
  figures: {
    rounds: 4,
    betMinor: '605000',
    validBetMinor: '605000',
    payoutMinor: '550000',
    houseNetMinor: '55000',
    bonusCostMinor: '10000',
    netLossMinor: '45000',
  },
  activeMemberIds: [21, 22, 23],
  activeMembersHash: 'a'.repeat(64),
  tiers: [
    { minValidBetMinor: '100000', minActiveMembers: 1, rateType: 'P', rate: 50 },
    { minValidBetMinor: '500000', minActiveMembers: 2, rateType: 'P', rate: 100 },
  ],
  rateType: 'P',
  rate: 100,
  baseMinor: '605000',
  carryInMinor: '0',
  carryOutMinor: '0',
  grossMinor: '6050',
  downlineShares: [
    {
      agentId: 12,
      account: 'agent_b',
      contractId: 4,
      tierIndex: 0,
      rateType: 'P',
      rate: 80,
      baseMinor: '405000',
      shareMinor: '3240',
    },
  ],
  downlineTotalMinor: '3240',
  corrections: [
    {
      statementId: '7c1d2e3f-4a5b-5c6d-8e7f-9a0b1c2d3e4f',
      windowStart: '2026-03-08T16:00:00.000Z',
      windowEnd: '2026-03-09T16:00:00.000Z',
      accountedMinor: '500',
      nowMinor: '400',
      differenceMinor: '-100',
    },
  ],
  debtInMinor: '0',
  debtOutMinor: '0',
  inputsHash: 'b'.repeat(64),
};

describe('agent income pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./income-pages');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = (path: string) => {
    const api = installFakeApi({
      '/wps/member/info': () =>
        api.ok({
          id: 11,
          account: 'agent_a',
          nickname: 'Agent A',
          type: 1,
          isAgent: true,
          isTrial: false,
          currency: 'PHP',
          currencySymbol: '₱',
          vipLevel: 0,
          isVip: false,
          vipLabel: null,
          rankLevel: 0,
          language: 'EN',
          avatarId: 1,
          hasPaymentPassword: true,
          mustChangePassword: false,
          utcOffsetMinutes: 480,
        }),
      '/wps/v2/wallets/balance': () =>
        api.ok({
          currency: 'PHP',
          currencySymbol: '₱',
          balanceMinor: '0',
          heldMinor: '0',
          availableMinor: '0',
          wageringOwedMinor: '0',
          withdrawableMinor: '0',
        }),
      '/wps/agent/income/summary': (url) =>
        api.ok({
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          currency: 'PHP',
          kinds: [
            { kind: 'DAILY_SALARY', statements: 1, amountMinor: '2810', correctionMinor: '-100', payoutMinor: '2710' },
          ],
          totals: { statements: 1, amountMinor: '2810', correctionMinor: '-100', payoutMinor: '2710' },
        }),
      '/wps/agent/income/statements': (url) =>
        api.ok({
          list: [summary],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          totalPages: 1,
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          totals: { statements: 1, amountMinor: '2810', correctionMinor: '-100', payoutMinor: '2710' },
        }),
      [`/wps/agent/income/statements/${summary.id}`]: () => api.ok(statement),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });
    renderApp(path);
    return api;
  };

  it('should list the last 7 days of income and open a statement with every number', async () => {
    const api = setUp('/agentHome/agentRevenueReport');
    const totals = await screen.findByTestId('income-totals', {}, { timeout: 5_000 });
    const asked = api.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .find((url) => url.pathname === '/wps/agent/income/statements');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({ from: '2026-03-04', to: '2026-03-10' });
    expect(within(totals).getByText('₱27.10')).toBeInTheDocument();
    expect(await screen.findByTestId('income-by-kind')).toHaveTextContent('Daily salary');

    vi.useRealTimers();
    const table = screen.getByTestId('statement-table');
    await userEvent.click(within(table).getAllByRole('row', { name: 'Open the statement' })[0]!);
    const drawer = await screen.findByTestId('statement', {}, { timeout: 5_000 });
    for (const text of [
      '₱6,050.00',
      '₱60.50',
      '-₱32.40',
      '₱28.10',
      'agent_b',
      '0.80 %',
      '1.00 %',
      '21, 22, 23',
      '₱27.10',
    ])
      expect(drawer).toHaveTextContent(text);
    expect(drawer).toHaveTextContent('9d6a1f3c-2b7e-5c4d-8e9f-0a1b2c3d4e5f');
    expect(drawer).toHaveTextContent('-₱1.00');
  });
});
