import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { MemberInfo, MyRebate, MyVip, RebateClaim, VipLevel } from '@perya/contracts';

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
  vipLevel: 1,
  isVip: true,
  vipLabel: 'Silver',
  rankLevel: 1,
  language: 'EN',
  avatarId: 1,
  hasPaymentPassword: true,
  mustChangePassword: false,
  utcOffsetMinutes: 480,
};

const level = (n: number, name: string, bet: string, deposit: string): VipLevel => ({
  level: n,
  name,
  minValidBetMinor: bet,
  minDepositMinor: deposit,
  condition: 'ALL',
  upgradeBonusMinor: n === 0 ? '0' : `${n * 10000}`,
  monthlyBonusMinor: '0',
  birthdayBonusMinor: '0',
  birthdayMinDeposits: 0,
  turnoverMultiplier: 1,
  rebateTurnoverMultiplier: 1,
  dailyWithdrawalCount: n === 0 ? 3 : null,
  dailyWithdrawalLimitMinor: null,
});

const vip: MyVip = {
  level: 1,
  name: 'Silver',
  month: '2026-11',
  validBetMinor: '80000',
  depositMinor: '30000',
  next: {
    level: 2,
    name: 'Gold',
    condition: 'ALL',
    needValidBetMinor: '120000',
    needDepositMinor: '0',
    progressBasisPoints: 4000,
  },
  keep: {
    level: 1,
    name: 'Silver',
    condition: 'ALL',
    needValidBetMinor: '0',
    needDepositMinor: '0',
    progressBasisPoints: 10000,
  },
  levels: [
    level(0, 'Member', '0', '0'),
    { ...level(1, 'Silver', '50000', '0'), birthdayBonusMinor: '10000' },
    { ...level(2, 'Gold', '200000', '0'), birthdayBonusMinor: '20000', birthdayMinDeposits: 5 },
  ],
  currency: 'PHP',
};

const claim: RebateClaim = {
  id: 'c1',
  amountMinor: '185',
  turnoverMultiplier: 1,
  status: 'PAID',
  categories: [],
  at: '2026-11-27T01:00:00.000Z',
};

const rebate = (unclaimed: boolean): MyRebate => ({
  level: 1,
  unclaimedMinor: unclaimed ? '185' : '0',
  categories: unclaimed
    ? [
        { category: 'LIVE', days: 1, validBetMinor: '20000', basisMinor: '20000', rebateMinor: '160' },
        { category: 'RNG', days: 2, validBetMinor: '10000', basisMinor: '100', rebateMinor: '25' },
      ]
    : [],
  rates: [
    { level: 1, category: 'LIVE', basis: 'VALID_BET', rateBasisPoints: 80 },
    { level: 1, category: 'RNG', basis: 'EDGE_WEIGHTED', rateBasisPoints: 2500 },
  ],
  turnoverMultiplier: 1,
  accruedThrough: '2026-11-26',
  claims: unclaimed ? [] : [claim],
  currency: 'PHP',
});

describe('VIP and manual rebate pages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./vip-page');
    await import('./rebate-page');
  });

  it('should show the level, what the next one needs with a progress bar, and the ladder', async () => {
    installFakeApi({
      '/wps/member/info': () => ({ body: { success: true, code: 'OK', message: 'Success', value: memberInfo } }),
      '/wps/member/vip': () => ({ body: { success: true, code: 'OK', message: 'Success', value: vip } }),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/vip');
    expect(await screen.findByTestId('vip-level-name', {}, { timeout: 10_000 })).toHaveTextContent('Silver');
    const next = screen.getByTestId('vip-next');
    expect(next).toHaveTextContent('Next: Gold');
    expect(next).toHaveTextContent('40%');
    expect(next).toHaveTextContent('₱1,200.00 more in valid bets.');
    expect(within(next).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('vip-keep')).toHaveTextContent('Reached for this month.');
    const levels = screen.getAllByTestId('vip-level');
    expect(levels).toHaveLength(3);
    expect(levels[0]).toHaveTextContent('3 withdrawals a day');
    expect(levels[2]).toHaveTextContent('₱2,000.00 valid bets a month');
    expect(levels[2]).toHaveTextContent('Upgrade bonus ₱200.00');
    // The birthday bonus says the deposits it asks, when the level asks any.
    expect(levels[1]).toHaveTextContent('Birthday bonus ₱100.00');
    expect(levels[1]).not.toHaveTextContent('deposits)');
    expect(levels[2]).toHaveTextContent('Birthday bonus ₱200.00 (after 5 deposits)');
  });

  it('should list the unclaimed rebate by game type and claim it once with a request id', async () => {
    let claimed = false;
    const api = installFakeApi({
      '/wps/member/info': () => ({ body: { success: true, code: 'OK', message: 'Success', value: memberInfo } }),
      '/wps/member/rebate': () => ({
        body: { success: true, code: 'OK', message: 'Success', value: rebate(!claimed) },
      }),
      '/wps/member/rebate/claim': () => {
        claimed = true;
        return { body: { success: true, code: 'OK', message: 'Success', value: claim } };
      },
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/manualRebate');
    expect(await screen.findByTestId('rebate-unclaimed', {}, { timeout: 10_000 })).toHaveTextContent('₱1.85');
    const rows = screen.getAllByTestId('rebate-category');
    expect(rows[0]).toHaveTextContent('Live Casino');
    expect(rows[1]).toHaveTextContent('Slots');
    expect(screen.getByTestId('rebate-rates')).toHaveTextContent('25% of the house edge on your bets');
    fireEvent.click(screen.getByTestId('rebate-claim-button'));
    expect(await screen.findByTestId('rebate-claimed')).toHaveTextContent('₱1.85');
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '{}').requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByTestId('rebate-claim-button')).toBeDisabled());
    expect(await screen.findByTestId('rebate-claim')).toHaveTextContent('Paid');
  });
});
