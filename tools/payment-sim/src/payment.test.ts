import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SIGNATURE_HEADERS, verifySignature } from './index';
import type { ReceivedCallback } from './testing/merchant-server';
import { MERCHANT_ID, SECRET, startFixture } from './testing/fixture';
import type { Fixture } from './testing/fixture';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await startFixture();
});
afterEach(async () => {
  await fixture.close();
});

const header = (callback: ReceivedCallback, name: string) => String(callback.headers[name]);

// Checks a received callback the way the portal server does, with the merchant's secret.
const hasValidSignature = (callback: ReceivedCallback) =>
  verifySignature({
    secret: SECRET,
    timestamp: header(callback, SIGNATURE_HEADERS.timestamp),
    nonce: header(callback, SIGNATURE_HEADERS.nonce),
    rawBody: callback.rawBody,
    signature: header(callback, SIGNATURE_HEADERS.signature),
  });

// Presses a button of the payment page as a browser would, without following the redirect.
const submitPayForm = (gatewayOrderId: string, fields: Record<string, string>) =>
  fetch(`${fixture.sim.url}/pay/${gatewayOrderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('GET /pay/:gatewayOrderId', () => {
  it('should render the checkout with the amount, merchant and order, escaped', async () => {
    const request = fixture.orderRequest({ description: '<img src=x onerror=alert(1)>' });
    const { payUrl } = await fixture.createOrder(request);

    const response = await fetch(payUrl);
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page).toContain('Pay ₱1,234.50');
    expect(page).toContain('Cancel payment');
    expect(page).toContain('Perya &lt;Games&gt;');
    expect(page).toContain(String(request.orderId));
    expect(page).toContain('GCash');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
    for (const option of ['duplicate', 'delaySeconds', 'replay', 'staleTimestamp', 'wrongSignature']) {
      expect(page).toContain(`name="${option}"`);
    }
  });

  it('should answer an unknown order with a 404 page', async () => {
    const response = await fetch(`${fixture.sim.url}/pay/psim_unknown`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Order not found');
  });

  it('should show a finished order as such, with the way back', async () => {
    const { gatewayOrderId, payUrl } = await fixture.createOrder();
    await fixture.sim.pay(gatewayOrderId);

    const page = await (await fetch(payUrl)).text();

    expect(page).toContain('Payment received');
    expect(page).not.toContain('Cancel payment');
  });
});

describe('POST /pay/:gatewayOrderId', () => {
  it('should mark the order paid, call back, and redirect 303 to the return URL', async () => {
    const request = fixture.orderRequest();
    const { gatewayOrderId } = await fixture.createOrder(request);

    const response = await submitPayForm(gatewayOrderId, { action: 'pay' });

    expect(response.status).toBe(303);
    const location = new URL(String(response.headers.get('location')));
    expect(`${location.origin}${location.pathname}`).toBe(`${fixture.merchant.url}/wallet/deposit/return`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tab: 'gateway',
      order: request.orderId,
      status: 'PAID',
    });
    // The first callback is answered before the redirect: the merchant knows when the payer lands.
    expect(fixture.merchant.received).toHaveLength(1);
    const [callback] = fixture.merchant.received;
    expect(callback?.body).toEqual({
      merchantId: MERCHANT_ID,
      orderId: request.orderId,
      gatewayOrderId,
      amountMinor: '123450',
      currency: 'PHP',
      status: 'PAID',
      paidAt: fixture.sim.orders()[0]?.paidAt,
    });
    expect(callback?.headers['content-type']).toBe('application/json');
    expect(callback?.headers[SIGNATURE_HEADERS.merchant]).toBe(MERCHANT_ID);
    expect(callback && hasValidSignature(callback)).toBe(true);
  });

  it('should pay once: a second press redirects and sends nothing', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    await submitPayForm(gatewayOrderId, { action: 'pay' });
    const again = await submitPayForm(gatewayOrderId, { action: 'cancel' });
    await fixture.sim.settle();

    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain('status=PAID');
    expect(fixture.merchant.received).toHaveLength(1);
  });

  it('should fail the order on cancel and send a FAILED callback', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    const response = await submitPayForm(gatewayOrderId, { action: 'cancel' });
    await fixture.sim.settle();

    expect(response.headers.get('location')).toContain('status=FAILED');
    expect(fixture.sim.orders()[0]?.status).toBe('FAILED');
    expect(fixture.merchant.received.map((callback) => callback.body)).toEqual([
      expect.objectContaining({ gatewayOrderId, status: 'FAILED' }),
    ]);
    expect(fixture.merchant.received.every(hasValidSignature)).toBe(true);
  });

  it('should answer 400 for a form it cannot read, and 404 for an unknown order', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    expect((await submitPayForm(gatewayOrderId, { action: 'refund' })).status).toBe(400);
    expect((await submitPayForm(gatewayOrderId, { action: 'pay', delaySeconds: '3' })).status).toBe(400);
    expect((await submitPayForm('psim_unknown', { action: 'pay' })).status).toBe(404);
    expect(fixture.sim.orders()[0]?.status).toBe('PENDING');
  });

  it('should take the test options from the form', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    await submitPayForm(gatewayOrderId, { action: 'pay', duplicate: 'on', wrongSignature: 'on', delaySeconds: '0' });
    await fixture.sim.settle();

    // (The test merchant takes whatever it gets; the portal would refuse both.)
    expect(fixture.sim.callbackAttempts().map((attempt) => attempt.testOptions)).toEqual([
      ['wrong-signature'],
      ['duplicate', 'wrong-signature'],
    ]);
  });
});

describe('callback test options', () => {
  it('should send two identical callbacks, each signed, for duplicate', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    await fixture.sim.pay(gatewayOrderId, { duplicate: true });
    await fixture.sim.settle();

    const [first, second] = fixture.merchant.received;
    expect(fixture.merchant.received).toHaveLength(2);
    expect(second?.rawBody).toBe(first?.rawBody);
    expect(fixture.merchant.received.every(hasValidSignature)).toBe(true);
    // A duplicate is a fresh request, not a replay: its own nonce.
    expect(second?.headers[SIGNATURE_HEADERS.nonce]).not.toBe(first?.headers[SIGNATURE_HEADERS.nonce]);
  });

  it('should send a callback whose signature does not verify for wrong signature', async () => {
    const { gatewayOrderId } = await fixture.createOrder();

    await fixture.sim.pay(gatewayOrderId, { wrongSignature: true });
    await fixture.sim.settle();

    expect(fixture.merchant.received.length).toBeGreaterThan(0);
    expect(fixture.merchant.received.some(hasValidSignature)).toBe(false);
  });

  it('should sign with a timestamp ten minutes old for stale timestamp', async () => {
    const { gatewayOrderId } = await fixture.createOrder();
    const nowSeconds = Math.floor(Date.now() / 1000);

    await fixture.sim.pay(gatewayOrderId, { staleTimestamp: true });
    await fixture.sim.settle();

    const [callback] = fixture.merchant.received;
    expect(callback && hasValidSignature(callback)).toBe(true);
    expect(nowSeconds - Number(callback?.headers[SIGNATURE_HEADERS.timestamp])).toBeGreaterThanOrEqual(599);
  });

  it('should resend the very same request after the first for replay', async () => {
    const { gatewayOrderId } = await fixture.createOrder();
    // The merchant takes the first and refuses the replay, as it should.
    fixture.merchant.answerWith(200, 401);

    await fixture.sim.pay(gatewayOrderId, { replay: true });
    await fixture.sim.settle();

    const [original, replay] = fixture.merchant.received;
    expect(fixture.merchant.received).toHaveLength(2);
    expect(replay?.rawBody).toBe(original?.rawBody);
    for (const name of Object.values(SIGNATURE_HEADERS)) {
      expect(replay?.headers[name]).toBe(original?.headers[name]);
    }
    expect(fixture.sim.callbackAttempts().map(({ testOptions, statusCode }) => ({ testOptions, statusCode }))).toEqual([
      { testOptions: [], statusCode: 200 },
      { testOptions: ['replay'], statusCode: 401 },
    ]);
  });

  it('should retry when the merchant answers 500, until it answers 200', async () => {
    const { gatewayOrderId } = await fixture.createOrder();
    fixture.merchant.answerWith(500);

    await fixture.sim.pay(gatewayOrderId);
    await fixture.sim.settle();

    expect(fixture.sim.callbackAttempts().map(({ attempt, statusCode }) => ({ attempt, statusCode }))).toEqual([
      { attempt: 1, statusCode: 500 },
      { attempt: 2, statusCode: 200 },
    ]);
    expect(fixture.merchant.received).toHaveLength(2);
    expect(fixture.merchant.received[1]?.rawBody).toBe(fixture.merchant.received[0]?.rawBody);
  });

  it('should record a merchant that cannot be reached, and give up after five retries', async () => {
    const { gatewayOrderId } = await fixture.createOrder({ callbackUrl: 'http://127.0.0.1:1/unreachable' });

    await fixture.sim.pay(gatewayOrderId);
    await fixture.sim.settle();

    const attempts = fixture.sim.callbackAttempts();
    expect(attempts).toHaveLength(6);
    expect(attempts.every((attempt) => attempt.statusCode === null && attempt.error !== null)).toBe(true);
  });
});
