// @vitest-environment jsdom
// HTML from staff passes DOMPurify here, which sanitizes nothing in happy-dom (decision 066).

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { MemberInfo, PlatformMessage } from '@perya/contracts';

import { changeLanguage } from '@/i18n/language';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { useSessionStore } from '@/stores/session-store';

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

const message = (overrides: Partial<PlatformMessage>): PlatformMessage => ({
  id: 1,
  category: 'NOTICE',
  title: 'A message',
  content: '<p>Hello</p>',
  time: '2026-11-20 09:00:00',
  isRead: true,
  ...overrides,
});

const page = (list: PlatformMessage[]) => ({
  list,
  pageNo: 1,
  pageSize: 9,
  total: list.length,
  totalPages: 1,
  unread: list.filter((item) => !item.isRead).length,
});

const signIn = () => useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });

describe('MessagesPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./messages-page');
  });

  it('should list messages with unread ones marked, open one (marking it read) and mark all read', async () => {
    const user = userEvent.setup();
    let isRead = false;
    let allRead = false;
    const cashback = () =>
      message({
        id: 3,
        category: 'PROMOTION',
        title: 'Weekend Cashback credited',
        content: '<p>We credited <strong>₱245.60</strong>.<img src="x" onerror="window.hacked = 1"></p>',
        isRead: isRead || allRead,
      });
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/messages': () =>
        api.ok(
          page([
            cashback(),
            message({ id: 2, title: 'Scheduled maintenance', isRead: allRead }),
            message({ id: 1, category: 'ACCOUNT', title: 'Welcome to Perya, Juan!' }),
          ]),
        ),
      '/wps/messages/3': () => {
        isRead = true;
        return api.ok(cashback());
      },
      '/wps/messages/readAll': () => {
        allRead = true;
        return api.ok({ marked: 1 });
      },
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: [isRead, allRead].includes(true) ? (allRead ? 0 : 1) : 2 }),
    });
    signIn();
    renderApp('/member/messageV2');

    const rows = await screen.findAllByTestId('message-row', {}, { timeout: 5_000 });
    expect(rows).toHaveLength(3);
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('2 unread');
    expect(within(rows[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('img', { name: 'Unread' })).toBeNull();
    // The member-centre menu shows the unread count.
    expect(await screen.findByText('2', { selector: '.mantine-Badge-label' })).toBeInTheDocument();

    await user.click(rows[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weekend Cashback credited')).toBeInTheDocument();
    expect(within(dialog).getByText('₱245.60').tagName).toBe('STRONG');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await waitFor(() => expect(api.requests.some((request) => request.url === '/wps/messages/3')).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread'));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.url === '/wps/messages/readAll' && request.method === 'POST')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('unread-summary')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('should fetch the messages again in the new language when the member switches language', async () => {
    const titles: Record<string, string> = { EN: 'Deposit approved', TY: 'Aprubado ang deposito' };
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/messages': (_url, headers) => api.ok(page([message({ title: titles[headers['x-lang'] ?? ''] ?? '?' })])),
    });
    signIn();
    renderApp('/member/messageV2');
    expect(await screen.findByText('Deposit approved')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('TY'));
      expect(await screen.findByText('Aprubado ang deposito')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });

  it('should show the server message and a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    let fails = true;
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/messages': () =>
        fails
          ? {
              status: 400,
              body: { success: false, code: 'VALIDATION', message: 'Some fields are not valid.', value: null },
            }
          : api.ok(page([])),
    });
    signIn();
    renderApp('/member/messageV2');
    expect(await screen.findByText('Some fields are not valid.', {}, { timeout: 5_000 })).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
