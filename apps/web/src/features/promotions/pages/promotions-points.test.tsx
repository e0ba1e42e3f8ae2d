import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { LanguageCode, MemberPromotion, Reward } from '@perya/contracts';

import { changeLanguage } from '@/i18n/language';
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

// A POINTS promotion (decision 039 amendment) in the member's words: "500 points" wherever a
// reward shows, in EN, TY and PT; no wagering line; the claim confirmed as points.

const pointsPromotion = promotion({
  trigger: 'DAILY_SIGN_IN',
  thresholdMinor: null,
  recurrence: 'DAILY',
  rewardKind: 'POINTS',
  percentBp: null,
  capMinor: null,
  points: '1500',
  turnoverMultiplier: 0,
  status: 'JOINED',
});
const pointsReward = reward({ amountMinor: '0', points: '1500', basisMinor: '0', turnoverMultiplier: 0 });

describe('promotions pages: points rewards', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./promotions-page'), import('./reward-centre-page')]);
  });

  const inLanguage = async (code: LanguageCode, run: () => Promise<void>) => {
    await act(() => changeLanguage(code));
    try {
      await run();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  };

  it.each([
    ['EN', '1,500 points', 'The points go to your points balance in the points mall'],
    ['TY', '1,500 na points', 'Mapupunta ang points sa iyong points balance'],
    ['PT', '1.500 pontos', 'Os pontos vão para o seu saldo de pontos'],
  ] as const)(
    'should say the points of a points promotion in the list and its rules (%s)',
    async (code, words, rule) => {
      const user = userEvent.setup();
      const api = installFakeApi({
        '/wps/member/info': () => api.ok(memberInfo),
        '/wps/v2/promotions': () => api.ok({ list: [pointsPromotion] }),
      });
      useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
      await inLanguage(code, async () => {
        renderApp('/promotions');
        const [card] = await screen.findAllByTestId('promotion-card', {}, { timeout: 5_000 });
        expect(card?.textContent?.replace(/\s/g, ' ')).toContain(words);
        expect(card).not.toHaveTextContent('₱');
        await user.click(within(card as HTMLElement).getAllByRole('button')[0] as HTMLElement);
        const detail = await screen.findByTestId('promotion-detail');
        expect(detail.textContent?.replace(/\s/g, ' ')).toContain(words);
        expect(detail).toHaveTextContent(rule);
      });
    },
  );

  it('should show a points reward as points in the reward centre and confirm the claim as points', async () => {
    const user = userEvent.setup();
    let isClaimed = false;
    const claimed = { ...pointsReward, status: 'CLAIMED' as const, claimedAt: '2026-11-21T04:00:00.000Z' };
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/v2/rewards': () =>
        api.ok(
          isClaimed
            ? { waiting: [], history: [claimed], waitingCount: 0 }
            : { waiting: [pointsReward], history: [], waitingCount: 1 },
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
    expect(within(card).getByTestId('reward-points')).toHaveTextContent('1,500 points');
    expect(card).toHaveTextContent('To your points balance');
    expect(card).not.toHaveTextContent('₱');
    expect(card).not.toHaveTextContent('Wager');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('1,500 points added to your points balance.')).toBeInTheDocument();
  });

  it('should say one point in the singular', async () => {
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/v2/rewards': () => api.ok({ waiting: [{ ...pointsReward, points: '1' }], history: [], waitingCount: 1 }),
      '/wps/v2/rewards/count': () => api.ok({ count: 1 }),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/member/rewardCenter');
    const card = await screen.findByTestId('reward-card', {}, { timeout: 5_000 });
    expect(within(card).getByTestId('reward-points').textContent).toBe('1 point');
  });
});
