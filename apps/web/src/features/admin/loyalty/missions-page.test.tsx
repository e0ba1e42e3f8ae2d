import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffLeaderboard, StaffMission } from '@perya/contracts';

import { renderWithAdmin } from '../testing/render-admin';
import { endStaffSession, installStaffApi, ok, permissionsLoaded, writesOf } from '../testing/staff-api';
import MissionsPage from './missions-page';

// The missions and leaderboards screen: the list shows each mission's claims and what it paid; a
// new mission sends its money targets and rewards in centavos; milestones that do not rise are
// refused before sending; switching a mission off sends the version opened; a leaderboard opens
// with its payouts; read-only staff only read.

const mission = (overrides: Partial<StaffMission> = {}): StaffMission => ({
  id: 3,
  version: 4,
  title: 'Spin ₱500 today',
  description: 'Bet on slots',
  translations: {},
  period: 'DAILY',
  metric: 'VALID_BET',
  category: 'RNG',
  turnoverMultiplier: 1,
  milestones: [
    { target: '20000', rewardMinor: '500' },
    { target: '50000', rewardMinor: '1500' },
  ],
  active: true,
  claims: 12,
  paidMinor: '9000',
  createdBy: 'marketing',
  ...overrides,
});

const board: StaffLeaderboard = {
  id: 5,
  version: 2,
  title: 'Weekly top bettors',
  translations: {},
  period: 'WEEKLY',
  metric: 'VALID_BET',
  category: null,
  prizesMinor: ['100000', '50000', '25000'],
  turnoverMultiplier: 1,
  minValue: '100000',
  active: true,
  createdBy: 'marketing',
};

const install = (role: 'OWNER' | 'READ_ONLY' = 'OWNER') => {
  const api = installStaffApi(role, {
    '/wps/admin/missions': () =>
      api.requests.at(-1)?.method === 'POST'
        ? ok(mission({ id: 9 }))
        : ok({
            list: [mission({ translations: { PT: { title: 'Gire ₱500 hoje', description: 'Aposte em slots' } } })],
            pageNo: 1,
            pageSize: 25,
            total: 1,
            totalPages: 1,
          }),
    '/wps/admin/missions/3': () => ok(mission({ version: 5, active: false })),
    '/wps/admin/leaderboards/5': () => ok(board),
    '/wps/admin/leaderboards': () => ok({ list: [board] }),
    '/wps/admin/leaderboards/5/payouts': () =>
      ok({
        leaderboard: board,
        list: [
          {
            periodStart: '2026-11-16',
            memberId: 41,
            account: 'player01',
            rank: 1,
            reachedValue: '1234500',
            amountMinor: '100000',
            paid: true,
          },
        ],
      }),
  });
  return api;
};

describe('the missions and leaderboards screen', { timeout: 60_000 }, () => {
  afterEach(endStaffSession);

  it('should list each mission with what it counts, its claims and what it paid', async () => {
    install();
    renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    const table = await screen.findByRole('table', { name: 'Missions' });
    const row = (await within(table).findByText('Spin ₱500 today')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Daily');
    expect(row).toHaveTextContent('Valid bet · Slots');
    expect(row).toHaveTextContent('2 milestones · ₱500.00');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('₱90.00');
  });

  it('should create a mission with its targets and rewards in centavos', async () => {
    const api = install();
    renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    await userEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const drawer = await screen.findByRole('dialog', { name: 'New mission' });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Title \(English\)/ }), {
      target: { value: 'Bet ₱1,000' },
    });
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Tagalog' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Title \(Tagalog\)/ }), {
      target: { value: 'Tumaya ng ₱1,000' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Target 1 (₱)' }), { target: { value: '1,000' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Reward 1 (₱)' }), { target: { value: '10.50' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add milestone' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Target 2 (₱)' }), { target: { value: '500' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Reward 2 (₱)' }), { target: { value: '20' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Targets that fall are refused before anything is sent.
    expect(await within(drawer).findByText("Each milestone's target must be above the one before")).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Target 2 (₱)' }), { target: { value: '5000' } });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New mission' })).toBeNull());
    expect(writesOf(api).map((request) => `${request.method} ${request.url}`)).toEqual(['POST /wps/admin/missions']);
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toEqual({
      title: 'Bet ₱1,000',
      description: '',
      // Portuguese left empty is not sent: those members read English.
      translations: { TY: { title: 'Tumaya ng ₱1,000', description: '' } },
      period: 'DAILY',
      metric: 'VALID_BET',
      category: null,
      turnoverMultiplier: 1,
      milestones: [
        { target: '100000', rewardMinor: '1050' },
        { target: '500000', rewardMinor: '2000' },
      ],
      active: true,
    });
  });

  it('should switch a mission off at the version opened', async () => {
    const api = install();
    renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    fireEvent.click(await screen.findByText('Spin ₱500 today'));
    const drawer = await screen.findByRole('dialog', { name: 'Mission: Spin ₱500 today' });
    expect(within(drawer).getByRole('textbox', { name: 'Target 2 (₱)' })).toHaveValue('500.00');
    await userEvent.click(within(drawer).getByRole('switch', { name: /^On/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(writesOf(api)[0]).toMatchObject({ method: 'PUT', url: '/wps/admin/missions/3' });
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toMatchObject({
      version: 4,
      active: false,
      category: 'RNG',
      milestones: [
        { target: '20000', rewardMinor: '500' },
        { target: '50000', rewardMinor: '1500' },
      ],
    });
  });

  it('should open a leaderboard with its prizes and what its settled periods paid', async () => {
    install();
    renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboards' }));
    const table = await screen.findByRole('table', { name: 'Leaderboards' });
    const row = within(table).getByText('Weekly top bettors').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('3 ranks · #1 ₱1,000.00');
    fireEvent.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'Leaderboard: Weekly top bettors' });
    expect(within(drawer).getByRole('textbox', { name: /^Prizes by rank/ })).toHaveValue('1000.00\n500.00\n250.00');
    const payouts = await within(drawer).findByRole('table', { name: 'Payouts' });
    const payout = within(payouts).getByText('player01 (#41)').closest('tr') as HTMLElement;
    expect(payout).toHaveTextContent('2026-11-16');
    expect(payout).toHaveTextContent('₱12,345.00');
    expect(payout).toHaveTextContent('Paid');
  });

  it("should keep a mission's Portuguese words and refuse a Tagalog description without its title", async () => {
    const api = install();
    const view = renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    await permissionsLoaded(view);
    fireEvent.click(await screen.findByText('Spin ₱500 today'));
    const drawer = await screen.findByRole('dialog', { name: 'Mission: Spin ₱500 today' });
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Tagalog' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Description \(Tagalog\)/ }), {
      target: { value: 'Tumaya sa slots' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('A title of 2 to 100 characters')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Title \(Tagalog\)/ }), {
      target: { value: 'Paikutin ang ₱500' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toMatchObject({
      title: 'Spin ₱500 today',
      translations: {
        TY: { title: 'Paikutin ang ₱500', description: 'Tumaya sa slots' },
        PT: { title: 'Gire ₱500 hoje', description: 'Aposte em slots' },
      },
    });
  });

  it("should send a leaderboard's Portuguese title beside the English one", async () => {
    const api = install();
    const view = renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    await permissionsLoaded(view);
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboards' }));
    const table = await screen.findByRole('table', { name: 'Leaderboards' });
    fireEvent.click(within(table).getByText('Weekly top bettors'));
    const drawer = await screen.findByRole('dialog', { name: 'Leaderboard: Weekly top bettors' });
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Portuguese' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Title \(Portuguese\)/ }), {
      target: { value: 'Maiores apostadores' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writesOf(api)).toHaveLength(1));
    expect(JSON.parse(writesOf(api)[0]?.body ?? '{}')).toMatchObject({
      version: 2,
      title: 'Weekly top bettors',
      translations: { PT: { title: 'Maiores apostadores' } },
    });
  });

  it('should show read-only staff the missions and leaderboards without the buttons that change them', async () => {
    install('READ_ONLY');
    const view = renderWithAdmin(<MissionsPage />, '/admin/loyalty/missions');
    await permissionsLoaded(view);
    fireEvent.click(await screen.findByText('Spin ₱500 today'));
    const drawer = await screen.findByRole('dialog', { name: 'Mission: Spin ₱500 today' });
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(drawer).getByRole('textbox', { name: /^Title \(English\)/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboards' }));
    await screen.findByRole('table', { name: 'Leaderboards' });
    expect(screen.queryByRole('button', { name: 'New leaderboard' })).toBeNull();
  });
});
