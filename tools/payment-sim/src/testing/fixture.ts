// One simulator and one merchant per test file, plus a signed client for the merchant API.
import { randomUUID } from 'node:crypto';

import { createSignedHeaders, startPaymentSim } from '../index';
import type { PaymentSim } from '../index';
import { startMerchantServer } from './merchant-server';
import type { MerchantServer } from './merchant-server';

export const MERCHANT_ID = 'PERYA';
export const SECRET = 'perya-test-secret';
export const OTHER_MERCHANT_ID = 'OTHER';
export const OTHER_SECRET = 'other-test-secret';

export type SignedRequestOptions = {
  method?: 'GET' | 'POST';
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
  merchantId?: string;
  secret?: string;
  timestamp?: number;
  nonce?: string;
};

export type Fixture = {
  sim: PaymentSim;
  merchant: MerchantServer;
  /** Calls the merchant API as a merchant would, signed. */
  signedFetch(path: string, options?: SignedRequestOptions): Promise<Response>;
  /** A valid create-order body for this merchant's callback URL. */
  orderRequest(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** Creates an order and returns the API's answer. */
  createOrder(overrides?: Record<string, unknown>): Promise<{ gatewayOrderId: string; payUrl: string; status: string }>;
  close(): Promise<void>;
};

export const startFixture = async (): Promise<Fixture> => {
  const merchant = await startMerchantServer();
  const sim = await startPaymentSim({
    merchants: { [MERCHANT_ID]: SECRET, [OTHER_MERCHANT_ID]: OTHER_SECRET },
    merchantNames: { [MERCHANT_ID]: 'Perya <Games>' },
    // Retries at once: tests wait with settle(), never with timers.
    retryDelaysMs: [0, 0, 0, 0, 0],
  });

  const signedFetch: Fixture['signedFetch'] = (path, options = {}) => {
    const { method = 'GET', body, merchantId = MERCHANT_ID, secret = SECRET, timestamp, nonce } = options;
    const rawBody = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const headers = createSignedHeaders({ merchantId, secret, rawBody, timestamp, nonce });
    return fetch(`${sim.url}${path}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      body: method === 'POST' ? rawBody : undefined,
    });
  };

  const orderRequest: Fixture['orderRequest'] = (overrides = {}) => ({
    orderId: randomUUID(),
    amountMinor: '123450',
    currency: 'PHP',
    callbackUrl: merchant.callbackUrl,
    returnUrl: `${merchant.url}/wallet/deposit/return?tab=gateway`,
    description: 'Deposit',
    method: 'GCASH',
    ...overrides,
  });

  return {
    sim,
    merchant,
    signedFetch,
    orderRequest,
    async createOrder(overrides) {
      const response = await signedFetch('/api/orders', { method: 'POST', body: orderRequest(overrides) });
      if (response.status !== 200) throw new Error(`create order: ${response.status} ${await response.text()}`);
      return (await response.json()) as { gatewayOrderId: string; payUrl: string; status: string };
    },
    async close() {
      await sim.close();
      await merchant.close();
    },
  };
};
