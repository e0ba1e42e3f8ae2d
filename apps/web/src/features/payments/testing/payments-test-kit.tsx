import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Mock } from 'vitest';

import type { Deposit, PaymentChannel, Withdrawal, WithdrawalAccount } from '@perya/contracts';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';

// Test support of the payments feature: the shared fake API, answered per method and path, with
// each request's body kept (JSON parsed, multipart as FormData), and fixtures from the contract.

export type ApiCall = { method: string; path: string; body: unknown };
type Reply = { status?: number; body: unknown };
type RouteHandler = (request: { url: URL; body: unknown; calls: ApiCall[] }) => Reply;

export const ok = (value: unknown): Reply => ({ body: { success: true, code: 'OK', message: 'Success', value } });
export const fail = (code: string, message: string, status = 400, value: unknown = null): Reply => ({
  status,
  body: { success: false, code, message, value },
});

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (body instanceof FormData) return body;
  if (typeof body === 'string') return JSON.parse(body);
  return undefined;
};

/** Routes are keyed "METHOD /path"; everything else answers as the shared fake does. */
export const installPaymentsApi = (routes: Record<string, RouteHandler>) => {
  const calls: ApiCall[] = [];
  const paths = new Set(Object.keys(routes).map((key) => key.split(' ')[1] ?? ''));
  const handlers = Object.fromEntries(
    [...paths].map((path) => [
      path,
      (url: URL) => {
        // The fake records the call before answering it: the last call is this one.
        const [, init] = (globalThis.fetch as Mock).mock.calls.at(-1) as [unknown, RequestInit | undefined];
        const method = init?.method ?? 'GET';
        const body = readBody(init?.body);
        calls.push({ method, path: url.pathname, body });
        const route = routes[`${method} ${url.pathname}`];
        return route ? route({ url, body, calls }) : fail('NOT_FOUND', 'Not found', 404);
      },
    ]),
  );
  installFakeApi(handlers);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
};

/** Renders one page at `path` inside the providers the app gives it, with a fresh cache. */
export const renderPage = (path: string, routePath: string, page: ReactNode) => {
  const router = createMemoryRouter(
    [
      { path: routePath, element: page },
      { path: '/member/securityCenter', element: <h1>Security centre</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
};

/** A public key the fake server publishes, so "(enc)" fields really get encrypted. */
export const makePublicKey = async () => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  let binary = '';
  for (const byte of spki) binary += String.fromCharCode(byte);
  return { kid: 'test-key', algorithm: 'RSA-OAEP-256+A256GCM' as const, publicKey: btoa(binary) };
};

export const imageFile = (name = 'proof.png', type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

export const UPLOAD = {
  uploadId: '7b0a4a3e-9c55-4d8e-9a39-2b1f0c4d5e6f',
  url: '/uploads/proof.png',
  width: 640,
  height: 1280,
};

export const channel = (overrides: Partial<PaymentChannel> = {}): PaymentChannel => ({
  id: 1,
  kind: 'GATEWAY',
  method: 'GCASH',
  name: 'GCash Express',
  minMinor: '10000',
  maxMinor: '5000000',
  currency: 'PHP',
  payee: null,
  instructions: null,
  ...overrides,
});

export const manualBankChannel = (overrides: Partial<PaymentChannel> = {}): PaymentChannel =>
  channel({
    id: 2,
    kind: 'MANUAL',
    method: 'BANK',
    name: 'BDO bank transfer',
    payee: { bankName: 'BDO Unibank', accountName: 'Perya Gaming Inc.', accountNumber: '001234567890' },
    instructions: 'Use InstaPay or PESONet.',
    ...overrides,
  });

export const deposit = (overrides: Partial<Deposit> = {}): Deposit => ({
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  channelId: 1,
  channelName: 'GCash Express',
  kind: 'GATEWAY',
  method: 'GCASH',
  amountMinor: '150050',
  currency: 'PHP',
  status: 'AWAITING_PAYMENT',
  referenceNo: null,
  reviewNote: null,
  payUrl: null,
  createdAt: '2026-05-01 14:00:00',
  completedAt: null,
  ...overrides,
});

export const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 });

export const account = (overrides: Partial<WithdrawalAccount> = {}): WithdrawalAccount => ({
  id: '9d2e8f61-3b4a-4c5d-9e6f-7a8b9c0d1e2f',
  method: 'GCASH',
  bankName: null,
  accountName: 'Juan Dela Cruz',
  accountNumberMasked: '*******4567',
  createdAt: '2026-04-01 10:00:00',
  ...overrides,
});

export const withdrawSettings = (overrides: Record<string, unknown> = {}) => ({
  minMinor: '10000',
  maxMinor: '5000000',
  dailyCountLimit: 3,
  todayCount: 1,
  hasPaymentPassword: true,
  hasRealName: true,
  autoReceiptMinutes: 30,
  balance: {
    currency: 'PHP',
    currencySymbol: '₱',
    balanceMinor: '500000',
    heldMinor: '0',
    availableMinor: '500000',
    wageringOwedMinor: '0',
    withdrawableMinor: '500000',
  },
  ...overrides,
});

export const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
  amountMinor: '100000',
  currency: 'PHP',
  status: 'REVIEW',
  account: { method: 'GCASH', bankName: null, accountName: 'Juan Dela Cruz', accountNumberMasked: '*******4567' },
  paidMinor: '0',
  receivedMinor: '0',
  remainingMinor: '100000',
  confirmBy: null,
  confirmation: null,
  reviewNote: null,
  disputeResolution: null,
  disputeResolutionNote: null,
  disputeResolvedAt: null,
  createdAt: '2026-05-01 12:00:00',
  completedAt: null,
  ...overrides,
});
