import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSignedHeaders } from '@perya/payment-sim';

import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Issue 22 item 7: unsigned or badly signed gateway callbacks were stored without a limit (200
// requests added 1.6 MB in under a second). A flood from one address is refused after its
// per-minute limit, and refused calls are stored within a budget per gateway, a glimpse of each.

const MERCHANT = 'PERYA';
const SECRET = 'test-gateway-secret-0123456789';
const URL = '/wps/payments/gateway/PERYA_PAY/callback';
const ATTACKER = '203.0.113.7';

describe('a flood of gateway callbacks', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({
      rateLimits: true,
      config: {
        paymentGateways: [{ key: 'PERYA_PAY', url: 'http://127.0.0.1:9', merchantId: MERCHANT, secret: SECRET }],
      },
    });
  });
  afterAll(async () => {
    await sut.close();
  });

  const stored = async () =>
    (
      await queryRows<{ count: number; bytes: number; signed: number }>(
        sut.database,
        'select count(*)::int as count, coalesce(sum(length(body)), 0)::int as bytes, count(*) filter (where signature_valid)::int as signed from gateway_callbacks',
      )
    )[0]!;

  const unsigned = (remoteAddress: string) =>
    sut.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-perya-signature': 'forged' },
      payload: JSON.stringify({ orderId: 'x', padding: 'A'.repeat(8_000) }),
    });

  it('should store a budget of refused calls, each cut short, and refuse the flood past its limit', async () => {
    const codes = new Map<string, number>();
    for (let i = 0; i < 320; i += 1) {
      const response = await unsigned(ATTACKER);
      const key = `${response.statusCode} ${response.json().code}`;
      codes.set(key, (codes.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ '401 SIGNATURE_INVALID': 300, '429 RATE_LIMITED': 20 });
    const after = await stored();
    expect(after.count).toBe(20);
    expect(after.bytes).toBeLessThanOrEqual(20 * 512);

    // Another address is not limited by the first one's flood, and a signed call is always stored.
    const rawBody = JSON.stringify({ merchantId: MERCHANT, orderId: '00000000-0000-4000-8000-000000000000' });
    const signed = await sut.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: '198.51.100.9',
      headers: {
        'content-type': 'application/json',
        ...createSignedHeaders({ merchantId: MERCHANT, secret: SECRET, rawBody }),
      },
      payload: rawBody,
    });
    expect(signed.statusCode).toBeLessThan(429);
    expect((await stored()).signed).toBe(1);
  });
});
