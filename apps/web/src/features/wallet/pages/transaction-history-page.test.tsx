import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import { balance, memberInfo, queriesSentTo, signInMember, transaction } from '../testing/wallet-fixtures';

const PATH = '/wps/relay/ODSFE2_MemTransDet';

const setUp = () => {
  const api = installFakeApi({
    '/wps/member/info': () => api.ok(memberInfo({ utcOffsetMinutes: 480 })),
    '/wps/v2/wallets/balance': () => api.ok(balance()),
    [PATH]: (url) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const list =
        url.searchParams.get('kind') === 'BONUS'
          ? []
          : [
              transaction({ id: `0f8f5a2e-3c1b-4d6e-9a7b-1c2d3e4f5a0${pageNo}` }),
              transaction({
                id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
                kind: 'WITHDRAWAL',
                amountMinor: '-50000',
                status: 'PENDING',
                counterparty: 'Maya',
                reference: 'WD-77',
              }),
            ];
      return api.ok({ list, pageNo, pageSize: 20, total: list.length ? 45 : 0, totalPages: list.length ? 3 : 0 });
    },
  });
  signInMember();
  renderApp('/member/transactionHistory');
  return { lastQuery: () => queriesSentTo(api.requests, PATH).at(-1) };
};

describe('TransactionHistoryPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // Mantine's combobox scrolls the selected option into view; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView ??= () => undefined;
    await import('./transaction-history-page');
  });

  beforeEach(() => {
    // 2026-03-10 12:00 in Manila; only Date is faked, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T04:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should ask for the last 7 days of the first page and show the records', async () => {
    const sut = setUp();
    const rows = await screen.findAllByTestId('transaction-row', {}, { timeout: 5_000 });
    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(sut.lastQuery() ?? [])).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      pageNo: '1',
      pageSize: '20',
    });
    expect(rows[0]).toHaveTextContent('2026-03-09 14:05:00');
    expect(rows[0]).toHaveTextContent('Deposit');
    expect(rows[0]).toHaveTextContent('+₱1,500.50');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('-₱500.00');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('WD-77');
  });

  it('should send the kind, the range and the page, and show the empty state', async () => {
    const user = userEvent.setup();
    const sut = setUp();
    await screen.findAllByTestId('transaction-row', {}, { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(sut.lastQuery()?.get('pageNo')).toBe('2'));

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(sut.lastQuery()?.get('from')).toBe('2026-02-09'));
    expect(sut.lastQuery()?.get('to')).toBe('2026-03-10');
    expect(sut.lastQuery()?.get('pageNo')).toBe('1');

    await user.click(screen.getByRole('radio', { name: 'Next 7 days' }));
    await waitFor(() => expect(sut.lastQuery()?.get('to')).toBe('2026-03-16'));
    expect(sut.lastQuery()?.get('from')).toBe('2026-03-10');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    // jsdom never finishes the dropdown's transition, so the open list stays display: none.
    await user.click(await screen.findByRole('option', { name: 'Bonus', hidden: true }));
    await waitFor(() => expect(sut.lastQuery()?.get('kind')).toBe('BONUS'));
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Try a longer date range or another type.');
  });
});
