import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { MemberInfo, ProtectionState } from '@perya/contracts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@perya/contracts';

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

const stateWith = (patch: Partial<ProtectionState> = {}): ProtectionState => ({
  timeZone: 'Asia/Manila',
  limits: LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      amountMinor: null,
      usedMinor: '0',
      remainingMinor: null,
      resetsAt: '2026-11-22T16:00:00.000Z',
      pending: null,
    })),
  ),
  sessionMinutes: null,
  sessionPending: null,
  realityCheckMinutes: null,
  block: null,
  ...patch,
});

const bodiesSent = (method: string, path: string) =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);

describe('ResponsibleGamingPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./responsible-gaming-page');
  });

  it('should send a daily deposit limit in centavos and show what it leaves', async () => {
    const user = userEvent.setup();
    let state = stateWith();
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/member/protection/limits': () => {
        state = stateWith({
          limits: state.limits.map((limit) =>
            limit.kind === 'DEPOSIT' && limit.period === 'DAY'
              ? { ...limit, amountMinor: '20000', remainingMinor: '20000' }
              : limit,
          ),
        });
        return api.ok(state);
      },
      '/wps/member/protection': () => api.ok(state),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/responsibleGaming');

    const field = await screen.findByRole('textbox', { name: 'Deposit limit Daily' }, { timeout: 10_000 });
    await user.type(field, '200');
    const row = screen.getByTestId('limit-DEPOSIT-DAY');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSent('PUT', '/wps/member/protection/limits')).toEqual([
        { kind: 'DEPOSIT', period: 'DAY', amountMinor: '20000' },
      ]),
    );
    expect(await screen.findByText('₱200.00 left')).toBeInTheDocument();
    // The responsible-gaming message and the helpline are on the page.
    expect(screen.getAllByText('National Problem Gambling Helpline: (02) 8248-9568, 24/7').length).toBeGreaterThan(0);
  });

  it('should show a member on a break until when, the help, and the way to withdraw', async () => {
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/member/protection': () =>
        api.ok(
          stateWith({
            block: {
              kind: 'SELF_EXCLUSION',
              startedAt: '2026-11-21T04:00:00.000Z',
              until: '2027-05-21T04:00:00.000Z',
              irrevocableUntil: '2027-05-21T04:00:00.000Z',
              liftable: false,
            },
          }),
        ),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/depositv2');

    // Any other page leads to the break page.
    expect(await screen.findByTestId('on-break', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('on-break-until').textContent).toMatch(/and then until you ask to lift it/);
    expect(screen.getByRole('link', { name: 'Withdraw my balance' })).toHaveAttribute('href', '/member/withdraw');
    expect(screen.queryByRole('button', { name: 'Lift the exclusion' })).toBeNull();
  });

  it("should lift an ended exclusion at the member's request and confirm it once the break page has gone", async () => {
    const user = userEvent.setup();
    let lifted = false;
    const ended = stateWith({
      block: {
        kind: 'SELF_EXCLUSION',
        startedAt: '2026-05-21T04:00:00.000Z',
        until: '2026-11-21T04:00:00.000Z',
        irrevocableUntil: '2026-11-21T04:00:00.000Z',
        liftable: true,
      },
    });
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/member/protection': () => api.ok(lifted ? stateWith() : ended),
      '/wps/member/protection/break/lift': () => {
        lifted = true;
        return api.ok(stateWith());
      },
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/responsibleGaming');

    await user.click(await screen.findByRole('button', { name: 'Lift the exclusion' }, { timeout: 10_000 }));
    expect(await screen.findByText('Your exclusion is lifted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('on-break')).toBeNull());
  });
});
