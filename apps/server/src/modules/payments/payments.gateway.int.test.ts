import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentSim } from '@perya/payment-sim';
import { createSignedHeaders, startPaymentSim } from '@perya/payment-sim';

import type { Caller } from '../../testing/api-session';
import { createCaller, loginMember, loginStaff } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// A deposit through the payment gateway, over real HTTP both ways: the portal creates the order
// on the simulator, the simulator calls the portal back, signed. Duplicates credit once; a wrong
// signature, a stale timestamp or a replayed nonce is refused and logged; nothing else moves money.

const MERCHANT = 'PERYA';
const SECRET = 'test-gateway-secret-0123456789';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('deposits through the payment gateway', () => {
  let sut: TestApp;
  let sim: PaymentSim;
  let portalUrl: string;
  let token: string;
  let callAs: Caller;

  beforeAll(async () => {
    sim = await startPaymentSim({ merchants: { [MERCHANT]: SECRET }, retryDelaysMs: [0, 0, 0, 0, 0] });
    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    sut = await createTestApp({
      seedDemo: true,
      config: {
        publicUrl: portalUrl,
        paymentGateways: [{ key: 'PERYA_PAY', url: sim.url, merchantId: MERCHANT, secret: SECRET }],
      },
    });
    await sut.app.listen({ port, host: '127.0.0.1' });
    token = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    callAs = createCaller(sut.app);
  });
  afterAll(async () => {
    await sut.close();
    await sim.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) => callAs(method, url, token, payload);
  const balance = async () =>
    BigInt((await call('GET', '/wps/v2/wallets/balance')).json().value.balanceMinor as string);
  const callbackOutcomes = async (orderId: string) =>
    (
      await queryRows<{ outcome: string }>(
        sut.database,
        'select outcome from gateway_callbacks where order_id = $1 order by id',
        [orderId],
      )
    ).map((row) => row.outcome);
  const rejectedCallbacks = async (outcome: string) =>
    Number(
      (
        await queryRows<{ count: number }>(
          sut.database,
          'select count(*)::int as count from gateway_callbacks where outcome = $1',
          [outcome],
        )
      )[0]?.count ?? 0,
    );

  /** Starts a gateway deposit and returns it with the simulator's order id. */
  const startDeposit = async (amountMinor: string) => {
    const channels = (await call('GET', '/wps/v2/deposit/channels')).json().value.channels as Array<{
      id: number;
      kind: string;
    }>;
    const channel = channels.find((candidate) => candidate.kind === 'GATEWAY');
    if (!channel) throw new Error('no gateway channel seeded');
    const created = await call('POST', '/wps/v2/deposits', {
      requestId: randomUUID(),
      channelId: channel.id,
      amountMinor,
    });
    expect(created.statusCode).toBe(200);
    const { deposit, redirectUrl } = created.json().value as {
      deposit: { id: string; status: string };
      redirectUrl: string;
    };
    expect(deposit.status).toBe('AWAITING_PAYMENT');
    expect(redirectUrl.startsWith(`${sim.url}/pay/`)).toBe(true);
    const gatewayOrderId = redirectUrl.split('/pay/')[1] ?? '';
    return { depositId: deposit.id, gatewayOrderId, redirectUrl };
  };

  it('should credit a paid order once, however many times the gateway calls back', async () => {
    const before = await balance();
    const { depositId, gatewayOrderId } = await startDeposit('250000');
    await sim.pay(gatewayOrderId, { duplicate: true });
    await sim.settle();
    const deposit = (await call('GET', `/wps/v2/deposits/${depositId}`)).json().value;
    expect(deposit.status).toBe('APPROVED');
    expect(await balance()).toBe(before + 250_000n);
    expect(await callbackOutcomes(depositId)).toEqual(['CREDITED', 'DUPLICATE']);
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });

  it('should refuse a replayed callback (the same nonce and signature) and credit once', async () => {
    const before = await balance();
    const { depositId, gatewayOrderId } = await startDeposit('10000');
    const replaysBefore = await rejectedCallbacks('REJECTED_REPLAY');
    await sim.pay(gatewayOrderId, { replay: true });
    await sim.settle();
    expect(await balance()).toBe(before + 10_000n);
    expect(await rejectedCallbacks('REJECTED_REPLAY')).toBe(replaysBefore + 1);
    expect((await call('GET', `/wps/v2/deposits/${depositId}`)).json().value.status).toBe('APPROVED');
  });

  it('should refuse and log a callback with a wrong signature or a stale timestamp, moving nothing', async () => {
    const before = await balance();
    const wrong = await startDeposit('30000');
    await sim.pay(wrong.gatewayOrderId, { wrongSignature: true });
    const stale = await startDeposit('40000');
    await sim.pay(stale.gatewayOrderId, { staleTimestamp: true });
    await sim.settle();
    expect(await balance()).toBe(before);
    for (const { depositId } of [wrong, stale]) {
      expect((await call('GET', `/wps/v2/deposits/${depositId}`)).json().value.status).toBe('AWAITING_PAYMENT');
    }
    // The simulator retries a refused callback: every attempt is refused and logged.
    expect(await rejectedCallbacks('REJECTED_SIGNATURE')).toBeGreaterThanOrEqual(1);
    expect(await rejectedCallbacks('REJECTED_STALE')).toBeGreaterThanOrEqual(1);
    const refused = sim.callbackAttempts().filter((attempt) => attempt.gatewayOrderId === wrong.gatewayOrderId);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((attempt) => attempt.statusCode === 401)).toBe(true);
  });

  it('should hold a "paid" notice for a deposit staff rejected in the review queue, crediting nothing', async () => {
    const before = await balance();
    const staffToken = await loginStaff(sut.app);
    const asStaff = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      callAs(method, url, staffToken, payload);
    const { depositId, gatewayOrderId } = await startDeposit('60000');
    const rejected = await asStaff('POST', `/wps/admin/deposits/${depositId}/reject`, { note: 'No such payment seen' });
    expect(rejected.json().value.status).toBe('REJECTED');

    await sim.pay(gatewayOrderId, { duplicate: true });
    await sim.settle();
    expect(await balance()).toBe(before);
    expect(await callbackOutcomes(depositId)).toEqual(['HELD_FOR_REVIEW', 'DUPLICATE']);
    expect((await call('GET', `/wps/v2/deposits/${depositId}`)).json().value.status).toBe('PENDING_REVIEW');
    const queue = (await asStaff('GET', '/wps/admin/deposits?status=PAID_AFTER_REJECTION')).json().value;
    expect(queue.list.map((row: { id: string; status: string }) => [row.id, row.status])).toContainEqual([
      depositId,
      'PAID_AFTER_REJECTION',
    ]);

    const approved = await asStaff('POST', `/wps/admin/deposits/${depositId}/approve`, { note: 'Bank confirms' });
    expect(approved.json().value.status).toBe('APPROVED');
    expect(await balance()).toBe(before + 60_000n);
    expect(await sut.app.walletService.totalBalance('PHP')).toBe(0n);
  });

  it('should refuse a validly signed notice whose amount differs from the order', async () => {
    const before = await balance();
    const { depositId, gatewayOrderId } = await startDeposit('50000');
    const rawBody = JSON.stringify({
      merchantId: MERCHANT,
      orderId: depositId,
      gatewayOrderId,
      amountMinor: '5000000',
      currency: 'PHP',
      status: 'PAID',
    });
    const response = await fetch(`${portalUrl}/wps/payments/gateway/PERYA_PAY/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...createSignedHeaders({ merchantId: MERCHANT, secret: SECRET, rawBody }),
      },
      body: rawBody,
    });
    expect(response.status).toBe(409);
    expect(await balance()).toBe(before);
    expect(await callbackOutcomes(depositId)).toEqual(['AMOUNT_MISMATCH']);
  });

  it('should mark a cancelled payment as not paid, with nothing credited', async () => {
    const before = await balance();
    const { depositId, gatewayOrderId } = await startDeposit('20000');
    await sim.pay(gatewayOrderId, { action: 'cancel' });
    await sim.settle();
    const deposit = (await call('GET', `/wps/v2/deposits/${depositId}`)).json().value;
    expect(deposit.status).toBe('REJECTED');
    expect(await balance()).toBe(before);
  });

  it('should refuse an unsigned callback outright', async () => {
    const response = await fetch(`${portalUrl}/wps/payments/gateway/PERYA_PAY/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: randomUUID(), status: 'PAID' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('SIGNATURE_INVALID');
  });

  it('should answer GATEWAY_UNAVAILABLE when the gateway does not answer', async () => {
    const channels = (await call('GET', '/wps/v2/deposit/channels')).json().value.channels as Array<{
      id: number;
      kind: string;
    }>;
    const channel = channels.find((candidate) => candidate.kind === 'GATEWAY');
    const broken = await createTestApp({
      seedDemo: true,
      config: {
        paymentGateways: [{ key: 'PERYA_PAY', url: 'http://127.0.0.1:9', merchantId: MERCHANT, secret: SECRET }],
      },
    });
    try {
      const brokenToken = await loginMember(broken.app, broken.database, 'player01', 'Player2026');
      const headers = { authorization: `Bearer ${brokenToken}` };
      const response = await broken.app.inject({
        method: 'POST',
        url: '/wps/v2/deposits',
        headers,
        payload: { requestId: randomUUID(), channelId: channel?.id, amountMinor: '10000' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('GATEWAY_UNAVAILABLE');
    } finally {
      await broken.close();
    }
  });
});
