import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { TeamMember } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// Team management (decision 033): rows from the server, the menu in spec §2.6 order, drill-down
// into a sub-agent's team with breadcrumbs back, and transfers offered to direct downlines only.

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 1,
  account: 'someone',
  nickname: null,
  isAgent: false,
  depth: 1,
  directCount: 0,
  status: 'ACTIVE',
  balanceMinor: '0',
  currency: 'PHP',
  lastLoginAt: null,
  createdAt: '2026-11-20T04:05:06Z',
  ...overrides,
});

const TOP = { id: 10, account: 'agent01', nickname: 'Agent Maria' };
const SUB = member({
  id: 11,
  account: 'agent02',
  nickname: 'Agent Jose',
  isAgent: true,
  directCount: 1,
  balanceMinor: '150000',
});
const DIRECT = member({ id: 12, account: 'player01', nickname: 'Juan' });
const GRAND = member({ id: 13, account: 'player02', nickname: 'Ana' });

const page = (list: TeamMember[], path: (typeof TOP)[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
  path,
});

describe('TeamManagementPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./team-management-page');
  });

  it('should list the team, drill into a sub-agent with breadcrumbs, and offer transfers to direct downlines only', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/member/info': () => api.ok({ id: 10, account: 'agent01', nickname: 'Agent Maria', isAgent: true }),
      '/wps/agent/team/members': (url) =>
        url.searchParams.get('parentId') === '11'
          ? api.ok(page([GRAND], [TOP, { id: 11, account: 'agent02', nickname: 'Agent Jose' }]))
          : api.ok(page([SUB, DIRECT], [TOP])),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });
    renderApp('/agentHome/downlineManagmentView');

    const rows = await screen.findAllByTestId('team-row', {}, { timeout: 8_000 });
    expect(rows.map((row) => within(row).getAllByText(/agent0|player0/)[0]?.textContent)).toEqual([
      'agent02',
      'player01',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('₱1,500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer to player01' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contracts of agent02' })).toHaveAttribute(
      'href',
      '/agentHome/contracts/11',
    );
    expect(screen.queryByRole('link', { name: 'Contracts of player01' })).not.toBeInTheDocument();

    const menu = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(menu.slice(0, 6)).toEqual([
      'Deposit',
      'Withdraw',
      'Announcements',
      'Team overview',
      'Register centre',
      'Team management',
    ]);
    expect(menu.at(-2)).toBe('Platform messages');
    expect(menu.at(-1)).toBe('Customer service');

    await user.click(screen.getByRole('button', { name: 'Team of agent02' }));
    await waitFor(() => expect(screen.getByTestId('team-path')).toHaveTextContent('Agent Jose'));
    expect(api.requests.some((request) => request.url.includes('parentId=11'))).toBe(true);
    const grand = await screen.findByText('player02');
    expect(grand).toBeInTheDocument();
    // Money goes to direct downlines only: none offered two levels down.
    expect(screen.queryByRole('button', { name: 'Transfer to player02' })).not.toBeInTheDocument();

    await user.click(within(screen.getByTestId('team-path')).getByRole('button', { name: 'My team' }));
    expect(await screen.findByText('player01')).toBeInTheDocument();
  });

  it('should keep "All levels" when the search is typed before the page has rendered the choice', async () => {
    const api = installFakeApi({
      '/wps/member/info': () => api.ok({ id: 10, account: 'agent01', nickname: 'Agent Maria', isAgent: true }),
      '/wps/agent/team/members': (url) =>
        api.ok(url.searchParams.get('scope') === 'all' ? page([GRAND], [TOP]) : page([SUB, DIRECT], [TOP])),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });
    const { router } = renderApp('/agentHome/downlineManagmentView');
    await screen.findAllByTestId('team-row', {}, { timeout: 8_000 });

    // Both in one go, with no render between them: the search's handler runs on the render
    // that still says "Direct".
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'All levels' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Search the team' }), { target: { value: 'ana' } });
    });

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('scope')).toBe('all'));
    expect(await screen.findByText('player02')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.some((request) => /scope=all/.test(request.url) && /q=ana/.test(request.url))).toBe(true),
    );
  });
});
