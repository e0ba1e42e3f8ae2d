import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { MemberPromotion, Reward } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const promotion = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id: 3,
  announcementId: 41,
  name: 'Weekend reload',
  category: 'LIMITED',
  audience: 'ALL',
  joinMode: 'JOIN',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  trigger: 'DEPOSIT_AT_LEAST',
  thresholdMinor: '50000',
  streakDays: null,
  recurrence: 'WEEKLY',
  rewardKind: 'PERCENT',
  amountMinor: null,
  percentBp: 1000,
  capMinor: '30000',
  points: null,
  turnoverMultiplier: 5,
  expiryDays: 7,
  status: 'JOIN',
  reasons: [],
  waitingRewardId: null,
  application: null,
  ...overrides,
});

const reward = (overrides: Partial<Reward> = {}): Reward => ({
  id: 7,
  promotionId: 3,
  announcementId: 41,
  promotionName: 'Weekend reload',
  category: 'LIMITED',
  periodKey: 'W2026-11-16',
  amountMinor: '20000',
  points: '0',
  basisMinor: '200000',
  turnoverMultiplier: 5,
  status: 'WAITING',
  createdAt: '2026-11-20T04:00:00.000Z',
  expiresAt: '2026-11-27T04:00:00.000Z',
  claimedAt: null,
  onHold: false,
  ...overrides,
});

const memberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'PHP',
  currencySymbol: '₱',
  balance: '1000.00',
  unreadMessageCount: 0,
  availablePromoCount: 0,
  vip: false,
  vipLabel: '',
  rankLevel: 0,
};

describe('promotions pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./promotions-page'), import('./reward-centre-page')]);
  });

  it('should list promotions with the reward in words, open one by its hash with why a member cannot join, and join', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/v2/promotions': () =>
        api.ok({
          list: [
            promotion(),
            promotion({
              id: 4,
              announcementId: null,
              name: 'VIP rescue',
              category: 'VIP',
              status: 'JOIN',
              reasons: ['VIP_LEVEL'],
            }),
          ],
        }),
      '/wps/relay/MCSFE_signUpPromotionJoin': () => api.ok(promotion({ status: 'JOINED' })),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/promotions');

    const cards = await screen.findAllByTestId('promotion-card', {}, { timeout: 5_000 });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('10% bonus, up to ₱300.00');
    expect(cards[0]).toHaveTextContent('Deposit at least ₱500.00');
    expect(cards[1]).toHaveTextContent('Only for some VIP levels.');

    await user.click(screen.getAllByRole('button', { name: 'Details' })[1] as HTMLElement);
    const detail = await screen.findByTestId('promotion-detail');
    expect(screen.getByTestId('eligibility-reasons')).toHaveTextContent('Only for some VIP levels.');
    expect(detail).toHaveTextContent('Wager the bonus 5× before you can withdraw it.');
    expect(within(detail).queryByRole('button', { name: 'Join' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All promotions' }));
    await user.click((await screen.findAllByRole('button', { name: 'Join' }))[0] as HTMLElement);
    await waitFor(() =>
      expect(api.requests.find((request) => request.url.includes('MCSFE_signUpPromotionJoin'))?.body).toBe(
        JSON.stringify({ promotionId: 3 }),
      ),
    );
  });

  it('should claim a waiting reward in one click from the reward centre and confirm it after the card has left', async () => {
    const user = userEvent.setup();
    const claimed = reward({ status: 'CLAIMED', claimedAt: '2026-11-21T04:00:00.000Z' });
    let isClaimed = false;
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      // Once claimed, the reward moves to the history: its card unmounts when the list refetches.
      '/wps/v2/rewards': () =>
        api.ok(
          isClaimed
            ? { waiting: [], history: [claimed], waitingCount: 0 }
            : { waiting: [reward()], history: [], waitingCount: 1 },
        ),
      '/wps/v2/rewards/count': () => api.ok({ count: isClaimed ? 0 : 1 }),
      '/wps/v2/rewards/7/claim': () => {
        isClaimed = true;
        return api.ok(claimed);
      },
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/rewardCenter');

    const card = await screen.findByTestId('reward-card', {}, { timeout: 5_000 });
    expect(card).toHaveTextContent('₱200.00');
    expect(card).toHaveTextContent('Wager 5× before withdrawal');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.url.endsWith('/wps/v2/rewards/7/claim') && request.method === 'POST'),
      ).toBe(true),
    );
    expect(await screen.findByText('₱200.00 added to your wallet as a bonus.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reward-card')).not.toBeInTheDocument());
  });
});
