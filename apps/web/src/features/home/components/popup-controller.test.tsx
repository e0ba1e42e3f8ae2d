import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';

import { announcements, popup, promotion, renderInRouter } from '../testing/home-fixtures';
import { ContentModals } from './content-modals';
import { PopupController } from './popup-controller';

const setUp = (value = announcements({ popup: [popup()], promotion: [promotion()] })) => {
  const api = installFakeApi({ '/wps/announcements': () => api.ok(value) });
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
});
