import type { Balance, MemberInfo, Transaction, WalletList } from '@perya/contracts';
import { vi } from 'vitest';

import { useSessionStore } from '@/stores/session-store';

// Shapes the wallet API answers with, for the fake API of component tests.

export const signInMember = () => useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });

export const memberInfo = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 7,
  account: 'player01',
  nickname: 'Player One',
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
  ...overrides,
});

export const balance = (overrides: Partial<Balance> = {}): Balance => ({
  currency: 'PHP',
  currencySymbol: '₱',
  balanceMinor: '150050',
  heldMinor: '0',
  availableMinor: '150050',
  wageringOwedMinor: '0',
  withdrawableMinor: '150050',
  ...overrides,
});

export const walletList = (providers: Record<string, string>, mainMinor = '100000'): WalletList => {
  const entries = Object.entries(providers).map(([wallet, balanceMinor]) => ({ wallet, name: wallet, balanceMinor }));
  const total = entries.reduce((sum, entry) => sum + BigInt(entry.balanceMinor), BigInt(mainMinor));
  return {
    isSingle: false,
    currency: 'PHP',
    currencySymbol: '₱',
    wallets: [{ wallet: 'MAIN', name: 'Main', balanceMinor: mainMinor }, ...entries],
    totalMinor: total.toString(),
  };
};

export const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: '0f8f5a2e-3c1b-4d6e-9a7b-1c2d3e4f5a6b',
  kind: 'DEPOSIT',
  time: '2026-03-09 14:05:00',
  amountMinor: '150050',
  currency: 'PHP',
  status: 'POSTED',
  wallet: 'MAIN',
  counterparty: 'GCash',
  reference: 'DEP-1001',
  ...overrides,
});

/** JSON bodies the app sent to `path`, oldest first (the fake API records only URLs). */
export const bodiesSentTo = (path: string): Record<string, unknown>[] =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>);

/** Query parameters of every GET to `path`, oldest first. */
export const queriesSentTo = (requests: { url: string }[], path: string): URLSearchParams[] =>
  requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
