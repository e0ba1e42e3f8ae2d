import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AgentContract, MemberInfo } from '@perya/contracts';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { useSessionStore } from '@/stores/session-store';

// The contract screens (decision 034) against a stand-in server: the popup after login with the
// spec §8 lower-rate warning, and the agent's page for one downline with its exact tier editor.

const memberInfo = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 12,
  account: 'agent02',
  nickname: 'Jose',
  type: 2,
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
  ...overrides,
});

const contract = (overrides: Partial<AgentContract> = {}): AgentContract => ({
  id: 41,
  upline: { id: 11, account: 'agent01' },
  downline: { id: 12, account: 'agent02' },
  kind: 'DAILY_SALARY',
  category: 'ALL',
  period: 'D',
  tiers: [{ minValidBetMinor: '1000000', minActiveMembers: 3, rateType: 'P', rate: 40 }],
  status: 'OFFERED',
  supersedes: null,
  terminationRequestedBy: null,
  effectiveFrom: null,
  endedAt: null,
  version: 1,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  ...overrides,
});

const consolidated = (dailysalreqtype: number) => ({
  dailysalreqtype,
  divtypereq: 0,
  contracthoursalreqt: 0,
  realtimesalreqtype: 0,
  dailySalary: dailysalreqtype === 0,
  hourSalary: false,
  salary: dailysalreqtype === 0,
  enableCt: true,
});

describe('contract screens', { timeout: 30_000 }, () => {
  it('should show the popup after login, warn before lower terms end downline contracts, then accept', async () => {
    const user = userEvent.setup();
    let answers = 0;
    let accepted = false;
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo()),
      '/wps/member/info/funds/consolidated': () => api.ok(consolidated(accepted ? 0 : 1)),
      '/wps/member/contracts': () =>
        api.ok({ contracts: [contract(accepted ? { status: 'ACTIVE', version: 2 } : {})], events: [] }),
      '/wps/relay/MCS2_processDailySalContract': () => {
        answers += 1;
        if (answers === 1)
          return {
            status: 409,
            body: {
              success: false,
              code: 'CONTRACT_LOWER_RATE_CONFIRM',
              message: 'The new rate is lower',
              value: {
                endsContracts: [
                  { id: 77, downline: { id: 13, account: 'player02' }, kind: 'DAILY_SALARY', category: 'ALL' },
                ],
              },
            },
          };
        accepted = true;
        return api.ok({ contract: contract({ status: 'ACTIVE', version: 2 }), endedContracts: [] });
      },
    });
    useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });
    renderApp('/agentHome');

    const popup = await screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 10_000 });
    expect(await within(popup).findByText('Daily salary')).toBeInTheDocument();
    expect(within(popup).getByText('0.40 %')).toBeInTheDocument();
    expect(within(popup).getByText('From agent01')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Accept' }));

    const warning = await screen.findByRole('dialog', { name: 'Your downline contracts will end' });
    expect(within(warning).getByTestId('lower-rate-list')).toHaveTextContent('player02 · Daily salary · All games');
    await user.click(within(warning).getByRole('button', { name: 'Agree and accept' }));
    await waitFor(() => expect(answers).toBe(2));
    const bodies = api.requests
      .filter((request) => request.url === '/wps/relay/MCS2_processDailySalContract')
      .map((request) => JSON.parse(request.body ?? '{}'));
    expect(bodies).toEqual([
      { contractId: 41, action: 'A', version: 1 },
      { contractId: 41, action: 'A', version: 1, confirmLowerRate: true },
    ]);
    // Nothing left to answer: the popup closes by itself
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract requests' })).toBeNull(), {
      timeout: 5_000,
    });
  });

  it("should show a downline's contracts with my ceiling and send an offer converted exactly", async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo({ id: 11, account: 'agent01' })),
      '/wps/member/info/funds/consolidated': () => api.ok(consolidated(0)),
      '/wps/agent/contracts/downlines/12': () =>
        api.ok({
          downline: { id: 12, account: 'agent02', nickname: 'Jose', isAgent: true },
          contracts: [],
          events: [],
          ceilings: [
            contract({
              id: 5,
              upline: null,
              downline: { id: 11, account: 'agent01' },
              status: 'ACTIVE',
              tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateType: 'P', rate: 50 }],
            }),
          ],
        }),
      '/wps/agent/contracts/downlines/12/offers': () => api.ok({ contract: contract({ id: 42 }), endedContracts: [] }),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: true, isTrial: false });
    renderApp('/agentHome/contracts/12');

    expect(await screen.findByRole('heading', { name: 'Contracts with agent02' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('No contracts with this downline yet.')).toBeInTheDocument();
    expect(within(screen.getByTestId('ceiling')).getByText('0.50 %')).toBeInTheDocument();

    const form = screen.getByTestId('offer-form');
    await user.type(within(form).getByLabelText('Rate'), '0.291');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('A percentage from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Rate'));
    await user.type(within(form).getByLabelText('Rate'), '0.29');
    await user.clear(within(form).getByLabelText('Valid bet from'));
    await user.type(within(form).getByLabelText('Valid bet from'), '1,000.10');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url === '/wps/agent/contracts/downlines/12/offers')).toBe(true),
    );
    const sent = api.requests.find((request) => request.url === '/wps/agent/contracts/downlines/12/offers');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      kind: 'DAILY_SALARY',
      category: 'ALL',
      period: 'D',
      tiers: [{ minValidBetMinor: '100010', minActiveMembers: 0, rateType: 'P', rate: 29 }],
    });
  });
});
