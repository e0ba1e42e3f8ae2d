import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MemberProfitReport, MemberProfitRow } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const PATH = '/wps/agent/reports/profit';

const row = (overrides: Partial<MemberProfitRow>): MemberProfitRow => ({
  memberId: 11,
  account: 'player01',
  isAgent: false,
  teamSize: 0,
  rounds: 3,
  betMinor: '150000',
  validBetMinor: '150000',
  payoutMinor: '90000',
  bonusMinor: '0',
  profitMinor: '-60000',
  ...overrides,
});

const report = (overrides: Partial<MemberProfitReport>): MemberProfitReport => ({
  from: '2026-03-04',
  to: '2026-03-10',
  timeZone: 'Asia/Manila',
  path: [{ memberId: 1, account: 'agent01' }],
  list: [row({}), row({ memberId: 12, account: 'agent02', isAgent: true, teamSize: 2, profitMinor: '1234567' })],
  totals: {
    rounds: 9,
    betMinor: '300000',
    validBetMinor: '300000',
    payoutMinor: '1474567',
    bonusMinor: '0',
    profitMinor: '1174567',
  },
  pageNo: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
  ...overrides,
});

const setUp = () => {
  const api = installFakeApi({
    '/wps/member/info': () =>
      api.ok({
        id: 1,
        account: 'agent01',
        nickname: 'Agent',
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
    [PATH]: (url) => {
      if (url.searchParams.get('account') === 'stranger')
        return {
          status: 403,
          body: { success: false, code: 'NOT_IN_TEAM', message: 'That member is not in your team.', value: null },
        };
      return url.searchParams.get('parentId') === '12'
        ? api.ok(
            report({
              path: [
                { memberId: 1, account: 'agent01' },
                { memberId: 12, account: 'agent02' },
              ],
              list: [row({ memberId: 21, account: 'player02' })],
              total: 1,
            }),
          )
        : api.ok(report({}));
    },
  });
  useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });
  renderApp('/agentHome/palStatementsAgentCopy');
  return {
    queries: () =>
      api.requests.map((request) => new URL(request.url, 'http://localhost')).filter((url) => url.pathname === PATH),
  };
};

describe('MemberProfitPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    Element.prototype.scrollIntoView ??= () => undefined;
    await import('./member-profit-page');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should ask for the agent's last 7 days, show amounts with separators, and drill into a sub-agent", async () => {
    const sut = setUp();
    const rows = await screen.findAllByTestId('member-profit-row', {}, { timeout: 5_000 });
    expect(rows).toHaveLength(2);
    expect(sut.queries()[0]?.searchParams.get('from')).toBe('2026-03-04');
    expect(sut.queries()[0]?.searchParams.get('to')).toBe('2026-03-10');
    expect(screen.getAllByText('+₱12,345.67').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open the team of agent02' }));
    await screen.findByText('player02');
    expect(sut.queries().at(-1)?.searchParams.get('parentId')).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'agent01' }));
    // Back at the agent's own downlines (from the cache or asked again: never with the sub-agent's id).
    await screen.findByText('player01');
    await waitFor(() => expect(screen.queryByText('player02')).toBeNull());
  });

  it("should say when an account is not in the agent's team", async () => {
    setUp();
    await screen.findAllByTestId('member-profit-row', {}, { timeout: 5_000 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Member account' }), 'stranger');
    expect(await screen.findByText('That member is not in your team.', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
