import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { Feedback, MemberInfo } from '@perya/contracts';

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

const answered: Feedback = {
  id: 1,
  questionType: 'WITHDRAWAL',
  content: 'My withdrawal is still pending after two hours.',
  remark: null,
  imageUrls: [],
  status: 'ANSWERED',
  reply: 'It was paid at 14:05. Sorry for the wait!',
  time: '2026-11-20 12:00:00',
  repliedTime: '2026-11-20 14:06:00',
};

const page = (list: Feedback[]) => ({ list, pageNo: 1, pageSize: 9, total: list.length, totalPages: 1 });

/** JSON bodies the app sent with `method` to `path`. */
const bodiesSent = (method: string, path: string) =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);

const signIn = () => useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });

describe('FeedbackPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // Mantine's combobox scrolls the selected option into view; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView ??= () => undefined;
    await import('./feedback-page');
  });

  it('should send feedback and show it in the list beside the answered one', async () => {
    const user = userEvent.setup();
    const sent: Feedback[] = [];
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/feedback': () => {
        const body = bodiesSent('PUT', '/wps/feedback').at(-1);
        if (body && sent.length === 0 && bodiesSent('PUT', '/wps/feedback').length === 1) {
          sent.push({
            ...answered,
            id: 2,
            questionType: 'DEPOSIT',
            content: String(body.content),
            remark: String(body.remark),
            status: 'OPEN',
            reply: null,
            repliedTime: null,
          });
          return api.ok(sent[0]);
        }
        return api.ok(page([...sent, answered]));
      },
    });
    signIn();
    renderApp('/member/feedback');

    expect(
      await screen.findByText('It was paid at 14:05. Sorry for the wait!', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'What is it about?' }));
    await user.click(await screen.findByRole('option', { name: 'Deposit', hidden: true }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your feedback' }),
      'My GCash deposit of ₱500 has not arrived.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Remark (optional)' }), 'Ref 5012345678901');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await waitFor(() =>
      expect(bodiesSent('PUT', '/wps/feedback')).toEqual([
        {
          questionType: 'DEPOSIT',
          content: 'My GCash deposit of ₱500 has not arrived.',
          remark: 'Ref 5012345678901',
          imageUploadIds: [],
        },
      ]),
    );
    expect(await screen.findByText('Waiting for an answer')).toBeInTheDocument();
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('');
  });

  it('should explain the rules under the fields and send nothing until they are met', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      '/wps/member/info': () => api.ok(memberInfo),
      '/wps/relay/CSP_unreadCount': () => api.ok({ count: 0 }),
      '/wps/feedback': () =>
        bodiesSent('PUT', '/wps/feedback').length > 0
          ? {
              status: 400,
              body: {
                success: false,
                code: 'VALIDATION',
                message: 'Some fields are not valid.',
                value: { fields: { remark: 'Must be at most 140 characters.' } },
              },
            }
          : api.ok(page([])),
    });
    signIn();
    renderApp('/member/feedback');
    expect(await screen.findByText('No feedback yet', {}, { timeout: 5_000 })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback must be between 10 and 500 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose what your feedback is about.')).toBeInTheDocument();
    expect(bodiesSent('PUT', '/wps/feedback')).toEqual([]);

    // A refusal from the server shows under its field.
    await user.click(screen.getByRole('combobox', { name: 'What is it about?' }));
    await user.click(await screen.findByRole('option', { name: 'Suggestion', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), ' of the evening tables');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Must be at most 140 characters.')).toBeInTheDocument();
    expect(bodiesSent('PUT', '/wps/feedback')).toHaveLength(1);
  });
});
