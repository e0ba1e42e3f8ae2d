import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { MemberInfo, MyReferral, ReferralFriend, ReferralReward } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi, permissionValue } from '@/testing/fake-api';
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

const mine = (enabled = true): MyReferral => ({
  code: 'K7QX2MPA',
  registerPath: '/register?referralCode=K7QX2MPA',
  programme: {
    enabled,
    firstDeposit: { enabled: true, minDepositMinor: '50000', rewardMinor: '10000' },
    turnover: { enabled: true, validBetMinor: '500000', days: 30, rewardMinor: '20000' },
    turnoverMultiplier: 1,
    monthlyCapMinor: '500000',
    currency: 'PHP',
  },
  friends: 2,
  depositedFriends: 1,
  earnedMinor: '10000',
  pendingMinor: '0',
  earnedThisMonthMinor: '10000',
});

const friends: ReferralFriend[] = [
  {
    account: 'ma****88',
    registeredAt: '2026-11-20T04:00:00.000Z',
    deposited: true,
    firstDepositAt: '2026-11-20T05:00:00.000Z',
    validBetMinor: '250000',
    windowEndsAt: '2099-12-20T04:00:00.000Z',
    rewards: [{ milestone: 'FIRST_DEPOSIT', status: 'PAID', amountMinor: '10000' }],
  },
  {
    account: 'jo****01',
    registeredAt: '2026-11-21T04:00:00.000Z',
    deposited: false,
    firstDepositAt: null,
    validBetMinor: '0',
    windowEndsAt: '2099-12-21T04:00:00.000Z',
    rewards: [],
  },
];

const rewards: ReferralReward[] = [
  {
    id: 'r1',
    friendAccount: 'ma****88',
    milestone: 'FIRST_DEPOSIT',
    status: 'PAID',
    reason: null,
    amountMinor: '10000',
    turnoverMultiplier: 1,
    reachedAt: '2026-11-20T05:00:00.000Z',
    paidAt: '2026-11-20T05:00:10.000Z',
  },
];

const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 });

const install = (enabled = true) => {
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo),
    '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
    '/wps/member/referral': () => api.ok(mine(enabled)),
    '/wps/member/referral/friends': () => api.ok(page(friends)),
    '/wps/member/referral/rewards': () => api.ok(page(rewards)),
    '/wps/system/permission': () => {
      const permission = permissionValue();
      return api.ok({
        ...permission,
        whitelabel: permission.whitelabel.map((node) =>
          node.modId === 'REFERRAL3' ? { ...node, enabled: enabled ? '1' : '0' } : node,
        ),
      });
    },
  });
  useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
};

describe('ReferralPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./referral-page');
  });

  it('should show the code, the link with its QR code, the rules with their figures, friends and rewards', async () => {
    install();
    renderApp('/member/referral');

    expect(await screen.findByTestId('referral-code', {}, { timeout: 10_000 })).toHaveTextContent('K7QX2MPA');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/register?referralCode=K7QX2MPA`,
    );
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(
      encodeURIComponent(`${window.location.origin}/register?referralCode=K7QX2MPA`),
    );
    const rules = screen.getByTestId('referral-rules');
    expect(rules).toHaveTextContent("When your friend's first deposit is at least ₱500.00, you get ₱100.00.");
    expect(rules).toHaveTextContent(
      "When your friend's valid bets reach ₱5,000.00 within 30 days of registering, you get ₱200.00.",
    );
    expect(rules).toHaveTextContent('You can earn up to ₱5,000.00 a month.');
    expect(screen.queryByTestId('referral-paused')).toBeNull();

    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('ma****88')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('First deposit · Paid')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('No deposit yet')).toBeInTheDocument();
    const [reward] = await screen.findAllByTestId('referral-reward');
    expect(reward).toHaveTextContent('Friend ma****88');
    expect(reward).toHaveTextContent('₱100.00');

    // The side menu's invite-friends entry leads a member here while the programme is on. No media
    // query matches here, so the page is a phone's: the menu is built when the burger opens it.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect((await screen.findAllByTestId('invite-friends'))[0]).toHaveAttribute('href', '/member/referral');
  });

  it('should copy the code and the link, each confirmed in a dialog (spec §2.7)', async () => {
    const user = userEvent.setup();
    install();
    renderApp('/member/referral');
    await screen.findByTestId('referral-code', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Copy Your referral code' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to clipboard');
    expect(await navigator.clipboard.readText()).toBe('K7QX2MPA');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Copy Your invitation link' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to clipboard');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/register?referralCode=K7QX2MPA`);
  });

  it('should say the programme is paused, and hide the side menu entry from members, when it is off', async () => {
    install(false);
    renderApp('/member/referral');
    expect(await screen.findByTestId('referral-paused', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('invite-friends')).toBeNull();
  });
});
