import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { MemberPromotion } from '@perya/contracts';

import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';

import { announcements, popup, promotion, renderInRouter } from '../testing/home-fixtures';
import { ContentModals } from './content-modals';
import { PopupController } from './popup-controller';

/** A promotion of the engine as a visitor sees it (GET /wps/v2/promotions). */
const enginePromotion = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  id: 31,
  announcementId: null,
  name: 'First deposit ₱10',
  category: 'NEWBIE',
  audience: 'ALL',
  joinMode: 'JOIN',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  trigger: 'FIRST_DEPOSIT',
  thresholdMinor: null,
  streakDays: null,
  recurrence: 'ONCE',
  rewardKind: 'FIXED',
  amountMinor: '1000',
  percentBp: null,
  capMinor: null,
  points: null,
  turnoverMultiplier: 3,
  expiryDays: null,
  status: 'JOIN',
  reasons: [],
  waitingRewardId: null,
  application: null,
  ...overrides,
});

const setUp = (value = announcements({ popup: [popup()], promotion: [promotion()] }), engine?: MemberPromotion[]) => {
  const api = installFakeApi({
    '/wps/announcements': () => api.ok(value),
    ...(engine ? { '/wps/v2/promotions': () => api.ok({ list: engine }) } : {}),
  });
  return renderInRouter(
    <>
      <PopupController />
      <ContentModals />
    </>,
  );
};

describe('the popups that open by themselves', { timeout: 20_000 }, () => {
  it('should show one popup per visit: the public popup, the gift on the next visit, then neither in the session', async () => {
    const user = userEvent.setup();
    const first = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    expect(dialog).toHaveTextContent('Games pause at 2 AM.');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(window.sessionStorage.getItem('publicModalClosed')).toBe('["B"]');
    // A first-time visitor who closed one popup is not met by another at once.
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(useModalStore.getState().open).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // The gift comes on the next visit; its close button hides it for the session.
    const second = setUp();
    await screen.findByRole('heading', { name: '100% Welcome Bonus' });
    await user.click(screen.getByTestId('gift-modal').querySelector('button')!);
    expect(window.sessionStorage.getItem('giftModalHidden')).toBe('1');
    await waitFor(() => expect(useModalStore.getState().open).toBeNull());
    second.unmount();

    // A reload in the same session: nothing opens.
    setUp();
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(useModalStore.getState().open).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("should still show a member's popup to a visitor who signs in after closing the visitors' one", async () => {
    const user = userEvent.setup();
    setUp(
      announcements({
        popup: [popup(), popup({ id: 2, title: 'Weekend cashback', content: '<p>10% back</p>', execution: 'A' })],
        promotion: [promotion()],
      }),
    );
    await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    act(() => useSessionStore.setState({ token: 'member-token', isAgent: false, isTrial: false }));
    expect(await screen.findByRole('dialog', { name: 'Weekend cashback' })).toBeInTheDocument();
  });

  it('should wait for a popup that is already open', async () => {
    useModalStore.getState().openModal('loginPopupModal');
    setUp();
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(useModalStore.getState().open).toBe('loginPopupModal');
    act(() => useModalStore.getState().closeModal());
    await waitFor(() => expect(useModalStore.getState().open).toBe('publicModal'));
  });

  it("should offer a visitor the engine's running newbie promotion, and nothing when the content's offer has ended", async () => {
    window.sessionStorage.setItem('publicModalClosed', '["B"]');
    const first = setUp(announcements({ promotion: [promotion()] }), [
      enginePromotion({ id: 30, name: 'Daily sign-in ₱5', category: 'DAILY' }),
      enginePromotion(),
    ]);
    expect(await screen.findByRole('heading', { name: 'First deposit ₱10' })).toBeInTheDocument();
    first.unmount();
    act(() => useModalStore.getState().closeModal());

    // The content item's engine promotion has ended, and nothing else runs: no gift, the popup not left "open".
    setUp(announcements({ promotion: [promotion()] }), [
      enginePromotion({ announcementId: 7, status: 'CLOSED', reasons: ['ENDED'] }),
    ]);
    await waitFor(() => expect(useModalStore.getState().open).toBeNull());
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(useModalStore.getState().open).toBeNull();
    expect(screen.queryByRole('heading', { name: '100% Welcome Bonus' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
