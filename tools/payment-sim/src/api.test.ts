import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFixture, OTHER_MERCHANT_ID, OTHER_SECRET } from './testing/fixture';
import type { Fixture } from './testing/fixture';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await startFixture();
});
afterEach(async () => {
  await fixture.close();
});

describe('POST /api/orders', () => {
  it('should create a pending order with its pay URL', async () => {
    const response = await fixture.signedFetch('/api/orders', { method: 'POST', body: fixture.orderRequest() });

    expect(response.status).toBe(200);
    const body = (await response.json()) as { gatewayOrderId: string; payUrl: string; status: string };
    expect(body).toEqual({ gatewayOrderId: expect.any(String), payUrl: expect.any(String), status: 'PENDING' });
    expect(body.payUrl).toBe(`${fixture.sim.url}/pay/${body.gatewayOrderId}`);
    expect(fixture.sim.orders()).toMatchObject([{ gatewayOrderId: body.gatewayOrderId, amountMinor: '123450' }]);
  });

  it('should return the same order for the same orderId, and refuse it with another amount', async () => {
    const request = fixture.orderRequest();
    const first = await fixture.signedFetch('/api/orders', { method: 'POST', body: request });
    const again = await fixture.signedFetch('/api/orders', { method: 'POST', body: request });
    const conflict = await fixture.signedFetch('/api/orders', {
      method: 'POST',
      body: { ...request, amountMinor: '999' },
    });

    expect(await again.json()).toEqual(await first.json());
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ error: 'ORDER_CONFLICT' });
    expect(fixture.sim.orders()).toHaveLength(1);
  });

  it('should keep the same orderId of two merchants apart', async () => {
    const request = fixture.orderRequest();
    const ours = await fixture.signedFetch('/api/orders', { method: 'POST', body: request });
    const theirs = await fixture.signedFetch('/api/orders', {
      method: 'POST',
      body: { ...request, amountMinor: '999' },
      merchantId: OTHER_MERCHANT_ID,
      secret: OTHER_SECRET,
    });

    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as { gatewayOrderId: string }).gatewayOrderId).not.toBe(
      ((await ours.json()) as { gatewayOrderId: string }).gatewayOrderId,
    );
  });

  it('should refuse a wrong signature, a stale timestamp and a reused nonce with 401', async () => {
    const body = fixture.orderRequest();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const nonce = 'nonce-used-twice-0001';

    const wrongSecret = await fixture.signedFetch('/api/orders', { method: 'POST', body, secret: 'not-the-secret' });
    const stale = await fixture.signedFetch('/api/orders', { method: 'POST', body, timestamp: nowSeconds - 600 });
    const firstUse = await fixture.signedFetch('/api/orders', { method: 'POST', body, nonce });
    const reuse = await fixture.signedFetch('/api/orders', { method: 'POST', body, nonce });

    for (const response of [wrongSecret, stale, reuse]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'SIGNATURE_INVALID' });
    }
    expect(firstUse.status).toBe(200);
  });

  it('should refuse a request without signature headers', async () => {
    const response = await fetch(`${fixture.sim.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fixture.orderRequest()),
    });

    expect(response.status).toBe(401);
  });

  it('should answer 400 with a detail for a bad body', async () => {
    const cases: [unknown, string][] = [
      [fixture.orderRequest({ amountMinor: 1234.5 }), 'amountMinor'],
      [fixture.orderRequest({ amountMinor: '0' }), 'amountMinor'],
      [fixture.orderRequest({ orderId: 'not-a-uuid' }), 'orderId'],
      [fixture.orderRequest({ currency: 'USD' }), 'currency'],
      [fixture.orderRequest({ callbackUrl: 'javascript:alert(1)' }), 'callbackUrl'],
      [fixture.orderRequest({ method: 'CASH' }), 'method'],
      ['{"orderId":', 'JSON'],
    ];
    for (const [body, field] of cases) {
      const response = await fixture.signedFetch('/api/orders', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'BAD_REQUEST', detail: expect.stringContaining(field) });
    }
  });
});

describe('GET /api/orders/:gatewayOrderId', () => {
  it('should show a pending order, then the paid one', async () => {
    const request = fixture.orderRequest();
    const { gatewayOrderId } = await fixture.createOrder(request);

    const pending = await fixture.signedFetch(`/api/orders/${gatewayOrderId}`);
    expect(await pending.json()).toEqual({
      gatewayOrderId,
      orderId: request.orderId,
      amountMinor: '123450',
      currency: 'PHP',
      status: 'PENDING',
      paidAt: null,
    });

    await fixture.sim.pay(gatewayOrderId);
    const paid = await fixture.signedFetch(`/api/orders/${gatewayOrderId}`);
    expect(await paid.json()).toMatchObject({ status: 'PAID', paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("should answer 404 for an unknown order and for another merchant's", async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    const unknown = await fixture.signedFetch('/api/orders/psim_unknown');
    const others = await fixture.signedFetch(`/api/orders/${gatewayOrderId}`, {
      merchantId: OTHER_MERCHANT_ID,
      secret: OTHER_SECRET,
    });

    expect(unknown.status).toBe(404);
    expect(others.status).toBe(404);
  });

  it('should refuse an unsigned request', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    const response = await fetch(`${fixture.sim.url}/api/orders/${gatewayOrderId}`);

    expect(response.status).toBe(401);
  });
});

describe('development aids', () => {
  it('should answer /healthz and list callback attempts', async () => {
    const { gatewayOrderId } = await fixture.createOrder();
    await fixture.sim.pay(gatewayOrderId);
    await fixture.sim.settle();

    expect(await (await fetch(`${fixture.sim.url}/healthz`)).json()).toEqual({ ok: true });
    const { attempts } = (await (await fetch(`${fixture.sim.url}/api/callbacks`)).json()) as { attempts: unknown[] };
    expect(attempts).toEqual([expect.objectContaining({ gatewayOrderId, statusCode: 200, delivered: true })]);
  });
});
