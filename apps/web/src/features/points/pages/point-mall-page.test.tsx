import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { MemberInfo, PointConfig, PointItem } from '@perya/contracts';

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

const item = (overrides: Partial<PointItem>): PointItem => ({
  id: 1,
  kind: 'CASH',
  title: 'Cash ₱10',
  description: 'Ten pesos to your wallet',
  imageUrl: null,
  pointsRequired: '100',
  amountRequirementMinor: '0',
  rewardAmountMinor: '1000',
  turnoverMultiplier: 0,
  stock: 5,
  enabled: true,
  ...overrides,
});

const config: PointConfig = {
  enabled: true,
  pointValueMinorPer100: 100,
  convertMinPoints: '1000',
  convertStepPoints: 100,
  convertTurnoverMultiplier: 1,
  accrualLagMinutes: 60,
  earnRules: [
    { category: 'RNG', validBetMinorPerPoint: '500', enabled: true },
    { category: 'SPORTS', validBetMinorPerPoint: '1000', enabled: true },
  ],
  requirementDays: 30,
};

const install = (redeem: (body: Record<string, unknown>) => { status?: number; body: unknown }) => {
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo),
    '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
    '/wps/relay/MCS2_getPointBalance': () =>
      api.ok({ points: '1250', earnedTotal: '1450', spentTotal: '200', valueMinor: '1250' }),
    '/wps/relay/MCS2_getPointConfig': () => api.ok(config),
    '/wps/relay/MCS2_getPointReward': () =>
      api.ok({
        items: [
          item({}),
          item({
            id: 2,
            kind: 'GOODS',
            title: 'Perya T-shirt',
            imageUrl: '/lgw/images/content/shirt.webp',
            pointsRequired: '5000',
            rewardAmountMinor: '0',
          }),
          item({ id: 3, title: 'Sold out cash', stock: 0 }),
        ],
        validBetMinor: '100000',
        requirementDays: 30,
      }),
    '/wps/relay/passwordCheck/MCS2_redeemPointReward': () =>
      redeem(JSON.parse(api.requests.at(-1)?.body ?? '{}') as Record<string, unknown>),
  });
  useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
  return api;
};

describe('PointMallPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./point-mall-page');
  });

  it('should show the points, the rewards with what blocks them, and the published rules', async () => {
    install(() => ({ body: {} }));
    renderApp('/pointMall');
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('1,250'), { timeout: 10_000 });
    const items = await screen.findAllByTestId('point-item');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByTestId('redeem-item')).toBeEnabled();
    expect(within(items[1] as HTMLElement).getByTestId('redeem-item')).toHaveTextContent('Not enough points');
    expect(within(items[2] as HTMLElement).getByTestId('redeem-item')).toHaveTextContent('Sold out');
    // An item with a picture shows it, lazily, named by the item; one without shows its kind's icon.
    const picture = within(items[1] as HTMLElement).getByRole('img', { name: 'Perya T-shirt' });
    expect(picture).toHaveAttribute('src', '/lgw/images/content/shirt.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(items[0] as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(items[0] as HTMLElement).getByTestId('point-item-icon')).toBeInTheDocument();
    // A picture that fails to load gives way to the icon.
    fireEvent.error(picture);
    expect(within(items[1] as HTMLElement).getByTestId('point-item-icon')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('points-tab-rules'));
    expect(await screen.findByTestId('point-value')).toHaveTextContent('1 point ≈ ₱0.01');
    const rules = screen.getAllByTestId('earn-rule');
    expect(rules[0]).toHaveTextContent('Slots');
    expect(rules[0]).toHaveTextContent('₱5 valid bet = 1 point');
    expect(screen.getByTestId('points-rules')).toHaveTextContent('Points never expire');
  });

  it('should redeem behind the payment password and show a wrong password under its field', async () => {
    let attempts = 0;
    const api = install((body) => {
      attempts += 1;
      if (attempts === 1)
        return {
          status: 400,
          body: { success: false, code: 'PAYMENT_PASSWORD_INCORRECT', message: 'Wrong payment password.', value: null },
        };
      return {
        body: {
          success: true,
          code: 'OK',
          message: 'Success',
          value: {
            points: '1050',
            replayed: false,
            redemption: {
              id: '7f1f8f0e-8c1b-4f7e-9a55-8d3f2a1b0c9d',
              itemId: body.itemId,
              kind: 'CASH',
              title: 'Cash ₱10',
              quantity: body.quantity,
              pointsSpent: '200',
              pointsRequired: '100',
              amountRequirementMinor: '0',
              amountMinor: '2000',
              status: 'APPROVED',
              createdAt: '2026-11-27T01:00:00.000Z',
              reviewedAt: '2026-11-27T01:00:00.000Z',
              remark: null,
              bonusId: 'b1',
            },
          },
        },
      };
    });
    renderApp('/pointMall');
    const [first] = await screen.findAllByTestId('point-item', {}, { timeout: 10_000 });
    fireEvent.click(within(first as HTMLElement).getByTestId('redeem-item'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('points-payment-password'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByTestId('confirm-redeem'));
    expect(await within(dialog).findByText('Wrong payment password.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByTestId('points-payment-password'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByTestId('confirm-redeem'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.requests
      .filter((request) => request.url === '/wps/relay/passwordCheck/MCS2_redeemPointReward')
      .map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ itemId: 1, quantity: 2, paymentPassword: '246810' });
    // A clear refusal ends that intent: the next attempt is a new request id.
    expect(sent[1]!.requestId).not.toBe(sent[0]!.requestId);
  });

  it('should list a promotion reward in the points details with its label and the promotion', async () => {
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/relay/MCS2_getPointBalance': () =>
        api.ok({ points: '1250', earnedTotal: '1250', spentTotal: '0', valueMinor: '1250' }),
      '/wps/relay/MCS2_getPointConfig': () => api.ok(config),
      '/wps/relay/MCS2_getPointReward': () => api.ok({ items: [], validBetMinor: '0', requirementDays: 30 }),
      '/wps/v2/points/details': () =>
        api.ok({
          list: [
            {
              id: 'promotion-reward:31',
              kind: 'PROMOTION',
              changedPoints: '500',
              pointsBalance: '1250',
              remark: 'Daily sign-in points',
              createdAt: '2026-11-21T04:00:00.000Z',
            },
          ],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          totalPages: 1,
        }),
    });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/pointMall');
    fireEvent.click(await screen.findByTestId('points-tab-details', {}, { timeout: 10_000 }));
    const [entry] = await screen.findAllByTestId('points-entry');
    expect(entry).toHaveTextContent('Promotion reward');
    expect(entry).toHaveTextContent('Daily sign-in points');
    expect(entry).toHaveTextContent('+500');
  });
});
