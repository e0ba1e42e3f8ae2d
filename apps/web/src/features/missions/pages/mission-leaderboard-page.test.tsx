import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { LeaderboardStanding, MemberInfo, MemberMission } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const memberInfo: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: 'Juan',
  type: 0,
  isAgent: false,
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
};

const slots = (claimed: boolean): MemberMission => ({
  missionId: 3,
  title: 'Spin the slots',
  description: '',
  status: 'O',
  period: 'DAILY',
  metric: 'VALID_BET',
  category: 'RNG',
  turnoverMultiplier: 3,
  periodStart: '2026-11-27',
  periodEnd: '2026-11-27',
  endsAt: '2099-11-27T16:00:00.000Z',
  progress: '120000',
  milestones: [
    { milestone: 0, target: '100000', rewardMinor: '5000', reached: true, claimed },
    { milestone: 1, target: '500000', rewardMinor: '20000', reached: false, claimed: false },
  ],
  claimable: claimed ? 0 : 1,
});

const logins: MemberMission = {
  ...slots(false),
  missionId: 4,
  title: 'Come back',
  period: 'WEEKLY',
  metric: 'LOGIN_DAYS',
  category: null,
  turnoverMultiplier: 0,
  progress: '2',
  milestones: [{ milestone: 0, target: '5', rewardMinor: '10000', reached: false, claimed: false }],
  claimable: 0,
};

const standing: LeaderboardStanding = {
  leaderboard: {
    id: 9,
    title: 'Slots week',
    period: 'WEEKLY',
    metric: 'VALID_BET',
    category: 'RNG',
    prizesMinor: ['100000', '60000', '30000'],
    turnoverMultiplier: 1,
  },
  periodStart: '2026-11-23',
  periodEnd: '2026-11-29',
  endsAt: '2099-11-29T16:00:00.000Z',
  settled: false,
  list: [
    { rank: 1, account: 'ma****88', me: false, reachedValue: '900000', prizeMinor: '100000' },
    { rank: 2, account: 'jo****01', me: false, reachedValue: '500000', prizeMinor: '45000' },
    { rank: 2, account: 'pl****01', me: true, reachedValue: '500000', prizeMinor: '45000' },
  ],
  footer: { rank: 2, reachedValue: '500000', prizeMinor: '45000' },
};

const install = () => {
  let claimed = false;
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo),
    '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
    '/wps/v2/wallets/balance': () => api.ok({ balanceMinor: '0', currency: 'PHP' }),
    '/wps/v2/missions/badge': () => api.ok({ claimable: claimed ? 0 : 1 }),
    '/wps/relay/MCSFE_getMissionSummaryDetails': () =>
      api.ok({
        serverTime: '2026-11-27T01:00:00.000Z',
        list: [slots(claimed), logins],
        pageNo: 1,
        pageSize: 100,
        total: 2,
        totalPages: 1,
        claimableTotal: claimed ? 0 : 1,
      }),
    '/wps/relay/MCSFE_claimMissionReward': () => {
      claimed = true;
      return api.ok({
        missionId: 3,
        milestone: 0,
        periodStart: '2026-11-27',
        amountMinor: '5000',
        turnoverMultiplier: 3,
        bonusId: 'b1',
        claimedAt: '2026-11-27T01:00:00.000Z',
      });
    },
    '/wps/v2/leaderboards': () => api.ok({ list: [standing.leaderboard] }),
    '/wps/relay/MCSFE_getMissionLeaderboard': () => api.ok(standing),
  });
  useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
  return api;
};

describe('MissionLeaderboardPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./mission-leaderboard-page');
  });

  it('should show progress in words and figures, claim a reached milestone once, and drop the badge', async () => {
    const api = install();
    renderApp('/member/missionLeaderboard');
    const cards = await screen.findAllByTestId('mission-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(2);
    const [daily, weekly] = cards as [HTMLElement, HTMLElement];
    expect(within(daily).getByTestId('mission-progress')).toHaveTextContent('₱1,200.00 of ₱5,000.00');
    expect(within(daily).getAllByText('Valid bets on Slots').length).toBeGreaterThan(0);
    expect(within(daily).getByText('₱3,800.00 to go')).toBeInTheDocument();
    expect(within(weekly).getByTestId('mission-progress')).toHaveTextContent('2 of 5');
    expect(within(weekly).getAllByText('Days logged in').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: /Missions \(1 to claim\)/ })).toBeInTheDocument();
    const menuEntry = screen.getByRole('link', { name: /Mission leaderboard/ });
    expect(await within(menuEntry).findByText('1')).toBeInTheDocument();

    fireEvent.click(within(daily).getByRole('button', { name: 'Claim' }));
    expect(await within(daily).findByText('Claimed')).toBeInTheDocument();
    const posted = api.requests.filter((r) => r.url.startsWith('/wps/relay/MCSFE_claimMissionReward'));
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]!.body ?? '{}')).toEqual({ missionId: 3, milestone: 0 });
    expect(within(daily).queryByRole('button', { name: 'Claim' })).toBeNull();
    await waitFor(() => expect(within(menuEntry).queryByText('1')).toBeNull());
  });

  it('should rank ties alike and show my own place', async () => {
    install();
    renderApp('/member/missionLeaderboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }, { timeout: 10_000 }));
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '2']);
    expect(rows[2]).toHaveTextContent('pl****01 (you)');
    expect(rows[2]).toHaveTextContent('₱450.00');
    expect(screen.getByTestId('leaderboard-me')).toHaveTextContent('Your rank: #2');
  });
});
